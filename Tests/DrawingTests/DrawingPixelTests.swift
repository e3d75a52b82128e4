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

  /// The modes Core Graphics bounds by the drawn shape change only what the fill covers:
  /// `copy` with a clear colour cuts a hole (the white window shows), `sourceIn` of blue on
  /// opaque red is blue (S × Da), `destinationIn` of a half-transparent colour halves the red
  /// (D × Sa: 255, 128, 128 over white), `plusDarker` of 60 % grey on red is
  /// max(0, S + D − 1) = (0.6, 0, 0); the red beside each strip is untouched.
  @Test func boundedBlendModesChangeOnlyWhatTheDrawingCovers() throws {
    let bitmap = try Self.render(
      Self.stage("bounded-blend", width: 50, height: 10, scale: 1) { window in
        window.addSubview(BoundedBlendView(frame: window.bounds))
      })
    #expect(bitmap[5, 5] == Bitmap.Pixel(r: 255, g: 255, b: 255), "copy of clear: a hole")
    #expect(bitmap[15, 5] == Bitmap.Pixel(r: 0, g: 0, b: 255), "sourceIn: S × Da")
    let half = bitmap[25, 5]
    #expect(half.r == 255 && (127...128).contains(half.g) && half.g == half.b, "D × Sa: \(half)")
    #expect(bitmap[35, 5] == Bitmap.Pixel(r: 153, g: 0, b: 0), "plusDarker")
    #expect(bitmap[45, 5] == Bitmap.Pixel(r: 255, g: 0, b: 0), "not covered: unchanged")
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

/// Red everywhere, then a 10 pt strip each in `copy` (clear), `sourceIn` (blue),
/// `destinationIn` (black at half alpha) and `plusDarker` (60 % grey).
@MainActor
final class BoundedBlendView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(rect)
    let strips: [(CGBlendMode, UIColor)] = [
      (.copy, .clear), (.sourceIn, .blue), (.destinationIn, UIColor(white: 0, alpha: 0.5)),
      (.plusDarker, UIColor(white: 0.6, alpha: 1)),
    ]
    for (index, strip) in strips.enumerated() {
      context.setBlendMode(strip.0)
      context.setFillColor(strip.1.cgColor)
      context.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
    }
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

extension DrawingPixelTests {
  /// `draw(_:in:byTiling: true)` repeats the tile over the whole canvas in both directions,
  /// each tile upside down as a single `draw(_:in:)` is in a UIKit context: a 2 × 2 image
  /// with a red top row and a blue bottom row, tiled from y = 1, gives blue on odd rows and
  /// red on even ones, from the first row to the last.
  @Test func tiledImagesFillTheCanvas() throws {
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    let bitmap = Bitmap(width: 2, height: 2, pixels: red + red + blue + blue)
    let image = CGImage(bitmap: bitmap)
    let rendered = try Self.render(
      Self.stage("tiled", width: 6, height: 6, scale: 1) { window in
        window.addSubview(
          DrawingClosureView(frame: window.bounds) { context in
            context.draw(image, in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: true)
          })
      })
    for y in 0..<6 {
      for x in 0..<6 {
        let expected = y % 2 == 1 ? Bitmap.Pixel(r: 0, g: 0, b: 255) : Bitmap.Pixel(r: 255, g: 0, b: 0)
        #expect(rendered[x, y] == expected, "pixel \(x), \(y)")
      }
    }
  }

  /// Circles from radius 5 (red) to radius 10 (blue) about one centre: only
  /// `drawsAfterEndLocation` paints blue beyond radius 10 and leaves the inner disc (circles
  /// of location < 0) unpainted; only `drawsBeforeStartLocation` paints the inner disc red
  /// and nothing beyond 10. Half way (radius 7.5) is the premultiplied mean of red and blue.
  @Test(arguments: [CGGradientDrawingOptions.drawsAfterEndLocation, .drawsBeforeStartLocation])
  func radialGradientsExtendOneEnd(_ options: CGGradientDrawingOptions) throws {
    let bitmap = try Self.render(
      Self.stage("radial-one-end", width: 40, height: 40, scale: 1) { window in
        window.addSubview(
          DrawingClosureView(frame: window.bounds) { context in
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
            let centre = CGPoint(x: 20, y: 20)
            context.drawRadialGradient(
              gradient, startCenter: centre, startRadius: 5, endCenter: centre, endRadius: 10, options: options)
          })
      })
    let after = options == .drawsAfterEndLocation
    let white = Bitmap.Pixel(r: 255, g: 255, b: 255)
    #expect(bitmap[19, 19] == (after ? white : Bitmap.Pixel(r: 255, g: 0, b: 0)), "inside radius 5")
    #expect(bitmap[35, 19] == (after ? Bitmap.Pixel(r: 0, g: 0, b: 255) : white), "beyond radius 10")
    #expect(bitmap[2, 2] == (after ? Bitmap.Pixel(r: 0, g: 0, b: 255) : white), "the canvas corner")
    // Pixel (27, 19)'s centre is 7.52 from the centre: location 0.504.
    let middle = bitmap[27, 19]
    #expect((124...129).contains(middle.r) && middle.g == 0 && (126...131).contains(middle.b), "\(middle)")
  }
}

/// A view whose `draw(_:)` runs a closure with the current context.
@MainActor
final class DrawingClosureView: UIView {
  let body: (CGContext) -> Void
  init(frame: CGRect, body: @escaping (CGContext) -> Void) {
    self.body = body
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    body(context)
  }
}
