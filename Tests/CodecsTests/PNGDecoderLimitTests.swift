import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

/// A PNG's header is checked against the decoder's limits before any pixel memory is allocated:
/// an 82-byte file declaring a million pixels a side used to abort the process (goldens and
/// `diff`'s inputs come from pull requests).
@Suite("PNG decoder size limits")
struct PNGDecoderLimitTests {
  @Test(
    arguments: [
      (1_000_000, 1_000_000), (1_000_001, 1), (1, 1_000_001), (8193, 8193), (0xFFFF_FFFF, 0xFFFF_FFFF),
      (0x7FFF_FFFF, 2),
    ] as [(UInt32, UInt32)])
  func aHeaderDeclaringTooManyPixelsIsRefusedBeforeDecoding(_ width: UInt32, _ height: UInt32) {
    let file = PNGFixtures.declaring(width: width, height: height)
    let expected = CodecError.pngTooLarge(
      width: Int(width), height: Int(height), maximumSide: 1_000_000, maximumPixelCount: 64 << 20)
    #expect(throws: expected) { try PNGDecoder().decode(file) }
    #expect(throws: expected) { try PNGDecoder().decode(Data(file)) }
    #expect(
      expected.description
        == "PNG decode: the header declares \(width)x\(height) pixels; the decoder takes at most 1000000 pixels a side and 67108864 pixels in all"
    )
  }

  @Test(arguments: [(1_000_000, 1), (1, 1_000_000), (8192, 8192)] as [(UInt32, UInt32)])
  func sizesWithinTheLimitsGoOnToTheDecoders(_ width: UInt32, _ height: UInt32) {
    // The 16 bytes of data are too few for these sizes: libpng's error, not the limit's.
    #expect {
      try PNGDecoder().decode(PNGFixtures.declaring(width: width, height: height))
    } throws: { error in
      guard case CodecError.corruptPNG(_, let reason) = error else { return false }
      return reason.contains("Not enough image data")
    }
  }

  @Test func customLimitsApplyToEveryPath() throws {
    var pixels = [UInt8]()
    for n in 0..<20 { pixels += [UInt8(n * 12), UInt8(255 - n), 7, 255] }
    let bitmap = Bitmap(width: 5, height: 4, pixels: pixels)
    // Our writer's RGB file (the libdeflate path) and libpng's adaptive-filter file.
    for file in [try PNGWriter().encode(bitmap), try PNGEncoder.small.encode(bitmap)] {
      #expect(throws: CodecError.pngTooLarge(width: 5, height: 4, maximumSide: 4, maximumPixelCount: 64 << 20)) {
        try PNGDecoder(maximumSide: 4).decode(file)
      }
      #expect(throws: CodecError.pngTooLarge(width: 5, height: 4, maximumSide: 1_000_000, maximumPixelCount: 19)) {
        try PNGDecoder(maximumPixelCount: 19).decode(Data(file))
      }
      #expect(try PNGDecoder(maximumSide: 5, maximumPixelCount: 20).decode(file) == bitmap)
    }
    // Limits so large that width × height overflows are still checked.
    let huge = PNGDecoder(maximumSide: .max, maximumPixelCount: .max)
    let side = 0xFFFF_FFFF
    #expect(throws: CodecError.pngTooLarge(width: side, height: side, maximumSide: .max, maximumPixelCount: .max)) {
      try huge.decode(PNGFixtures.declaring(width: UInt32(side), height: UInt32(side)))
    }
  }
}
