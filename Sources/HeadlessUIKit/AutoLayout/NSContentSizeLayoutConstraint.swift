/// One of the constraints the layout engine makes from a view's `intrinsicContentSize`, as
/// UIKit's private `NSContentSizeLayoutConstraint`: `width <= intrinsic width` at the content
/// hugging priority or `width >= intrinsic width` at the compression resistance priority (and
/// the same for the height). They are not installed on any view (`constraints` does not list
/// them, as in UIKit); `constraintsAffectingLayout(for:)` does.
@MainActor
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
  /// Whether this is the hugging (`<=`) rather than the compression resistance (`>=`) half.
  let isHugging: Bool

  init(view: UIView, axis: NSLayoutConstraint.Axis, isHugging: Bool, constant: CGFloat, priority: UILayoutPriority) {
    self.isHugging = isHugging
    super.init(
      first: view, firstAttribute: axis == .horizontal ? .width : .height,
      relation: isHugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, secondAttribute: .notAnAttribute,
      multiplier: 1, constant: constant)
    self.priority = priority
  }

  /// UIKit's log form: `<NSContentSizeLayoutConstraint UILabel.width <= 42 Hug:250>` (or
  /// `CompressionResistance:750`).
  override var description: String {
    let role = isHugging ? "Hug" : "CompressionResistance"
    return "<NSContentSizeLayoutConstraint \(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
      + "\(Self.format(constant)) \(role):\(Self.format(CGFloat(priority.rawValue)))>"
  }
}

/// A view's content-size constraints, one optional pair per axis (absent for an axis whose
/// intrinsic metric is `UIView.noIntrinsicMetric`).
@MainActor
struct ContentSizeConstraints {
  /// The intrinsic size they were made from.
  var size: CGSize
  var width: (hug: NSContentSizeLayoutConstraint, compress: NSContentSizeLayoutConstraint)?
  var height: (hug: NSContentSizeLayoutConstraint, compress: NSContentSizeLayoutConstraint)?

  var all: [NSLayoutConstraint] {
    [width?.hug, width?.compress, height?.hug, height?.compress].compactMap { $0 }
  }

  /// The engine that holds them (nil while none does).
  var engine: LayoutEngine? {
    width?.hug.engine ?? width?.compress.engine ?? height?.hug.engine ?? height?.compress.engine
  }
}
