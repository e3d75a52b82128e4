import Codecs
import Foundation
import Graphics
import Testing

@Suite("PNG encoder and decoder")
struct PNGCodecTests {
  /// A deterministic gradient with optional translucency, so every byte of the round trip matters.
  static func gradient(width: Int, height: Int, translucent: Bool) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha = translucent ? UInt8((x * 7 + y * 3) % 256) : 255
        bitmap[x, y] = Bitmap.Pixel(
          r: UInt8(x % 256), g: UInt8(y % 256), b: UInt8((x * y) % 256), a: alpha)
      }
    }
    return bitmap
  }

  /// Colour type is byte 25 of the file (IHDR data starts at 16: width, height, depth, type).
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test func opaqueBitmapRoundTripsAsRGB() throws {
    let bitmap = Self.gradient(width: 37, height: 23, translucent: false)
    let png = try PNGEncoder().encode(bitmap)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Self.colorType(png) == 2)
    #expect(try PNGDecoder().decode(png) == bitmap)
  }

  @Test func translucentBitmapRoundTripsAsRGBA() throws {
    let bitmap = Self.gradient(width: 37, height: 23, translucent: true)
    let png = try PNGEncoder().encode(bitmap)
    #expect(Self.colorType(png) == 6)
    #expect(try PNGDecoder().decode(png) == bitmap)
  }

  @Test(arguments: PNGEncoder.Filter.allCases)
  func everyFilterRoundTrips(filter: PNGEncoder.Filter) throws {
    let bitmap = Self.gradient(width: 19, height: 11, translucent: true)
    let png = try PNGEncoder(compressionLevel: 6, filter: filter).encode(bitmap)
    #expect(try PNGDecoder().decode(png) == bitmap)
  }

  @Test func outputIsDeterministicWithoutAncillaryChunks() throws {
    let bitmap = Self.gradient(width: 64, height: 48, translucent: true)
    let first = try PNGEncoder().encode(bitmap)
    let second = try PNGEncoder().encode(bitmap)
    #expect(first == second)
    // Walk the chunks: only IHDR, IDAT… and IEND (no tIME, tEXt, zTXt, iTXt).
    var types: [String] = []
    var offset = 8
    while offset + 8 <= first.count {
      let length = first[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: first[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    #expect(offset == first.count)
    #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    #expect(types.first == "IHDR" && types.last == "IEND")
  }

  @Test func defaultsAreTheFastFrameSettings() throws {
    #expect(PNGEncoder().compressionLevel == 2)
    #expect(PNGEncoder().filter == .up)
    #expect(PNGEncoder.fast == PNGEncoder())
    #expect(PNGEncoder.small.compressionLevel == 9)
    #expect(PNGEncoder.small.filter == .adaptive)
    // A 390×844 @2× frame (780×1688) round-trips with both presets.
    let frame = Self.gradient(width: 780, height: 1688, translucent: false)
    #expect(try PNGDecoder().decode(PNGEncoder.fast.encode(frame)) == frame)
    #expect(try PNGDecoder().decode(PNGEncoder.small.encode(frame)) == frame)
  }

  @Test func truncatedDataThrowsNamingTheProblem() throws {
    let png = try PNGEncoder().encode(Self.gradient(width: 30, height: 30, translucent: true))
    for length in [png.count - 1, png.count / 2, 40] {
      let error = #expect(throws: CodecError.self) { try PNGDecoder().decode(Array(png.prefix(length))) }
      guard case .truncatedPNG(let count, let reason)? = error else {
        Issue.record("expected truncatedPNG for \(length) bytes, got \(String(describing: error))")
        continue
      }
      #expect(count == length)
      #expect(reason.contains("unexpected end of data"))
      #expect(error!.description.contains("truncated"))
    }
  }

  @Test func nonPNGAndCorruptDataThrow() throws {
    let notPNG = #expect(throws: CodecError.self) { try PNGDecoder().decode(Array("hello, world".utf8)) }
    #expect(notPNG.map { if case .notPNG = $0 { true } else { false } } == true)
    #expect(notPNG?.description.contains("not a PNG") == true)

    var png = try PNGEncoder().encode(Self.gradient(width: 8, height: 8, translucent: false))
    png[20] ^= 0xFF  // Inside IHDR: its CRC no longer matches.
    let corrupt = #expect(throws: CodecError.self) { try PNGDecoder().decode(png) }
    #expect(corrupt.map { if case .corruptPNG = $0 { true } else { false } } == true)
    #expect(corrupt?.description.contains("CRC") == true)
  }

  @Test func emptyBitmapAndBadLevelAreRejected() {
    #expect(throws: CodecError.invalidImageSize(width: 0, height: 3)) {
      try PNGEncoder().encode(Bitmap(width: 0, height: 3))
    }
    #expect(throws: CodecError.invalidCompressionLevel(10)) {
      try PNGEncoder(compressionLevel: 10).encode(Bitmap(width: 1, height: 1))
    }
  }

  @Test func greyPaletteAnd16BitFilesExpandToRGBA8() throws {
    let grey = try PNGDecoder().decode(
      Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAAAAADRSSBWAAAAC0lEQVR4nGNg+A8AAQIBAEK+vGgAAAAASUVORK5CYII=")!)
    #expect(grey.pixels == [0, 0, 0, 255, 255, 255, 255, 255])

    let palette = try PNGDecoder().decode(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAAnRSTlP/gAgPs2oAAAALSURBVHicY2BgBAAABAACv3o/SgAAAABJRU5ErkJggg=="
      )!)
    #expect(palette.pixels == [255, 0, 0, 255, 0, 0, 255, 128])

    let deep = try PNGDecoder().decode(
      Data(
        base64Encoded:
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABEAIAAADA54+dAAAAD0lEQVR4nGMQMll99v9/AAmHA73lDHcFAAAAAElFTkSuQmCC")!)
    #expect(deep.pixels == [0x12, 0xAB, 0xFF, 255])
  }
}
