import Foundation
import Graphics
import Testing

@testable import Codecs

/// The default mode's hand-over from the run-length coder to libdeflate inside one zlib stream
/// (a photo's rows as runs, the text below by LZ77), and the block-header reader the choice
/// compares short samples with.
@Suite("PNG writer: run-length rows handing over to libdeflate")
struct PNGWriterHandOverTests {
  /// Noisy photo-like bytes, then repeated "glyph" rows, then zeros: every kind of band.
  static func mixedRows(stride: Int, rows: Int) -> [UInt8] {
    var state: UInt32 = 11
    return (0..<rows).flatMap { y -> [UInt8] in
      (0..<stride).map { x -> UInt8 in
        if x == 0 { return y < rows / 3 ? 4 : 2 }
        if y < rows / 3 {
          state = state &* 1_664_525 &+ 1_013_904_223
          return UInt8(truncatingIfNeeded: state >> 27)
        }
        if y < 2 * rows / 3 { return (x % 29 < 9 && y % 13 < 7) ? UInt8((x * 7 + y * 3) % 200) : 0 }
        return 0
      }
    }
  }

  /// The runs' blocks, an empty stored block and libdeflate's raw stream decode (zlib checks
  /// the Adler-32 too) to the input, wherever the hand-over falls — one byte in, a row
  /// boundary, inside a band, the last byte — and with several bands before it.
  @Test(arguments: [3, 4])
  func theStreamDecodesWhereverTheHandOverFalls(bytesPerPixel: Int) throws {
    let stride = 61 * bytesPerPixel + 1
    let data = Self.mixedRows(stride: stride, rows: 90)
    var runLength = RunLengthDeflate(bytesPerPixel: bytesPerPixel, stride: stride)
    runLength.bandBytes = 4 << 10
    runLength.sampleInterval = 2
    let deflate = try DeflateCompressor(level: PNGWriter.defaultCompressionLevel)
    for start in [1, stride, 30 * stride, 30 * stride + 17, 61 * stride, data.count - 1] {
      let capacity = runLength.capacity(forCount: start) + deflate.rawCapacity(forCount: data.count - start) + 16
      var out = [UInt8](repeating: 0, count: capacity)
      let count = data.withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { buffer in
          runLength.compress(
            input, into: buffer.baseAddress!, capacity: capacity, deflatingFrom: start, with: deflate)
        }
      }
      let stream = try #require(count.map { Array(out.prefix($0)) }, "split at \(start)")
      #expect(try Zlib.decompress(stream, expectedSize: data.count) == data, "split at \(start)")
      // Too little room is an answer, not an overrun.
      let short = data.withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { buffer in
          runLength.compress(
            input, into: buffer.baseAddress!, capacity: stream.count - 2, deflatingFrom: start, with: deflate)
        }
      }
      #expect(short == nil, "split at \(start)")
    }
  }

  /// A photo above text: the run-length coder takes the photo's rows and libdeflate the rest,
  /// at a row boundary; the file is exactly that stream, decodes to the pixels and is smaller
  /// than libdeflate's alone would be.
  @Test func aPhotoAboveTextTakesRunsThenLibdeflate() throws {
    let width = 240
    let height = 360
    var state: UInt32 = 5
    let image = ARGBImage(width: width, height: height) { x, y in
      if y < 150 {
        // A blurred photo: a smooth gradient with a little noise (Paeth-filtered, few repeats).
        state = state &* 1_664_525 &+ 1_013_904_223
        let noise = Int(state >> 24)
        let r = UInt32((x / 2 + y + noise & 7) % 256)
        let g = UInt32((x + y / 3 + noise >> 3 & 7) % 256)
        let b = UInt32((x / 3 + y / 2 + noise >> 5) % 256)
        return 0xFF00_0000 | r << 16 | g << 8 | b
      }
      // Lines of text: a few glyph shapes repeated along each line and from line to line.
      let line = (y - 150) % 18
      let column = x % 9
      guard line < 11, column < 7 else { return 0xFFFF_FFFF }
      let glyph = (x / 9 * 5 + (y - 150) / 18 * 3) % 4
      let ink = (column * 3 + line * 5 + glyph * 7) % 5 == 0 ? UInt32(40 + glyph * 30) : 255
      return 0xFF00_0000 | ink << 16 | ink << 8 | ink
    }
    let (output, runLength, deflate, end) = try PNGWriterCodingTests.defaultChoice(of: image)
    #expect(end > 0 && end < output.bytes.count && end % output.stride == 0, "hand-over at \(end)")
    #expect(
      end / output.stride <= 150 + height / CompressorChoice.chunkCount, "hand-over at row \(end / output.stride)")
    let capacity = runLength.capacity(forCount: end) + deflate.rawCapacity(forCount: output.bytes.count - end) + 16
    var buffer = [UInt8](repeating: 0, count: capacity)
    let count = try #require(
      output.bytes.withUnsafeBufferPointer { input in
        buffer.withUnsafeMutableBufferPointer { out in
          runLength.compress(input, into: out.baseAddress!, capacity: capacity, deflatingFrom: end, with: deflate)
        }
      })
    let file = try image.withPixels { try PNGWriter().encode($0) }
    #expect(
      file
        == PNGFileLayout.file(
          width: width, height: height, hasAlpha: false, zlibStream: Array(buffer.prefix(count))))
    #expect(try image.withPixels { try PNGWriter().encode($0) } == file)
    #expect(try PNGDecoder().decodeWithLibpng(file) == image.expected)
    #expect(count < (try deflate.zlibStream(output.bytes)).count)
  }

  /// Photo-above-text images of many sizes, opaque and translucent, through the whole writer
  /// (copying, and filtering in the frame's own memory): the exact pixels back through libpng,
  /// the same bytes every time, either way and as the plain whole-image pass, and the hand-over
  /// taken for several of them.
  @Test func photoAboveTextImagesOfManySizesRoundTrip() throws {
    var handOvers = 0
    for seed in 1...12 {
      var state = UInt32(seed) &* 2_654_435_761
      func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
      }
      // Tiny images too (one row, one column), but mostly frame-like ones with a photo on top.
      let width = seed <= 2 ? seed : 100 + Int(next() % 200)
      let height = seed <= 2 ? 3 - seed : 60 + Int(next() % 200)
      let photoRows = height / 4 + Int(next() % UInt32(height / 4 + 1))
      let translucent = seed % 3 == 0
      let image = ARGBImage(width: width, height: height) { x, y in
        let alpha: UInt32 = translucent && (x + y) % 7 == 0 ? 128 + UInt32(x * y % 100) : 255
        var channels: [UInt32]
        if y < photoRows {
          let noise = next()
          channels = [
            UInt32(x / 2 + y) &+ (noise & 7), UInt32(x + y / 3) &+ (noise >> 3 & 7),
            UInt32(x / 3 + y / 2) &+ (noise >> 6 & 7),
          ]
        } else {
          let ink: UInt32 = (x % 9 < 6 && (y - photoRows) % 14 < 9 && (x * 5 + y * 3) % 4 != 0) ? 60 : 250
          channels = [ink, ink, ink]
        }
        channels = channels.map { ($0 & 0xFF) * alpha / 255 }
        return alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
      }
      let file = try image.withPixels { try PNGWriter().encode($0) }
      #expect(try image.withPixels { try PNGWriter().encode($0) } == file, "seed \(seed)")
      #expect(try PNGDecoder().decodeWithLibpng(file) == image.expected, "seed \(seed)")
      for writer in PNGWriterOverwritingTests.writers(.default) {
        #expect(try PNGWriterOverwritingTests.encodeOverwriting(image, with: writer).png == file, "seed \(seed)")
      }
      #expect(try PNGWriterCodingTests.wholeImageFile(of: image) == file, "seed \(seed)")
      let choice = try PNGWriterCodingTests.defaultChoice(of: image)
      if choice.end > 0 && choice.end < choice.output.bytes.count { handOvers += 1 }
    }
    #expect(handOvers >= 2)
  }

  /// The run-length coder's token count is the bits its stream spends past the block header,
  /// for a band its code is fitted to whole (at most 4096 bytes): the stream is the zlib
  /// header, the block header, those bits, at most 7 bits of padding and the Adler-32.
  @Test(arguments: [3, 4])
  func tokenBitsAreWhatTheStreamSpends(bytesPerPixel: Int) throws {
    let stride = 19 * bytesPerPixel + 1
    let data = Self.mixedRows(stride: stride, rows: 4096 / stride)
    let coder = RunLengthDeflate(bytesPerPixel: bytesPerPixel, stride: stride)
    for count in [0, 1, stride, data.count / 2, data.count] {
      let piece = Array(data.prefix(count))
      let stream = coder.zlibStream(piece)
      let header = try #require(stream.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) })
      let tokens = piece.withUnsafeBufferPointer { coder.tokenBits($0) }
      let padding = stream.count * 8 - header - tokens - 32
      #expect((0..<8).contains(padding), "\(count) bytes: \(tokens) token bits, \(padding) left over")
    }
  }

  /// The header reader stops exactly where a block's tokens begin: the bits after that point
  /// do not change its answer, and a stream cut before it has no answer.
  @Test func theHeaderReaderReadsExactlyTheHeader() throws {
    // A stored empty final block, and a fixed-code block holding only end-of-block: 3 bits.
    for stream: [UInt8] in [[0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF], [0x78, 0x01, 0x03, 0x00]] {
      #expect(stream.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) } == 19)
    }
    let data = Self.mixedRows(stride: 3 * 50 + 1, rows: 40)
    let deflated = try DeflateCompressor(level: 2).zlibStream(data)
    let ours = RunLengthDeflate(bytesPerPixel: 3, stride: 3 * 50 + 1).zlibStream(data)
    for stream in [deflated, ours] {
      let bits = try #require(stream.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) })
      #expect(bits > 16 + 17 && bits < stream.count * 8)
      var altered = stream
      for bit in bits..<stream.count * 8 { altered[bit >> 3] ^= 1 << UInt8(bit & 7) }
      #expect(altered.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) } == bits)
      let cut = Array(stream.prefix((bits + 7) / 8))
      #expect(cut.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) } == bits)
      let shorter = Array(stream.prefix((bits - 1) / 8))
      #expect(shorter.withUnsafeBytes { DeflateHeader.bitCount(ofZlibStream: $0) } == nil)
    }
  }
}
