import Foundation
import HeadlessUIKit

/// The named animators scenes can ask for, and a navigation delegate that supplies them.
public enum AnimatorCatalogue {
  /// Names accepted by scenes: `system` (the delegate returns nil, so UIKit's default animation
  /// runs) and `slide` (``SlideAnimationController``).
  public static let names = ["system", "slide"]
}

/// A navigation controller delegate that returns the animator named for the next transition —
/// what a scene script's `animator:` field sets. `nil` (the name `system`) lets UIKit run its
/// default push/pop animation.
@MainActor
public final class CatalogueNavigationDelegate: NSObject, UINavigationControllerDelegate {
  /// The animator name for the next push or pop.
  public var nextAnimator = "system"
  /// Overrides the animator's duration when set.
  public var nextDuration: TimeInterval?

  public override init() { super.init() }

  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch nextAnimator {
    case "system":
      precondition(nextDuration == nil, "animator 'system' has UIKit's fixed duration; a duration cannot be set")
      return nil
    case "slide":
      return SlideAnimationController(
        type: .navigationTransition(operation), duration: nextDuration ?? SlideAnimationController.defaultDuration)
    default:
      preconditionFailure(
        "unknown animator '\(nextAnimator)'; known: \(AnimatorCatalogue.names.joined(separator: ", "))")
    }
  }
}
