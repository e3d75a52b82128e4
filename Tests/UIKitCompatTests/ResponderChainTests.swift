import Testing
import UIKit

/// Views, controllers, windows and the application form UIKit's responder chain; touches a
/// view does not handle travel up it; each window keeps one first responder.
@MainActor
@Suite("Responder chain and first responder (Swift 5 mode)")
struct ResponderChainTests {
  /// A navigation controller whose screen holds a card with a badge inside.
  @MainActor
  private final class Screen {
    let controller: TouchLoggingViewController
    let nav: UINavigationController
    let card: UIView
    let badge: BadgeView
    let bench: TestBench

    init() {
      let controller = TouchLoggingViewController()
      let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
      let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      controller.view.addSubview(card)
      card.addSubview(badge)
      let nav = UINavigationController(rootViewController: controller)
      self.controller = controller
      self.card = card
      self.badge = badge
      self.nav = nav
      bench = TestBench(root: nav)
    }
  }

  @Test func nextFollowsUIKitsRules() {
    let s = Screen()
    var chain: [UIResponder] = []
    var responder: UIResponder? = s.badge
    while let current = responder {
      chain.append(current)
      responder = current.next
    }
    let landmarks: [UIResponder] = [
      s.badge, s.card, s.controller.view, s.controller, s.nav.view, s.nav, s.bench.window, UIApplication.shared,
    ]
    #expect(
      chain.filter { c in landmarks.contains { $0 === c } }.map { ObjectIdentifier($0) }
        == landmarks.map { ObjectIdentifier($0) })
    #expect(chain.last === UIApplication.shared, "the application ends the chain")
    #expect(s.badge.next === s.card)
    #expect(s.controller.view.next === s.controller, "a root view's next responder is its controller")
    #expect(s.controller.next === s.controller.view.superview)
    #expect(s.nav.next === s.bench.window)
    #expect(s.bench.window.next === UIApplication.shared)
    #expect(s.badge.parentViewController === s.controller)
    #expect(UIView().next == nil && EmptyViewController().next == nil)
  }

  @Test func aPresentedControllersNextResponderIsItsPresenter() {
    let s = Screen()
    let sheet = EmptyViewController()
    sheet.modalPresentationStyle = .fullScreen
    s.controller.present(sheet, animated: false)
    s.bench.run(to: 0.1)
    #expect(sheet.presentingViewController != nil)
    #expect(sheet.next === sheet.presentingViewController)
    #expect(sheet.view.next === sheet)
  }

  @Test func touchesAViewDoesNotHandleReachItsController() {
    let s = Screen()
    let swatch = SwatchView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    s.card.addSubview(swatch)
    // The badge (a plain view) passes the touch on; the swatch handles its own.
    s.bench.timeline.play(
      TouchTrack(points: [(0.1, CGPoint(x: 40, y: 130)), (0.2, CGPoint(x: 45, y: 130))]), in: s.bench.window)
    s.bench.timeline.play(
      TouchTrack(points: [(0.3, CGPoint(x: 130, y: 210)), (0.35, CGPoint(x: 130, y: 210))]), in: s.bench.window)
    s.bench.run(to: 0.5)
    #expect(s.controller.touches.first == "began 1")
    #expect(s.controller.touches.last == "ended")
    #expect(s.controller.touches.dropFirst().dropLast().allSatisfy { $0 == "moved" })
    #expect(!s.controller.touches.contains("cancelled"))
    #expect(swatch.touches == ["began", "ended"])
    #expect(s.controller.touches.filter { $0.hasPrefix("began") }.count == 1, "the swatch's touch stops there")
  }

  @Test func aRecognizerThatTakesTheTouchCancelsItAlongTheChain() {
    let s = Screen()
    var taps = 0
    let tap = UITapGestureRecognizer(target: nil, action: { _ in taps += 1 })
    s.card.addGestureRecognizer(tap)
    s.bench.timeline.play(
      TouchTrack(points: [(0.1, CGPoint(x: 40, y: 130)), (0.15, CGPoint(x: 40, y: 130))]), in: s.bench.window)
    s.bench.run(to: 0.5)
    #expect(taps == 1)
    #expect(
      s.controller.touches.filter { $0 != "moved" } == ["began 1", "cancelled"],
      "the tap recognizes on lift and cancels the view's touch")
  }

  @Test func eachWindowHasOneFirstResponder() {
    let s = Screen()
    let loose = BadgeView()
    #expect(!loose.becomeFirstResponder(), "a view outside a window cannot become first responder")
    #expect(!s.card.becomeFirstResponder(), "a plain view cannot become first responder")
    #expect(s.badge.becomeFirstResponder())
    #expect(s.badge.isFirstResponder)
    #expect(s.badge.becomeFirstResponder(), "asking again keeps it")
    #expect(s.badge.resignations == 0)

    #expect(s.controller.becomeFirstResponder())
    #expect(s.controller.isFirstResponder && !s.badge.isFirstResponder)
    #expect(s.badge.resignations == 1)

    let stubborn = StubbornView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    s.card.addSubview(stubborn)
    #expect(stubborn.becomeFirstResponder())
    #expect(!stubborn.resignFirstResponder())
    #expect(!s.badge.becomeFirstResponder(), "the first responder refuses to resign")
    #expect(stubborn.isFirstResponder)

    // Leaving the window ends first-responder status, even for a responder that refuses.
    s.card.removeFromSuperview()
    #expect(!stubborn.isFirstResponder)
    s.controller.view.addSubview(s.card)
    #expect(s.badge.becomeFirstResponder())
    let resignationsBefore = s.badge.resignations
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.addSubview(s.card)
    #expect(!s.badge.isFirstResponder)
    #expect(s.badge.resignations == resignationsBefore + 1, "UIKit asks it to resign as it leaves")
  }

  @Test func viewsAndControllersAreNSObjects() {
    let a = BadgeView()
    let b = BadgeView()
    let objects: [NSObject] = [a, b, EmptyViewController(), UIApplication.shared]
    #expect(objects.map(typeName(of:)) == ["BadgeView", "BadgeView", "EmptyViewController", "UIApplication"])
    #expect(a.isEqual(a) && !a.isEqual(b) && a != b && a == a)
    #expect(Set<UIView>([a, b, a]).count == 2)
    #expect(a.hash == a.hash)
    #expect(a.description.hasPrefix("<BadgeView: 0x"))
    let responders: [UIResponder] = [a, EmptyViewController()]
    #expect(responders.count == 2)
  }

  @Test func initializersWrittenTheIOSWayWork() {
    #expect(BadgeView().backgroundColor == .systemRed, "init() goes through the override of init(frame:)")
    #expect(BadgeView().frame == .zero)
    #expect(DividerView().frame.width == 10)
    #expect(
      StubbornView().frame == .zero && StubbornView(frame: CGRect(x: 0, y: 0, width: 3, height: 3)).frame.width == 3)
    #expect(TouchLoggingViewController().touches.isEmpty)
    #expect(EmptyViewController().view != nil && EmptyViewController(nibName: nil, bundle: nil).title == nil)
  }
}
