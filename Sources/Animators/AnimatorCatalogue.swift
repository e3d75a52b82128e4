import Foundation
import HeadlessUIKit

/// The named animators scenes can ask for.
public enum AnimatorCatalogue {
  /// Names accepted for navigation transitions: `system` (the delegate returns nil, so UIKit's
  /// default animation runs), `slide` (``SlideAnimationController``) and `interruptible`
  /// (``InterruptibleNavigationAnimator``, driven by gestures through an
  /// ``InterruptibleNavigationDelegate``), `curl` (the seed's `UIView.transition(from:to:…)`
  /// animator, ``CurlAnimationController``: a push curls down, a pop curls up) and `magicMove`
  /// (seed 003's ``MagicMoveTransition`` between a ``MagicMoveGridViewController`` and a
  /// ``MagicMoveDetailViewController``).
  public static let names = ["system", "slide", "interruptible", "curl", "magicMove"]
  /// Names accepted for presentations: `system` (no transitioning delegate: UIKit's
  /// `modalTransitionStyle` animation), `slide` (``SlideTransitioningDelegate``), `overlay`
  /// (``OverlayTransitioningDelegate``, `.custom`), `dimming`
  /// (``DimmingTransitioningDelegate``, `.custom`) and `drag-to-dismiss` (the Slide animator
  /// whose dismissal a downward pan on the presented view drives,
  /// ``DragToDismissTransitioningDelegate``, `.custom` by default) and `magicMove` (seed 003's
  /// part 1, ``MagicMoveTransitioningDelegate``, `.fullScreen` by default) and `blur-dimming`
  /// (``BlurDimmingTransitioningDelegate``, `.custom`: the backdrop's blur animates in) and
  /// `pinch-to-dismiss` (the Magic Move whose dismissal a pinch closing the presented photo
  /// drives, ``PinchToDismissTransitioningDelegate``, `.fullScreen` by default) and `drop-in`
  /// (UIKit Dynamics: a card that drops in and settles with a `UISnapBehavior`, thrown away with
  /// gravity on dismissal, ``DropInTransitioningDelegate``, `.custom`; the physics decides the
  /// timing, so it takes no duration).
  public static let modalNames = [
    "system", "slide", "overlay", "dimming", "drag-to-dismiss", "magicMove", "blur-dimming", "pinch-to-dismiss",
    "drop-in",
  ]
  /// The modal animators that fly a cell of the presenting screen's collection (a
  /// presentation names its `item` and `target`).
  public static let magicMoveModalNames = ["magicMove", "pinch-to-dismiss"]
  /// Names accepted for tab switches: `system` (no animator: UIKit switches instantly) and
  /// `slide` (``SlideTabBarDelegate``).
  public static let tabNames = ["system", "slide"]

  /// The animator for `name` and `operation`; nil for `system`, which means UIKit's default.
  /// `duration` overrides the animator's own when given.
  ///
  /// - Precondition: `name` is one of ``names``; `system` takes no duration.
  @preconcurrency @MainActor
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
    case "interruptible":
      return InterruptibleNavigationAnimator(
        operation: operation, duration: duration ?? InterruptibleNavigationAnimator.defaultDuration)
    case "curl":
      return CurlAnimationController(
        operation: operation, duration: duration ?? CurlAnimationController.defaultDuration)
    case "magicMove":
      return MagicMoveTransition(
        direction: operation == .pop ? .backToGrid : .toDetail,
        duration: duration ?? MagicMoveTransition.defaultDuration)
    default:
      preconditionFailure("unknown animator '\(name)'; known: \(names.joined(separator: ", "))")
    }
  }

  /// The transitioning delegate for `name` (nil for `system`).
  ///
  /// - Precondition: `name` is one of ``modalNames``; `system` and `dimming` take no duration.
  @preconcurrency @MainActor
  public static func transitioningDelegate(named name: String, duration: TimeInterval?)
    -> (any UIViewControllerTransitioningDelegate)?
  {
    switch name {
    case "system", "dimming", "blur-dimming":
      precondition(duration == nil, "animator '\(name)' uses UIKit's system animation; a duration cannot be set")
      if name == "blur-dimming" { return BlurDimmingTransitioningDelegate() }
      return name == "system" ? nil : DimmingTransitioningDelegate()
    case "drop-in":
      precondition(duration == nil, "animator 'drop-in' is timed by its physics; a duration cannot be set")
      return DropInTransitioningDelegate()
    case "slide": return SlideTransitioningDelegate(duration: duration ?? SlideAnimationController.defaultDuration)
    case "drag-to-dismiss":
      return DragToDismissTransitioningDelegate(duration: duration ?? SlideAnimationController.defaultDuration)
    case "overlay":
      return OverlayTransitioningDelegate(duration: duration ?? OverlayAnimationController.defaultDuration)
    case "magicMove":
      return MagicMoveTransitioningDelegate(duration: duration ?? MagicMoveTransition.defaultDuration)
    case "pinch-to-dismiss":
      return PinchToDismissTransitioningDelegate(duration: duration ?? MagicMoveTransition.defaultDuration)
    default: preconditionFailure("unknown modal animator '\(name)'; known: \(modalNames.joined(separator: ", "))")
    }
  }

  /// The presentation style used with a modal animator when a scene gives none: UIKit's
  /// `.automatic` for `system`, `.fullScreen` for `slide`, `.custom` for the animators that
  /// bring a presentation controller.
  public static func defaultPresentationStyle(forModalAnimator name: String) -> UIModalPresentationStyle {
    switch name {
    case "slide", "magicMove", "pinch-to-dismiss": return .fullScreen
    case "overlay", "dimming", "blur-dimming", "drag-to-dismiss", "drop-in": return .custom
    default: return .automatic
    }
  }

  /// The styles a modal animator may be used with: `slide` adds the presenting view to the
  /// container on dismissal except for `.custom`, so only `.fullScreen` and `.custom` keep the
  /// presenting view on screen (the seed's rule).
  public static func allowedPresentationStyles(forModalAnimator name: String) -> [UIModalPresentationStyle]? {
    switch name {
    case "slide", "drag-to-dismiss", "magicMove", "pinch-to-dismiss": return [.fullScreen, .custom]
    case "overlay", "dimming", "blur-dimming", "drop-in": return [.custom]
    default: return nil
    }
  }

  /// The tab bar delegate for `name` (nil for `system`: tabs switch instantly).
  ///
  /// - Precondition: `name` is one of ``tabNames``; `system` takes no duration.
  @preconcurrency @MainActor
  public static func tabBarDelegate(named name: String, duration: TimeInterval?) -> (any UITabBarControllerDelegate)? {
    switch name {
    case "system":
      precondition(duration == nil, "tab animator 'system' switches instantly; a duration cannot be set")
      return nil
    case "slide": return SlideTabBarDelegate(duration: duration ?? SlideAnimationController.defaultDuration)
    default: preconditionFailure("unknown tab animator '\(name)'; known: \(tabNames.joined(separator: ", "))")
    }
  }
}
