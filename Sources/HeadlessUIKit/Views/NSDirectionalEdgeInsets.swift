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
}
