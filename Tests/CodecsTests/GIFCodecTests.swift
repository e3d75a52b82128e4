import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("GIF encoder and decoder")
struct GIFCodecTests {
  static func animation(_ bitmaps: [Bitmap], fps: Double = 30, loops: Int = 0) throws -> AnimatedImage {
    try AnimatedImage(bitmaps: bitmaps, fps: fps, loopCount: loops)
  }

  @Test func flatUIFramesDecodeExactlyWithFrameCountAndDuration() throws {
    let source = try Self.animation(AnimationFixtures.slidingCard(frames: 12))
    let gif = try GIFEncoder().encode(source)
    #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
    let decoded = try GIFDecoder().decode(gif)
    #expect(decoded.frames.count == 12)
    #expect(decoded.frames.map(\.bitmap) == source.frames.map(\.bitmap))
    // 12 frames at 30 fps = 0.4 s: delays 3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3 cs.
    #expect(decoded.frames.map { Int(($0.duration * 100).rounded()) } == [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
    #expect(isApproximatelyEqual(decoded.totalDuration, 0.4, tolerance: 1e-9))
    #expect(decoded.loopCount == 0)
  }

  @Test(arguments: [1, 3, 1000])
  func loopCountRoundTrips(_ plays: Int) throws {
    let source = try Self.animation(AnimationFixtures.slidingCard(frames: 2), loops: plays)
    #expect(try GIFDecoder().decode(try GIFEncoder().encode(source)).loopCount == plays)
  }

  /// Decodes `source` encoded with every combination of the cropping and transparency
  /// optimisations and checks the pictures are identical (and, for `smaller`, that the fully
  /// optimised file is smaller than the unoptimised one — true for flat UI content, not for noisy
  /// quantised content, where scattered transparent pixels can break LZW runs).
  static func expectOptimisationsKeepThePicture(
    _ source: AnimatedImage, _ base: GIFEncoder, transparencyOff: Bool = true, smaller: Bool = false
  ) throws {
    var variants: [GIFEncoder] = []
    for transparent in transparencyOff ? [true, false] : [true] {
      for crop in [true, false] {
        var encoder = base
        encoder.writesUnchangedPixelsAsTransparent = transparent
        encoder.cropsToChangedRect = crop
        variants.append(encoder)
      }
    }
    let files = try variants.map { try $0.encode(source) }
    let pictures = try files.map { try GIFDecoder().decode($0).frames.map(\.bitmap) }
    #expect(pictures.allSatisfy { $0 == pictures[0] })
    if smaller { #expect(files[0].count < files.last!.count) }
  }

  @Test func optimisationsNeverChangeTheDecodedPicture() throws {
    let flat = try Self.animation(AnimationFixtures.slidingCard(frames: 10, width: 200, height: 120))
    try Self.expectOptimisationsKeepThePicture(flat, GIFEncoder(), smaller: true)
    let gradient = try Self.animation(AnimationFixtures.driftingGradient(frames: 3))
    try Self.expectOptimisationsKeepThePicture(gradient, GIFEncoder(palette: .global))
    try Self.expectOptimisationsKeepThePicture(gradient, GIFEncoder(palette: .global, dithering: .floydSteinberg))
    try Self.expectOptimisationsKeepThePicture(gradient, GIFEncoder(dithering: .ordered), transparencyOff: false)
    // Per-frame palettes: cropping on or off gives the same picture.
    try Self.expectOptimisationsKeepThePicture(
      gradient, GIFEncoder(palette: .perFrame, dithering: .ordered), transparencyOff: false)
  }

  /// A fade's small steps: every pixel of the second frame is one level brighter than in the
  /// first, and each maps to the palette colour it already shows — so the frame is written as
  /// the transparent index (as ffmpeg's transdiff does), a few bytes instead of the first
  /// frame's noisy pattern again; the picture is the same as written opaque.
  @Test func pixelsQuantisedToTheColourOnScreenAreWrittenTransparent() throws {
    // Dark and light pixels in a pseudo-random pattern, four shades of each: two palette
    // colours (maximumColors 3 keeps one entry for transparency).
    var random = SplitMix64(state: 7)
    var first = Bitmap(width: 64, height: 48)
    for y in 0..<first.height {
      for x in 0..<first.width {
        let bits = random.next()
        let level = (bits & 1 == 0 ? 20 : 228) + UInt8(bits >> 1 & 3)
        first[x, y] = .init(r: level, g: level, b: level)
      }
    }
    var second = first
    for y in 0..<second.height {
      for x in 0..<second.width {
        let level = second[x, y].r + 1
        second[x, y] = .init(r: level, g: level, b: level)
      }
    }
    let encoder = GIFEncoder(maximumColors: 3)
    let one = try encoder.encode(try Self.animation([first]))
    let two = try encoder.encode(try Self.animation([first, second]))
    let secondFrameBytes = two.count - one.count
    #expect(secondFrameBytes * 4 < one.count, "the second frame took \(secondFrameBytes) bytes, the first \(one.count)")
    try Self.expectOptimisationsKeepThePicture(try Self.animation([first, second]), encoder)
  }

  @Test func perFramePalettesWithoutTransparencyCanOverflowAndSaySo() throws {
    let gradient = try Self.animation(AnimationFixtures.driftingGradient(frames: 2))
    #expect(throws: GIFError.tooManyColorsWithoutTransparency(frame: 1, colors: 256)) {
      try GIFEncoder(palette: .perFrame, writesUnchangedPixelsAsTransparent: false).encode(gradient)
    }
  }

