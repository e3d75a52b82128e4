import Foundation
import HeadlessUIKit

/// A photo presented full screen from its thumbnail and pinched closed, written as ordinary
/// UIKit code: seed 003's Magic Move (``MagicMoveTransition``) flies the grid's selected cell
/// to the presented detail view, and a `UIPinchGestureRecognizer` on the presented view drives
/// the flight back. When the pinch begins closing (`scale` below 1) it creates a
/// `UIPercentDrivenInteractiveTransition` and calls `dismiss(animated: true)`;
/// `interactionControllerForDismissal(using:)` returns it while the pinch runs. The progress
/// follows the fingers, `(1 − scale) / (1 − closingScale)`, so the photo shrinks towards its
/// thumbnail as they close. On release the dismissal finishes past halfway or when the
/// fingers are still closing faster than ``closingVelocity``; otherwise it is cancelled and
/// the photo grows back.
///
/// Keep a strong reference: `transitioningDelegate` is weak.
@preconcurrency @MainActor
public final class PinchToDismissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The pinch scale at which the dismissal is complete: 0.4 (a full-width photo pinched to
  /// about the size of a grid thumbnail).
  public static let closingScale: CGFloat = 0.4
  /// The closing speed (scale per second, negative) that dismisses at any progress.
  public static let closingVelocity: CGFloat = -0.5

  public let duration: TimeInterval
  /// The pinch on the presented view (added when the presentation starts).
  public let pinchGestureRecognizer = UIPinchGestureRecognizer()
  /// The interaction of the running dismissal; nil when no pinch drives one.
  public private(set) var percentDrivenInteractiveTransition: UIPercentDrivenInteractiveTransition?
  private weak var presented: UIViewController?

  public init(duration: TimeInterval = MagicMoveTransition.defaultDuration) {
    self.duration = duration
    super.init()
    pinchGestureRecognizer.addTarget(self, action: PinchToDismissTransitioningDelegate.pinched)
  }

  /// The dismissal's progress for a pinch `scale`, 0 at scale 1 and 1 at ``closingScale``.
  public static func progress(forScale scale: CGFloat) -> CGFloat {
    min(max((1 - scale) / (1 - closingScale), 0), 1)
  }

  private func pinched(_ gestureRecognizer: UIPinchGestureRecognizer) {
    guard let presented else { return }
    let progress = Self.progress(forScale: gestureRecognizer.scale)
    switch gestureRecognizer.state {
    case .began, .changed:
      if let interaction = percentDrivenInteractiveTransition {
        interaction.update(progress)
        return
      }
      // Only a pinch closing the photo starts the dismissal.
      guard gestureRecognizer.scale < 1, presented.presentingViewController != nil, !presented.isBeingPresented,
        !presented.isBeingDismissed
      else { return }
      let interaction = UIPercentDrivenInteractiveTransition()
      percentDrivenInteractiveTransition = interaction
      presented.dismiss(animated: true)
      interaction.update(progress)
    case .ended, .cancelled:
      guard let interaction = percentDrivenInteractiveTransition else { return }
      percentDrivenInteractiveTransition = nil
      let velocity = gestureRecognizer.velocity
      let finishes =
        gestureRecognizer.state == .ended && (velocity < Self.closingVelocity || (progress > 0.5 && velocity <= 0))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }

  /// The flight to the presented photo; installs the pinch on the presented view.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if self.presented !== presented {
      self.presented = presented
      presented.view.addGestureRecognizer(pinchGestureRecognizer)
    }
    return MagicMoveTransition(direction: .toDetail, duration: duration)
  }

  /// The flight back to the thumbnail.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { MagicMoveTransition(direction: .backToGrid, duration: duration) }

  /// The pinch's interaction while a pinch drives the dismissal.
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { percentDrivenInteractiveTransition }
}
