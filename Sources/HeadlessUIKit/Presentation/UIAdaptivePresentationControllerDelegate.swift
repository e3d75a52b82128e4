import Foundation

/// The presentation controller's delegate, as `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a horizontally compact environment (HeadlessUIKit models an
  /// iPhone in portrait, which is always compact); `.none` keeps the current style.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  /// Keeps the presentation controller's own `adaptivePresentationStyle`.
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller.adaptivePresentationStyle
  }
}
