import FlipbookRender
import FlipbookTesting
import Foundation
import HeadlessUIKit
import Testing

/// Drawing through `CGContext`, `draw(_:)` and image renderers, rasterised by Cairo: exact
/// pixel values where they can be computed, goldens (`__Goldens__/`, recorded with
/// `FLIPBOOK_RECORD=all`) for the composed pictures.
@MainActor
@Suite("Drawing pixels")
struct DrawingPixelTests {
  static func stage(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, _ build: (UIWindow) -> Void)
    -> Stage
  {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale))
    window.backgroundColor = .white
    build(window)
    window.makeKeyAndVisible()
    return Stage(name: name, window: window, timeline: timeline, duration: 0.1)
  }

  static func render(_ stage: Stage) throws -> Bitmap {
    try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])[0])
  }

  /// A `draw(_:)` view: gradient, clipped stripes, dashed curve, radial highlight, even-odd
  /// star, text.
  @Test func drawRectViewMatchesItsGolden() {
    expectGoldens(named: "draw-rect-view", at: .frames([0])) {
      Self.stage("draw-rect-view", width: 140, height: 100, scale: 2) { window in
        let view = GalleryDrawView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        window.addSubview(view)
      }
    }
  }

  /// An image made at 1× by a renderer and shown 3× larger in an image view stays vector:
  /// its circle's edge is as sharp as one drawn at the output scale.
  @Test func rendererImageInAnImageViewMatchesItsGolden() {
    expectGoldens(named: "renderer-image-view", at: .frames([0])) {
      Self.stage("renderer-image-view", width: 120, height: 90, scale: 1) { window in
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
          UIColor.systemBlue.setFill()
          context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
          UIColor.white.setFill()
          UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).fill()
          UIColor.systemRed.setStroke()
          let path = UIBezierPath(roundedRect: CGRect(x: 22, y: 8, width: 14, height: 14), cornerRadius: 4)
          path.lineWidth = 2
          path.stroke()
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        window.addSubview(imageView)
      }
    }
  }

  /// A linear gradient from red to blue over 100 px is half way at x = 50 (pixel centre
  /// 50.5 → 0.505); a clip limits it exactly.
  @Test func linearGradientAndClipGiveComputedPixels() throws {
    let bitmap = try Self.render(
      Self.stage("gradient", width: 100, height: 20, scale: 1) { window in
        let image = UIGraphicsImageRenderer(
          size: CGSize(width: 100, height: 20),
          format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
          }()
        ).image { renderer in
          let context = renderer.cgContext
          context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 10))
          let colors = [
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor,
          ]
          let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: [0, 1])!
          context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        window.addSubview(view)
      })
    let middle = bitmap[50, 5]
    #expect(abs(Int(middle.r) - 126) <= 1 && middle.g == 0 && abs(Int(middle.b) - 129) <= 1, "\(middle)")
    #expect(bitmap[0, 5].r >= 253 && bitmap[99, 5].b >= 253)
    #expect(bitmap[50, 15] == Bitmap.Pixel(r: 255, g: 255, b: 255), "below the clip the window shows")
  }

  /// A radial gradient without extension leaves what lies beyond its end circle untouched.
  @Test func radialGradientStopsAtItsEndCircle() throws {
    let bitmap = try Self.render(
      Self.stage("radial", width: 40, height: 40, scale: 1) { window in
        let view = RadialView(frame: window.bounds)
        window.addSubview(view)
      })
    // The pixel centre (20.5, 20.5) lies 0.707 from the centre: t = 0.0471, black at alpha 0.953 over white.
    #expect(bitmap[20, 20] == Bitmap.Pixel(r: 12, g: 12, b: 12))
    #expect(bitmap[1, 1] == Bitmap.Pixel(r: 255, g: 255, b: 255), "outside the end circle nothing is painted")
  }
}

extension DrawingPixelTests {
  /// Blend modes act on what the view drew, not on what lies below it: `clear` makes a hole
  /// through the view's red to the white window; `multiply` by 50 % grey halves the red.
  @Test func blendModesCompositeWithinTheViewsContent() throws {
    let bitmap = try Self.render(
      Self.stage("blend", width: 40, height: 20, scale: 1) { window in
        window.addSubview(BlendView(frame: window.bounds))
      })
    #expect(bitmap[5, 10] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(bitmap[15, 10] == Bitmap.Pixel(r: 255, g: 255, b: 255), "cleared to the window below")
    #expect(bitmap[30, 10] == Bitmap.Pixel(r: 128, g: 0, b: 0), "red × 0.502 grey")
  }

  /// `setShadow(offset:blur:color:)` with no blur casts an exact copy, offset in points
  /// (+y down in a UIKit context), under the shape.
  @Test func shadowsFollowTheShapeAtTheirOffset() throws {
    let bitmap = try Self.render(
      Self.stage("shadow", width: 40, height: 40, scale: 2) { window in
        window.addSubview(ShadowView(frame: window.bounds))
      })
    #expect(bitmap[20, 20] == Bitmap.Pixel(r: 0, g: 0, b: 255), "the square itself")
    #expect(bitmap[54, 54] == Bitmap.Pixel(r: 0, g: 0, b: 0), "the shadow, 5 pt right and down (point 27, 27)")
    #expect(bitmap[5, 45] == Bitmap.Pixel(r: 255, g: 255, b: 255))
  }
}

/// Red everywhere, a cleared middle, a multiplied right part.
@MainActor
final class BlendView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(rect)
    context.clear(CGRect(x: 10, y: 0, width: 10, height: 20))
    context.setBlendMode(.multiply)
    context.setFillColor(gray: 128.0 / 255.0, alpha: 1)
    context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
  }
}

/// A blue 20 pt square with a hard black shadow 5 pt right and down.
@MainActor
final class ShadowView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: UIColor.black.cgColor)
    UIColor.blue.setFill()
    context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
  }
}

/// A black-to-clear radial gradient of radius 15, unextended.
@MainActor
final class RadialView: UIView {
  override func draw(_ rect: CGRect) {
    let colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor] as CFArray
    let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
    UIGraphicsGetCurrentContext()?.drawRadialGradient(
      gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
      endRadius: 15, options: [])
  }
}
