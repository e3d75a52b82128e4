import Foundation
import HeadlessUIKit

/// A card dismissed by dragging it down, written as ordinary UIKit code: the seed's Slide
/// animator (``SlideAnimationController`` with `.modalTransition`) presents the screen from
/// the bottom, and a `UIPanGestureRecognizer` on the presented view drives its dismissal. When
/// the pan begins it creates a `UIPercentDrivenInteractiveTransition` and calls
/// `dismiss(animated: true)`; `interactionControllerForDismissal(using:)` returns it while the
/// pan runs. The card follows the finger (`translation.y / container height`, the distance
/// the animator moves it) and on release the dismissal finishes past halfway or on a downward
/// flick faster than ``flickVelocity``; otherwise it is cancelled and the card stays presented.
///
/// Use it with `modalPresentationStyle = .custom` (the presenting view stays on screen under
/// the card) or `.fullScreen`. Keep a strong reference: `transitioningDelegate` is weak.
@preconcurrency @MainActor
public final class DragToDismissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The downward release speed (points per second) that dismisses at any progress.
  public static let flickVelocity: CGFloat = 300

  public let duration: TimeInterval
  /// The pan on the presented view (added when the presentation starts).
  public let panGestureRecognizer = UIPanGestureRecognizer()
  /// The interaction of the running dismissal; nil when no finger drives one.
  public private(set) var percentDrivenInteractiveTransition: UIPercentDrivenInteractiveTransition?
  private weak var presented: UIViewController?

  public init(duration: TimeInterval = SlideAnimationController.defaultDuration) {
    self.duration = duration
    super.init()
    panGestureRecognizer.addTarget(self, action: DragToDismissTransitioningDelegate.panned)
  }

  private func panned(_ gestureRecognizer: UIPanGestureRecognizer) {
    guard let presented, let view = presented.viewIfLoaded else { return }
    let distance = max(view.superview?.bounds.height ?? view.bounds.height, 1)
    let progress = min(max(gestureRecognizer.translation(in: view).y / distance, 0), 1)
    switch gestureRecognizer.state {
    case .began:
      guard presented.presentingViewController != nil, !presented.isBeingPresented, !presented.isBeingDismissed
      else { return }
      let interaction = UIPercentDrivenInteractiveTransition()
      percentDrivenInteractiveTransition = interaction
      presented.dismiss(animated: true)
      interaction.update(progress)
    case .changed:
      percentDrivenInteractiveTransition?.update(progress)
    case .ended, .cancelled:
      guard let interaction = percentDrivenInteractiveTransition else { return }
      percentDrivenInteractiveTransition = nil
      let velocity = gestureRecognizer.velocity(in: view).y
      let finishes =
        gestureRecognizer.state == .ended && (velocity > Self.flickVelocity || (progress > 0.5 && velocity >= 0))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if self.presented !== presented {
      self.presented = presented
      presented.view.addGestureRecognizer(panGestureRecognizer)
    }
    return SlideAnimationController(type: .modalTransition(.presentation), duration: duration)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { SlideAnimationController(type: .modalTransition(.dismissal), duration: duration) }

  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { percentDrivenInteractiveTransition }
}
