import Foundation
import Graphics
import HeadlessUIKit
import Yams

extension SceneDecoder {
  static let collectionFields = ["frame", "layout", "layouts", "items", "cell", "layoutToLayout"]
  static let flowLayoutFields = ["itemSize", "spacing", "lineSpacing", "insets", "direction"]
  static let itemFields = ["background", "cornerRadius", "label"]
  static let scrollDirections: [(name: String, value: UICollectionViewFlowLayout.ScrollDirection)] = [
    ("vertical", .vertical), ("horizontal", .horizontal),
  ]
  /// The most items a collection may declare (a typo such as `items: 24000` is caught).
  static let maximumItemCount = 1000

  /// `collection`: a flow-layout collection view with its items.
  func decodeCollection(_ reader: NodeReader) throws -> CollectionSpec {
    let fields = try reader.mapping(accepting: Self.collectionFields)
    let layoutToLayout = try fields.value("layoutToLayout", default: false) { try $0.bool() }
    var frame: CGRect?
    if let frameField = fields.optional("frame") {
      if layoutToLayout {
        throw frameField.error(
          "a layoutToLayout collection is the screen's view (a UICollectionViewController's); remove 'frame'")
      }
      frame = try decodeFrame(frameField)
    }
    let layouts: [FlowLayoutSpec]
    switch (fields.optional("layout"), fields.optional("layouts")) {
    case (let single?, nil): layouts = [try decodeFlowLayout(single, name: nil)]
    case (nil, let named?):
      let entries = try named.entries()
      guard !entries.isEmpty else { throw named.mismatch("at least one named layout") }
      layouts = try entries.map { name, layout in
        guard !name.isEmpty else { throw named.error("expected a non-empty layout name, got \"\"", at: layout.keyMark) }
        return try decodeFlowLayout(layout, name: name)
      }
    default:
      throw reader.errorAtKey(
        "expected exactly one of 'layout: {…}' (one layout) or 'layouts: {name: {…}, …}' (named layouts, the first used first)"
      )
    }
    let cell = try fields.optional("cell").map { try decodeItem($0, defaults: CollectionItemSpec()) }
    let items: [CollectionItemSpec]
    if let itemsField = fields.optional("items") {
      items = try decodeItems(itemsField, cell: cell ?? CollectionItemSpec())
    } else if layoutToLayout {
      items = []
    } else {
      throw reader.errorAtKey("missing required field 'items'")
    }
    return CollectionSpec(frame: frame, layouts: layouts, items: items, layoutToLayout: layoutToLayout)
  }

  /// `items`: a count of `cell`-styled items, or a list of item mappings over `cell`'s values.
  private func decodeItems(_ reader: NodeReader, cell: CollectionItemSpec) throws -> [CollectionItemSpec] {
    let expectation =
      "an item count in 0...\(Self.maximumItemCount) or a list of items {background, cornerRadius, label}"
    switch reader.node {
    case .scalar:
      let count = try reader.integer(expectation) { (0...Self.maximumItemCount).contains($0) }
      return (0..<count).map { Self.numbered(cell, $0) }
    case .sequence:
      let list = try reader.sequence()
      guard list.count <= Self.maximumItemCount else { throw reader.mismatch(expectation) }
      return try list.enumerated().map { Self.numbered(try decodeItem($0.element, defaults: cell), $0.offset) }
    default:
      throw reader.mismatch(expectation)
    }
  }

  /// An item's label text with `{index}` replaced by its index.
  private static func numbered(_ item: CollectionItemSpec, _ index: Int) -> CollectionItemSpec {
    var item = item
    if let text = item.label?.text {
      item.label?.text = text.replacingOccurrences(of: "{index}", with: String(index))
    }
    return item
  }

  /// `cell` or one item: each field defaults to `defaults`' value. Labels are centred unless
  /// they say otherwise.
  private func decodeItem(_ reader: NodeReader, defaults: CollectionItemSpec) throws -> CollectionItemSpec {
    let fields = try reader.mapping(accepting: Self.itemFields)
    return CollectionItemSpec(
      background: try fields.optional("background")?.color() ?? defaults.background,
      cornerRadius: try fields.value("cornerRadius", default: defaults.cornerRadius) {
        try $0.number("a number ≥ 0") { $0 >= 0 }
      },
      label: try fields.optional("label").map { try decodeLabel($0, defaultAlignment: .center) } ?? defaults.label)
  }

  private func decodeFlowLayout(_ reader: NodeReader, name: String?) throws -> FlowLayoutSpec {
    let fields = try reader.mapping(accepting: Self.flowLayoutFields)
    let sizeField = try fields.required("itemSize")
    let size = try sizeField.sequence("[width, height] (2 numbers > 0)")
    guard size.count == 2 else { throw sizeField.mismatch("[width, height] (2 numbers > 0)") }
    let itemSize = CGSize(
      width: try size[0].number("a width > 0") { $0 > 0 }, height: try size[1].number("a height > 0") { $0 > 0 })
    var insets = UIEdgeInsets.zero
    if let insetsField = fields.optional("insets") {
      let expectation = "[top, left, bottom, right] (4 numbers ≥ 0)"
      let values = try insetsField.sequence(expectation)
      guard values.count == 4 else { throw insetsField.mismatch(expectation) }
      let numbers = try values.map { try $0.number("a number ≥ 0") { $0 >= 0 } }
      insets = UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    return FlowLayoutSpec(
      name: name, itemSize: itemSize,
      interitemSpacing: try fields.value("spacing", default: 10) { try $0.number("a number ≥ 0") { $0 >= 0 } },
      lineSpacing: try fields.value("lineSpacing", default: 10) { try $0.number("a number ≥ 0") { $0 >= 0 } },
      insets: insets,
      direction: try fields.value("direction", default: .vertical) { try $0.oneOf(Self.scrollDirections) })
  }
}
