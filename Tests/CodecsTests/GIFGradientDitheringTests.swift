import Codecs
import Graphics
import Testing

/// The automatic GIF palette notices smooth gradients it cannot reproduce (a page curl's
/// shading, a soft shadow) and dithers them, while colours that are in the palette stay flat.
@Suite("GIF gradients under the automatic palette")
struct GIFGradientDitheringTests {
  /// A soft 2D gradient (red across, green down, under 1.3 levels a pixel) on the left and flat systemBlue on the right: far
  /// more than 255 colours, so the palette is quantised.
  static func gradientBeside(flat: Bitmap.Pixel, width: Int = 256, height: Int = 128) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] =
          x < width / 2
          ? Bitmap.Pixel(r: UInt8(40 + x * 160 / (width / 2 - 1)), g: UInt8(40 + y * 160 / (height - 1)), b: 140)
          : flat
      }
    }
    return bitmap
  }

  static let blue = Bitmap.Pixel(r: 0, g: 122, b: 255)

  /// The RMS difference between 4 × 4 block means of `decoded` and of `source` over the
  /// gradient half: what the eye sees from a distance. Bands are low-frequency error that
  /// dithering (whose noise averages out over a block) removes.
  static func blockError(_ decoded: Bitmap, _ source: Bitmap) -> Double {
    var sum = 0.0
    var count = 0
    for by in stride(from: 0, to: source.height - 3, by: 4) {
      for bx in stride(from: 0, to: source.width / 2 - 3, by: 4) {
        for channel in 0..<3 {
          var d = 0.0
          for y in by..<(by + 4) {
            for x in bx..<(bx + 4) {
              let a = decoded[x, y]
              let b = source[x, y]
              d += Double([a.r, a.g, a.b][channel]) - Double([b.r, b.g, b.b][channel])
            }
          }
          sum += (d / 16) * (d / 16)
          count += 1
        }
      }
    }
    return (sum / Double(count)).squareRoot()
  }

  static func decodedFirstFrame(_ encoder: GIFEncoder, _ bitmap: Bitmap) throws -> Bitmap {
    let source = try AnimatedImage(bitmaps: [bitmap], fps: 10)
    return try #require(try GIFDecoder().decode(try encoder.encode(source)).frames.first).bitmap
  }

  @Test func gradientsAreDitheredAndFlatColoursKept() throws {
    let source = Self.gradientBeside(flat: Self.blue)
    let banded = try Self.decodedFirstFrame(GIFEncoder(palette: .global), source)
    let automatic = try Self.decodedFirstFrame(GIFEncoder(), source)
    // Nearest-colour mapping leaves bands: block means off by the quantisation step; dithered,
    // the block means follow the gradient.
    let bandedError = Self.blockError(banded, source)
    let automaticError = Self.blockError(automatic, source)
    #expect(automaticError < 0.7 * bandedError, "\(automaticError) vs \(bandedError)")
    // The flat half is a palette colour: it stays exactly flat.
    for y in 0..<source.height {
      for x in (source.width / 2)..<source.width { #expect(automatic[x, y] == Self.blue) }
    }
  }

  @Test func framesWithoutGradientsAreNotDithered() throws {
    // Flat UI with many colours (more than a palette holds) but no gradient: one solid block per
    // colour, 8 px wide, so neighbours are either equal or far apart.
    var source = Bitmap(width: 256, height: 64)
    for y in 0..<64 {
      for x in 0..<256 {
        let block = (y / 8) * 32 + x / 8
        source[x, y] = Bitmap.Pixel(r: UInt8(block % 16 * 16), g: UInt8(block / 16 * 16), b: UInt8(block % 7 * 36))
      }
    }
    let automatic = try Self.decodedFirstFrame(GIFEncoder(), source)
    let nearest = try Self.decodedFirstFrame(GIFEncoder(palette: .global), source)
    #expect(automatic == nearest)
  }
}
