import Foundation

extension NSLayoutConstraint {
  /// The two layout axes, as UIKit's `NSLayoutConstraint.Axis` (`UILayoutConstraintAxis`):
  /// `.horizontal` is 0 and `.vertical` is 1.
  public enum Axis: Int, Sendable {
    /// The axis of widths and x positions.
    case horizontal = 0
    /// The axis of heights and y positions.
    case vertical = 1
  }
}

extension UIView {
  /// The value of a dimension of `intrinsicContentSize` that the view has no natural size for,
  /// as UIKit's `UIView.noIntrinsicMetric` (−1).
  public static let noIntrinsicMetric: CGFloat = -1
}
