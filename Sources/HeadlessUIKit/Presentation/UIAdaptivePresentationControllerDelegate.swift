import Foundation

/// The presentation controller's delegate, as `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a horizontally compact environment (HeadlessUIKit models an
  /// iPhone in portrait, which is always compact): `.fullScreen`, `.overFullScreen`, or `.none`
  /// to keep the presentation as it is.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  /// `.none`: an unimplemented optional method means no adaptation.
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .none
  }
}
