import Foundation
import Graphics
import Testing

@testable import HeadlessUIKit

/// `UIPageViewController`'s `.mid` spine (two pages side by side, a leaf turning over the
/// spine) and double-sided pages (the back of a turning page shows a page of its own), with
/// UIKit's rules on how many controllers `setViewControllers` takes and how the data source is
/// asked.
@MainActor
@Suite("UIPageViewController: the mid spine and double-sided pages")
struct PageViewControllerBookTests {
  static let mid: [UIPageViewController.OptionsKey: Any] = [.spineLocation: UIPageViewController.SpineLocation.mid]

  /// The page curls the window draws now.
  static func curls(_ rig: PageRig) -> [PageCurl] {
    rig.window.makeDisplayList().items.compactMap { item in
      if case .beginPageCurl(let curl, _, _) = item { return curl } else { return nil }
    }
  }

  @Test func theMidSpineShowsTwoPagesSideBySide() {
    let rig = PageRig(style: .pageCurl, options: Self.mid, pages: 6)
    let pages = rig.book.pages
    #expect(rig.pager.spineLocation == .mid)
    #expect(rig.pager.isDoubleSided, "UIKit makes a .mid page view controller double-sided")
    #expect(rig.pager.requiredPageCount == 2)
    #expect(rig.pager.viewControllers == [pages[0], pages[1]])
    #expect(rig.children == ["P0", "P1"])
    #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 150, height: 600))
    #expect(pages[1].view.frame == CGRect(x: 150, y: 0, width: 150, height: 600))
    let vertical = PageRig(style: .pageCurl, orientation: .vertical, options: Self.mid, pages: 4)
    #expect(vertical.book.pages[1].view.frame == CGRect(x: 0, y: 300, width: 300, height: 300))
  }

