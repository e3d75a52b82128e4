import Foundation
import HeadlessUIKit
import Testing

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` follow the seed's table of
/// behaviours (seed 001, "iOS 8 的变化"), found through `targetViewController(forAction:sender:)`.
@MainActor
@Suite("show and showDetailViewController")
struct ShowTests {
  enum Outcome: Equatable {
    case pushed(by: ObjectIdentifier)
    case presented(by: ObjectIdentifier)
  }

  /// Runs `call` on `sender` inside a window whose root is `root`, then says what happened to
  /// the shown controller.
  static func outcome(
    root: UIViewController, sender: UIViewController, _ call: (UIViewController, UIViewController) -> Void
  )
    -> Outcome?
  {
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    let shown = Screen("Shown")
    call(sender, shown)
    h.run(to: 1)
    if let navigation = shown.navigationController, navigation.topViewController === shown {
      return .pushed(by: ObjectIdentifier(navigation))
    }
    return shown.presentingViewController.map { .presented(by: ObjectIdentifier($0)) }
  }

  static let show: (UIViewController, UIViewController) -> Void = { $0.show($1, sender: nil) }
  static let showDetail: (UIViewController, UIViewController) -> Void = { $0.showDetailViewController($1, sender: nil) }

  @Test func aPlainControllerPresentsBoth() {
    for call in [Self.show, Self.showDetail] {
      let plain = Screen("Plain")
      #expect(Self.outcome(root: plain, sender: plain, call) == .presented(by: ObjectIdentifier(plain)))
    }
  }

  @Test func aNavigationControllerPushesOnShowAndPresentsTheDetailItself() {
    let nav = UINavigationController(rootViewController: Screen("Root"))
    #expect(Self.outcome(root: nav, sender: nav, Self.show) == .pushed(by: ObjectIdentifier(nav)))
    let other = UINavigationController(rootViewController: Screen("Root"))
    #expect(Self.outcome(root: other, sender: other, Self.showDetail) == .presented(by: ObjectIdentifier(other)))
  }

  @Test func aTabBarControllerPresentsBothItself() {
    for call in [Self.show, Self.showDetail] {
      let tabs = UITabBarController()
      tabs.setViewControllers([Screen("A"), Screen("B")], animated: false)
      #expect(Self.outcome(root: tabs, sender: tabs, call) == .presented(by: ObjectIdentifier(tabs)))
    }
  }

  @Test func aChildOfANavigationControllerPushesThroughItOrPresentsFromIt() {
    let child = Screen("Child")
    let nav = UINavigationController(rootViewController: child)
    #expect(child.targetViewController(forAction: .show, sender: nil) === nav)
    #expect(child.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
    #expect(Self.outcome(root: nav, sender: child, Self.show) == .pushed(by: ObjectIdentifier(nav)))
    let detailChild = Screen("Child")
    let detailNav = UINavigationController(rootViewController: detailChild)
    #expect(
      Self.outcome(root: detailNav, sender: detailChild, Self.showDetail) == .presented(by: ObjectIdentifier(detailNav))
    )
  }

  @Test func aChildOfATabBarControllerPresentsFromIt() {
    for call in [Self.show, Self.showDetail] {
      let child = Screen("A")
      let tabs = UITabBarController()
      tabs.setViewControllers([child, Screen("B")], animated: false)
      #expect(child.targetViewController(forAction: .show, sender: nil) == nil)
      #expect(Self.outcome(root: tabs, sender: child, call) == .presented(by: ObjectIdentifier(tabs)))
    }
  }

  @Test func aSubclassThatHandlesShowBecomesTheTarget() {
    final class Container: UIViewController {
      var shown: [UIViewController] = []
      override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == .show }
    }
    let container = Container()
    let child = Screen("Child")
    container.addChild(child)
    child.didMove(toParent: container)
    let detail = Screen("Detail")
    child.show(detail, sender: nil)
    #expect(container.shown.count == 1 && container.shown[0] === detail)
    #expect(Selector("showViewController:sender:") == .show)
  }
}
