import Foundation
import Testing
import UIKit

/// The scroll indicators the window draws: rounded 3 pt bars (corner radius 1.5), as window
/// rectangles with their colours.
@MainActor
func drawnIndicators(in window: UIWindow) -> [(frame: CGRect, color: RGBA)] {
  window.makeDisplayList().items.compactMap { item in
    guard case .fill(.roundedRect(let rect, let radius, _), let color, let transform) = item, radius == 1.5 else {
      return nil
    }
    return (rect.applying(transform), color)
  }
}

@MainActor
@Suite("UIScrollView indicators: geometry, visibility and fading (Swift 5 mode)")
struct ScrollIndicatorTests {
  /// The vertical bar of a 600 pt view over 2,000 pt of content at `offset` (of 0…1,400): a
  /// 594 pt track 3 pt in from the ends, 600 / 2,000 of it long, 3 pt from the right edge.
  static func expectedBar(offset: CGFloat) -> CGRect {
    let length = 594 * 600 / 2000.0
    return CGRect(x: 294, y: 3 + offset / 1400 * (594 - length), width: 3, height: length)
  }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test func aDragShowsTheVerticalBarWhereTheVisibleFractionIsAndItFadesAfterwards() {
    let feed = Feed()
    #expect(drawnIndicators(in: feed.bench.window).isEmpty, "hidden until the content scrolls")
    var track = feed.drag(fromY: 500, by: -200, duration: 0.4)
    track.hold(for: 0.1)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.3)
    let offset = feed.scrollView.contentOffset.y
    var bars = drawnIndicators(in: feed.bench.window)
    #expect(bars.count == 1, "the content does not scroll horizontally: one bar")
    #expect(Self.close(bars[0].frame, Self.expectedBar(offset: offset)))
    #expect(bars[0].color == RGBA(white: 0, alpha: 0.35), "the default style: 35 % black")
    // Lifted without a fling at 0.6 s: the bar stays 0.5 s, then fades out over 0.3 s.
    feed.bench.run(to: 1.1)
    bars = drawnIndicators(in: feed.bench.window)
    #expect(bars.count == 1 && bars[0].color.alpha == 0.35)
    feed.bench.run(to: 1.25)
    bars = drawnIndicators(in: feed.bench.window)
    #expect(bars.count == 1 && abs(bars[0].color.alpha - 0.35 / 2) < 1e-6, "ease-in-out: half faded at half time")
    feed.bench.run(to: 1.4)
    #expect(drawnIndicators(in: feed.bench.window).isEmpty)
  }

  @Test func theBarShrinksByTheOvershootWhileRubberBanding() {
    let feed = Feed()
    var track = feed.drag(fromY: 100, by: 150, duration: 0.3)
    track.hold(for: 0.1)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.45)
    let overshoot = -feed.scrollView.contentOffset.y
    #expect(overshoot > 60)
    let bars = drawnIndicators(in: feed.bench.window)
    let full = Self.expectedBar(offset: 0)
    #expect(bars.count == 1)
    #expect(Self.close(bars[0].frame, CGRect(x: 294, y: 3, width: 3, height: full.height - overshoot)))
  }

  @Test func flashingStylesInsetsAndHiding() {
    let feed = Feed()
    feed.scrollView.contentSize = CGSize(width: 900, height: 2000)
    feed.scrollView.indicatorStyle = .white
    feed.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)
    feed.bench.at(0.5) { feed.scrollView.flashScrollIndicators() }
    feed.bench.run(to: 0.5)
    var bars = drawnIndicators(in: feed.bench.window).sorted { $0.frame.width < $1.frame.width }
    #expect(bars.count == 2)
    // Vertical: a 564 pt track from y = 23, 5 pt further left; horizontal: along the bottom.
    #expect(Self.close(bars[0].frame, CGRect(x: 289, y: 23, width: 3, height: 564 * 600 / 2000.0)))
    #expect(Self.close(bars[1].frame, CGRect(x: 3, y: 594, width: 294 * 300 / 900.0, height: 3)))
    #expect(bars.allSatisfy { $0.color == RGBA(white: 1, alpha: 0.35) }, "the white style")
    // A flash shows them for 0.8 s, then they fade over 0.3 s.
    feed.bench.run(to: 1.3)
    #expect(drawnIndicators(in: feed.bench.window).count == 2)
    feed.bench.run(to: 1.6)
    #expect(drawnIndicators(in: feed.bench.window).isEmpty)
    feed.scrollView.showsVerticalScrollIndicator = false
    feed.bench.at(1.7) { feed.scrollView.flashScrollIndicators() }
    feed.bench.run(to: 1.7)
    bars = drawnIndicators(in: feed.bench.window)
    #expect(bars.count == 1 && bars[0].frame.height == 3, "only the horizontal bar")
  }

  @Test func anAnimatedScrollShowsThemUntilItEnds() {
    let feed = Feed()
    feed.bench.at(0.1) { feed.scrollView.setContentOffset(CGPoint(x: 0, y: 1400), animated: true) }
    feed.bench.run(to: 0.2)
    #expect(drawnIndicators(in: feed.bench.window).count == 1)
    feed.bench.run(to: 0.4)
    let bars = drawnIndicators(in: feed.bench.window)
    #expect(bars.count == 1)
    #expect(Self.close(bars[0].frame, Self.expectedBar(offset: 1400)))
    feed.bench.run(to: 1.3)
    #expect(drawnIndicators(in: feed.bench.window).isEmpty)
  }
}
