import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// A cross-dissolve as drawn: the old picture over the new content at the curve's progress;
/// a curl up as drawn: the old picture's flat part, the new content where it has lifted.
@MainActor
@Suite("Rendered cross-dissolve and curl")
struct ViewTransitionFramesTests {
  @Test func redDissolvesIntoBlueLinearly() throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), scale: 1))
    let card = UIView(frame: window.bounds)
    card.backgroundColor = .red
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.addSubview(label)
    window.addSubview(card)
    window.makeKeyAndVisible()
    timeline.schedule(at: 0.1) {
      UIView.transition(
        with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
        animations: { card.backgroundColor = .blue })
    }
    let stage = Stage(name: "dissolve", window: window, timeline: timeline, duration: 0.6)
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [1, 2, 3, 5])
    let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
    let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
    #expect(try #require(frames[1])[20, 30] == red, "the transition starts with the old picture opaque")
    // 0.1 s and 0.2 s into 0.4 s linear: red at alpha 0.75 and 0.5 over blue.
    #expect(isApproximatelyEqual(try #require(frames[2])[20, 30], Bitmap.Pixel(r: 191, g: 0, b: 64), tolerance: 1))
    #expect(isApproximatelyEqual(try #require(frames[3])[20, 30], Bitmap.Pixel(r: 128, g: 0, b: 128), tolerance: 1))
    #expect(try #require(frames[5])[20, 30] == blue)
  }

  /// A 100 × 100 card curled up (angle 80°, radius 10) half way on a linear curve: the axis at
  /// 115.84 − 0.5 · (115.84 + 5π) = 50.07 along n = (0.174, 0.985). The top-left pixel
  /// (d = −43.7) is the old picture's flat part, uncovered (its back would come from 119 px
  /// further along n, off the card); the bottom-right one (d = 60.5, past the shadow's reach)
  /// shows the new content.
  @Test func curlUpLiftsTheOldPictureOffTheNewContent() throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
    let card = UIView(frame: window.bounds)
    card.backgroundColor = .red
    window.addSubview(card)
    window.makeKeyAndVisible()
    timeline.schedule(at: 0.1) {
      UIView.transition(
        with: card, duration: 0.4, options: [.transitionCurlUp, .curveLinear],
        animations: { card.backgroundColor = .blue })
    }
    let stage = Stage(name: "curl", window: window, timeline: timeline, duration: 0.6)
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [1, 3, 5])
    let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
    let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
    let start = try #require(frames[1])
    #expect(start[5, 5] == red && start[95, 95] == red, "at progress 0 the page lies flat")
    let half = try #require(frames[3])
    #expect(half[5, 5] == red)
    #expect(half[95, 95] == blue)
    let end = try #require(frames[5])
    #expect(end[5, 5] == blue && end[95, 95] == blue)
  }
}
