import Foundation

/// The popover presentation controller's delegate, as
/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate's methods plus the
/// popover's own. Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called before the popover is laid out and shown: the last chance to set `sourceView`,
  /// `sourceRect` or `permittedArrowDirections`. Not called when the popover adapts to another
  /// style.
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  /// Whether a tap outside the popover may dismiss it (deprecated in iOS 13 for
  /// `presentationControllerShouldDismiss(_:)`, still asked after it).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// The popover dismissed by a tap outside it is gone (deprecated in iOS 13 for
  /// `presentationControllerDidDismiss(_:)`, still called after it); not called for
  /// `dismiss(animated:)` in code.
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
  /// The popover is about to move because its container changed size (the window was
  /// resized); the delegate may change the rectangle and the view it points at.
  ///
  /// - Note: UIKit difference: `AutoreleasingUnsafeMutablePointer` is an
  ///   `UnsafeMutablePointer` here (see its typealias); code that reads and assigns
  ///   `view.pointee` compiles unchanged.
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  /// true.
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
  /// Does nothing.
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>
  ) {}
}
