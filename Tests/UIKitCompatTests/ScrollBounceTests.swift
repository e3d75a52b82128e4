import Foundation
import Testing
import UIKit

/// UIKit's bounce spring, as measured and published (Ilya Lobanov, "How UIScrollView works";
/// github.com/super-ultra/ScrollMechanics): critically damped, mass 1, stiffness 100 (ω = 10),
/// over when the largest displacement it can still reach is under half a pixel.
private func spring(from x0: CGFloat, velocity v0: CGFloat, after tau: CGFloat) -> CGFloat {
  (x0 + (v0 + 10 * x0) * tau) * exp(-10 * tau)
}

@MainActor
@Suite("UIScrollView: rubber band, bounce at the edges and UIKit's return spring (Swift 5 mode)")
struct ScrollBounceTests {
  @Test func aReleaseBeyondTheTopReturnsOnUIKitsCriticallyDampedSpring() {
    let feed = Feed(contentHeight: 600)
    feed.scrollView.alwaysBounceVertical = true
    var track = feed.drag(fromY: 100, by: 150, duration: 0.3)
    track.hold(for: 0.1)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.5)
    let pulled: CGFloat = 150 - 50.0 / 3
    let band = (1 - 1 / (pulled * 0.55 / 600 + 1)) * 600
    #expect(abs(feed.scrollView.contentOffset.y + band) < 1e-6, "released 65 pt beyond the top, at rest")
    #expect(feed.scrollView.isDecelerating)
    #expect(feed.logger.proposedTargets == [.zero], "UIKit proposes the edge")
    // Every frame after the lift at 0.5 s follows x(τ) = x₀·(1 + 10τ)·e^(−10τ), never past 0.
    for frame in 31...60 {
      feed.bench.run(to: Double(frame) / 60)
      let tau = CGFloat(frame - 30) / 60
      #expect(abs(feed.scrollView.contentOffset.y - spring(from: -band, velocity: 0, after: tau)) < 1e-6)
      #expect(feed.scrollView.contentOffset.y < 0, "critically damped: no overshoot")
    }
    // Over when (|x₀| + |10·x₀|·τ)·e^(−10τ) < 0.5 pt (scale 1): τ > 0.695 s, the frame at 1.2 s.
    feed.bench.run(to: 1.18)
    #expect(feed.scrollView.isDecelerating)
    feed.bench.run(to: 1.2)
    #expect(!feed.scrollView.isDecelerating)
    #expect(feed.scrollView.contentOffset.y == 0)
    let calls = feed.logger.log.filter { $0 != "didScroll" }
    #expect(
      calls == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
  }

  @Test func aFlickIntoTheBottomEdgeCrossesItAtItsSpeedAndSpringsBack() {
    let feed = Feed(contentHeight: 2000)
    feed.scrollView.contentOffset.y = 1250
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.35)
    let release = feed.scrollView.contentOffset.y
    #expect(release > 1350 && release < 1400)
    #expect(feed.logger.proposedTargets == [CGPoint(x: 0, y: 1400)], "the projection, clamped to the last offset")
    // The decay p(t) = p₀ + 499·(1 − 0.998^(1000t)) reaches 1,400 at t꜀ moving at v꜀ pt/s.
    let remaining = 1 - (1400 - release) / 499
    let crossing = log(remaining) / (1000 * log(0.998))
    let speed = -1000 * log(0.998) * 499 * remaining
    #expect(crossing > 1.0 / 60 && crossing < 2.0 / 60, "the edge is reached between the next two frames")
    var overshoots: [CGFloat] = []
    for frame in 23...37 {
      feed.bench.run(to: Double(frame) / 60)
      let tau = CGFloat(frame - 21) / 60 - crossing
      let expected = 1400 + spring(from: 0, velocity: speed, after: tau)
      #expect(abs(feed.scrollView.contentOffset.y - expected) < 1e-6)
      overshoots.append(feed.scrollView.contentOffset.y - 1400)
    }
    // The overshoot peaks at τ = 1/ω = 0.1 s, v꜀ / (10·e) ≈ 35 pt past the edge.
    let peak = overshoots.max() ?? 0
    #expect(abs(peak - speed / (10 * exp(1))) < 0.5)
    feed.bench.run(to: 2)
    #expect(feed.scrollView.contentOffset.y == 1400)
    #expect(!feed.scrollView.isDecelerating)
    #expect(feed.logger.log.suffix(2) == ["didScroll", "didEndDecelerating"])
    #expect(feed.logger.log.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test func withoutBouncesADecelerationStopsOnTheEdgeItReaches() {
    let feed = Feed(contentHeight: 2000)
    feed.scrollView.bounces = false
    feed.scrollView.contentOffset.y = 1250
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.35)
    #expect(feed.scrollView.isDecelerating)
    feed.bench.run(to: 0.3667)
    #expect(feed.scrollView.contentOffset.y < 1400)
    feed.bench.run(to: 0.3833)
    #expect(feed.scrollView.contentOffset.y == 1400, "at the edge on the first frame past the crossing")
    #expect(!feed.scrollView.isDecelerating)
    #expect(feed.logger.scrolls.allSatisfy { $0 <= 1400 })
    #expect(feed.logger.log.last == "didEndDecelerating")
  }

  @Test func aFlickWithinTheContentStillLandsOnTheProjection() {
    let feed = Feed(contentHeight: 4000)
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.35)
    let release = feed.scrollView.contentOffset.y
    feed.bench.run(to: 4)
    #expect(abs(feed.scrollView.contentOffset.y - (release + 499)) < 1e-9)
    #expect(feed.logger.scrolls.allSatisfy { $0 <= release + 499 + 1e-9 }, "no spring inside the edges")
  }
}
