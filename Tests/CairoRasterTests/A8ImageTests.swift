import Foundation
import Graphics
import Testing

@testable import CairoRaster

/// A8 images hold a mask in cairo's row layout and are composited in place: the values come
/// back unchanged, rows are padded to cairo's stride with zeros, and painting through one gives
/// the pixels of its values.
@Suite("A8 image")
struct A8ImageTests {
  static func mask(width: Int, height: Int) -> AlphaMask {
    AlphaMask(
      width: width, height: height, values: (0..<width * height).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) })
  }

  /// Widths below, at and past a multiple of 4: cairo's A8 stride rounds up to 4 bytes.
  @Test(arguments: [1, 4, 5, 7, 8, 13])
  func keepsTheValuesInCairosStride(width: Int) {
    let mask = Self.mask(width: width, height: 3)
    let image = A8Image(mask)
    #expect(image.stride == (width + 3) / 4 * 4)
    #expect(image.byteCount == image.stride * 3)
    #expect(image.alphaMask() == mask)
  }

  /// White painted through a 5×2 image onto transparent black: each pixel's alpha is the
  /// mask's value there (composited where placed, nothing outside).
  @Test func paintingThroughTheImageGivesItsValues() throws {
    let mask = Self.mask(width: 5, height: 2)
    let surface = try CairoImageSurface(width: 8, height: 4)
    let context = try CairoContext(surface: surface)
    try context.composite(A8Image(mask), color: RGBA(white: 1), x: 2, y: 1)
    let bitmap = surface.bitmap()
    for y in 0..<4 {
      for x in 0..<8 {
        let inside = (2..<7).contains(x) && (1..<3).contains(y)
        let expected = inside ? mask.values[(y - 1) * 5 + (x - 2)] : 0
        #expect(bitmap[x, y].a == expected, "pixel (\(x), \(y))")
      }
    }
  }
}
