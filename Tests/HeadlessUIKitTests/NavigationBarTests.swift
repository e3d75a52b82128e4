import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The navigation bar's model: safe areas, layout, items and the push/pop title animation.
@MainActor
@Suite("Navigation bar and safe area")
struct NavigationBarTests {
  struct Setup {
    let timeline: Timeline
    let window: UIWindow
    let nav: UINavigationController
    let a: UIViewController
    let b: UIViewController
  }

  /// An iPhone 14 window (390 × 844 pt at 2×) with a navigation controller over "Inbox".
  static func make() -> Setup {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let a = UIViewController()
    a.title = "Inbox"
    let b = UIViewController()
    b.title = "Message"
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return Setup(timeline: timeline, window: window, nav: nav, a: a, b: b)
  }

  @Test func iPhone14SafeAreaAndBarFrame() {
    let s = Self.make()
    #expect(s.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(s.nav.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(s.nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    // The child's view runs under the translucent bar; its safe area starts below it.
    #expect(s.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(s.a.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    s.a.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    #expect(s.a.view.safeAreaInsets == UIEdgeInsets(top: 101, left: 5, bottom: 34, right: 0))
  }

  @Test func knownDeviceInsetsAndUnknownSizes() {
    let size = { (w: CGFloat, h: CGFloat) in UIScreen.knownDeviceSafeAreaInsets(for: CGSize(width: w, height: h)) }
    #expect(size(393, 852) == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(size(375, 667) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(size(200, 100) == .zero)
  }

  @Test func subviewSafeAreaIsTheOverlapWithTheSuperviewsInsets() {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 800))
    s.a.view.addSubview(card)
    // Top: 91 − 60 = 31; bottom: (60 + 800) − (844 − 34) = 50.
    #expect(card.safeAreaInsets == UIEdgeInsets(top: 31, left: 0, bottom: 50, right: 0))
    card.frame = CGRect(x: 10, y: 200, width: 100, height: 100)
    #expect(card.safeAreaInsets == .zero)
  }

  @Test func hidingTheBarMovesTheSafeAreaAndHidesIt() {
    let s = Self.make()
    s.nav.isNavigationBarHidden = true
    #expect(s.nav.navigationBar.isHidden)
    #expect(s.a.view.safeAreaInsets.top == 47)
    s.nav.setNavigationBarHidden(false, animated: true)
    #expect(!s.nav.isNavigationBarHidden)
    #expect(s.a.view.safeAreaInsets.top == 91)
    // Shown with animation: the bar slides down from above the screen over 0.2 s.
    let start = -(47.0 + 44 + 1)
    s.timeline.advance(to: 3)  // 0.1 s into the 0.2 s ease-in-out slide
    let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5)
    let ty = s.nav.navigationBar.layer.presentation()!.affineTransform.ty
    #expect(isApproximatelyEqual(ty, start * (1 - p), tolerance: 1e-6))
    s.timeline.advance(to: 7)
    #expect(s.nav.navigationBar.layer.presentation()!.affineTransform.ty == 0)
  }

  @Test func itemsFollowTheStackWithBackTitles() {
    let s = Self.make()
    let bar = s.nav.navigationBar
    #expect(bar.items?.count == 1 && bar.topItem === s.a.navigationItem && bar.backItem == nil)
    #expect(s.a.navigationItem.title == "Inbox", "a controller's title sets its navigation item's title")
    s.nav.pushViewController(s.b, animated: false)
    s.timeline.advance(to: 1)
    #expect(bar.topItem === s.b.navigationItem && bar.backItem === s.a.navigationItem)
    #expect(bar.titleText == "Message" && bar.backText == "Inbox")
    s.a.navigationItem.backButtonTitle = "Mail"
    #expect(bar.backText == "Mail")
    s.b.navigationItem.hidesBackButton = true
    #expect(bar.backText == nil)
    s.nav.popViewController(animated: false)
    #expect(bar.titleText == "Inbox" && bar.backText == nil)
  }

  @Test func untitledBackItemSaysBack() {
    let s = Self.make()
    s.a.title = nil
    s.nav.pushViewController(s.b, animated: false)
    #expect(s.nav.navigationBar.backText == "Back")
  }

  /// Mid-push, the new title has come in from the right by the system curve's progress and
  /// faded in by the same amount; the old title has slid left and faded out.
  @Test func titlesCrossFadeAndSlideDuringAPush() {
    let s = Self.make()
    s.timeline.schedule(at: 0.1) { s.nav.pushViewController(s.b, animated: true) }
    s.timeline.advance(to: 3)
    s.timeline.advance(to: 6)  // t = 0.2 s, 0.1 s into the push
    let bar = s.nav.navigationBar
    let labels = bar.titleLabels
    let incoming = try! #require(labels.first { $0.text == "Message" })
    let outgoing = try! #require(labels.first { $0.text == "Inbox" && $0.textAlignment == .center })
    let omega = (1000.0 / 3).squareRoot()
    let p = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    // d = title centre (195) − back-title centre (28 + (117 − 28 − 4) / 2 = 70.5).
    let d = 195 - 70.5
    let inP = incoming.layer.presentation()!
    let outP = outgoing.layer.presentation()!
    #expect(isApproximatelyEqual(Double(inP.opacity), p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(inP.affineTransform.tx, d * (1 - p), tolerance: 1e-6))
    #expect(isApproximatelyEqual(Double(outP.opacity), 1 - p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(outP.affineTransform.tx, -d * p, tolerance: 1e-6))
    s.timeline.advance(to: 30)
    #expect(bar.titleLabels.count == 1, "the outgoing labels are removed when the push ends")
    #expect(bar.titleText == "Message" && bar.backText == "Inbox")
  }

  @Test func aManagedBarRefusesDirectPushes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.pushItem(UINavigationItem(title: "x"), animated: false)
      }
    }
  }

  @Test func aStandaloneBarPushesAndPopsItems() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.pushItem(UINavigationItem(title: "One"), animated: false)
    bar.pushItem(UINavigationItem(title: "Two"), animated: false)
    #expect(bar.titleText == "Two" && bar.backText == "One")
    #expect(bar.popItem(animated: false)?.title == "Two")
    #expect(bar.popItem(animated: false) == nil, "the last item is not popped")
  }
}
