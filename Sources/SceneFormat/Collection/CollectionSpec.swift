import Foundation
import Graphics
import HeadlessUIKit

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

  /// The collection view's own layout: the first declared. A file always declares one (the
  /// loader checks); a description made in code without any stops the render with an error
  /// naming the screen, and UIKit's default flow layout (50 × 50 items) stands in until then.
  @MainActor func primaryLayout(screen: String) -> FlowLayoutSpec {
    if let first = layouts.first { return first }
    Timeline.current?.fail("scene screen '\(screen)': its collection declares no layouts")
    return FlowLayoutSpec(itemSize: CGSize(width: 50, height: 50))
  }

  /// The layout named `name`, if declared.
  public func layout(named name: String) -> FlowLayoutSpec? { layouts.first { $0.name == name } }
}
