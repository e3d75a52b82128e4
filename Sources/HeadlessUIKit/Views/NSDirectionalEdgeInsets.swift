import Foundation

/// Inset distances for the four edges of a rectangle that follow the layout direction, as
/// UIKit's `NSDirectionalEdgeInsets`: `leading` is the left inset in a left-to-right layout.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// As `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All four insets zero, as `NSDirectionalEdgeInsets.zero`.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets in left-to-right terms (leading is left).
  var leftToRight: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

  /// The insets in left/right terms for a layout in `direction` (leading is right when it is
  /// right to left).
  func physical(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
    direction == .rightToLeft ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading) : leftToRight
  }

  public var description: String {
    let f = DisplayList.format
    return "{\(f(top)), \(f(leading)), \(f(bottom)), \(f(trailing))}"
  }
}

extension UIEdgeInsets {
  /// The insets in directional terms for a left-to-right layout (left is leading).
  var directional: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }

  /// The insets in directional terms for a layout in `direction` (right is leading when it is
  /// right to left).
  func directional(in direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
    direction == .rightToLeft
      ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left) : directional
  }
}
