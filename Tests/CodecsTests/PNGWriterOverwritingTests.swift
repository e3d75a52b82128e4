import Graphics
import Testing

@testable import Codecs

@Suite("PNG writer: filtering into the frame's own memory")
struct PNGWriterOverwritingTests {
  /// The writers of `mode`: as made, and (the default mode) going band by band however small
  /// the image — both must give the same bytes.
  static func writers(_ mode: PNGWriter.Mode) -> [PNGWriter] {
    var banded = PNGWriter(mode: mode)
    banded.wholeImageLimit = 0
    return mode == .default ? [PNGWriter(mode: mode), banded] : [banded]
  }

  /// `encode(overwriting:)` on a copy of `image`'s memory, and that memory afterwards.
  static func encodeOverwriting(_ image: ARGBImage, mode: PNGWriter.Mode) throws -> (png: [UInt8], memory: [UInt32]) {
    try encodeOverwriting(image, with: PNGWriter(mode: mode))
  }

  /// `encode(overwriting:)` by `writer` on a copy of `image`'s memory, and that memory afterwards.
  static func encodeOverwriting(_ image: ARGBImage, with writer: PNGWriter) throws -> (
    png: [UInt8], memory: [UInt32]
  ) {
    var words = image.words
    let png = try words.withUnsafeMutableBytes { bytes in
      try writer.encode(
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
      for writer in Self.writers(mode) {
        let overwriting = try Self.encodeOverwriting(image, with: writer).png
        #expect(overwriting == copying, "\(name), whole up to \(writer.wholeImageLimit)")
        #expect(try image.withPixels { try writer.encode($0) } == copying, "\(name)")
        #expect(try PNGDecoder().decode(overwriting) == image.expected, "\(name)")
      }
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
    // The first row's filter type: Up in the fast mode; Up or Paeth in the default one.
    #expect((mode == .fast ? [2] : [2, 4]).contains(UInt8(truncatingIfNeeded: opaqueMemory[0])))
    #expect(opaqueMemory != opaque.words)

    var late = PNGWriterTests.opaque(width: 40, height: 30)
    late.words[29 * 40 + 39] = 0x8040_2010
    let (latePNG, lateMemory) = try Self.encodeOverwriting(late, mode: mode)
    #expect(PNGWriterTests.colorType(latePNG) == 6)
    #expect(lateMemory == late.words)
    #expect(try PNGDecoder().decode(latePNG) == late.expected)
  }

  /// A translucent pixel found part-way, after rows were already filtered over the pixels: those
  /// rows are unfiltered back (Up and Paeth rows alike), so the RGBA file is the copying
  /// encoder's and the pixels are as they were; in every row, column and mode.
  @Test(arguments: PNGWriter.Mode.allCases)
  func aLateTranslucentPixelRestoresTheFilteredRows(mode: PNGWriter.Mode) throws {
    for (width, height) in [(7, 5), (1, 9), (61, 47), (16, 3)] {
      for (x, y) in [(width - 1, height - 1), (0, 1), (width / 2, height / 2), (0, 0)] {
        var image = PNGWriterCodingTests.photoAndFlat(width: width, height: height, seed: UInt32(x + y))
        image.words[y * width + x] = 0xFE00_0000 | image.words[y * width + x] & 0x00FE_FEFE
        let copying = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
        let (png, memory) = try Self.encodeOverwriting(image, mode: mode)
        #expect(PNGWriterTests.colorType(png) == 6)
        #expect(png == copying, "\(width)x\(height), translucent at \(x),\(y)")
        #expect(memory == image.words, "\(width)x\(height), translucent at \(x),\(y)")
        #expect(try PNGDecoder().decode(png) == image.expected)
      }
    }
  }

  /// Padded rows (cairo's stride above 4 × width) with a late translucent pixel still give the
  /// copying encoder's file.
  @Test func paddedRowsWithALateTranslucentPixel() throws {
    var image = PNGWriterTests.opaque(width: 33, height: 20, padding: 3)
    image.words[17 * 36 + 5] = 0x4020_1008
    let copying = try image.withPixels { try PNGWriter().encode($0) }
    #expect(try Self.encodeOverwriting(image, mode: .default).png == copying)
  }

  /// The thread's reused buffers carry nothing from one frame to the next: frames of other
  /// sizes, modes and colour types in between leave a frame's file unchanged.
  @Test func reusedBuffersDoNotLeakBetweenFrames() throws {
    let big = PNGWriterCodingTests.photoAndFlat(width: 300, height: 200)
    let first = try Self.encodeOverwriting(big, mode: .default).png
    _ = try Self.encodeOverwriting(PNGWriterTests.translucent(width: 400, height: 300), mode: .default)
    _ = try Self.encodeOverwriting(PNGWriterTests.opaque(width: 5, height: 3), mode: .fast)
    _ = try PNGWriterTests.translucent(width: 41, height: 300).withPixels { try PNGWriter().encode($0) }
    #expect(try Self.encodeOverwriting(big, mode: .default).png == first)
    #expect(try PNGDecoder().decode(first) == big.expected)
  }

  /// The file handed to the closure is complete, and an encode nested inside it (the same
  /// thread) uses buffers of its own.
  @Test func aNestedEncodeDoesNotDisturbTheOuterFile() throws {
    let outer = PNGWriterTests.opaque(width: 50, height: 40)
    let inner = PNGWriterTests.translucent(width: 30, height: 20)
    let expected = try outer.withPixels { try PNGWriter().encode($0) }
    var words = outer.words
    let (file, nested) = try words.withUnsafeMutableBytes { bytes in
      try PNGWriter().encode(
        overwriting: WritablePremultipliedPixels(bytes: bytes, width: 50, height: 40, bytesPerRow: 200)
      ) { file in
        let nested = try inner.withPixels { try PNGWriter().encode($0) }
        return (Array(file), nested)
      }
    }
    #expect(file == expected)
    #expect(try PNGDecoder().decode(nested) == inner.expected)
  }

  /// Large opaque frames (and, here, small ones too) are filtered and compressed a band of rows
  /// at a time; a translucent pixel found after several bands were compressed (the last row,
  /// below a hand-over to libdeflate, inside or outside a sampled run of rows) still gives the
  /// copying encoder's RGBA file and leaves the pixels as they were, in both modes; opaque, the
  /// file is the one filtering the whole image first gives.
  @Test(arguments: PNGWriter.Mode.allCases)
  func aTranslucentPixelAfterSeveralBands(mode: PNGWriter.Mode) throws {
    // 600 × 400: 1,801-byte RGB rows, 73 rows a band, 6 bands; the bottom half is photo-like.
    let photo = PNGWriterCodingTests.photoAndFlat(width: 600, height: 400)
    // Text-like glyphs below a photo: libdeflate takes the rows below the photo.
    let mixed = ARGBImage(width: 600, height: 400) { x, y in
      if y < 200 { return photo.words[(y + 200) * 600 + x] }
      let cell = (x % 37, y % 23)
      guard cell.0 < 11, cell.1 < 9 else { return 0xFFFF_FFFF }
      let ink = UInt32((cell.0 * 41 + cell.1 * 73) % 256)
      return 0xFF00_0000 | ink << 16 | ink << 8 | ink
    }
    for (name, base) in [("photo", photo), ("photo above text", mixed)] {
      // Row 399 is the last; row 12 is the sample's first run of rows, 150 in none of them.
      let opaque = try base.withPixels { try PNGWriter(mode: mode).encode($0) }
      for writer in Self.writers(mode) {
        for (x, y) in [(599, 399), (0, 12), (300, 150)] {
          var image = base
          image.words[y * 600 + x] = 0x8040_2010
          let copying = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
          let (png, memory) = try Self.encodeOverwriting(image, with: writer)
          let place = "\(name) at \(x),\(y), whole up to \(writer.wholeImageLimit)"
          #expect(PNGWriterTests.colorType(png) == 6, "\(place)")
          #expect(png == copying, "\(place)")
          #expect(memory == image.words, "\(place)")
          #expect(try PNGDecoder().decode(png) == image.expected, "\(place)")
        }
        // Opaque, the same image is RGB, the same bytes either way, and decodes exactly.
        let (png, _) = try Self.encodeOverwriting(base, with: writer)
        #expect(PNGWriterTests.colorType(png) == 2)
        #expect(png == opaque, "\(name)")
        #expect(try PNGDecoder().decode(png) == base.expected, "\(name)")
      }
    }
  }
}
