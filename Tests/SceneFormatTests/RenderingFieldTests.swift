import Animators
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// The view fields for rendering features decode into their specs, and bad values name the
/// field and the value.
@Suite struct RenderingFieldTests {
  static func scene(view: String) -> String {
    validScene.replacingOccurrences(of: "- frame: [0, 0, 10, 10]\n", with: "- frame: [0, 0, 10, 10]\n" + view)
  }

  @Test func renderingFieldsDecode() throws {
    let yaml = Self.scene(
      view: [
        "shadow: { opacity: 0.3, radius: 6, offset: [1, 2], path: oval }",
        "maskedCorners: [topLeft, bottomRight]",
        "transform3D: { angle: 90, perspective: 500, doubleSided: false }",
        "gradient: { type: conic, colors: [red, blue], locations: [0, 0.5], start: [0.5, 0.5], end: [1, 0.5] }",
        "shape: { path: rect, stroke: black, lineWidth: 2, strokeEnd: 0.25, dash: [6, 3], dashPhase: 2 }",
        "blur: dark",
        "mask: oval",
      ].map { "        \($0)\n" }.joined())
    let view = try #require(try parse(yaml).screen(named: "A")?.views.first)
    let r = view.rendering
    #expect(r.shadow?.opacity == 0.3 && r.shadow?.offset == CGSize(width: 1, height: 2) && r.shadow?.path == .oval)
    #expect(r.maskedCorners == [.topLeft, .bottomRight])
    #expect(r.transform3D?.doubleSided == false)
    let t = try #require(r.transform3D?.transform)
    #expect(abs(t.m14 - 1.0 / 500) < 1e-12, "perspective applied after the quarter turn about y: \(t)")
    #expect(r.gradient?.type == "conic" && r.gradient?.locations == [0, 0.5])
    #expect(r.shape?.strokeEnd == 0.25 && r.shape?.path == .rect)
    #expect(r.shape?.dash == [6, 3] && r.shape?.dashPhase == 2)
    #expect(r.blur == .dark)
    #expect(r.mask == .oval)
  }

  @Test func badRenderingValuesNameTheFieldAndValue() throws {
    let opacity = try #require(parseError(Self.scene(view: "        shadow: { opacity: 2 }\n")))
    #expect(opacity.description.hasSuffix("screens.A.views[0].shadow.opacity: expected a number in 0...1, got 2"))
    let locations = try #require(
      parseError(Self.scene(view: "        gradient: { colors: [red, blue], locations: [0.5, 0.2] }\n")))
    #expect(
      locations.description.contains("gradient.locations: expected 2 increasing numbers in 0...1 (one per colour)"))
    let dash = try #require(parseError(Self.scene(view: "        shape: { stroke: black, dash: [0, 0] }\n")))
    #expect(dash.description.contains("shape.dash: expected painted and unpainted lengths, at least one > 0, got"))
    let negative = try #require(parseError(Self.scene(view: "        shape: { stroke: black, dash: [4, -1] }\n")))
    #expect(negative.description.contains("shape.dash[1]: expected a length ≥ 0, got -1"))
    let axis = try #require(parseError(Self.scene(view: "        transform3D: { angle: 10, axis: [0, 0, 0] }\n")))
    #expect(axis.description.contains("transform3D.axis: expected [x, y, z] (3 numbers, not all 0)"))
    let image = try #require(parseError(Self.scene(view: "        image: { file: missing.png }\n")))
    #expect(image.description.contains("image.file: image file 'Scenes/missing.png' does not exist"))
    let both = try #require(parseError(Self.scene(view: "        label: Hi\n        blur: light\n")))
    #expect(
      both.description.contains(
        "a view is at most one of label, button, image, blur, drawing, table, textField, textView; got label and blur"))
    let drawing = try #require(parseError(Self.scene(view: "        drawing: pie\n")))
    #expect(drawing.description.contains("drawing: expected one of rings, sparkline, got \"pie\""), "\(drawing)")
  }

  /// `drawing:` names a view drawn by its `draw(_:)`; `blur:` takes every style, the Light and
  /// Dark material variants included.
  @MainActor @Test func drawingAndMaterialVariantsDecodeAndBuild() throws {
    let yaml = Self.scene(view: "        drawing: rings\n")
    let scene = try parse(yaml)
    let view = try #require(scene.screen(named: "A")?.views.first)
    #expect(view.rendering.drawing == "rings")
    let stage = SceneBuilder.build(scene, scale: 1)
    func rings(in view: UIView) -> [UIView] { (view is ActivityRingsView ? [view] : []) + view.subviews.flatMap(rings) }
    let built = rings(in: stage.window)
    #expect(built.count == 1 && built.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    let dark = try parse(Self.scene(view: "        blur: systemThinMaterialDark\n"))
    #expect(dark.screen(named: "A")?.views.first?.rendering.blur == .systemThinMaterialDark)
  }
}
