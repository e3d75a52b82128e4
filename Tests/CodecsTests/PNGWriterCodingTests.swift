import Foundation
import Graphics
import Testing

@testable import Codecs

/// The default mode's coding choices: Paeth on busy rows, one Huffman code per band of rows,
/// and the per-image choice between the run-length coder and libdeflate. Every file must still
/// decode (libpng and our libdeflate reader) to the exact pixels, deterministically.
@Suite("PNG writer: filter choice, bands and coder choice")
struct PNGWriterCodingTests {
  /// A smooth photo-like gradient with noise (Paeth beats Up on it) beside flat UI rows.
  static func photoAndFlat(width: Int, height: Int, seed: UInt32 = 7) -> ARGBImage {
    var state = seed
    return ARGBImage(width: width, height: height) { x, y in
      guard y >= height / 2 else { return 0xFFF2_F2F7 }
      state = state &* 1_664_525 &+ 1_013_904_223
      let noise = Int(state >> 29)
      let r = UInt32((x * 3 + y + noise) % 256)
      let g = UInt32((x + y * 2 + noise) % 256)
      let b = UInt32((x * 2 + y * 3 + noise / 2) % 256)
      return 0xFF00_0000 | r << 16 | g << 8 | b
    }
  }

  static func rows<Result>(of image: ARGBImage, _ body: (PixelRows) throws -> Result) rethrows -> Result {
    try image.withPixels { pixels in
      try body(
        PixelRows(
          base: pixels.bytes.baseAddress!, width: pixels.width, height: pixels.height,
          bytesPerRow: pixels.bytesPerRow, layout: .premultipliedARGB32))
    }
  }

  /// What the default mode decides for `image`: its filtered rows, the run-length coder and
  /// libdeflate set up as ``PNGWriter`` sets them, and where the runs hand over to libdeflate.
  static func defaultChoice(of image: ARGBImage) throws -> (
    output: ScanlineFilter.Output, runLength: RunLengthDeflate, deflate: DeflateCompressor, end: Int
  ) {
    try rows(of: image) { rows in
      let output = ScanlineFilter(choosesPaeth: true).filter(rows)
      var runLength = RunLengthDeflate(bytesPerPixel: output.bytesPerPixel, stride: output.stride)
      runLength.bandBytes = PNGWriter.bandBytes
      runLength.sampleInterval = 2
      let deflate = try DeflateCompressor(level: PNGWriter.defaultCompressionLevel)
      let end = try CompressorChoice(runLength: runLength, deflate: deflate).runLengthEnd(output.bytes)
      return (output, runLength, deflate, end)
    }
  }

