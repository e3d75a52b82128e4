import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// `textLayer:` decodes into a `CATextLayer` filling the view, and every bad value is an error
/// naming the field and the value.
@Suite struct TextLayerFieldTests {
  static func scene(_ field: String) -> String {
    validScene.replacingOccurrences(
      of: "- frame: [0, 0, 10, 10]\n", with: "- frame: [0, 0, 120, 40]\n        \(field)\n")
  }

  @Test func absentFieldsAreCoreAnimationsDefaults() throws {
    let view = try #require(try parse(Self.scene("textLayer: { string: Hi }")).screen(named: "A")?.views.first)
    var expected = TextLayerSpec()
    expected.string = "Hi"
    #expect(view.rendering.textLayer == expected)
    #expect(expected.fontSize == 36 && expected.color == .white && expected.alignment == "natural")
  }

  @MainActor @Test func aTextLayerIsBuiltAboveTheSubviewsFillingTheView() throws {
    let yaml = Self.scene(
      "textLayer: { string: SALE, fontSize: 17, weight: bold, color: red, "
        + "alignment: center, truncation: end, wrapped: true }")
    let scene = try parse(yaml)
    let spec = try #require(scene.screen(named: "A")?.views.first?.rendering.textLayer)
    #expect(spec.fontSize == 17 && spec.weight == .bold && spec.alignment == "center" && spec.truncation == "end")
    #expect(spec.wrapped && spec.color == RGBA(red: 1, green: 0, blue: 0))
    let stage = SceneBuilder.build(scene, scale: 1)
    func textLayers(in layer: CALayer) -> [CATextLayer] {
      ((layer as? CATextLayer).map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap(textLayers)
    }
    let text = try #require(textLayers(in: stage.window.layer).first)
    #expect(text.string as? String == "SALE" && text.fontSize == 17)
    #expect(text.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(text.alignmentMode == .center && text.truncationMode == .end && text.isWrapped)
    #expect((text.font as? UIFont)?.weight == .bold)
    #expect(text.foregroundColor.map { UIColor(cgColor: $0) } == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test(arguments: [
    ("fontSize: 1e308", "textLayer.fontSize", "1e308"),
    ("fontSize: 0", "textLayer.fontSize", "a font size in (0, 1000], got 0"),
    ("fontSize: -3", "textLayer.fontSize", "-3"),
    ("fontSize: [17]", "textLayer.fontSize", "a font size"),
    ("fontSize: null", "textLayer.fontSize", "a font size"),
    ("string: ''", "textLayer.string", "a non-empty string"),
    ("string: [a, b]", "textLayer.string", "a non-empty string"),
    ("string: null", "textLayer.string", "a non-empty string"),
    ("alignment: Center", "textLayer.alignment", "Center"),
    ("alignment: middle", "textLayer.alignment", "one of natural, left, right, center, justified"),
    ("truncation: tail", "textLayer.truncation", "one of none, start, middle, end"),
    ("weight: heavy", "textLayer.weight", "one of regular, bold"),
    ("wrapped: yes please", "textLayer.wrapped", "true or false"),
    ("wrapped: 1", "textLayer.wrapped", "true or false"),
    ("color: notAColour", "textLayer.color", "notAColour"),
    ("strin: Hi", "strin", "string"),
  ])
  func badValuesNameTheFieldAndTheValue(field: String, path: String, fragment: String) throws {
    let withString = field.hasPrefix("string") || field.hasPrefix("strin:") ? field : "string: Hi, \(field)"
    let error = try #require(parseError(Self.scene("textLayer: { \(withString) }")))
    #expect(error.description.contains(path), "\(error.description)")
    #expect(error.description.contains(fragment), "\(error.description)")
  }

  @Test func aMissingStringOrAWrongShapeIsAnError() throws {
    let missing = try #require(parseError(Self.scene("textLayer: { fontSize: 12 }")))
    #expect(missing.description.contains("textLayer"), "\(missing.description)")
    #expect(missing.description.contains("string"), "\(missing.description)")
    let scalar = try #require(parseError(Self.scene("textLayer: Hi")))
    #expect(scalar.description.contains("textLayer"), "\(scalar.description)")
  }

  @Test func aStringLongerThanTheLimitIsAnError() throws {
    let long = String(repeating: "a", count: 10_001)
    let error = try #require(parseError(Self.scene("textLayer: { string: \(long) }")))
    #expect(error.description.contains("textLayer.string: a string of 10001 characters is longer than 10000"))
  }
}
