import Foundation

/// The presentation controller's delegate, as `UIAdaptivePresentationControllerDelegate`:
/// it can change the presentation style in a horizontally compact environment, substitute the
/// controller shown in the adapted style, and hears about the adaptation and about dismissals
/// the user starts (a tap outside a popover). Every method is optional.
///
/// During `present(_:animated:completion:)` in a horizontally compact environment UIKit asks,
/// in this order (``TransitionTrace`` records them):
/// ```
/// adaptivePresentationStyle(for:traitCollection:)                  (falls back to adaptivePresentationStyle(for:))
/// presentationController(_:viewControllerForAdaptivePresentationStyle:)   (only when the style changes)
/// presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)
/// ```
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a horizontally compact environment: `.fullScreen`,
  /// `.overFullScreen`, `.formSheet`, `.pageSheet`, or `.none` to keep the presentation's own
  /// style; `.automatic` lets the presentation controller decide (a popover becomes a sheet).
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// The style to adapt to for `traitCollection` (iOS 8.3+); UIKit asks this one when it is
  /// implemented and `adaptivePresentationStyle(for:)` otherwise.
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  /// The controller to show in the adapted `style` instead of the presented one (for example
  /// the presented controller wrapped in a navigation controller), or nil to show it as is.
  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Called just before the presentation starts, with the adapted style (`.none` when the
  /// presentation keeps its own style) and the transition's coordinator (nil when not
  /// animated).
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether a dismissal the user started (a tap outside a popover) may happen (iOS 13).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// The user-started dismissal is about to run (iOS 13).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user-started dismissal ended (iOS 13); not called for `dismiss(animated:)` in code.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss but `presentationControllerShouldDismiss(_:)` refused (iOS 13).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `.automatic`: an unimplemented optional method leaves the choice to the presentation
  /// controller (a popover adapts to a sheet; the other styles keep their own).
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .automatic
  }

  /// Asks `adaptivePresentationStyle(for:)`, as UIKit does when this method is not implemented.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }

  /// nil: the presented controller is shown in the adapted style.
  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }

  /// Does nothing.
  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}

  /// true: the dismissal may happen.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
