import Foundation

/// The display items a ``DisplayListBuilder`` emits, each with the ``DisplayItemSource`` of the
/// layer that emitted it: an array of items that stamps every item appended with ``source``.
///
/// Appending another `EmittedItems` keeps its items' own sources, so a sublayer's items keep
/// naming the sublayer once they are spliced into its superlayer's.
struct EmittedItems: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
  private(set) var items: [DisplayItem] = []
  private(set) var sources: [DisplayItemSource?] = []
  /// The source given to items appended from now on.
  var source: DisplayItemSource?

  init() {}

  init(arrayLiteral elements: DisplayItem...) {
    items = elements
    sources = Array(repeating: nil, count: elements.count)
  }

  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(position: Int) -> DisplayItem { items[position] }

  mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == DisplayItem {
    let added = Array(newElements)
    items.replaceSubrange(subrange, with: added)
    sources.replaceSubrange(subrange, with: repeatElement(source, count: added.count))
  }

  /// Appends `item` with ``source`` (without the generic path's temporary array).
  mutating func append(_ item: DisplayItem) {
    items.append(item)
    sources.append(source)
  }

  /// Appends `newItems`, each with ``source``.
  mutating func append<S: Sequence>(contentsOf newItems: S) where S.Element == DisplayItem {
    let before = items.count
    items.append(contentsOf: newItems)
    sources.append(contentsOf: repeatElement(source, count: items.count - before))
  }

  /// Appends `other`'s items with their own sources.
  mutating func append(contentsOf other: EmittedItems) {
    items.append(contentsOf: other.items)
    sources.append(contentsOf: other.sources)
  }

  /// Replaces the item at `index`, keeping its source.
  mutating func replaceItem(at index: Int, with item: DisplayItem) {
    items[index] = item
  }

  /// Inserts `item` at `index` with `itemSource`.
  mutating func insert(_ item: DisplayItem, at index: Int, source itemSource: DisplayItemSource?) {
    items.insert(item, at: index)
    sources.insert(itemSource, at: index)
  }

  /// The source of the item at `index`.
  func source(at index: Int) -> DisplayItemSource? { sources[index] }

  /// An empty collection whose items will get the same ``source`` as this one's.
  func emptyCopy() -> EmittedItems {
    var copy = EmittedItems()
    copy.source = source
    return copy
  }

  /// Reserves room for `count` items (a window's display list reserves its previous frame's
  /// count, so the arrays of a frame of many layers are not regrown and copied as it fills).
  mutating func reserveCapacity(_ count: Int) {
    items.reserveCapacity(count)
    sources.reserveCapacity(count)
  }
}
