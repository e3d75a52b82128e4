import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

/// The GIF encoder's parallel frame work: the same bytes for any worker count and on repeated
/// runs, and the Swift LZW coder read back by giflib across table resets.
@Suite("GIF encoder: workers and LZW")
struct GIFWorkersTests {
  /// A translucent variant of the sliding card: a transparent hole moving across.
  static func translucentCard(frames: Int) -> [Bitmap] {
    var bitmaps = AnimationFixtures.slidingCard(frames: frames)
    for n in bitmaps.indices {
      AnimationFixtures.fill(&bitmaps[n], x: (n * 3)..<(n * 3 + 6), y: 36..<44, .init(r: 9, g: 9, b: 9, a: 0))
    }
    return bitmaps
  }

  static let sources: [(String, [Bitmap])] = [
    ("sliding card", AnimationFixtures.slidingCard(frames: 17)),
    ("drifting gradient", AnimationFixtures.driftingGradient(frames: 13)),
    ("translucent card", translucentCard(frames: 11)),
  ]

  @Test(arguments: GIFEncoder.PaletteStrategy.allCases, GIFEncoder.Dithering.allCases)
  func bytesDoNotDependOnTheWorkerCount(palette: GIFEncoder.PaletteStrategy, dithering: GIFEncoder.Dithering) throws {
    for (name, bitmaps) in Self.sources {
      let animation = try AnimatedImage(bitmaps: bitmaps, fps: 30)
      let one = try GIFEncoder(palette: palette, dithering: dithering, workers: 1).encode(animation)
      for workers in [2, 3, 8] {
        let many = try GIFEncoder(palette: palette, dithering: dithering, workers: workers).encode(animation)
        #expect(many == one, "\(name), \(palette), \(dithering): \(workers) workers")
      }
      #expect(try GIFEncoder(palette: palette, dithering: dithering, workers: 2).encode(animation) == one)
      #expect(try GIFDecoder().decode(one).frames.count > 1, "\(name) decodes")
    }
  }

  @Test func optimisationsOffStillMatchAcrossWorkers() throws {
    let animation = try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 9), fps: 30)
    func encode(_ workers: Int) throws -> [UInt8] {
      try GIFEncoder(
        writesUnchangedPixelsAsTransparent: false, cropsToChangedRect: false, mergesIdenticalFrames: false,
        workers: workers
      ).encode(animation)
    }
    let one = try encode(1)
    #expect(try encode(2) == one)
    #expect(try GIFDecoder().decode(one).frames.map(\.bitmap) == animation.frames.map(\.bitmap))
  }

  /// 255-colour noise: every frame's table is exact, and 240×240 indices of high entropy fill the
  /// 4096-code LZW table many times over, so the clear codes and width changes must match what
  /// giflib's decoder expects for the pixels to come back.
  @Test func noiseFillsTheLZWTableAndDecodesExactly() throws {
    var state: UInt32 = 7
    let frames = (0..<3).map { _ in
      var bitmap = Bitmap(width: 240, height: 240)
      for y in 0..<240 {
        for x in 0..<240 {
          state = state &* 1_103_515_245 &+ 12_345
          let v = UInt8((state >> 16) % 255)
          bitmap[x, y] = .init(r: v, g: 255 &- v, b: v / 2, a: 255)
        }
      }
      return bitmap
    }
    let animation = try AnimatedImage(bitmaps: frames, fps: 10)
    let gif = try GIFEncoder(palette: .perFrame, workers: 2).encode(animation)
    #expect(try GIFDecoder().decode(gif).frames.map(\.bitmap) == frames)
  }

  @Test func zeroWorkersIsAnError() {
    #expect(throws: GIFError.invalidSetting(name: "workers", value: "0", expected: "at least 1")) {
      try GIFEncoder(workers: 0).encode(try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 2), fps: 30))
    }
  }
}
