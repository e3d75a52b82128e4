import Foundation
import Graphics
import Testing

@testable import Codecs

/// The fast mode's single pass: opaque rows converted and Up-filtered in one step from the
/// pixels of each row and the row above, and each band of rows compressed as soon as it is
/// filtered. Its files must be the Up rows compressed by the run-length coder — the same bytes
/// as filtering the whole frame first — and decode to the exact pixels.
@Suite("PNG writer: the fast mode's fused pass")
struct PNGWriterFastModeTests {
  /// Random opaque pixels, with flat stretches (runs) between noisy ones.
  static func opaqueNoise(width: Int, height: Int, seed: UInt32) -> ARGBImage {
    var state = seed
    return ARGBImage(width: width, height: height) { x, y in
      state = state &* 1_664_525 &+ 1_013_904_223
      if (x / 9 + y / 5) % 3 == 0 { return 0xFFF2_F2F7 }
      return 0xFF00_0000 | state >> 8
    }
  }

  /// PNG Up rows of the straight-alpha RGB pixels, built here from the decoded-side pixels
  /// (filter type 2, each byte minus the one above; zeros above the first row).
  static func upRows(_ image: ARGBImage) -> [UInt8] {
    let pixels = image.expected
    var bytes: [UInt8] = []
    bytes.reserveCapacity(image.height * (image.width * 3 + 1))
    for y in 0..<image.height {
      bytes.append(2)
      for x in 0..<image.width {
        let here = pixels[x, y]
        let above = y > 0 ? pixels[x, y - 1] : Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
        bytes += [here.r &- above.r, here.g &- above.g, here.b &- above.b]
      }
    }
    return bytes
  }

  /// The fused step gives the bytes of converting a row to RGB and then Up-filtering it, at
  /// widths around its four-pixel steps, and stops at a pixel that is not opaque.
  @Test func fusedConversionAndUpFilterMatchTheTwoSteps() {
    for width in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 33, 100] {
      let image = Self.opaqueNoise(width: width, height: 2, seed: UInt32(width))
      image.words.withUnsafeBytes { words in
        let above = words.baseAddress!
        let row = above + image.bytesPerRow
        var aboveRGB = [UInt8](repeating: 0, count: width * 3)
        var rowRGB = [UInt8](repeating: 0, count: width * 3)
        var expected = [UInt8](repeating: 0, count: width * 3)
        var fused = [UInt8](repeating: 0, count: width * 3)
        let aboveOpaque = PixelRows.argbToRGB(above, &aboveRGB, width)
        let rowOpaque = PixelRows.argbToRGB(row, &rowRGB, width)
        ScanlineFilter.up(rowRGB, aboveRGB, width * 3, into: &expected)
        let fusedOpaque = ScanlineFilter.upFromOpaqueARGB(row, above: above, width: width, into: &fused)
        #expect(aboveOpaque && rowOpaque && fusedOpaque)
        #expect(fused == expected, "width \(width)")
      }
      for x in [0, width - 1, width / 2] {
        var translucent = image
        translucent.words[width + x] = 0xFE00_0000 | translucent.words[width + x] & 0x00FE_FEFE
        translucent.words.withUnsafeBytes { words in
          var out = [UInt8](repeating: 0, count: width * 3)
          let row = words.baseAddress! + image.bytesPerRow
          let opaque = ScanlineFilter.upFromOpaqueARGB(row, above: words.baseAddress!, width: width, into: &out)
          #expect(!opaque, "width \(width), translucent at \(x)")
        }
      }
    }
  }

  /// Frames of several bands (each compressed as soon as its rows are filtered), copied or
  /// filtered in place, give exactly the run-length coder's stream of the whole frame's Up rows,
  /// and decode to the pixels.
  @Test func filesAreTheWholeFramesUpRowsCompressedBandByBand() throws {
    for (width, height) in [(700, 300), (333, 1_000), (1_170, 130)] {
      let image = Self.opaqueNoise(width: width, height: height, seed: UInt32(width + height))
      let stride = width * 3 + 1
      var coder = RunLengthDeflate(bytesPerPixel: 3, stride: stride)
      coder.bandBytes = PNGWriter.bandBytes
      coder.sampleInterval = PNGWriter.fastSampleInterval
      #expect(height * stride > coder.bandLength * 2, "\(width)x\(height) spans several bands")
      let expected = PNGFileLayout.file(
        width: width, height: height, hasAlpha: false, zlibStream: coder.zlibStream(Self.upRows(image)))
      let copying = try image.withPixels { try PNGWriter(mode: .fast).encode($0) }
      let overwriting = try PNGWriterOverwritingTests.encodeOverwriting(image, mode: .fast).png
      #expect(copying == expected, "\(width)x\(height)")
      #expect(overwriting == expected, "\(width)x\(height)")
      #expect(try PNGDecoder().decodeWithLibpng(copying) == image.expected)
    }
  }

  /// A translucent pixel in a later band, after earlier bands were filtered in place and
  /// compressed: the pixels are put back and the file is the copying encoder's RGBA file.
  @Test func aTranslucentPixelInALaterBandRestoresThePixels() throws {
    let width = 700
    let height = 300
    let bandRows = PNGWriter.bandBytes / (width * 3 + 1) + 1
    for (x, y) in [(width - 1, height - 1), (0, bandRows), (width / 2, bandRows * 3 - 1), (5, 9)] {
      var image = Self.opaqueNoise(width: width, height: height, seed: UInt32(x + y))
      image.words[y * width + x] = 0x8040_2010
      let copying = try image.withPixels { try PNGWriter(mode: .fast).encode($0) }
      let (png, memory) = try PNGWriterOverwritingTests.encodeOverwriting(image, mode: .fast)
      #expect(PNGWriterTests.colorType(png) == 6)
      #expect(png == copying, "translucent at \(x),\(y)")
      #expect(memory == image.words, "translucent at \(x),\(y)")
      #expect(try PNGDecoder().decodeWithLibpng(png) == image.expected)
    }
  }
}
