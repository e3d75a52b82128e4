import Foundation
import Graphics
import Testing

@testable import Codecs

/// The libdeflate PNG reader (the decoder's fast path) against libpng on the files our writers
/// make: same pixels for every writer mode, filter, shape and chunk layout, and nil (so libpng
/// decodes) for what it does not handle.
@Suite("PNG reader: libdeflate path against libpng")
struct InflatingPNGReaderTests {
  static func fastPath(_ png: [UInt8]) -> Bitmap? {
    png.withUnsafeBytes { InflatingPNGReader.decode($0) }
  }

  /// Noise with runs: every byte value, translucent or not.
  static func noise(width: Int, height: Int, translucent: Bool) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    var state: UInt32 = 0x1234_5678
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let run = (x / 5 + y) % 4 == 0
        bitmap[x, y] = Bitmap.Pixel(
          r: run ? 40 : UInt8(state >> 24), g: run ? 80 : UInt8(state >> 16 & 0xFF), b: UInt8(state >> 8 & 0xFF),
          a: translucent ? UInt8(state & 0xFF) : 255)
      }
    }
    return bitmap
  }

  @Test(
    arguments: PNGWriter.Mode.allCases,
    [(61, 47, false), (53, 29, true), (1, 1, false), (1, 1, true), (3_000, 1, true), (1, 3_000, false)])
  func writerFilesDecodeAsLibpngDecodesThem(mode: PNGWriter.Mode, shape: (width: Int, height: Int, alpha: Bool)) throws
  {
    let bitmap = Self.noise(width: shape.width, height: shape.height, translucent: shape.alpha)
    let png = try PNGWriter(mode: mode).encode(bitmap)
    let fast = try #require(Self.fastPath(png), "the fast path takes our writer's files")
    #expect(fast == (try PNGDecoder().decodeWithLibpng(png)))
    #expect(fast == bitmap)
  }

  /// libpng's encoder with each filter (Sub, Average and Paeth exercise every unfilter path) and
  /// 8 KB IDAT chunks, which the reader joins.
  @Test(arguments: PNGEncoder.Filter.allCases, [false, true])
  func libpngFilesWithEveryFilterAndManyChunks(filter: PNGEncoder.Filter, translucent: Bool) throws {
    let bitmap = Self.noise(width: 97, height: 131, translucent: translucent)
    let png = try PNGEncoder(compressionLevel: 6, filter: filter).encode(bitmap)
    #expect(PNGWriterTests.chunkTypes(png).filter { $0 == "IDAT" }.count > 1)
    let fast = try #require(Self.fastPath(png))
    #expect(fast == (try PNGDecoder().decodeWithLibpng(png)))
    #expect(fast == bitmap)
  }

  /// An RGB file with a tRNS colour (libpng turns it into alpha 0) is left to libpng.
  @Test func transparentColourChunkGoesToLibpng() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    PNGFileLayout.appendChunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0], to: &png)
    PNGFileLayout.appendChunk("tRNS", [0, 10, 0, 20, 0, 30], to: &png)
    let rows: [UInt8] = [0, 10, 20, 30, 40, 50, 60]
    PNGFileLayout.appendChunk("IDAT", try DeflateCompressor(level: 6).zlibStream(rows), to: &png)
    PNGFileLayout.appendChunk("IEND", [], to: &png)
    #expect(Self.fastPath(png) == nil)
    #expect(try PNGDecoder().decode(png).pixels == [10, 20, 30, 0, 40, 50, 60, 255])
  }

  /// A damaged IDAT (CRC mismatch) or a cut file is not decoded by the fast path; libpng reports it.
  @Test func damagedFilesGoToLibpngForTheError() throws {
    let png = try PNGWriter().encode(Self.noise(width: 20, height: 20, translucent: false))
    var damaged = png
    damaged[png.count - 20] ^= 0x55
    #expect(Self.fastPath(damaged) == nil)
    #expect(throws: CodecError.self) { try PNGDecoder().decode(damaged) }
    let cut = Array(png.prefix(png.count - 12))
    #expect(Self.fastPath(cut) == nil)
    #expect(throws: CodecError.self) { try PNGDecoder().decode(cut) }
  }

  /// Grey, palette and 16-bit files (PNGCodecTests' samples) are left to libpng.
  @Test func otherColourTypesGoToLibpng() throws {
    let grey = [UInt8](
      Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAAAAADRSSBWAAAAC0lEQVR4nGNg+A8AAQIBAEK+vGgAAAAASUVORK5CYII=")!)
    let deep = [UInt8](
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABEAIAAADA54+dAAAAD0lEQVR4nGMQMll99v9/AAmHA73lDHcFAAAAAElFTkSuQmCC")!)
    #expect(Self.fastPath(grey) == nil)
    #expect(Self.fastPath(deep) == nil)
  }
}
