import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Images and backdrop blur in pixels")
struct ImagePixelTests {
  /// A 2×2 image drawn into a 4×4 rect: each source pixel covers a 2×2 block (bilinear at
  /// block centres between texels gives the mix; the block corners at the edges are exact).
  @Test func imagesScaleIntoTheirRect() throws {
    var pixels = [UInt8]()
    for p in [
      Bitmap.Pixel(r: 255, g: 0, b: 0), Bitmap.Pixel(r: 0, g: 255, b: 0), Bitmap.Pixel(r: 0, g: 0, b: 255),
      Bitmap.Pixel(r: 255, g: 255, b: 255, a: 128),
    ] {
      pixels += [p.r, p.g, p.b, p.a]
    }
    let image = Bitmap(width: 2, height: 2, pixels: pixels)
    let bitmap = try Raster.render(
      6, 6, background: .black, [.image(image, rect: CGRect(x: 1, y: 1, width: 4, height: 4), transform: .identity)])
    #expect(bitmap[1, 1] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(bitmap[4, 1] == Bitmap.Pixel(r: 0, g: 255, b: 0))
    #expect(bitmap[1, 4] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(isApproximatelyEqual(bitmap[4, 4], Bitmap.Pixel(r: 128, g: 128, b: 128), tolerance: 1))
    #expect(bitmap[0, 0] == Raster.black)
    #expect(bitmap[5, 5] == Raster.black)
  }

  /// A backdrop blur over a black/white edge: far from the edge the colours stay, at the edge
  /// the blur gives the Gaussian's mid value, then the tint is laid over.
  @Test func backdropBlurBlursWhatIsBehind() throws {
    let blur = BackdropBlur(radius: 8, tint: .clear)
    let bitmap = try Raster.render(
      60, 10, background: .black,
      [
        .fill(.rect(CGRect(x: 30, y: 0, width: 30, height: 10)), color: .white, transform: .identity),
        .backdropBlur(.rect(CGRect(x: 0, y: 0, width: 60, height: 10)), blur, transform: .identity),
      ])
    // σ = 4 px: pixel j from the edge is 255·Φ((j + ½)/4), within the kernel's truncation at
    // 3σ (≤ 0.4 of 255) plus rounding.
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
    for j in -6..<6 {
      #expect(abs(Double(bitmap[30 + j, 5].r) - 255 * phi((Double(j) + 0.5) / 4)) <= 1.5, "pixel \(j)")
    }
    let tinted = try Raster.render(
      10, 10, background: .black,
      [
        .backdropBlur(
          .rect(CGRect(x: 0, y: 0, width: 10, height: 10)), BackdropBlur(radius: 4, tint: RGBA(white: 1, alpha: 0.5)),
          transform: .identity)
      ])
    #expect(isApproximatelyEqual(tinted[5, 5], Bitmap.Pixel(r: 128, g: 128, b: 128), tolerance: 1))
  }

  /// A wide blur (σ = 12 px) runs reduced by 4 and is sampled back: the edge profile stays
  /// within a few levels of the Gaussian's.
  @Test func wideBackdropBlurStaysCloseToTheGaussian() throws {
    let bitmap = try Raster.render(
      200, 8, background: .black,
      [
        .fill(.rect(CGRect(x: 100, y: 0, width: 100, height: 8)), color: .white, transform: .identity),
        .backdropBlur(
          .rect(CGRect(x: 0, y: 0, width: 200, height: 8)), BackdropBlur(radius: 24, tint: .clear), transform: .identity
        ),
      ])
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
    for j in stride(from: -30, to: 30, by: 3) {
      let expected = 255 * phi((Double(j) + 0.5) / 12)
      #expect(abs(Double(bitmap[100 + j, 4].r) - expected) <= 4, "pixel \(j): \(bitmap[100 + j, 4].r) vs \(expected)")
    }
  }
}
