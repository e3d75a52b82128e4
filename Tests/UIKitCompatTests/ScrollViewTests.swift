import Foundation
import Testing
import UIKit

/// A scroll view delegate as iOS code writes one: it logs what it hears and can snap the
/// resting offset to rows.
class ScrollLogger: NSObject, UIScrollViewDelegate {
  var log: [String] = []
  var scrolls: [CGFloat] = []
  var releaseVelocities: [CGPoint] = []
  var proposedTargets: [CGPoint] = []
  var rowHeight: CGFloat?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls.append(scrollView.contentOffset.y)
    if log.last != "didScroll" { log.append("didScroll") }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging")
    releaseVelocities.append(velocity)
    proposedTargets.append(targetContentOffset.pointee)
    if let rowHeight = rowHeight {
      targetContentOffset.pointee.y = (targetContentOffset.pointee.y / rowHeight).rounded() * rowHeight
    }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging(\(decelerate))")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log.append("didChangeAdjustedInset") }
}

/// A 300 × 600 pt feed, 2,000 pt tall, filling the bench's window.
@MainActor
final class Feed {
  let root = UIViewController()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
  let logger = ScrollLogger()
  let row = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 100))
  let bench: TestBench

  init(contentHeight: CGFloat = 2000) {
    scrollView.contentSize = CGSize(width: 300, height: contentHeight)
    scrollView.delegate = logger
    scrollView.addSubview(row)
    root.view.addSubview(scrollView)
    bench = TestBench(root: root)
  }

  /// A finger going down at (150, `y`) at 0.1 s and moving by `dy` over `duration` (linear).
  func drag(fromY y: CGFloat, by dy: CGFloat, duration: TimeInterval) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 150, y: y), time: 0.1)
    track.move(to: CGPoint(x: 150, y: y + dy), duration: duration)
    return track
  }
}

@MainActor
@Suite("UIScrollView: offsets, insets, animated scrolling, dragging and deceleration (Swift 5 mode)")
struct ScrollViewTests {
  @Test func theContentOffsetIsTheBoundsOriginAndEachChangeIsOneDidScroll() {
    let feed = Feed()
    feed.scrollView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(feed.scrollView.bounds.origin == CGPoint(x: 0, y: 200))
    #expect(feed.row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 300))
    #expect(feed.logger.scrolls == [200])
    feed.scrollView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(feed.logger.scrolls == [200], "no change, no call")
    feed.scrollView.bounds.origin.y = 50
    #expect(feed.scrollView.contentOffset.y == 50)
    #expect(feed.logger.scrolls == [200, 50])
    #expect(feed.scrollView.clipsToBounds)
  }

