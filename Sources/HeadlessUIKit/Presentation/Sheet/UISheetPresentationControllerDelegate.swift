import Foundation

/// The sheet presentation controller's delegate, as `UISheetPresentationControllerDelegate`
/// (iOS 15): an adaptive presentation delegate that also hears when the user changes the
/// sheet's detent. Set it through the sheet's `delegate` property.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent, as
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: called when the drag
  /// ends on a detent other than the selected one, after `selectedDetentIdentifier` changed;
  /// not called when code sets `selectedDetentIdentifier`.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
