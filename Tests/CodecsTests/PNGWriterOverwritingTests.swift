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

  /// Whether the file handed to the closure lies inside the pixels' own memory, and the file.
  static func encodeReportingPlace(_ image: ARGBImage, mode: PNGWriter.Mode) throws -> (inPlace: Bool, png: [UInt8]) {
    var words = image.words
    return try words.withUnsafeMutableBytes { bytes in
      try PNGWriter(mode: mode).encode(
        overwriting: WritablePremultipliedPixels(
          bytes: bytes, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow)
      ) { file in
        let start = UnsafeRawPointer(bytes.baseAddress!)
        let inPlace = file.baseAddress! >= start && file.baseAddress! + file.count <= start + bytes.count
        return (inPlace, Array(file))
      }
    }
  }

  /// An opaque frame that compresses well is written into its own memory behind its filtered
  /// rows (with the coder choice's sample); one that does not fit there (noise) goes to the
  /// thread's buffer. Either way the bytes are the copying encoder's, in both modes (the fast
  /// mode, which samples nothing, always uses the buffer).
  @Test(arguments: PNGWriter.Mode.allCases)
  func theFileGoesBehindTheFilteredRowsWhenItFits(mode: PNGWriter.Mode) throws {
    // A UI-like frame: flat columns with a band of colour every 40 rows. (Large enough that
    // the quarter of its memory behind its filtered rows holds a run-length band's worst case,
    // which the run-length coder checks before each band: 2 × 128 KB.)
    let flat = ARGBImage(width: 800, height: 450) { x, y in
      y % 40 < 4 ? 0xFF33_6699 : x / 50 % 2 == 0 ? 0xFFF2_F2F7 : 0xFFFF_FFFF
    }
    var state: UInt32 = 3
    let noise = ARGBImage(width: 200, height: 150) { _, _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return 0xFF00_0000 | state >> 8
    }
    for (name, image, fits) in [("flat", flat, mode == .default), ("noise", noise, false)] {
      let copying = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
      let (inPlace, png) = try Self.encodeReportingPlace(image, mode: mode)
      #expect(inPlace == fits, "\(name)")
      #expect(png == copying, "\(name)")
      #expect(try PNGDecoder().decode(png) == image.expected, "\(name)")
    }
  }
}