  @Test func adjustedContentInsetAddsTheSafeAreaAsTheBehaviourSays() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let scrollView = UIScrollView(frame: window.bounds)
    let logger = ScrollLogger()
    scrollView.delegate = logger
    root.view.addSubview(scrollView)
    let safe = window.safeAreaInsets
    #expect(safe.top > 0 && safe.bottom > 0)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    #expect(logger.log == ["didChangeAdjustedInset"], "tall content scrolls: the safe area joins the insets")
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 10 + safe.top, left: 0, bottom: 20 + safe.bottom, right: 0))
    #expect(logger.log.count == 2)
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .always
    #expect(scrollView.adjustedContentInset.top == 10 + safe.top)
    #expect(logger.log == Array(repeating: "didChangeAdjustedInset", count: 4))
    // Short content does not scroll vertically: `.scrollableAxes` leaves the insets alone.
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.contentInset = .zero
    scrollView.contentSize = CGSize(width: 390, height: 100)
    #expect(scrollView.adjustedContentInset == .zero)
    scrollView.alwaysBounceVertical = true
    #expect(scrollView.adjustedContentInset.top == safe.top)
  }

  @Test func setContentOffsetAnimatedScrollsOverThreeTenthsOfASecondCallingDidScrollEveryFrame() {
    let feed = Feed()
    feed.bench.at(0.1) { feed.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true) }
    feed.bench.run(to: 0.1)
    #expect(feed.scrollView.contentOffset.y == 0, "the offset moves frame by frame, not at once")
    feed.bench.run(to: 0.25)
    #expect(abs(feed.scrollView.contentOffset.y - 200) < 0.01, "ease-in-out: halfway at half time")
    feed.bench.run(to: 0.5)
    #expect(feed.scrollView.contentOffset.y == 400)
    #expect(feed.logger.scrolls.count == 18, "one call per frame of the 0.3 s at 60 fps")
    #expect(feed.logger.scrolls == feed.logger.scrolls.sorted())
    #expect(feed.logger.log == ["didScroll", "didEndScrollingAnimation"])
  }

  @Test func aDragMovesTheContentWithTheFingerAndAHeldReleaseDoesNotDecelerate() {
    let feed = Feed()
    var track = feed.drag(fromY: 500, by: -200, duration: 0.4)
    track.hold(for: 0.1)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.3)
    #expect(feed.scrollView.isDragging)
    // The pan begins 16.7 pt in (the second sample past the 10 pt slop); the content then
    // follows the finger exactly: at 0.3 s the finger is 100 pt up.
    #expect(abs(feed.scrollView.contentOffset.y - (100 - 50.0 / 3)) < 1e-6)
    feed.bench.run(to: 1)
    #expect(abs(feed.scrollView.contentOffset.y - (200 - 50.0 / 3)) < 1e-6)
    #expect(!feed.scrollView.isDragging && !feed.scrollView.isDecelerating)
    #expect(feed.logger.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    #expect(feed.logger.releaseVelocities == [.zero])
  }

  @Test func aFlickDeceleratesAtUIKitsRatePerMillisecond() {
    let feed = Feed(contentHeight: 4000)
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.35)
    // Released at 0.35 s moving up at 1,000 pt/s: the content moves down at 1 pt/ms.
    #expect(feed.logger.releaseVelocities.count == 1)
    #expect(abs(feed.logger.releaseVelocities[0].y - 1) < 1e-9)
    let release = feed.scrollView.contentOffset.y
    // UIKit's projection: offset + velocity · rate / (1 − rate) = 499 pt further.
    #expect(abs(feed.logger.proposedTargets[0].y - (release + 499)) < 1e-6)
    #expect(feed.logger.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    #expect(feed.scrollView.isDecelerating)
    feed.bench.run(to: 0.85)
    let expected = release + 499 * (1 - pow(0.998, 500))
    #expect(abs(feed.scrollView.contentOffset.y - expected) < 1e-6)
    // Less than half a point remains after ln(0.5 / 499) / ln(0.998) ms ≈ 3.45 s.
    feed.bench.run(to: 3.75)
    #expect(feed.scrollView.isDecelerating)
    feed.bench.run(to: 3.85)
    #expect(!feed.scrollView.isDecelerating)
    #expect(feed.scrollView.contentOffset.y == feed.logger.proposedTargets[0].y, "lands exactly on the target")
    #expect(abs(feed.scrollView.contentOffset.y - (release + 499)) < 1e-9)
    #expect(feed.logger.log.last == "didEndDecelerating")
  }

  @Test func aFastRateStopsSoonerAndTheDelegateCanMoveTheTarget() {
    let feed = Feed(contentHeight: 4000)
    feed.scrollView.decelerationRate = .fast
    feed.logger.rowHeight = 100
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.35)
    let release = feed.scrollView.contentOffset.y
    #expect(abs(feed.logger.proposedTargets[0].y - (release + 99)) < 1e-6, "0.99 / 0.01 = 99 pt per pt/ms")
    feed.bench.run(to: 2)
    #expect(feed.scrollView.contentOffset.y == ((release + 99) / 100).rounded() * 100)
    #expect(feed.logger.log.last == "didEndDecelerating")
  }

  @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
    let feed = Feed(contentHeight: 600)
    feed.scrollView.alwaysBounceVertical = true
    var track = feed.drag(fromY: 100, by: 150, duration: 0.3)
    track.hold(for: 0.1)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 0.45)
    // 150 pt of finger past the 16.7 pt start shows as UIKit's rubber band of a 600 pt view.
    let pulled: CGFloat = 150 - 50.0 / 3
    let band = (1 - 1 / (pulled * 0.55 / 600 + 1)) * 600
    #expect(abs(feed.scrollView.contentOffset.y + band) < 1e-6)
    feed.bench.run(to: 0.55)
    let calls = feed.logger.log.filter { $0 != "didScroll" }
    #expect(calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    feed.bench.run(to: 1.3)
    #expect(feed.scrollView.contentOffset.y == 0)
    #expect(feed.logger.log.last == "didEndDecelerating")
  }

  @Test func withoutBouncesOrWhenDisabledTheContentStays() {
    let feed = Feed(contentHeight: 600)
    feed.scrollView.alwaysBounceVertical = true
    feed.scrollView.bounces = false
    var track = feed.drag(fromY: 100, by: 150, duration: 0.3)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    feed.bench.run(to: 1)
    #expect(feed.scrollView.contentOffset.y == 0)
    #expect(feed.logger.scrolls.isEmpty)

    let locked = Feed()
    locked.scrollView.isScrollEnabled = false
    var swipe = locked.drag(fromY: 500, by: -200, duration: 0.3)
    swipe.lift()
    locked.bench.timeline.play(swipe, in: locked.bench.window)
    locked.bench.run(to: 1)
    #expect(locked.scrollView.contentOffset.y == 0)
    #expect(locked.logger.log.isEmpty)
  }

  @Test func pagingSettlesOnTheNextPageAfterAFlingAndOnTheNearestAfterASlowRelease() {
    let feed = Feed(contentHeight: 600)
    feed.scrollView.contentSize = CGSize(width: 900, height: 600)
    feed.scrollView.isPagingEnabled = true
    var fling = TouchTrack(downAt: CGPoint(x: 200, y: 300), time: 0.1)
    fling.move(to: CGPoint(x: 100, y: 300), duration: 0.2)
    fling.flick(velocity: CGVector(dx: -800, dy: 0), duration: 0.05)
    fling.lift()
    feed.bench.timeline.play(fling, in: feed.bench.window)
    feed.bench.run(to: 2)
    #expect(feed.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    #expect(feed.logger.log.last == "didEndDecelerating")

    var slow = TouchTrack(downAt: CGPoint(x: 200, y: 300), time: 2.1)
    slow.move(to: CGPoint(x: 100, y: 300), duration: 0.3)
    slow.hold(for: 0.1)
    slow.lift()
    feed.bench.timeline.play(slow, in: feed.bench.window)
    feed.bench.run(to: 2.45)
    // 333 pt/s moves 5.6 pt a sample: the pan begins 11.1 pt in, then follows the finger.
    #expect(abs(feed.scrollView.contentOffset.x - (400 - 100.0 / 9)) < 1e-6)
    feed.bench.run(to: 4)
    #expect(feed.scrollView.contentOffset == CGPoint(x: 300, y: 0), "89 pt into the next page: back to this one")
  }

  @Test func aFingerTouchingDownStopsADecelerationWhereItIs() {
    let feed = Feed(contentHeight: 4000)
    var track = feed.drag(fromY: 500, by: -100, duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: -1000), duration: 0.05)
    track.lift()
    feed.bench.timeline.play(track, in: feed.bench.window)
    var catchIt = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: 1)
    catchIt.hold(for: 0.2)
    catchIt.lift()
    feed.bench.timeline.play(catchIt, in: feed.bench.window)
    feed.bench.run(to: 0.95)
    #expect(feed.scrollView.isDecelerating)
    feed.bench.run(to: 1)
    let caught = feed.scrollView.contentOffset.y
    #expect(!feed.scrollView.isDecelerating)
    #expect(feed.scrollView.isTracking && !feed.scrollView.isDragging, "a finger is down, not dragging")
    feed.bench.run(to: 2)
    #expect(feed.scrollView.contentOffset.y == caught)
    #expect(!feed.scrollView.isTracking)
    #expect(!feed.logger.log.contains("didEndDecelerating"), "stopped by a touch: no end callback")
  }
}