  @Test func manyColoursAreQuantisedWithinAStatedPSNR() throws {
    // Thousands of colours per frame: median cut + k-means, ≥ 30 dB without dithering, ≥ 26 dB
    // with either dithering (dithering trades PSNR for smoother gradients).
    let source = try Self.animation(AnimationFixtures.driftingGradient(frames: 5))
    let expectations: [(GIFEncoder, Double)] = [
      (GIFEncoder(), 30), (GIFEncoder(dithering: .ordered), 26), (GIFEncoder(dithering: .floydSteinberg), 26),
      (GIFEncoder(palette: .global), 30), (GIFEncoder(palette: .perFrame), 32),
    ]
    for (encoder, minimum) in expectations {
      let decoded = try GIFDecoder().decode(try encoder.encode(source))
      #expect(decoded.frames.count == 5)
      let psnr = ImageQuality.psnr(source.frames.map(\.bitmap), decoded.frames.map(\.bitmap))
      #expect(psnr >= minimum, "\(encoder.palette) \(encoder.dithering): \(psnr) dB")
      #expect(psnr.isFinite)
    }
  }

  @Test func identicalFramesAreMergedKeepingTheTotalDuration() throws {
    let card = AnimationFixtures.slidingCard(frames: 3)
    let source = try Self.animation([card[0], card[0], card[0], card[1], card[2], card[2]])
    let merged = try GIFDecoder().decode(try GIFEncoder().encode(source))
    #expect(merged.frames.map(\.bitmap) == [card[0], card[1], card[2]])
    #expect(merged.frames.map { Int(($0.duration * 100).rounded()) } == [10, 3, 7])
    let unmerged = try GIFDecoder().decode(try GIFEncoder(mergesIdenticalFrames: false).encode(source))
    #expect(unmerged.frames.map(\.bitmap) == source.frames.map(\.bitmap))
    #expect(isApproximatelyEqual(unmerged.totalDuration, 0.2, tolerance: 1e-9))
  }

  @Test func framesDifferingOnlyUnderTransparentPixelsAreMerged() throws {
    var first = AnimationFixtures.slidingCard(frames: 1)[0]
    AnimationFixtures.fill(&first, x: 0..<10, y: 0..<10, .init(r: 9, g: 9, b: 9, a: 0))
    var second = first
    AnimationFixtures.fill(&second, x: 0..<10, y: 0..<10, .init(r: 200, g: 7, b: 70, a: 20))
    let decoded = try GIFDecoder().decode(try GIFEncoder().encode(try Self.animation([first, second])))
    #expect(decoded.frames.count == 1)
    #expect(decoded.frames.map { Int(($0.duration * 100).rounded()) } == [7])
  }

  @Test func transparentPixelsStayTransparent() throws {
    var frames = AnimationFixtures.slidingCard(frames: 3)
    for n in frames.indices {
      AnimationFixtures.fill(&frames[n], x: (n * 10)..<(n * 10 + 5), y: 40..<48, .init(r: 9, g: 9, b: 9, a: 0))
    }
    let decoded = try GIFDecoder().decode(try GIFEncoder().encode(try Self.animation(frames)))
    for (source, output) in zip(frames, decoded.frames.map(\.bitmap)) {
      var expected = source
      for y in 0..<source.height {
        for x in 0..<source.width where source[x, y].a < 128 { expected[x, y] = .init(r: 0, g: 0, b: 0, a: 0) }
      }
      #expect(output == expected)
    }
  }

  @Test func delaysBelowHalfACentisecondAreRejected() {
    #expect(throws: GIFError.frameTooShort(frame: 0, seconds: 1.0 / 240)) {
      try GIFEncoder().encode(try Self.animation(AnimationFixtures.slidingCard(frames: 3), fps: 240))
    }
    #expect(throws: GIFError.invalidSetting(name: "maximumColors", value: "1", expected: "2…256")) {
      try GIFEncoder(maximumColors: 1).encode(try Self.animation(AnimationFixtures.slidingCard(frames: 2)))
    }
  }

  @Test func garbageIsAGiflibError() {
    #expect {
      try GIFDecoder().decode(Array("not a gif at all".utf8))
    } throws: { error in
      guard case GIFError.giflib(let operation, _, let reason) = error else { return false }
      return operation.contains("DGifOpen") && !reason.isEmpty
    }
  }
}
