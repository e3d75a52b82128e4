import Codecs
import Graphics
import TestSupport
import Testing

/// The GIF encoder's optimisations on seeded random animations: whatever the content (few or
/// many colours, fades of one level, moving rectangles, transparent pixels, 1-pixel frames),
/// cropping and writing pixels already on screen as transparent never change the decoded
/// picture, and an animation of at most 255 colours decodes exactly.
@Suite("GIF encoder on random animations")
struct GIFRandomAnimationTests {
  /// A random animation: a first frame of random blocks, then frames that move a rectangle,
  /// brighten or darken a region by one or two levels, or repeat the previous frame.
  static func animation(_ random: inout SplitMix64) -> [Bitmap] {
    let width = 1 + Int(random.next() % 40)
    let height = 1 + Int(random.next() % 30)
    let colors: UInt64 = random.next() % 2 == 0 ? 6 : 600
    let transparent = random.next() % 4 == 0
    func color(_ random: inout SplitMix64) -> Bitmap.Pixel {
      let k = random.next() % colors
      let alpha: UInt8 = transparent && k % 5 == 0 ? 0 : 255
      return .init(r: UInt8(k * 37 % 256), g: UInt8(k * 91 % 256), b: UInt8(k * 13 % 256), a: alpha)
    }
    func rect(_ random: inout SplitMix64) -> (Range<Int>, Range<Int>) {
      let x = Int(random.next() % UInt64(width))
      let y = Int(random.next() % UInt64(height))
      let w = 1 + Int(random.next() % UInt64(width - x))
      let h = 1 + Int(random.next() % UInt64(height - y))
      return (x..<(x + w), y..<(y + h))
    }
    var frame = Bitmap(width: width, height: height)
    for _ in 0..<(1 + random.next() % 8) {
      let (xs, ys) = rect(&random)
      AnimationFixtures.fill(&frame, x: xs, y: ys, color(&random))
    }
    var frames = [frame]
    for _ in 0..<(random.next() % 6) {
      switch random.next() % 3 {
      case 0:
        let (xs, ys) = rect(&random)
        AnimationFixtures.fill(&frame, x: xs, y: ys, color(&random))
      case 1:
        let (xs, ys) = rect(&random)
        let step = Int(random.next() % 5) - 2
        for y in ys {
          for x in xs {
            var pixel = frame[x, y]
            pixel.r = UInt8(clamping: Int(pixel.r) + step)
            pixel.g = UInt8(clamping: Int(pixel.g) + step)
            frame[x, y] = pixel
          }
        }
      default: break
      }
      frames.append(frame)
    }
    return frames
  }

  @Test func optimisationsKeepThePictureAndFewColoursStayExact() throws {
    var random = SplitMix64(state: 2026)
    let strategies = GIFEncoder.PaletteStrategy.allCases
    let ditherings = GIFEncoder.Dithering.allCases
    for round in 0..<150 {
      let frames = Self.animation(&random)
      let source = try AnimatedImage(bitmaps: frames, fps: 30)
      let base = GIFEncoder(
        palette: strategies[round % strategies.count], dithering: ditherings[round / 3 % ditherings.count],
        maximumColors: round % 5 == 0 ? 2 + Int(random.next() % 30) : 256, workers: 1 + round % 2)
      // Transparency off cannot always fit a frame's colours in one table (it says so): only
      // compare the variants that encode.
      var pictures: [[Bitmap]] = []
      for transparent in [true, false] {
        for crop in [true, false] {
          var encoder = base
          encoder.writesUnchangedPixelsAsTransparent = transparent
          encoder.cropsToChangedRect = crop
          guard let file = try? encoder.encode(source) else {
            #expect(!transparent, "round \(round): the default transparency setting must encode")
            continue
          }
          pictures.append(try GIFDecoder().decode(file).frames.map(\.bitmap))
        }
      }
      let agree = pictures.allSatisfy { $0 == pictures[0] }
      #expect(agree, "round \(round): \(base)")
      // At most 255 colours and a full palette: the decoded frames are the source's (merged
      // repeats aside), transparent pixels as transparent black.
      let distinct = Set(
        frames.flatMap { frame in (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[$0, y] } } }.filter {
          $0.a >= 128
        }.map { [$0.r, $0.g, $0.b] })
      if distinct.count <= 255, base.maximumColors == 256, base.dithering == .none {
        var expected: [Bitmap] = []
        for frame in frames {
          var cleared = frame
          for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].a < 128 { cleared[x, y] = .init(r: 0, g: 0, b: 0, a: 0) }
          }
          if expected.last != cleared { expected.append(cleared) }
        }
        let exact = pictures[0] == expected
        #expect(exact, "round \(round): \(base), \(frames.count) frames, \(distinct.count) colours")
      }
    }
  }
}
