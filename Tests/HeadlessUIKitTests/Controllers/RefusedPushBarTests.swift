import Foundation
import Testing

@testable import HeadlessUIKit

/// An animator that runs its animation and then refuses the change: `completeTransition(false)`.
@MainActor
private final class RefusingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let to = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(to)
    to.alpha = 0
    UIView.animate(
      withDuration: 0.3, animations: { to.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(false) })
  }
}

@MainActor
private final class RefusingDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { RefusingAnimator() }
}

/// A push whose animator calls `completeTransition(false)` does not happen: the stack and the
/// navigation bar's items are what they were before it, as in UIKit.
@MainActor
@Suite("A push refused by its animator")
struct RefusedPushBarTests {
  @Test func theBarKeepsThePreviousItems() {
    let s = NavigationBarTests.make()
    let delegate = RefusingDelegate()
    s.nav.delegate = delegate
    s.nav.pushViewController(s.b, animated: true)
    #expect(s.nav.navigationBar.items?.map(\.title) == ["Inbox", "Message"], "the bar moves with the push")
    for frame in 1...15 { s.timeline.advance(to: FrameIndex(frame)) }
    #expect(s.nav.viewControllers == [s.a])
    #expect(s.nav.navigationBar.items?.map(\.title) == ["Inbox"])
    #expect(s.nav.navigationBar.topItem === s.a.navigationItem)
    withExtendedLifetime(delegate) {}
  }
}
