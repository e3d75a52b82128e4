import Codecs
import Graphics
import Testing

@Suite("PNG writer: filtering into the frame's own memory")
struct PNGWriterOverwritingTests {
  /// `encode(overwriting:)` on a copy of `image`'s memory, and that memory afterwards.
  static func encodeOverwriting(_ image: ARGBImage, mode: PNGWriter.Mode) throws -> (png: [UInt8], memory: [UInt32]) {
    var words = image.words
    let png = try words.withUnsafeMutableBytes { bytes in
      try PNGWriter(mode: mode).encode(
        overwriting: WritablePremultipliedPixels(
          bytes: bytes, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow))
    }
    return (png, words)
  }

  static let images: [(String, ARGBImage)] = [
    ("opaque 61x47", PNGWriterTests.opaque(width: 61, height: 47)),
    ("opaque, padded rows", PNGWriterTests.opaque(width: 33, height: 20, padding: 3)),
    ("opaque 1x1", PNGWriterTests.opaque(width: 1, height: 1)),
    ("opaque 1 px wide", PNGWriterTests.opaque(width: 1, height: 300)),
    ("opaque 1 px tall", PNGWriterTests.opaque(width: 3_001, height: 1)),
    ("translucent", PNGWriterTests.translucent(width: 53, height: 29)),
    ("translucent 1x1", PNGWriterTests.translucent(width: 1, height: 1)),
  ]

  /// The same file as `encode(_:)` from the untouched pixels, in both modes, for opaque and
  /// translucent images of every shape; it decodes to the straight-alpha pixels.
  @Test(arguments: PNGWriter.Mode.allCases)
  func givesTheBytesOfTheCopyingEncoder(mode: PNGWriter.Mode) throws {
    for (name, image) in Self.images {
      let copying = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
      let overwriting = try Self.encodeOverwriting(image, mode: mode).png
      #expect(overwriting == copying, "\(name)")
      #expect(try PNGDecoder().decode(overwriting) == image.expected, "\(name)")
    }
  }

  /// An opaque frame's filtered rows are written over its pixels (the first row starts with
  /// filter type 2, Up), so no second frame-sized buffer is needed; a translucent frame is read
  /// only, and encoded from a buffer of its own.
  @Test(arguments: PNGWriter.Mode.allCases)
  func opaqueFramesAreFilteredInPlaceAndTranslucentOnesAreNotTouched(mode: PNGWriter.Mode) throws {
    let opaque = PNGWriterTests.opaque(width: 40, height: 30)
    let (opaquePNG, opaqueMemory) = try Self.encodeOverwriting(opaque, mode: mode)
    #expect(PNGWriterTests.colorType(opaquePNG) == 2)
    #expect(UInt8(truncatingIfNeeded: opaqueMemory[0]) == 2)
    #expect(opaqueMemory != opaque.words)

    var late = PNGWriterTests.opaque(width: 40, height: 30)
    late.words[29 * 40 + 39] = 0x8040_2010
    let (latePNG, lateMemory) = try Self.encodeOverwriting(late, mode: mode)
    #expect(PNGWriterTests.colorType(latePNG) == 6)
    #expect(lateMemory == late.words)
    #expect(try PNGDecoder().decode(latePNG) == late.expected)
  }

  /// A translucent pixel in an odd-width image's last column (the scan reads pixels in pairs,
  /// the last one alone) is found.
  @Test func aTranslucentLastColumnIsFound() throws {
    var image = PNGWriterTests.opaque(width: 7, height: 5)
    image.words[3 * 7 + 6] = 0xFE00_0000
    let (png, memory) = try Self.encodeOverwriting(image, mode: .default)
    #expect(PNGWriterTests.colorType(png) == 6)
    #expect(memory == image.words)
  }
}
