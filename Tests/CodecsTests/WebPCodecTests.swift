import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Animated WebP encoder and decoder")
struct WebPCodecTests {
  @Test func losslessFramesDecodeExactlyWithCountDurationAndLoops() throws {
    for bitmaps in [AnimationFixtures.slidingCard(frames: 9), AnimationFixtures.driftingGradient(frames: 4)] {
      let source = try AnimatedImage(bitmaps: bitmaps, fps: 30, loopCount: 3)
      let webp = try WebPEncoder().encode(source)
      #expect(Array(webp[8..<12]) == Array("WEBP".utf8))
      let decoded = try WebPDecoder().decode(webp)
      #expect(decoded.frames.map(\.bitmap) == bitmaps)
      #expect(decoded.loopCount == 3)
      // Whole milliseconds, each frame starting at its exact time rounded: 33, 34, 33, …
      let milliseconds = decoded.frames.map { Int(($0.duration * 1000).rounded()) }
      #expect(milliseconds.prefix(3) == [33, 34, 33])
      #expect(milliseconds.reduce(0, +) == Int((Double(bitmaps.count) / 30 * 1000).rounded()))
    }
  }

  @Test func lossyFramesStayWithinAStatedPSNR() throws {
    let bitmaps = AnimationFixtures.driftingGradient(frames: 3)
    let webp = try WebPEncoder(lossless: false, quality: 90).encode(try AnimatedImage(bitmaps: bitmaps, fps: 10))
    let decoded = try WebPDecoder().decode(webp)
    #expect(decoded.frames.count == 3)
    #expect(ImageComparison.psnr(bitmaps, decoded.frames.map(\.bitmap)) >= 30)
  }

  @Test func badSettingsAndDataAreErrors() throws {
    let source = try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 2), fps: 10)
    #expect(throws: WebPError.invalidSetting(name: "method", value: "7", expected: "0…6")) {
      try WebPEncoder(method: 7).encode(source)
    }
    #expect(throws: WebPError.frameTooShort(frame: 0, seconds: 0.0001)) {
      try WebPEncoder().encode(try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 2), fps: 10_000))
    }
    #expect {
      try WebPDecoder().decode(Array("RIFF....WEBPjunk".utf8))
    } throws: { error in
      guard case WebPError.libwebp(let operation, _) = error else { return false }
      return operation.contains("WebPAnimDecoderNew")
    }
  }
}