  /// The default mode's file for `image` built the plain way — every row filtered first, the
  /// choice made on the filtered rows, then the runs and libdeflate's hand-over — which the
  /// writer's band-by-band pass must equal.
  static func wholeImageFile(of image: ARGBImage) throws -> [UInt8] {
    let (output, runLength, deflate, end) = try defaultChoice(of: image)
    let stream: [UInt8]
    if end == 0 {
      stream = try deflate.zlibStream(output.bytes)
    } else {
      let capacity =
        runLength.capacity(forCount: end) + deflate.rawCapacity(forCount: output.bytes.count - end) + 16
      var buffer = [UInt8](repeating: 0, count: capacity)
      let count = try #require(
        output.bytes.withUnsafeBufferPointer { input in
          buffer.withUnsafeMutableBufferPointer { out in
            runLength.compress(input, into: out.baseAddress!, capacity: capacity, deflatingFrom: end, with: deflate)
          }
        })
      stream = Array(buffer.prefix(count))
    }
    return PNGFileLayout.file(
      width: image.width, height: image.height, hasAlpha: output.hasAlpha, zlibStream: stream)
  }

  /// A filter pass started part-way down (the coder choice's sample filters its runs of rows
  /// on their own) gives those rows exactly the bytes of a pass over the whole image, Up and
  /// Paeth rows alike, RGB and RGBA, as do rows taken already filtered in the middle of a pass
  /// (the sample's rows); a translucent pixel in the row above stops an RGB pass, and in the last
  /// row taken refuses the rows.
  @Test func aPassFromAnyRowGivesTheWholePassBytes() {
    let image = Self.photoAndFlat(width: 67, height: 40)
    Self.rows(of: image) { rows in
      for alpha in [false, true] {
        let filter = ScanlineFilter(choosesPaeth: true)
        let stride = 67 * (alpha ? 4 : 3) + 1
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: ScanlineFilter.scratchCount(width: 67))
        defer { scratch.deallocate() }
        var whole = [UInt8](repeating: 0, count: 40 * stride)
        let complete = whole.withUnsafeMutableBufferPointer {
          filter.filter(rows, alpha: alpha, into: $0.baseAddress!, inPlace: false, scratch: scratch) == nil
        }
        #expect(complete)
        for (first, end) in [(0, 3), (1, 2), (19, 25), (20, 40), (39, 40)] {
          var part = [UInt8](repeating: 0, count: (end - first) * stride)
          let stopped = part.withUnsafeMutableBufferPointer { buffer in
            var pass = ScanlineFilter.Pass(
              filter, rows: rows, alpha: alpha, into: buffer.baseAddress!, inPlace: false, scratch: scratch,
              from: first)
            return pass.filter(to: end)
          }
          #expect(stopped == nil)
          #expect(part == Array(whole[first * stride..<end * stride]), "rows \(first)..<\(end), alpha \(alpha)")
        }
        // Rows taken from elsewhere already filtered, then filtering on below them.
        var spliced = [UInt8](repeating: 0, count: 40 * stride)
        spliced.withUnsafeMutableBufferPointer { out in
          whole.withUnsafeBufferPointer { source in
            var pass = ScanlineFilter.Pass(
              filter, rows: rows, alpha: alpha, into: out.baseAddress!, inPlace: false, scratch: scratch)
            let above = pass.filter(to: 10)
            let took = pass.take(3, filteredAt: source.baseAddress! + 10 * stride)
            let below = pass.filter(to: 40)
            #expect(above == nil && took && below == nil)
          }
        }
        #expect(spliced == whole, "alpha \(alpha)")
      }
    }
    var translucent = image
    translucent.words[9 * 67 + 5] = 0x8040_2010
    Self.rows(of: translucent) { rows in
      let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: ScanlineFilter.scratchCount(width: 67))
      defer { scratch.deallocate() }
      var part = [UInt8](repeating: 0, count: 67 * 3 + 1)
      let stopped = part.withUnsafeMutableBufferPointer { buffer in
        var pass = ScanlineFilter.Pass(
          ScanlineFilter(choosesPaeth: true), rows: rows, alpha: false, into: buffer.baseAddress!, inPlace: false,
          scratch: scratch, from: 10)
        return pass.filter(to: 11)
      }
      #expect(stopped == 9)
      // Taking rows 7…9 as filtered: row 9 is not opaque, so nothing is taken.
      let filtered = [UInt8](repeating: 0, count: 3 * (67 * 3 + 1))
      part.withUnsafeMutableBufferPointer { out in
        var pass = ScanlineFilter.Pass(
          ScanlineFilter(choosesPaeth: true), rows: rows, alpha: false, into: out.baseAddress!, inPlace: false,
          scratch: scratch, from: 7)
        let took = pass.take(3, filteredAt: filtered)
        #expect(!took && pass.next == 7)
      }
    }
  }

  /// Flat rows stay Up (type 2, all zeros below the first); noisy gradient rows take Paeth
  /// (type 4), and the Paeth bytes are exactly the specification's predictor.
  @Test func busyRowsArePaethFilteredAndFlatRowsUp() throws {
    let image = Self.photoAndFlat(width: 67, height: 40)
    try Self.rows(of: image) { rows in
      let output = ScanlineFilter(choosesPaeth: true).filter(rows)
      #expect(output.stride == 67 * 3 + 1 && !output.hasAlpha)
      let types = (0..<40).map { output.bytes[$0 * output.stride] }
      // The first flat row differs from the zeros above it: Paeth (there the pixel to the left)
      // leaves zeros after its first pixel, so it wins; the flat rows under it stay Up.
      #expect(types[0] == 4)
      #expect(types[1..<20].allSatisfy { $0 == 2 })
      #expect(output.bytes[output.stride + 1..<output.stride * 2].allSatisfy { $0 == 0 })
      #expect(types[21..<40].filter { $0 == 4 }.count >= 15, "\(types)")
      // Check one Paeth row byte by byte against the straight-alpha pixels.
      let pixels = image.expected
      let y = try #require((21..<40).first { types[$0] == 4 })
      func channel(_ x: Int, _ y: Int, _ c: Int) -> Int {
        guard x >= 0, y >= 0 else { return 0 }
        let p = pixels[x, y]
        return Int([p.r, p.g, p.b][c])
      }
      for x in 0..<67 {
        for c in 0..<3 {
          let (a, b, d) = (channel(x - 1, y, c), channel(x, y - 1, c), channel(x - 1, y - 1, c))
          let (pa, pb, pc) = (abs(b - d), abs(a - d), abs(a + b - 2 * d))
          let predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : d
          let filtered = output.bytes[y * output.stride + 1 + x * 3 + c]
          #expect(filtered == UInt8(truncatingIfNeeded: channel(x, y, c) - predictor))
        }
      }
    }
  }

  /// Widths around the 16-byte vector steps (the scalar tail and the margin left of the first
  /// pixel), opaque and translucent, in every mode.
  @Test(arguments: PNGWriter.Mode.allCases)
  func everyWidthRoundTrips(mode: PNGWriter.Mode) throws {
    for width in [1, 2, 4, 5, 6, 15, 16, 17, 21, 22, 33, 64, 65] {
      for image in [
        Self.photoAndFlat(width: width, height: 12, seed: UInt32(width)),
        PNGWriterTests.translucent(width: width, height: 9),
      ] {
        let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
        #expect(try PNGDecoder().decodeWithLibpng(png) == image.expected, "width \(width)")
        #expect(png.withUnsafeBytes { InflatingPNGReader.decode($0) } == image.expected, "width \(width)")
      }
    }
  }

  /// An image of many bands (each its own deflate block and code, the last one final), runs
  /// crossing band ends: the stream decodes to the filtered rows exactly.
  @Test(arguments: [3, 4])
  func bandsEachGetABlockAndTheStreamDecodes(bytesPerPixel: Int) throws {
    let width = 700
    let height = 300
    let translucent = bytesPerPixel == 4
    let image = ARGBImage(width: width, height: height) { x, y in
      let alpha: UInt32 = translucent ? 0x80 : 0xFF
      if (y / 50) % 2 == 0 { return alpha << 24 | 0x0020_3040 }
      let v = UInt32((x * 7 + y * 13) % 97)
      return alpha << 24 | min(v, alpha) << 16 | min(v / 2, alpha) << 8 | min(v / 3, alpha)
    }
    var coder: RunLengthDeflate?
    var filtered: ScanlineFilter.Output?
    Self.rows(of: image) { rows in
      let output = ScanlineFilter(choosesPaeth: true).filter(rows)
      filtered = output
      var runLength = RunLengthDeflate(bytesPerPixel: output.bytesPerPixel, stride: output.stride)
      runLength.bandBytes = 64 << 10
      coder = runLength
    }
    let output = try #require(filtered)
    #expect(output.bytesPerPixel == bytesPerPixel)
    for sampleInterval in [1, 2, 8] {
      var runLength = try #require(coder)
      runLength.sampleInterval = sampleInterval
      let stream = runLength.zlibStream(output.bytes)
      // At least one band per 64 KB: the stream is shorter than the data yet decodes to it.
      #expect(stream.count < output.bytes.count / 4)
      let png = PNGFileLayout.file(width: width, height: height, hasAlpha: translucent, zlibStream: stream)
      #expect(try PNGDecoder().decodeWithLibpng(png) == image.expected, "sample interval \(sampleInterval)")
    }
  }

  /// The run-length coder given less room than its worst case writes the same stream when its
  /// bands fit and gives up (nil) before a band that might not; libdeflate's `compressIfFits`
  /// likewise gives its stream or nil.
  @Test func boundedCompressionGivesTheSameStreamOrNothing() throws {
    let image = Self.photoAndFlat(width: 300, height: 400)
    try Self.rows(of: image) { rows in
      let output = ScanlineFilter(choosesPaeth: true).filter(rows)
      var runLength = RunLengthDeflate(bytesPerPixel: output.bytesPerPixel, stride: output.stride)
      runLength.bandBytes = 16 << 10
      let stream = runLength.zlibStream(output.bytes)
      let deflate = try DeflateCompressor(level: PNGWriter.defaultCompressionLevel)
      let deflated = try deflate.zlibStream(output.bytes)
      var buffer = [UInt8](repeating: 0, count: runLength.capacity(forCount: output.bytes.count))
      output.bytes.withUnsafeBufferPointer { input in
        buffer.withUnsafeMutableBufferPointer { out in
          // Room for the stream plus one band's worst case: it fits.
          let roomy = runLength.compress(input, into: out.baseAddress!, capacity: stream.count + 2 * (16 << 10) + 2048)
          #expect(roomy.map { Array(out[0..<$0]) } == stream)
          #expect(runLength.compress(input, into: out.baseAddress!, capacity: stream.count / 2) == nil)
          #expect(runLength.compress(input, into: out.baseAddress!, capacity: 1) == nil)
          let fits = deflate.compressIfFits(
            UnsafeRawBufferPointer(input), into: UnsafeMutableRawPointer(out.baseAddress!),
            capacity: deflated.count + 16)
          #expect(fits.map { Array(out[0..<$0]) } == deflated)
          let short = deflate.compressIfFits(
            UnsafeRawBufferPointer(input), into: UnsafeMutableRawPointer(out.baseAddress!), capacity: deflated.count / 2
          )
          #expect(short == nil)
        }
      }
    }
  }

  /// Large noisy-gradient frames take the run-length coder; small text-like frames, where
  /// LZ77 finds the repeated glyphs, take libdeflate — each the same bytes as that coder alone.
  @Test func theDefaultModeChoosesItsCoderByASample() throws {
    // Repeated "glyphs" (an 11-pixel pattern) on a flat background: long-distance repeats.
    let glyphs = ARGBImage(width: 300, height: 160) { x, y in
      let cell = (x % 37, y % 23)
      guard cell.0 < 11, cell.1 < 9 else { return 0xFFFF_FFFF }
      let ink = UInt32((cell.0 * 41 + cell.1 * 73) % 256)
      return 0xFF00_0000 | ink << 16 | ink << 8 | ink
    }
    let photo = Self.photoAndFlat(width: 600, height: 400)
    for (image, expectRunLength) in [(glyphs, false), (photo, true)] {
      let (output, runLength, deflate, end) = try Self.defaultChoice(of: image)
      #expect(end == (expectRunLength ? output.bytes.count : 0))
      let expected = expectRunLength ? runLength.zlibStream(output.bytes) : try deflate.zlibStream(output.bytes)
      for writer in PNGWriterOverwritingTests.writers(.default) {
        let file = try image.withPixels { try writer.encode($0) }
        #expect(
          file
            == PNGFileLayout.file(
              width: image.width, height: image.height, hasAlpha: output.hasAlpha, zlibStream: expected))
      }
      let file = try image.withPixels { try PNGWriter().encode($0) }
      #expect(try PNGDecoder().decodeWithLibpng(file) == image.expected)
    }
  }

  /// The fast mode stays Up-only with sampled codes, and within 1.4× the default's size on
  /// a mixed image.
  @Test func fastModeIsUpOnlyAndNearTheDefaultsSize() throws {
    let image = Self.photoAndFlat(width: 500, height: 300)
    let fast = try image.withPixels { try PNGWriter(mode: .fast).encode($0) }
    let standard = try image.withPixels { try PNGWriter().encode($0) }
    #expect(Double(fast.count) <= Double(standard.count) * 1.4)
    #expect(try PNGDecoder().decodeWithLibpng(fast) == image.expected)
  }
}
