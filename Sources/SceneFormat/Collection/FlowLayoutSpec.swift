import Foundation
import HeadlessUIKit

/// A `UICollectionViewFlowLayout`'s properties, as a collection's `layout` (or one of its
/// named `layouts`) declares them.
public struct FlowLayoutSpec: Sendable, Equatable {
  /// The name under `layouts`; nil for the single unnamed `layout`.
  public var name: String?
  /// `itemSize` in points (both > 0).
  public var itemSize: CGSize
  /// `minimumInteritemSpacing` (≥ 0; default 10, UIKit's).
  public var interitemSpacing: Double
  /// `minimumLineSpacing` (≥ 0; default 10, UIKit's).
  public var lineSpacing: Double
  /// `sectionInset` (each ≥ 0; default zero).
  public var insets: UIEdgeInsets
  /// `scrollDirection` (default vertical).
  public var direction: UICollectionViewFlowLayout.ScrollDirection

  public init(
    name: String? = nil, itemSize: CGSize, interitemSpacing: Double = 10, lineSpacing: Double = 10,
    insets: UIEdgeInsets = .zero, direction: UICollectionViewFlowLayout.ScrollDirection = .vertical
  ) {
    self.name = name
    self.itemSize = itemSize
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.insets = insets
    self.direction = direction
  }

  /// The frames this layout gives `count` items in a collection view of `size` (what
  /// `UICollectionViewFlowLayout.prepare()` computes).
  func itemFrames(count: Int, in size: CGSize) -> [CGRect] {
    UICollectionViewFlowLayout.itemFrames(
      itemCounts: [count], boundsSize: size, itemSize: itemSize, minimumLineSpacing: lineSpacing,
      minimumInteritemSpacing: interitemSpacing, sectionInset: insets, scrollDirection: direction
    ).frames[0]
  }
}
