// Fixture for UIKitIsolationTests: type-checked in Swift 5 and Swift 6 mode. A line marked
// `// [uikit NAME] swift5: S swift6: S` must get exactly that diagnostic (none, warning or error,
// about main-actor isolation); a line marked `[clang NAME]` is the same use of a Clang-imported
// `@MainActor` function (how the SDK's UIKit reaches Swift), and must get the same. Every other
// line must get no diagnostic at all.
import ClangReference
import Foundation
import UIKit

// 1. A nonisolated helper function calling UIKit, as iOS code is full of.
func layOut(_ view: UIView) {
  view.layoutIfNeeded()  // [uikit sync-call] swift5: none swift6: warning
  ReferenceMainActorFunction()  // [clang sync-call] swift5: none swift6: warning
}

func makeBadge() -> UIView {
  return UIView(frame: .zero)  // [uikit sync-init] swift5: none swift6: warning
}

// 2. A nonisolated async function calling UIKit without `await`.
func layOutLater(_ view: UIView) async {
  view.layoutIfNeeded()  // [uikit async-call] swift5: warning swift6: error
  ReferenceMainActorFunction()  // [clang async-call] swift5: warning swift6: error
}

// 3. A background queue's closure (`@Sendable`) touching UIKit.
func fadeFromBackground(_ view: UIView) {
  DispatchQueue.global().async {
    view.alpha = 0  // [uikit sendable-closure] swift5: warning swift6: warning
  }
  DispatchQueue.global().async {
    ReferenceMainActorFunction()  // [clang sendable-closure] swift5: warning swift6: warning
  }
}

// 4. An NSObject subclass conforming to UIKit's `@MainActor` protocol is main-actor isolated:
// inside it every UIKit call and the completion blocks are fine in both modes (the blocks are
// plain closures, not `@Sendable`, as in the SDK); calling it from nonisolated code is not.
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let toView = transitionContext.view(forKey: .to)!
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.3, animations: { toView.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView.transform = .identity }
    animator.addCompletion { _ in toView.layoutIfNeeded() }
    animator.startAnimation()
    transitionContext.containerView.window?.rootViewController?.transitionCoordinator?.animate(
      alongsideTransition: { context in context.containerView.alpha = 1 }, completion: nil)
    ReferenceMainActorFunction()
  }
}

func durationOf(_ animator: FadeAnimator) -> TimeInterval {
  return animator.transitionDuration(using: nil)  // [uikit conformance] swift5: none swift6: warning
}

// 5. Explicitly main-actor code: no diagnostics in either mode.
@MainActor func layOutOnMain(_ view: UIView) {
  view.layoutIfNeeded()
  ReferenceMainActorFunction()
}

// 6. QuartzCore from nonisolated code. The SDK's QuartzCore is not annotated, and neither is
// HeadlessUIKit's: no diagnostic in either mode (`QuartzCoreCases.swift` has more).
func dim(_ layer: CALayer) {
  layer.opacity = 0.5
  layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
  _ = CACurrentMediaTime()
}

@MainActor func dimOnMain(_ layer: CALayer) {
  layer.opacity = 0.5
}

// 7. Main-queue closures from nonisolated code: main-actor isolated in both modes, as on iOS
// (HeadlessUIKit's `DispatchQueue.main.async`/`asyncAfter` overloads, which run the work on
// the timeline, keep the compiler's treatment of `DispatchQueue.main` closures).
func fadeOnMainQueue(_ view: UIView) {
  DispatchQueue.main.async {
    view.alpha = 0
    ReferenceMainActorFunction()
  }
  DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    view.alpha = 1
    ReferenceMainActorFunction()
  }
}
