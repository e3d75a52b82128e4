import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Encoders validate the animation")
struct AnimationValidationTests {
  @Test func encodersRejectAnInvalidLoopCountOrDurationSetAfterInit() throws {
    var animation = try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 2), fps: 10)
    animation.loopCount = 70_000
    #expect(throws: AnimationError.invalidLoopCount(70_000)) { try GIFEncoder().encode(animation) }
    #expect(throws: AnimationError.invalidLoopCount(70_000)) { try APNGEncoder().encode(animation) }
    #expect(throws: AnimationError.invalidLoopCount(70_000)) { try WebPEncoder().encode(animation) }
    animation.loopCount = 0
    animation.frames[1].duration = -1
    #expect(throws: AnimationError.invalidDuration(frame: 1, seconds: -1)) { try GIFEncoder().encode(animation) }
  }
}
