import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Strokes, gradients and masks in pixels")
struct LayerContentPixelTests {
  let red = RGBA(red: 1, green: 0, blue: 0)
  let blue = RGBA(red: 0, green: 0, blue: 1)

  /// strokeEnd 0.25 of a circle from `UIBezierPath(ovalIn:)` covers 3 o'clock to 6 o'clock
  /// (clockwise on screen): painted at 45°, untouched at 135° and 315°.
  @Test func trimmedCircleStrokeCoversTheFirstQuarter() throws {
    let circle = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath.data
    let bitmap = try Raster.render(
      60, 60,
      [.stroke(circle.trimmed(from: 0, to: 0.25), style: StrokeStyle(lineWidth: 4), color: blue, transform: .identity)])
    func pixel(atDegrees degrees: Double) -> Bitmap.Pixel {
      let a = degrees * .pi / 180
      return bitmap[Int(30 + 20 * cos(a)), Int(30 + 20 * sin(a))]
    }
    #expect(pixel(atDegrees: 45) == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(pixel(atDegrees: 135) == Raster.white)
    #expect(pixel(atDegrees: 315) == Raster.white)
  }

  /// An axial gradient red → blue across 100 px: pixel x (centre x + ½) is the mix at
  /// t = (x + ½)/100; with locations [0, 0.2] everything past 20 px is blue.
  @Test func axialGradientStops() throws {
    let gradient = Gradient(
      kind: .axial, stops: [(0, red), (1, blue)], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
      rect: CGRect(x: 0, y: 0, width: 100, height: 4))
    let bitmap = try Raster.render(100, 4, [.gradient(gradient, transform: .identity)])
    for x in [0, 25, 50, 99] {
      let t = (Double(x) + 0.5) / 100
      let expected = Bitmap.Pixel(r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()))
      #expect(isApproximatelyEqual(bitmap[x, 2], expected, tolerance: 1), "x = \(x)")
    }
    var short = gradient
    short.stops = [(0, red), (0.2, blue)]
    let clamped = try Raster.render(100, 4, [.gradient(short, transform: .identity)])
    #expect(clamped[30, 2] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(isApproximatelyEqual(clamped[10, 2], Bitmap.Pixel(r: 121, g: 0, b: 134), tolerance: 1))
  }

  /// Radial: the first colour at the centre, the last beyond the radius; conic: just clockwise
  /// of the start direction is the first colour, just counter-clockwise the last.
  @Test func radialAndConicGradients() throws {
    let radial = Gradient(
      kind: .radial, stops: [(0, red), (1, blue)], start: CGPoint(x: 20, y: 20), end: CGPoint(x: 30, y: 30),
      rect: CGRect(x: 0, y: 0, width: 40, height: 40))
    let r = try Raster.render(40, 40, [.gradient(radial, transform: .identity)])
    // Pixel (20, 20)'s centre is √½ from the centre: t = 0.0707.
    let t = 0.5.squareRoot() / 10
    #expect(
      isApproximatelyEqual(
        r[20, 20], Bitmap.Pixel(r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded())), tolerance: 1)
    )
    #expect(r[1, 1] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    var conic = radial
    conic.kind = .conic
    conic.end = CGPoint(x: 40, y: 20)
    let c = try Raster.render(40, 40, [.gradient(conic, transform: .identity)])
    #expect(c[35, 21].r > 240)
    #expect(c[35, 18].b > 240)
    #expect(isApproximatelyEqual(c[5, 20], Bitmap.Pixel(r: 128, g: 0, b: 128), tolerance: 6))
  }

  /// A masked group shows the content only where the mask is opaque: a circle mask over a
  /// red square leaves the centre red and the corners untouched.
  @Test func maskKeepsOnlyWhatTheMaskCovers() throws {
    let circle = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath.data
    let bitmap = try Raster.render(
      40, 40,
      [
        .beginMaskedGroup,
        .fill(.rect(CGRect(x: 0, y: 0, width: 40, height: 40)), color: red, transform: .identity),
        .maskContent,
        .fill(.path(circle), color: .black, transform: .identity),
        .endGroup,
      ])
    #expect(bitmap[20, 20] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(bitmap[2, 2] == Raster.white)
    #expect(bitmap[11, 11] == Raster.white)
    #expect(Raster.inkBounds(bitmap)! == (10, 10, 29, 29))
  }

  @Test func maskSeparatorOutsideAMaskedGroupIsRejected() {
    #expect(throws: CairoError.self) {
      _ = try Raster.render(4, 4, [.beginGroup(opacity: 0.5), .maskContent, .endGroup])
    }
    #expect(throws: CairoError.self) { _ = try Raster.render(4, 4, [.beginMaskedGroup, .endGroup]) }
  }
}
