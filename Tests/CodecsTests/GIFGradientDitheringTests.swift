import Codecs
import Graphics
import Testing

/// The automatic GIF palette notices smooth gradients it cannot reproduce (a page curl's
/// shading, a soft shadow) and dithers them, while colours that are in the palette stay flat.
@Suite("GIF gradients under the automatic palette")
struct GIFGradientDitheringTests {
  /// A 2D gradient (red across, green down) on the left and flat systemBlue on the right: far
  /// more than 255 colours, so the palette is quantised.
  static func gradientBeside(flat: Bitmap.Pixel, width: Int = 128, height: Int = 96) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] =
          x < width / 2
          ? Bitmap.Pixel(r: UInt8(x * 255 / (width / 2 - 1)), g: UInt8(y * 255 / (height - 1)), b: 140) : flat
      }
    }
    return bitmap
  }

  static let blue = Bitmap.Pixel(r: 0, g: 122, b: 255)

  /// The mean length of runs of one colour along the rows of the gradient half: long runs are
  /// bands.
  static func meanRun(_ bitmap: Bitmap) -> Double {
    var runs = 0
    for y in 0..<bitmap.height {
      runs += 1
      for x in 1..<(bitmap.width / 2) where bitmap[x, y] != bitmap[x - 1, y] { runs += 1 }
    }
    return Double(bitmap.height * bitmap.width / 2) / Double(runs)
  }

  static func decodedFirstFrame(_ encoder: GIFEncoder, _ bitmap: Bitmap) throws -> Bitmap {
    let source = try AnimatedImage(bitmaps: [bitmap], fps: 10)
    return try #require(try GIFDecoder().decode(try encoder.encode(source)).frames.first).bitmap
  }

  @Test func gradientsAreDitheredAndFlatColoursKept() throws {
    let source = Self.gradientBeside(flat: Self.blue)
    let banded = try Self.decodedFirstFrame(GIFEncoder(palette: .global), source)
    let automatic = try Self.decodedFirstFrame(GIFEncoder(), source)
    // Nearest-colour mapping leaves bands several pixels wide; dithering breaks them up.
    #expect(Self.meanRun(banded) > 2 * Self.meanRun(automatic), "\(Self.meanRun(banded)) vs \(Self.meanRun(automatic))")
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
