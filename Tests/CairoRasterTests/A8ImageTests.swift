import CCairo
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

  /// A blurred-rectangle-like mask: distinct rows at the top and bottom, one row repeated in
  /// between (and a second run further down).
  static func runsMask(width: Int, height: Int) -> AlphaMask {
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let band: Int = y < 5 ? y * 40 : y >= height - 5 ? (height - y) * 31 : y < height / 2 ? 250 : 180
      for x in 0..<width { values[y * width + x] = UInt8(truncatingIfNeeded: band + (x * 7) % 5) }
    }
    return AlphaMask(width: width, height: height, values: values)
  }

  /// A builder sharing rows keeps each run of equal rows once and gives back every row; one
  /// whose rows all differ is stored like an ordinary image.
  @Test(arguments: [1, 5, 13, 64])
  func sharingRowsStoresEachRunOnce(width: Int) {
    let mask = Self.runsMask(width: width, height: 40)
    var builder = A8Image.Builder(width: width, height: 40, sharingRows: true)
    mask.values.withUnsafeBufferPointer { values in
      for y in 0..<40 { builder.append(values.baseAddress! + y * width) }
    }
    let image = builder.image()
    #expect(image.sharesRows)
    #expect(image.alphaMask() == mask)
    // 5 + 5 distinct rows and two runs: 12 rows stored, plus the row index.
    #expect(image.byteCount == 12 * image.stride + 40 * 4)

    let distinct = Self.mask(width: width, height: 3)
    var plain = A8Image.Builder(width: width, height: 3, sharingRows: true)
    distinct.values.withUnsafeBufferPointer { values in
      for y in 0..<3 { plain.append(values.baseAddress! + y * width) }
    }
    #expect(!plain.image().sharesRows && plain.image().alphaMask() == distinct)
  }

  /// Compositing a mask that shares rows, band by band (bands of 1, 3 and many rows), under a
  /// clip and without one, gives exactly the pixels of compositing the whole mask in one piece.
  @Test(arguments: [1, 40, 10_000])
  func sharedRowsCompositeInBandsToTheSamePixels(bandBytes: Int) throws {
    let mask = Self.runsMask(width: 13, height: 40)
    var builder = A8Image.Builder(width: 13, height: 40, sharingRows: true)
    mask.values.withUnsafeBufferPointer { values in
      for y in 0..<40 { builder.append(values.baseAddress! + y * 13) }
    }
    let shared = builder.image()
    for clip in [nil, CGRect(x: 3, y: 9, width: 11, height: 17), CGRect(x: 2.5, y: 20.25, width: 4, height: 30)] {
      let color = RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.6)
      var pixels: [Bitmap] = []
      // The whole mask in one `cairo_mask_surface`, then the full and the shared image.
      for image in [nil, A8Image(mask), shared] {
        let surface = try CairoImageSurface(width: 20, height: 50)
        let context = try CairoContext(surface: surface)
        context.clear(to: RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8))
        if let clip { context.pushClip(.rect(clip), transform: .identity) }
        if let image {
          try context.composite(image, color: color, x: 4, y: 6, bandBytes: bandBytes)
        } else {
          try A8Image(mask).withSurface { maskSurface in
            cairo_identity_matrix(context.pointer)
            context.setSource(color)
            cairo_mask_surface(context.pointer, maskSurface, 4, 6)
          }
        }
        pixels.append(surface.bitmap())
      }
      #expect(pixels[0] == pixels[1], "clip \(String(describing: clip))")
      #expect(pixels[0] == pixels[2], "clip \(String(describing: clip))")
    }
  }
}
