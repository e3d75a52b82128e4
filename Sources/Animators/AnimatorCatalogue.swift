import Foundation
import HeadlessUIKit

/// The named navigation animators scenes can ask for.
public enum AnimatorCatalogue {
  /// Names accepted by scenes: `system` (the delegate returns nil, so UIKit's default animation
  /// runs) and `slide` (``SlideAnimationController``).
  public static let names = ["system", "slide"]

  /// The animator for `name` and `operation`; nil for `system`, which means UIKit's default.
  /// `duration` overrides the animator's own when given.
  ///
  /// - Precondition: `name` is one of ``names``; `system` takes no duration.
  @MainActor
  public static func navigationAnimator(
    named name: String, operation: UINavigationController.Operation, duration: TimeInterval?
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch name {
    case "system":
      precondition(duration == nil, "animator 'system' has UIKit's fixed duration; a duration cannot be set")
      return nil
    case "slide":
      return SlideAnimationController(
        type: .navigationTransition(operation), duration: duration ?? SlideAnimationController.defaultDuration)
    default:
      preconditionFailure("unknown animator '\(name)'; known: \(names.joined(separator: ", "))")
    }
  }
}
