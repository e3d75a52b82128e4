/// A size anchor (width or height), as UIKit's `NSLayoutDimension`: besides relating two
/// dimensions it can equal a constant and scale another dimension (`multiplier`), as for an
/// aspect ratio. Every returned constraint is inactive, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: nil, secondAttribute: .notAnAttribute,
      multiplier: 1, constant: c)
  }

  /// `self == c`, as `constraint(equalToConstant:)`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }

  /// `self >= c`, as `constraint(greaterThanOrEqualToConstant:)`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.greaterThanOrEqual, c)
  }

  /// `self <= c`, as `constraint(lessThanOrEqualToConstant:)`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

  /// `self == m × anchor`, as `constraint(equalTo:multiplier:)`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m)
  }

  /// `self >= m × anchor`, as `constraint(greaterThanOrEqualTo:multiplier:)`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m)
  }

  /// `self <= m × anchor`, as `constraint(lessThanOrEqualTo:multiplier:)`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m)
  }

  /// `self == m × anchor + c`, as `constraint(equalTo:multiplier:constant:)`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`, as `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`, as `constraint(lessThanOrEqualTo:multiplier:constant:)`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