  @Test func aForwardSetTurnsTheRightPageOverTheSpine() throws {
    let rig = PageRig(style: .pageCurl, options: Self.mid, pages: 6)
    let pages = rig.book.pages
    var finished: Bool?
    rig.at(0.1) {
      rig.pager.setViewControllers([pages[2], pages[3]], direction: .forward, animated: true) { finished = $0 }
    }
    rig.run(to: 0.35)
    let leaf = try #require(rig.pager.curler?.page)
    #expect(leaf.frame == CGRect(x: 150, y: 0, width: 150, height: 600), "the right page turns")
    #expect(leaf.curlLayer.foldsBeyondPage)
    #expect(leaf.backPicture != nil, "its back shows the new left page")
    #expect(pages[1].view.isHidden && !pages[0].view.isHidden)
    #expect(pages[3].view.frame == CGRect(x: 150, y: 0, width: 150, height: 600), "uncovered under the leaf")
    let curl = try #require(Self.curls(rig).first)
    #expect(curl.foldsBeyondPage && curl.hasBackPage && curl.showsBackSide)
    #expect(curl.backPageOffsetY > 0 && curl.backPageOffsetX == 0, "a horizontal book keeps its back below the front")
    rig.run(to: 0.7)
    #expect(
      rig.log.take() == [
        "P2 willAppear(true)", "P3 willAppear(true)", "P0 willDisappear(true)", "P1 willDisappear(true)",
        "P0 didDisappear(true)", "P1 didDisappear(true)", "P2 didAppear(true)", "P3 didAppear(true)",
      ])
    #expect(finished == true)
    #expect(rig.pager.viewControllers == [pages[2], pages[3]])
    #expect(rig.children == ["P2", "P3"])
    #expect(pages[2].view.frame == CGRect(x: 0, y: 0, width: 150, height: 600))
    #expect(pages[3].view.frame == CGRect(x: 150, y: 0, width: 150, height: 600))
    #expect(pages[0].view.superview == nil && pages[1].view.superview == nil)
    #expect(rig.pager.curler?.page == nil)
  }

  @Test func aPanAsksForTwoPagesEachWayAsUIKitDoes() throws {
    let rig = PageRig(style: .pageCurl, options: Self.mid, pages: 6)
    let pages = rig.book.pages
    rig.drag(from: CGPoint(x: 290, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.3)
    rig.run(to: 1.2)
    #expect(
      rig.log.take() == [
        "after(P1) = P2", "after(P2) = P3", "willTransitionTo [\"P2\", \"P3\"]", "P2 willAppear(true)",
        "P3 willAppear(true)", "P0 willDisappear(true)", "P1 willDisappear(true)", "P0 didDisappear(true)",
        "P1 didDisappear(true)", "P2 didAppear(true)", "P3 didAppear(true)",
        "didFinishAnimating(true) previous [\"P0\", \"P1\"] completed true",
      ])
    #expect(rig.pager.viewControllers == [pages[2], pages[3]])
    // Back: the left page's leaf comes back over the spine; the data source is asked for the
    // page before the left one, then the one before that.
    var back = TouchTrack(downAt: CGPoint(x: 10, y: 300), time: 1.3)
    back.move(to: CGPoint(x: 280, y: 300), duration: 0.3)
    back.lift()
    rig.timeline.play(back, in: rig.window)
    rig.run(to: 1.45)
    let leaf = try #require(rig.pager.curler?.page)
    #expect(leaf.frame == CGRect(x: 150, y: 0, width: 150, height: 600), "the leaf is modelled as the right page")
    #expect(pages[2].view.isHidden, "the left page is the back of the leaf coming back")
    rig.run(to: 2.5)
    let log = rig.log.take()
    #expect(log.prefix(3) == ["before(P2) = P1", "before(P1) = P0", "willTransitionTo [\"P0\", \"P1\"]"])
    #expect(log.last == "didFinishAnimating(true) previous [\"P2\", \"P3\"] completed true")
    #expect(rig.pager.viewControllers == [pages[0], pages[1]])
    #expect(!pages[2].view.isHidden)
  }

  @Test func aPanAtTheLastSpreadAsksAndDoesNothing() {
    let rig = PageRig(style: .pageCurl, options: Self.mid, pages: 3)
    rig.drag(from: CGPoint(x: 290, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.3)
    rig.run(to: 1)
    #expect(rig.log.take() == ["after(P1) = P2", "after(P2) = nil"])
    #expect(rig.pager.turn == nil)
  }

  @Test func aDoubleSidedPageShowsItsSecondControllerOnItsBack() throws {
    let rig = PageRig(style: .pageCurl, pages: 4, doubleSided: true)
    let pages = rig.book.pages
    #expect(rig.pager.spineLocation == .min)
    #expect(rig.pager.requiredPageCount == 2)
    #expect(rig.pager.viewControllers == [pages[0], pages[1]])
    #expect(pages[0].view.superview != nil && pages[1].view.superview == nil, "the back is not on screen")
    rig.drag(from: CGPoint(x: 280, y: 400), to: CGPoint(x: 20, y: 400), duration: 0.3)
    rig.run(to: 0.3)
    let leaf = try #require(rig.pager.curler?.page)
    #expect(leaf.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
    #expect(leaf.backPicture != nil && !leaf.curlLayer.foldsBeyondPage)
    rig.run(to: 1.2)
    #expect(
      Array(rig.log.take().prefix(3)) == ["after(P1) = P2", "after(P2) = P3", "willTransitionTo [\"P2\", \"P3\"]"])
    #expect(rig.pager.viewControllers == [pages[2], pages[3]])
  }

  @Test func aOneSidedMinSpineStillTakesOnePage() {
    let rig = PageRig(style: .pageCurl)
    #expect(!rig.pager.isDoubleSided)
    #expect(rig.pager.requiredPageCount == 1)
    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    scroll.isDoubleSided = true
    #expect(scroll.requiredPageCount == 1, "the scroll style ignores isDoubleSided, as UIKit does")
  }

  @Test func oneControllerForTheMidSpineTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let pager = UIPageViewController(
          transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: PageViewControllerBookTests.mid)
        pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
      }
    }
  }

  @Test func aOneSidedMidSpineTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let pager = UIPageViewController(
          transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: PageViewControllerBookTests.mid)
        pager.isDoubleSided = false
      }
    }
  }
}
