import CCairo
import Foundation
import Graphics
import Synchronization
import TestSupport
import Testing

@testable import CairoRaster

/// The converted-image cache: a bitmap drawn in many frames (one pixel buffer shared by the
/// frames' display lists) is converted at most twice, a changed or different bitmap gets its own
/// conversion, and drawing through the cache gives the pixels of a fresh conversion.
@Suite("Image conversion cache")
struct ImageConversionCacheTests {
  static func bitmap(_ seed: UInt8, width: Int = 3, height: Int = 2) -> Bitmap {
    Bitmap(
      width: width, height: height,
      pixels: (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: Int(seed) &* 31 &+ $0 &* 17) })
  }

  /// The converted bytes of `image`, row by row.
  static func words(_ image: ARGB32Image) throws -> [UInt32] {
    try image.withSurface { surface in
      let data = try #require(cairo_image_surface_get_data(surface))
      let stride = Int(cairo_image_surface_get_stride(surface)) / 4
      let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
      return (0..<image.height).flatMap { y in (0..<image.width).map { pixels[y * stride + $0] } }
    }
  }

  /// What ``PixelConversion`` writes for `bitmap` into a buffer of its own.
  static func converted(_ bitmap: Bitmap) -> [UInt32] {
    var words = [UInt32](repeating: 0, count: bitmap.width * bitmap.height)
    words.withUnsafeMutableBytes {
      PixelConversion.writePremultipliedARGB32(from: bitmap, into: $0.baseAddress!, bytesPerRow: bitmap.width * 4)
    }
    return words
  }

  /// Copies of one bitmap (one pixel buffer) are converted twice: the first time uncached
  /// (an image drawn once keeps no memory), the second time into the cache, which every later
  /// copy reads. Each image holds the premultiplied pixels a fresh conversion gives.
  @Test func copiesOfABitmapAreConvertedTwiceAtMost() throws {
    let cache = ImageConversionCache()
    let bitmap = Self.bitmap(1)
    let copies = [bitmap, bitmap, bitmap, bitmap, bitmap]
    let images = copies.map { cache.image(for: $0) }
    #expect(cache.madeCount == 2)
    for image in images { #expect(try Self.words(image) == Self.converted(bitmap)) }
  }

  /// A bitmap whose pixels changed after a copy was drawn has a buffer of its own and is
  /// converted again; equal pixels in another buffer are converted too (identity, not content).
  @Test func changedAndDifferentBitmapsAreConvertedAgain() throws {
    let cache = ImageConversionCache()
    var bitmap = Self.bitmap(2)
    let first = bitmap
    _ = cache.image(for: first)
    bitmap[0, 0] = Bitmap.Pixel(r: 9, g: 8, b: 7, a: 255)
    let changed = cache.image(for: bitmap)
    #expect(try Self.words(changed) == Self.converted(bitmap))
    #expect(try Self.words(cache.image(for: first)) == Self.converted(first))
    #expect(try Self.words(cache.image(for: first)) == Self.converted(first))
    #expect(cache.madeCount == 3)
    let other = Bitmap(width: first.width, height: first.height, pixels: first.pixels.map { $0 })
    _ = cache.image(for: other)
    #expect(cache.madeCount == 4)
  }

  /// Eight workers asking at once for one bitmap: one converts it uncached, one into the
  /// cache, and all get its pixels.
  @Test func concurrentAskersConvertTwiceAtMost() throws {
    let cache = ImageConversionCache()
    let bitmap = Self.bitmap(3, width: 300, height: 200)
    let results = Mutex<[[UInt32]]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let image = cache.image(for: bitmap)
      let words = (try? Self.words(image)) ?? []
      results.withLock { $0.append(words) }
    }
    #expect(cache.madeCount == 2)
    let expected = Self.converted(bitmap)
    #expect(results.withLock { $0 }.allSatisfy { $0 == expected })
  }

  /// Over its byte limit the cache starts afresh: images already handed out stay valid.
  @Test func theCacheIsEmptiedOverItsLimit() throws {
    // 30 × 30 × 4 = 3,600 bytes each: the fourth kept passes 12,000.
    let cache = ImageConversionCache(byteLimit: 12_000)
    let bitmaps = (0..<4).map { Self.bitmap(UInt8($0), width: 30, height: 30) }
    let images = bitmaps.map { bitmap in
      _ = cache.image(for: bitmap)
      return cache.image(for: bitmap)
    }
    #expect(cache.madeCount == 8)
    _ = cache.image(for: bitmaps[0])
    #expect(cache.madeCount == 9)
    _ = cache.image(for: bitmaps[3])
    #expect(cache.madeCount == 9)
    #expect(try Self.words(images[0]) == Self.converted(bitmaps[0]))
  }

  /// A photo drawn in two frames through the shared cache gives the same pixels each time.
  @Test func drawingThroughTheCacheKeepsThePixels() throws {
    let photo = Self.bitmap(4, width: 40, height: 30)
    let items: [DisplayItem] = [
      .image(photo, rect: CGRect(x: 3, y: 2, width: 27, height: 19), transform: .identity)
    ]
    let first = try Raster.render(32, 24, background: .black, items)
    let second = try Raster.render(32, 24, background: .black, items)
    #expect(first == second)
    #expect(first[10, 10] != Raster.black)
  }
}
