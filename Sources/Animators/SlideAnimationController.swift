import Foundation
import HeadlessUIKit

/// Which way a tab switch goes (seed 001's `TabOperationDirection`).
public enum TabOperationDirection: Sendable {
  case left
  case right
}

/// A modal transition's direction (seed 001's `ModalOperation`).
public enum ModalOperation: Sendable {
  case presentation
  case dismissal
}

/// The kind of transition a ``SlideAnimationController`` animates (seed 001's
/// `SDETransitionType`).
public enum SDETransitionType: Sendable {
  case navigationTransition(UINavigationController.Operation)
  case tabTransition(TabOperationDirection)
  case modalTransition(ModalOperation)
}

/// The seed's Slide animator (seed 001, "动画控制器实现"), written as ordinary UIKit code: the
/// incoming view slides in by the container's width while the outgoing view slides out the
/// other way — horizontally for navigation and tab transitions (direction from the operation
/// or the tab order), vertically for modal ones.
///
/// As the seed requires, the to view is added to the container (except for the presenting view
/// of a `.custom` dismissal, which must stay in its own hierarchy), both views are reset to the
/// identity transform at the end, and the transition completes with
/// `!transitionWasCancelled`.
public final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  /// The seed does not state a duration; 0.3 s is its demo's.
  public static let defaultDuration: TimeInterval = 0.3

  public let transitionType: SDETransitionType
  public let duration: TimeInterval

  public init(type: SDETransitionType, duration: TimeInterval = SlideAnimationController.defaultDuration) {
    precondition(duration >= 0 && duration.isFinite, "SlideAnimationController: duration must be ≥ 0, got \(duration)")
    self.transitionType = type
    self.duration = duration
  }

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("SlideAnimationController: the context has no from/to view controller") }
    // In a .custom presentation view(forKey:) is nil for the presenting view: use the
    // controllers' views, as the seed recommends.
    let fromView: UIView = fromVC.view
    let toView: UIView = toVC.view

    let translation = containerView.frame.width
    var toViewTransform = CGAffineTransform.identity
    var fromViewTransform = CGAffineTransform.identity
    switch transitionType {
    case .navigationTransition(let operation):
      let sign: CGFloat = operation == .pop ? -1 : 1
      toViewTransform = CGAffineTransform(translationX: sign * translation, y: 0)
      fromViewTransform = CGAffineTransform(translationX: -sign * translation, y: 0)
      containerView.addSubview(toView)
    case .tabTransition(let direction):
      let sign: CGFloat = direction == .left ? 1 : -1
      toViewTransform = CGAffineTransform(translationX: sign * translation, y: 0)
      fromViewTransform = CGAffineTransform(translationX: -sign * translation, y: 0)
      containerView.addSubview(toView)
    case .modalTransition(let operation):
      let height = containerView.frame.height
      switch operation {
      case .presentation:
        toViewTransform = CGAffineTransform(translationX: 0, y: height)
        containerView.addSubview(toView)
      case .dismissal:
        fromViewTransform = CGAffineTransform(translationX: 0, y: height)
        if transitionContext.presentationStyle != .custom {
          containerView.insertSubview(toView, belowSubview: fromView)
        }
      }
    }
    toView.transform = toViewTransform

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.transform = fromViewTransform
        toView.transform = .identity
      },
      completion: { _ in
        // The transition may have been cancelled half way: restore the views either way.
        fromView.transform = .identity
        toView.transform = .identity
        let isCancelled = transitionContext.transitionWasCancelled
        transitionContext.completeTransition(!isCancelled)
      })
  }
}
