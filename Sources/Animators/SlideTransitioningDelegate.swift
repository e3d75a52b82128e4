import Foundation
import HeadlessUIKit

/// The seed's transitioning delegate for the Slide animator on modal transitions (seed 001):
/// the presented view slides up from the bottom and back down on dismissal. Works for
/// `.fullScreen` and `.custom` (the animator leaves the presenting view alone on a `.custom`
/// dismissal, as the seed requires). Keep a strong reference: `transitioningDelegate` is weak.
public final class SlideTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public let duration: TimeInterval

  public init(duration: TimeInterval = SlideAnimationController.defaultDuration) {
    self.duration = duration
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideAnimationController(type: .modalTransition(.presentation), duration: duration)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { SlideAnimationController(type: .modalTransition(.dismissal), duration: duration) }
}
