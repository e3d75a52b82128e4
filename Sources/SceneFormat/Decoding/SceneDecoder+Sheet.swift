import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let sheetFields = ["detents", "selected", "undimmed", "grabber", "cornerRadius", "edgeAttached"]
  /// The styles that present a sheet on an iPhone.
  static let sheetStyles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .automatic]

  /// `sheet: { detents: [medium, large], selected, undimmed, grabber, cornerRadius,
  /// edgeAttached }` of a `present` entry: only for a sheet style (`pageSheet`, `formSheet`,
  /// `automatic`); `selected` and `undimmed` must be among the `detents`.
  func decodeSheet(_ fields: MappingReader, style: UIModalPresentationStyle) throws -> SheetSpec? {
    guard let reader = fields.optional("sheet") else { return nil }
    guard Self.sheetStyles.contains(style) else {
      throw reader.error(
        "'sheet' applies to 'present' with style 'pageSheet', 'formSheet' or 'automatic' only (style is '\(style)')")
    }
    let sheet = try reader.mapping(accepting: Self.sheetFields)
    var spec = SheetSpec()
    if let detentsField = sheet.optional("detents") {
      let elements = try detentsField.sequence("a list of detents [medium, large, <height in points>]")
      guard !elements.isEmpty else {
        throw detentsField.mismatch("at least one detent (UIKit raises for an empty list)")
      }
      spec.detents = try elements.map(decodeDetent)
    }
    for (key, path) in [("selected", \SheetSpec.selected), ("undimmed", \SheetSpec.undimmed)] {
      guard let field = sheet.optional(key) else { continue }
      let detent = try decodeDetent(field)
      guard spec.detents.contains(detent) else {
        throw field.error(
          "'\(detent)' is not one of the sheet's detents [\(spec.detents.map(\.description).joined(separator: ", "))]")
      }
      spec[keyPath: path] = detent
    }
    spec.grabber = try sheet.value("grabber", default: false) { try $0.bool() }
    spec.cornerRadius = try sheet.optional("cornerRadius").map {
      try $0.number("a corner radius ≥ 0") { $0 >= 0 && $0 <= 1_000 }
    }
    spec.edgeAttached = try sheet.value("edgeAttached", default: false) { try $0.bool() }
    return spec
  }

  /// A detent: `medium`, `large`, or a height in points (> 0).
  func decodeDetent(_ reader: NodeReader) throws -> SheetSpec.Detent {
    let expectation = "medium, large or a height in points > 0"
    if case .scalar(let scalar) = reader.node, scalar.string == "medium" || scalar.string == "large" {
      return scalar.string == "medium" ? .medium : .large
    }
    if case .scalar(let scalar) = reader.node, Double(scalar.string) == nil { throw reader.mismatch(expectation) }
    return .height(try reader.number(expectation) { $0 > 0 && $0 <= 10_000 })
  }
}
