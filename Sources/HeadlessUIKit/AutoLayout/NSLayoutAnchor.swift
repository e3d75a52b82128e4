/// One layout attribute of one item, the factory of constraints between attributes of the same
/// axis, as UIKit's `NSLayoutAnchor<AnchorType>`. The type parameter keeps x-axis, y-axis and
/// dimension anchors apart at compile time, as in UIKit (a leading anchor cannot be related to
/// a top anchor). Every returned constraint is inactive, as in UIKit: activate it.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The item (a view) whose attribute this is.
  let item: AnyObject
  /// The attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, firstAttribute: attribute, relation: relation, second: anchor.item,
      secondAttribute: anchor.attribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor`, as `constraint(equalTo:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor)
  }

  /// `self >= anchor`, as `constraint(greaterThanOrEqualTo:)`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor)
  }

  /// `self <= anchor`, as `constraint(lessThanOrEqualTo:)`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor)
  }

  /// `self == anchor + c`, as `constraint(equalTo:constant:)`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c`, as `constraint(greaterThanOrEqualTo:constant:)`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c`, as `constraint(lessThanOrEqualTo:constant:)`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A horizontal-position anchor (left, right, leading, trailing, centre x), as UIKit's
/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical-position anchor (top, bottom, centre y), as UIKit's `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
