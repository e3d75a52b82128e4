import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Animation frame-rate reduction and scale-down")
struct AnimationResamplingTests {
  @Test func reducingSixtyToThirtyKeepsEveryOtherFrameAndTheDuration() throws {
    let bitmaps = AnimationFixtures.slidingCard(frames: 12)
    let reduced = try AnimatedImage(bitmaps: bitmaps, fps: 60).reducingFrameRate(toAtMost: 30)
    #expect(reduced.frames.map(\.bitmap) == stride(from: 0, to: 12, by: 2).map { bitmaps[$0] })
    #expect(reduced.frames.allSatisfy { isApproximatelyEqual($0.duration, 1.0 / 30, tolerance: 1e-12) })
  }

  @Test func reducingSixtyToFiftyKeepsFiveOfSixAndTheTotal() throws {
    let bitmaps = AnimationFixtures.slidingCard(frames: 60)
    let reduced = try AnimatedImage(bitmaps: bitmaps, fps: 60).reducingFrameRate(toAtMost: 50)
    #expect(reduced.frames.count == 50)
    #expect(isApproximatelyEqual(reduced.totalDuration, 1, tolerance: 1e-9))
    #expect(try AnimatedImage(bitmaps: bitmaps, fps: 30).reducingFrameRate(toAtMost: 50).frames.count == 60)
  }

  @Test func areaAverageOfTwoByTwoBlocks() {
    var bitmap = Bitmap(width: 4, height: 2, fill: .init(r: 0, g: 0, b: 0))
    bitmap[0, 0] = .init(r: 255, g: 255, b: 255)
    bitmap[1, 1] = .init(r: 100, g: 0, b: 40)
    bitmap[2, 0] = .init(r: 10, g: 20, b: 30, a: 0)  // transparent: no colour weight
    let half = bitmap.scaledDown(by: 0.5)
    #expect(half.width == 2 && half.height == 1)
    #expect(half[0, 0] == .init(r: 89, g: 64, b: 74))  // (255+100)/4, 255/4, (255+40)/4
    #expect(half[1, 0] == .init(r: 0, g: 0, b: 0, a: 191))  // three opaque blacks, one clear
  }

  @Test func flatAreasStayExactAtAnyFactor() throws {
    let flat = Bitmap(width: 30, height: 20, fill: .init(r: 12, g: 200, b: 99))
    let scaled = try AnimatedImage(bitmaps: [flat], fps: 10).scaledDown(by: 0.37).frames[0].bitmap
    #expect(scaled.width == 11 && scaled.height == 7)
    #expect(scaled == Bitmap(width: 11, height: 7, fill: .init(r: 12, g: 200, b: 99)))
  }

  @Test func badSettingsAreErrors() {
    #expect(throws: AnimationError.invalidScale(1.5)) {
      try AnimatedImage(bitmaps: [Bitmap(width: 1, height: 1)], fps: 10).scaledDown(by: 1.5)
    }
    #expect(throws: AnimationError.invalidFrameRate(0)) {
      try AnimatedImage(bitmaps: [Bitmap(width: 1, height: 1)], fps: 10).reducingFrameRate(toAtMost: 0)
    }
    #expect(throws: AnimationError.noFrames) { try AnimatedImage(frames: []) }
    #expect(
      throws: AnimationError.frameSizeMismatch(frame: 1, width: 2, height: 1, expectedWidth: 1, expectedHeight: 1)
    ) {
      try AnimatedImage(bitmaps: [Bitmap(width: 1, height: 1), Bitmap(width: 2, height: 1)], fps: 10)
    }
  }
}
