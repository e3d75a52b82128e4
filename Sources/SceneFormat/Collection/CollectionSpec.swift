import Foundation
import Graphics

/// A screen's collection view (the `collection` field): a `UICollectionView` with a
/// `UICollectionViewFlowLayout`, one section of items drawn as coloured cells.
public struct CollectionSpec: Sendable, Equatable {
  /// The collection view's frame in the screen; nil fills the screen's view.
  public var frame: CGRect?
  /// The flow layouts: the first is the collection view's own, the named others are what
  /// script `layout` entries switch to with `setCollectionViewLayout(_:animated:)`.
  public var layouts: [FlowLayoutSpec]
  /// The items of the single section, in order.
  public var items: [CollectionItemSpec]
  /// The screen is a `UICollectionViewController` with `useLayoutToLayoutNavigationTransitions`.
  public var layoutToLayout: Bool

  public init(
    frame: CGRect? = nil, layouts: [FlowLayoutSpec], items: [CollectionItemSpec], layoutToLayout: Bool = false
  ) {
    self.frame = frame
    self.layouts = layouts
    self.items = items
    self.layoutToLayout = layoutToLayout
  }

  /// The layout named `name`, if declared.
  public func layout(named name: String) -> FlowLayoutSpec? { layouts.first { $0.name == name } }
}
