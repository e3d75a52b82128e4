import Foundation

extension UICollectionView {
  /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
  /// an item in the visible rectangle, as UIKit's `UICollectionView.ScrollPosition` (same raw
  /// values). The empty set does not scroll.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top edge at the top of the visible rectangle.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
