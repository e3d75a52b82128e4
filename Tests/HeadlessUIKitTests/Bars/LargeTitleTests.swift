import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Large titles: `prefersLargeTitles`, `largeTitleDisplayMode`, the 96 pt bar, the safe area
/// under it, the push/pop between a large-title screen and a `.never` one, and the collapse
/// as the content scrolls.
@MainActor
@Suite("Navigation bar: large titles")
struct LargeTitleTests {
  static let phone = CGSize(width: 390, height: 844)

  /// A scroll view 2,000 pt tall inside a controller (its root view).
  final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
      scrollView.contentSize = CGSize(width: 390, height: 2000)
      view = scrollView
    }
  }

  static func make() -> (TransitionHarness, UINavigationController, ListController) {
    let list = ListController()
    list.title = "Mailboxes"
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    let h = TransitionHarness(root: nav, size: phone)
    h.run(to: 0.05)
    return (h, nav, list)
  }

  @Test func aLargeTitleBarIsNinetySixPointsAndTheSafeAreaIncludesIt() {
    let (h, nav, list) = Self.make()
    defer { h.stop() }
    let bar = nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(isApproximatelyEqual(list.view.safeAreaInsets.top, 47 + 96, tolerance: 1e-9))
    #expect(list.scrollView.adjustedContentInset.top == 143)
    #expect(bar.largeTitleText == "Mailboxes")
    // The 34 pt bold title at the 16 pt layout margin, its 41 pt line 5 pt under the 44 pt bar.
    #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
    #expect(
      bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar) == CGRect(x: 16, y: 49, width: 358, height: 41))
    #expect(bar.titleLabel.alpha == 0, "the small title hides while the large title shows")
  }

  @Test func displayModesFollowUIKitsRules() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let root = UINavigationItem(title: "Root")
    let never = UINavigationItem(title: "Never")
    never.largeTitleDisplayMode = .never
    let inherits = UINavigationItem(title: "Inherits")
    let always = UINavigationItem(title: "Always")
    always.largeTitleDisplayMode = .always
    bar.items = [root, never, inherits, always]
    #expect(!bar.displaysLargeTitle(for: root), "nothing without prefersLargeTitles")
    bar.prefersLargeTitles = true
    #expect(bar.displaysLargeTitle(for: root), "the root's .automatic shows one")
    #expect(!bar.displaysLargeTitle(for: never))
    #expect(!bar.displaysLargeTitle(for: inherits), ".automatic does what the item below does")
    #expect(bar.displaysLargeTitle(for: always))
    #expect(bar.barHeight(for: always) == 96)
    #expect(bar.barHeight(for: never) == 44)
  }

  @Test func pushingANeverScreenShrinksTheBarWithThePush() {
    let (h, nav, list) = Self.make()
    defer { h.stop() }
    let detail = Screen("Inbox")
    detail.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(detail, animated: true)
    // The pushed screen's safe area is the 44 pt bar's from the start; the list keeps its own.
    #expect(detail.view.safeAreaInsets.top == 91)
    #expect(list.view.safeAreaInsets.top == 143)
    let bar = nav.navigationBar
    let heights = (1...4).map { step -> CGFloat in
      h.run(to: 0.05 + Double(step) * 0.1)
      return bar.layer.presentation()!.bounds.height
    }
    #expect(heights.allSatisfy { $0 > 44 && $0 < 96 }, "\(heights)")
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 > $1 }, "the bar shrinks steadily: \(heights)")
    h.run(to: 0.8)
    #expect(bar.frame.height == 44)
    #expect(bar.layer.presentation()!.bounds.height == 44)
    #expect(bar.largeTitleText == nil && bar.titleText == "Inbox" && bar.backText == "Mailboxes")
    #expect(bar.titleLabel.alpha == 1)
    #expect(bar.largeTitleTransitionViews.isEmpty)

    nav.popViewController(animated: true)
    h.run(to: 1.05)
    let midway = bar.layer.presentation()!.bounds.height
    #expect(midway > 44 && midway < 96)
    h.run(to: 1.6)
    #expect(bar.frame.height == 96)
    #expect(bar.largeTitleText == "Mailboxes")
  }

  @Test func theLargeTitleShrinksIntoTheBackButton() {
    let (h, nav, _) = Self.make()
    defer { h.stop() }
    let detail = Screen("Inbox")
    detail.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(detail, animated: true)
    let bar = nav.navigationBar
    let moving = try! #require(bar.largeTitleTransitionViews.first)
    #expect(moving.text == "Mailboxes")
    h.run(to: 0.8)
    // At the end of the push it reached the back title's place at half size, faded out.
    let end = bar.largeTitleToBackTransform()
    #expect(isApproximatelyEqual(end.a, 0.5, tolerance: 1e-9))
    let back = NavigationBarMetrics.backTitleFrame(width: 390)
    let frame = CGRect(x: 16, y: 49, width: 358, height: 41)
    let shrunkLeft = frame.midX - frame.width * 0.5 / 2 + end.tx
    #expect(isApproximatelyEqual(shrunkLeft, back.minX, tolerance: 1e-9))
    #expect(isApproximatelyEqual(frame.midY + end.ty, back.midY, tolerance: 1e-9))
  }

  @Test func scrollingCollapsesTheLargeTitlePointForPoint() {
    let (h, nav, list) = Self.make()
    defer { h.stop() }
    let bar = nav.navigationBar
    let scroll = list.scrollView
    scroll.contentOffset.y = -143  // at rest under the expanded bar
    h.run(to: 0.1)
    #expect(bar.frame.height == 96)
    scroll.contentOffset.y = -120
    h.run(to: 0.15)
    #expect(isApproximatelyEqual(bar.frame.height, 44 + 29, tolerance: 1e-9))
    #expect(isApproximatelyEqual(list.view.safeAreaInsets.top, 47 + 73, tolerance: 1e-9))
    #expect(scroll.adjustedContentInset.top == 120, "the inset follows the bar")
    #expect(bar.titleLabel.alpha == 0)
    scroll.contentOffset.y = -95
    h.run(to: 0.2)
    #expect(bar.frame.height == 48)
    #expect(bar.titleLabel.alpha == 0.5, "the small title fades in over the last 8 pt")
    scroll.contentOffset.y = -40
    h.run(to: 0.25)
    #expect(bar.frame.height == 44)
    #expect(bar.titleLabel.alpha == 1)
    #expect(scroll.adjustedContentInset.top == 91)
    scroll.contentOffset.y = -143
    h.run(to: 0.3)
    #expect(bar.frame.height == 96, "scrolling back to the top expands it again")
  }

  @Test func compactHeightBarsAreThirtyTwoPointsWithoutLargeTitles() {
    let list = ListController()
    list.title = "Mailboxes"
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    nav.setToolbarHidden(false, animated: false)
    let h = TransitionHarness(root: nav, size: CGSize(width: 844, height: 390))
    defer { h.stop() }
    h.run(to: 0.05)
    #expect(nav.navigationBar.frame.height == 32)
    #expect(nav.navigationBar.largeTitleText == nil)
    #expect(nav.navigationBar.titleLabel.alpha == 1)
    #expect(nav.toolbar.frame.height == 32)
    #expect(list.view.safeAreaInsets.top == nav.view.safeAreaInsets.top + 32)
  }
}
