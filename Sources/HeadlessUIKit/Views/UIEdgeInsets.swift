import Foundation

/// Inset distances for the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// As `UIEdgeInsets(top:left:bottom:right:)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four insets zero, as `UIEdgeInsets.zero`.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The edge-wise sum of two insets (UIKit has no operator; a convenience used internally and
  /// by tests).
  static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  public var description: String {
    let f = DisplayList.format
    return "{\(f(top)), \(f(left)), \(f(bottom)), \(f(right))}"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
