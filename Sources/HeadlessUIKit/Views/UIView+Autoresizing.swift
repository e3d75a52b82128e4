import Foundation

extension UIView {
  /// Which of a view's margins and dimensions stretch when its superview's bounds change size,
  /// as `UIView.AutoresizingMask` (the same raw values).
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes every subview by its `autoresizingMask` after this view's bounds went from
  /// `oldSize` to the current size, as UIKit's `resizeSubviews(withOldSize:)` does inside the
  /// bounds (or frame) setter: on each axis the size change is shared among the subview's
  /// flexible parts (leading margin, size, trailing margin) in proportion to their current
  /// lengths, as Apple documents for `autoresizingMask`. Fixed parts keep their length. The
  /// subview's untransformed frame (its `center` and `bounds.size`) changes, so a transform is
  /// kept. Inside an animation block the changes animate with the block.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.autoresize(oldSuperviewSize: oldSize, newSuperviewSize: newSize)
    }
  }

  private func autoresize(oldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
    let mask = autoresizingMask
    let size = bounds.size
    let anchor = layer.anchorPoint
    let minX = center.x - size.width * anchor.x
    let minY = center.y - size.height * anchor.y
    let (x, width) = Self.resizedAxis(
      origin: minX, length: size.width, oldContainer: old.width, newContainer: new.width,
      flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
      flexibleTrailing: mask.contains(.flexibleRightMargin))
    let (y, height) = Self.resizedAxis(
      origin: minY, length: size.height, oldContainer: old.height, newContainer: new.height,
      flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
      flexibleTrailing: mask.contains(.flexibleBottomMargin))
    if width != size.width || height != size.height {
      bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))
    }
    let newCenter = CGPoint(x: x + width * anchor.x, y: y + height * anchor.y)
    if newCenter != center { center = newCenter }
  }

  /// One axis of the autoresizing rule: the container grew by `delta`; the flexible parts
  /// (leading margin, length, trailing margin) share it in proportion to their current
  /// lengths; when every flexible part is zero they share it equally. With no flexible part
  /// the origin and length stay (the trailing margin absorbs the change).
  ///
  /// - Note: UIKit difference: how UIKit splits a change among flexible parts that are all zero
  ///   long is not documented; an equal split is used.
  static func resizedAxis(
    origin: CGFloat, length: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
    flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    let delta = newContainer - oldContainer
    guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else { return (origin, length) }
    let leading = origin
    let trailing = oldContainer - origin - length
    let parts = [(flexibleLeading, leading), (flexibleLength, length), (flexibleTrailing, trailing)]
    let flexible = parts.filter(\.0)
    let total = flexible.reduce(0) { $0 + $1.1 }
    func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total != 0 ? delta * value / total : delta / CGFloat(flexible.count)
    }
    return (origin + share(flexibleLeading, leading), length + share(flexibleLength, length))
  }
}
