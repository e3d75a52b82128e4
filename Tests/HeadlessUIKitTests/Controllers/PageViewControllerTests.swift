import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIPageViewController`: UIKit's callback orders for programmatic, swiped, curled and
/// cancelled turns, data-source queries, the page control, and the geometry of the scroll.
@MainActor
@Suite("UIPageViewController: turns, callbacks, data source, page control, scroll geometry")
struct PageViewControllerTests {
  @Test func theFirstPageIsAChildAndAppearsWithThePageViewController() {
    let book = PageBook(count: 3, log: PageLog())
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(pager.viewControllers == nil)
    #expect(pager.spineLocation == .none)
    #expect(pager.gestureRecognizers.isEmpty, "the scroll view's own pan turns pages")
    pager.dataSource = book
    pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    #expect(book.log.take() == ["presentationCount", "presentationIndex"])
    #expect(pager.viewControllers == [book.pages[0]])
    #expect(pager.children == [book.pages[0]])
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1))
    window.rootViewController = pager
    window.makeKeyAndVisible()
    #expect(book.log.take() == ["P0 willAppear(false)", "P0 didAppear(false)"])
  }

  @Test func anAnimatedScrollSetSlidesTheNewPageInAndAsksNobody() {
    let rig = PageRig(style: .scroll, options: [.interPageSpacing: 20])
    var finished: Bool?
    rig.at(0.1) {
      rig.pager.setViewControllers([rig.book.pages[2]], direction: .forward, animated: true) { finished = $0 }
    }
    rig.run(to: 0.1)
    #expect(
      rig.log.take() == [
        "P2 willAppear(true)", "P0 willDisappear(true)", "presentationCount", "presentationIndex",
      ])
    #expect(rig.children == ["P0", "P2"])
    let scroll = try! #require(rig.pager.scroller?.scrollView)
    // The scroll view is the page area widened by the spacing: a page step is 320 pt.
    #expect(scroll.frame == CGRect(x: -10, y: 0, width: 320, height: 563))
    #expect(rig.book.pages[2].view.frame == CGRect(x: 330, y: 0, width: 300, height: 563))
    rig.run(to: 0.25)
    let midway = scroll.contentOffset.x
    #expect(midway > 0 && midway < 320, "0.15 s into the 0.3 s scroll: \(midway)")
    rig.run(to: 0.5)
    #expect(
      rig.log.take() == ["P2 didAppear(true)", "P0 didDisappear(true)"], "no delegate call for a programmatic turn")
    #expect(finished == true)
    #expect(rig.pager.viewControllers == [rig.book.pages[2]])
    #expect(rig.children == ["P2"])
    #expect(rig.book.pages[0].view.superview == nil)
    #expect(rig.pager.pageControl?.currentPage == 2)
    #expect(rig.book.pages[2].view.convert(CGPoint.zero, to: nil) == .zero)
  }

  @Test func aSwipePagesForwardWithUIKitsCallbackOrder() {
    let rig = PageRig(style: .scroll)
    rig.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.25)
    var offsets: [CGFloat] = []
    for t in stride(from: 0.15, through: 0.35, by: 0.05) {
      rig.at(t) { offsets.append(rig.pager.scroller!.scrollView.contentOffset.x) }
    }
    rig.run(to: 1.5)
    #expect(
      rig.log.take() == [
        "after(P0) = P1", "before(P0) = nil", "willTransitionTo [\"P1\"]", "P1 willAppear(true)",
        "P0 willDisappear(true)", "P1 didAppear(true)", "P0 didDisappear(true)",
        "didFinishAnimating(true) previous [\"P0\"] completed true", "after(P1) = P2",
      ])
    #expect(offsets == offsets.sorted() && offsets.last! > offsets.first!, "the content follows the finger: \(offsets)")
    #expect(rig.pager.viewControllers == [rig.book.pages[1]])
    #expect(rig.children == ["P1"])
    #expect(rig.pager.pageControl?.currentPage == 1, "the dot moves without asking the data source")
    #expect(rig.book.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
    // The page left behind is the new page's neighbour: a swipe back asks nothing.
    rig.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.25)
    rig.run(to: 1.7)
    let next = rig.log.take()
    #expect(next.first == "willTransitionTo [\"P0\"]")
  }

  @Test func aShortSlowDragIsACancelledSwipe() {
    let rig = PageRig(style: .scroll)
    rig.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3, hold: 0.2)
    rig.run(to: 0.45)
    let dragged = rig.pager.scroller!.scrollView.contentOffset.x
    #expect(dragged > 20 && dragged < 50, "the page follows the finger: \(dragged)")
    rig.run(to: 2)
    #expect(
      rig.log.take() == [
        "after(P0) = P1", "before(P0) = nil", "willTransitionTo [\"P1\"]", "P1 willAppear(true)",
        "P0 willDisappear(true)", "P0 willAppear(true)", "P0 didAppear(true)", "P1 willDisappear(true)",
        "P1 didDisappear(true)", "didFinishAnimating(true) previous [\"P0\"] completed false",
      ])
    #expect(rig.pager.viewControllers == [rig.book.pages[0]])
    #expect(rig.children == ["P0"])
    #expect(rig.book.pages[1].view.superview == nil)
    #expect(rig.pager.pageControl?.currentPage == 0)
    #expect(rig.book.pages[0].view.convert(CGPoint.zero, to: nil) == .zero)
  }

  @Test func aDragPastTheFirstPageBouncesWithoutATurn() {
    let rig = PageRig(style: .scroll)
    rig.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
    rig.run(to: 0.3)
    #expect(rig.pager.scroller!.scrollView.contentOffset.x < 0, "rubber band beyond the first page")
    rig.run(to: 2)
    #expect(rig.log.take() == ["after(P0) = P1", "before(P0) = nil"])
    #expect(rig.pager.scroller!.scrollView.contentOffset.x == 0)
  }

  @Test func aVerticalScrollPagesUpward() {
    let rig = PageRig(style: .scroll, orientation: .vertical, presents: false)
    #expect(rig.pager.pageControl == nil, "without the presentation methods there is no page control")
    rig.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100), duration: 0.25)
    rig.run(to: 1.5)
    #expect(rig.pager.viewControllers == [rig.book.pages[1]])
    #expect(rig.book.pages[1].view.frame.origin.y == rig.pager.scroller!.scrollView.contentOffset.y)
  }

  @Test func anAnimatedCurlSetCurlsTheOldPageOffInUIKitsCurlOrder() {
    let rig = PageRig(style: .pageCurl)
    #expect(rig.pager.spineLocation == .min)
    #expect(rig.pager.gestureRecognizers.count == 2)
    #expect(rig.pager.pageControl == nil, "the curl style has no page control")
    #expect(rig.log.take().isEmpty)
    rig.at(0.1) { rig.pager.setViewControllers([rig.book.pages[1]], direction: .forward, animated: true) }
    rig.run(to: 0.35)
    let curl = try! #require(rig.pager.curler?.page)
    #expect(curl.curlProgress == 1, "the model value is the end; the animation draws it")
    let time = curl.layer.localTime(forMediaTime: AnimationEngine.mediaTime)
    let progress = curl.curlLayer.presentationValue(.curlProgress, at: time).scalarValue
    #expect(progress > 0.2 && progress < 0.8, "halfway through: \(progress)")
    #expect(rig.book.pages[0].view.isHidden, "the picture stands in for the old page")
    rig.run(to: 0.7)
    #expect(
      rig.log.take() == [
        "P1 willAppear(true)", "P0 willDisappear(true)", "P0 didDisappear(true)", "P1 didAppear(true)",
      ])
    #expect(rig.pager.curler?.page == nil)
    #expect(rig.pager.children == [rig.book.pages[1]])
    #expect(rig.book.pages[0].view.superview == nil && !rig.book.pages[0].view.isHidden)
  }

  @Test func aCurlPanFollowsTheFingerAndCompletesPastHalfway() {
    let rig = PageRig(style: .pageCurl)
    rig.drag(from: CGPoint(x: 280, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3, hold: 0.1)
    var held: CGFloat = -1
    rig.at(0.45) { held = rig.pager.curler?.page?.curlProgress ?? -1 }
    rig.run(to: 1.5)
    #expect(abs(held - 0.6) < 1e-9, "180 pt of a 300 pt page: \(held)")
    #expect(
      rig.log.take() == [
        "after(P0) = P1", "willTransitionTo [\"P1\"]", "P1 willAppear(true)", "P0 willDisappear(true)",
        "P0 didDisappear(true)", "P1 didAppear(true)", "didFinishAnimating(true) previous [\"P0\"] completed true",
      ])
    #expect(rig.pager.viewControllers == [rig.book.pages[1]])
  }

  @Test func aShortCurlPanIsCancelledInUIKitsCurlOrder() {
    let rig = PageRig(style: .pageCurl)
    rig.drag(from: CGPoint(x: 280, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.3, hold: 0.1)
    rig.run(to: 1.5)
    #expect(
      rig.log.take() == [
        "after(P0) = P1", "willTransitionTo [\"P1\"]", "P1 willAppear(true)", "P0 willDisappear(true)",
        "P1 willDisappear(true)", "P0 willAppear(true)", "P1 didDisappear(true)", "P0 didAppear(true)",
        "didFinishAnimating(true) previous [\"P0\"] completed false",
      ])
    #expect(rig.pager.viewControllers == [rig.book.pages[0]])
    #expect(rig.children == ["P0"])
    #expect(rig.book.pages[1].view.superview == nil)
    #expect(!rig.book.pages[0].view.isHidden)
  }

  @Test func aCurlPanBackAtTheFirstPageAsksAndDoesNothing() {
    let rig = PageRig(style: .pageCurl)
    rig.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
    rig.run(to: 1)
    #expect(rig.log.take() == ["before(P0) = nil"])
    #expect(rig.pager.turn == nil)
  }

  @Test func aTapNearTheOuterEdgeCurlsForward() {
    let rig = PageRig(style: .pageCurl)
    var track = TouchTrack(downAt: CGPoint(x: 290, y: 300), time: 0.1)
    track.hold(for: 0.05)
    track.lift()
    rig.timeline.play(track, in: rig.window)
    rig.run(to: 1)
    #expect(
      rig.log.take() == [
        "after(P0) = P1", "willTransitionTo [\"P1\"]", "P1 willAppear(true)", "P0 willDisappear(true)",
        "P0 didDisappear(true)", "P1 didAppear(true)", "didFinishAnimating(true) previous [\"P0\"] completed true",
      ])
  }

  @Test func aSetDuringATurnWaitsForIt() {
    let rig = PageRig(style: .scroll)
    var order: [String] = []
    rig.at(0.1) {
      rig.pager.setViewControllers([rig.book.pages[1]], direction: .forward, animated: true) { _ in order.append("1") }
      rig.pager.setViewControllers([rig.book.pages[2]], direction: .forward, animated: false) { _ in order.append("2") }
    }
    rig.run(to: 1)
    #expect(order == ["1", "2"])
    #expect(rig.pager.viewControllers == [rig.book.pages[2]])
    #expect(rig.children == ["P2"])
  }

  @Test func thePageControlSitsUnderThePages() {
    let rig = PageRig(style: .scroll, pages: 4)
    let control = try! #require(rig.pager.pageControl)
    #expect(control.numberOfPages == 4)
    #expect(control.currentPage == 0)
    #expect(control.frame == CGRect(x: 0, y: 563, width: 300, height: 37))
    #expect(rig.pager.scroller!.scrollView.frame.height == 563)
  }

  @Test func anAnimatedReverseScrollComesInFromTheLeftNextToTheShownPage() {
    let rig = PageRig(style: .scroll, options: [.interPageSpacing: 10])
    rig.pager.setViewControllers([rig.book.pages[2]], direction: .forward, animated: false)
    rig.at(0.1) { rig.pager.setViewControllers([rig.book.pages[1]], direction: .reverse, animated: true) }
    var frames: [CGFloat] = []
    for t in [0.15, 0.25, 0.35] {
      rig.at(t) {
        // Both pages in window coordinates: the gap between them stays 10 pt.
        let old = rig.book.pages[2].view.convert(CGPoint.zero, to: nil).x
        let new = rig.book.pages[1].view.convert(CGPoint.zero, to: nil).x
        #expect(old - new == 310)
        frames.append(new)
      }
    }
    rig.run(to: 0.6)
    #expect(rig.book.pages[1].view.frame.minX == 5, "slot 0 of the content, half the spacing in")
    #expect(frames.count == 3 && frames == frames.sorted() && frames[0] > -310 && frames[2] < 0, "\(frames)")
    #expect(rig.pager.viewControllers == [rig.book.pages[1]])
    #expect(rig.book.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
  }

  @Test func aSwipeThatTurnsBackPastTheShownPageEndsOneTurnAndStartsTheOther() {
    let rig = PageRig(style: .scroll)
    rig.pager.setViewControllers([rig.book.pages[1]], direction: .forward, animated: false)
    _ = rig.log.take()
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 90, y: 300), duration: 0.2)
    track.move(to: CGPoint(x: 200, y: 300), duration: 0.3)
    track.hold(for: 0.3)
    track.lift()
    rig.timeline.play(track, in: rig.window)
    rig.run(to: 2)
    #expect(
      rig.log.take() == [
        "after(P1) = P2", "before(P1) = P0", "willTransitionTo [\"P2\"]", "P2 willAppear(true)",
        "P1 willDisappear(true)", "P1 willAppear(true)", "P1 didAppear(true)", "P2 willDisappear(true)",
        "P2 didDisappear(true)", "didFinishAnimating(true) previous [\"P1\"] completed false",
        "willTransitionTo [\"P0\"]", "P0 willAppear(true)", "P1 willDisappear(true)", "P1 willAppear(true)",
        "P1 didAppear(true)", "P0 willDisappear(true)", "P0 didDisappear(true)",
        "didFinishAnimating(true) previous [\"P1\"] completed false",
      ])
    #expect(rig.children == ["P1"])
    #expect(rig.pager.scroller!.scrollView.subviews.count == 1)
  }

  @Test func aVerticalCurlWithTheSpineAtTheBottomTurnsForwardWithADownwardPan() {
    let rig = PageRig(style: .pageCurl, orientation: .vertical, options: [.spineLocation: 3])
    #expect(rig.pager.spineLocation == .max)
    #expect(abs(rig.pager.curler!.curlAngle - (-.pi / 2 + .pi / 18)) < 1e-12, "the top edge lifts")
    rig.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 500), duration: 0.3)
    rig.run(to: 1.5)
    #expect(rig.log.take().first == "after(P0) = P1")
    #expect(rig.pager.viewControllers == [rig.book.pages[1]])
  }

  @Test func aTapAwayFromTheEdgesReachesThePagesButtonAndTurnsNothing() {
    let rig = PageRig(style: .pageCurl)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 280, width: 100, height: 44)
    rig.book.pages[0].view.addSubview(button)
    var events: [String] = []
    button.addTarget(nil, action: { _ in events.append("touchUpInside") }, for: .touchUpInside)
    button.addTarget(nil, action: { _ in events.append("touchCancel") }, for: .touchCancel)
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: 0.1)
    track.hold(for: 0.05)
    track.lift()
    rig.timeline.play(track, in: rig.window)
    rig.run(to: 1)
    #expect(events == ["touchUpInside"])
    #expect(rig.log.take().isEmpty, "no data-source query for a tap in the middle")
    #expect(rig.pager.viewControllers == [rig.book.pages[0]])
  }
}
