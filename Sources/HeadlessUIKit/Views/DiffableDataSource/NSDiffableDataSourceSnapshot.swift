import Foundation

/// The sections and items a diffable data source shows, in order, as UIKit's
/// `NSDiffableDataSourceSnapshot`: a value you build (append, insert, delete, move sections and
/// items by identifier) and hand to a data source's `apply(_:animatingDifferences:completion:)`,
/// which animates the difference from what is on screen.
///
/// Identifiers are unique across the whole snapshot: adding one that is already there (or the
/// same one twice) traps with UIKit's message ("Fatal: supplied item identifiers are not
/// unique. Duplicate identifiers: …"), as UIKit raises `NSInternalInconsistencyException`.
/// Naming an identifier that is not in the snapshot traps too, with a message naming it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  /// The sections in order.
  private(set) var sections: [Section] = []
  /// Each section's items in order.
  private(set) var itemsBySection: [Section: [Item]] = [:]
  /// The section holding each item.
  private var sectionOfItem: [Item: Section] = [:]
  /// The items and sections marked with `reloadItems`/`reconfigureItems`/`reloadSections`.
  private var reloadedItems: [Item] = []
  private var reconfiguredItems: [Item] = []
  private var reloadedSections: [Section] = []

  /// An empty snapshot, as `init()`.
  public init() {}

  // MARK: Reading

  /// The number of items in every section, as `numberOfItems`.
  public var numberOfItems: Int { sectionOfItem.count }
  /// As `numberOfSections`.
  public var numberOfSections: Int { sections.count }
  /// The sections in order, as `sectionIdentifiers`.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section after section, as `itemIdentifiers`.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }
  /// The items marked by `reloadItems(_:)` since the snapshot was made, as
  /// `reloadedItemIdentifiers`.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
  /// The items marked by `reconfigureItems(_:)`, as `reconfiguredItemIdentifiers`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
  /// The sections marked by `reloadSections(_:)`, as `reloadedSectionIdentifiers`.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The number of items in a section, as `numberOfItems(inSection:)`.
  ///
  /// - Precondition: the section is in the snapshot.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items(of: identifier, "numberOfItems(inSection:)").count
  }

  /// A section's items in order, as `itemIdentifiers(inSection:)`.
  ///
  /// - Precondition: the section is in the snapshot.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items(of: identifier, "itemIdentifiers(inSection:)")
  }

  /// The section holding an item, or nil when the item is not in the snapshot, as
  /// `sectionIdentifier(containingItem:)`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// The item's position among all items (counting across sections), or nil, as
  /// `indexOfItem(_:)`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier] else { return nil }
    var index = 0
    for other in sections {
      let items = itemsBySection[other] ?? []
      if other == section { return index + (items.firstIndex(of: identifier) ?? 0) }
      index += items.count
    }
    return nil
  }

  /// The section's position, or nil, as `indexOfSection(_:)`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

  /// The item's index path (section index, position in its section), or nil.
  func indexPath(of item: Item) -> IndexPath? {
    guard let section = sectionOfItem[item], let sectionIndex = sections.firstIndex(of: section),
      let row = itemsBySection[section]?.firstIndex(of: item)
    else { return nil }
    return IndexPath(item: row, section: sectionIndex)
  }

  /// The item at an index path, or nil when there is none.
  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      let items = itemsBySection[sections[indexPath.section]], items.indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.item]
  }

  // MARK: Items

  /// Adds items at the end of `sectionIdentifier`, or of the last section when it is nil, as
  /// `appendItems(_:toSection:)`.
  ///
  /// - Precondition: the section exists (with no sections UIKit raises "There are currently no
  ///   sections in the data source. Please add a section first."); the items are new and
  ///   distinct.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last else {
      preconditionFailure("There are currently no sections in the data source. Please add a section first.")
    }
    let existing = items(of: section, "appendItems(_:toSection:)")
    insert(identifiers, into: section, at: existing.count)
  }

  /// Inserts items just before an item, in its section, as `insertItems(_:beforeItem:)`.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    let (section, index) = location(of: beforeIdentifier, "insertItems(_:beforeItem:)")
    insert(identifiers, into: section, at: index)
  }

  /// Inserts items just after an item, in its section, as `insertItems(_:afterItem:)`.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    let (section, index) = location(of: afterIdentifier, "insertItems(_:afterItem:)")
    insert(identifiers, into: section, at: index + 1)
  }

  /// Removes items, as `deleteItems(_:)`.
  ///
  /// - Precondition: every item is in the snapshot.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers { remove(item, "deleteItems(_:)") }
  }

  /// Removes every item, and every section, as `deleteAllItems()`.
  public mutating func deleteAllItems() { self = Self() }

  /// Moves an item just before another one (possibly into another section), as
  /// `moveItem(_:beforeItem:)`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    precondition(identifier != toIdentifier, "moveItem(_:beforeItem:): cannot move \(identifier) relative to itself")
    remove(identifier, "moveItem(_:beforeItem:)", keepingMarks: true)
    let (section, index) = location(of: toIdentifier, "moveItem(_:beforeItem:)")
    insert([identifier], into: section, at: index)
  }

  /// Moves an item just after another one, as `moveItem(_:afterItem:)`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    precondition(identifier != toIdentifier, "moveItem(_:afterItem:): cannot move \(identifier) relative to itself")
    remove(identifier, "moveItem(_:afterItem:)", keepingMarks: true)
    let (section, index) = location(of: toIdentifier, "moveItem(_:afterItem:)")
    insert([identifier], into: section, at: index + 1)
  }

  /// Marks items whose cells are to be made again (a new cell from the cell provider,
  /// cross-faded), as `reloadItems(_:)`.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where !reloadedItems.contains(item) {
      _ = location(of: item, "reloadItems(_:)")
      reloadedItems.append(item)
    }
  }

  /// Marks items whose existing cells are to be configured again in place (the cell provider
  /// gets the same cell back from `dequeueReusableCell`), as `reconfigureItems(_:)` (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where !reconfiguredItems.contains(item) {
      _ = location(of: item, "reconfigureItems(_:)")
      reconfiguredItems.append(item)
    }
  }

  // MARK: Sections

  /// Adds sections at the end, as `appendSections(_:)`.
  ///
  /// - Precondition: the sections are new and distinct ("Fatal: supplied section identifiers
  ///   are not unique").
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections just before a section, as `insertSections(_:beforeSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: sectionIndex(toIdentifier, "insertSections(_:beforeSection:)"))
  }

  /// Inserts sections just after a section, as `insertSections(_:afterSection:)`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: sectionIndex(toIdentifier, "insertSections(_:afterSection:)") + 1)
  }

  /// Removes sections and their items, as `deleteSections(_:)`.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      let index = sectionIndex(section, "deleteSections(_:)")
      for item in itemsBySection[section] ?? [] { sectionOfItem[item] = nil }
      sections.remove(at: index)
      itemsBySection[section] = nil
    }
    reloadedItems.removeAll { sectionOfItem[$0] == nil }
    reconfiguredItems.removeAll { sectionOfItem[$0] == nil }
    reloadedSections.removeAll { itemsBySection[$0] == nil }
  }

  /// Moves a section (with its items) just before another, as `moveSection(_:beforeSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    sections.remove(at: sectionIndex(identifier, "moveSection(_:beforeSection:)"))
    sections.insert(identifier, at: sectionIndex(toIdentifier, "moveSection(_:beforeSection:)"))
  }

  /// Moves a section just after another, as `moveSection(_:afterSection:)`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    sections.remove(at: sectionIndex(identifier, "moveSection(_:afterSection:)"))
    sections.insert(identifier, at: sectionIndex(toIdentifier, "moveSection(_:afterSection:)") + 1)
  }

  /// Marks sections to be made again (header, footer and every row), as `reloadSections(_:)`.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers where !reloadedSections.contains(section) {
      _ = sectionIndex(section, "reloadSections(_:)")
      reloadedSections.append(section)
    }
  }

  /// The snapshot without its reload and reconfigure marks: what a data source keeps once it
  /// applied them.
  var withoutMarks: Self {
    var copy = self
    copy.reloadedItems = []
    copy.reconfiguredItems = []
    copy.reloadedSections = []
    return copy
  }

  // MARK: Checks

  private func items(of section: Section, _ api: String) -> [Item] {
    guard let items = itemsBySection[section] else {
      preconditionFailure("NSDiffableDataSourceSnapshot.\(api): section \(section) is not in the snapshot")
    }
    return items
  }

  private func location(of item: Item, _ api: String) -> (Section, Int) {
    guard let section = sectionOfItem[item], let index = itemsBySection[section]?.firstIndex(of: item) else {
      preconditionFailure("NSDiffableDataSourceSnapshot.\(api): item \(item) is not in the snapshot")
    }
    return (section, index)
  }

  private func sectionIndex(_ section: Section, _ api: String) -> Int {
    guard let index = sections.firstIndex(of: section) else {
      preconditionFailure("NSDiffableDataSourceSnapshot.\(api): section \(section) is not in the snapshot")
    }
    return index
  }

  private mutating func insert(_ items: [Item], into section: Section, at index: Int) {
    let duplicates = Self.duplicates(items, existing: sectionOfItem)
    precondition(
      duplicates.isEmpty,
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
    )
    itemsBySection[section, default: []].insert(contentsOf: items, at: index)
    for item in items { sectionOfItem[item] = section }
  }

  private mutating func insertSections(_ identifiers: [Section], at index: Int) {
    let duplicates = Self.duplicates(identifiers, existing: itemsBySection)
    precondition(
      duplicates.isEmpty,
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
    )
    sections.insert(contentsOf: identifiers, at: index)
    for section in identifiers { itemsBySection[section] = [] }
  }

  private mutating func remove(_ item: Item, _ api: String, keepingMarks: Bool = false) {
    let (section, index) = location(of: item, api)
    itemsBySection[section]?.remove(at: index)
    sectionOfItem[item] = nil
    guard !keepingMarks else { return }
    reloadedItems.removeAll { $0 == item }
    reconfiguredItems.removeAll { $0 == item }
  }

  /// The identifiers in `new` already in `existing` or given more than once, in order.
  private static func duplicates<Key: Hashable, Value>(_ new: [Key], existing: [Key: Value]) -> [Key] {
    var seen = Set<Key>()
    var result: [Key] = []
    for key in new where existing[key] != nil || !seen.insert(key).inserted {
      if !result.contains(key) { result.append(key) }
    }
    return result
  }
}

extension NSDiffableDataSourceSnapshot: Sendable {}
