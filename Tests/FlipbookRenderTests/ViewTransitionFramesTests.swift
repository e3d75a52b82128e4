import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// A cross-dissolve as drawn: the old picture over the new content at the curve's progress.
@MainActor
@Suite("Rendered cross-dissolve")
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
}
