import Foundation
import HeadlessUIKit

/// The screen names table rows link to, checked once every screen is declared.
final class ScreenLinks {
  private(set) var pending: [(name: String, reader: NodeReader)] = []

  func add(_ name: String, at reader: NodeReader) { pending.append((name, reader)) }

  /// Throws an error at the first link to a screen that is not declared.
  func check(against screens: [ScreenSpec]) throws {
    for link in pending where !screens.contains(where: { $0.name == link.name }) {
      throw link.reader.error(
        "no screen named '\(link.name)'; declared screens: " + screens.map(\.name).joined(separator: ", "))
    }
  }
}

extension SceneDecoder {
  static let tableFields = ["style", "sections", "editable"]
  static let tableSectionFields = ["header", "footer", "rows"]
  static let tableRowFields = ["title", "subtitle", "detail", "accessory", "push"]
  static let tableStyles: [(name: String, value: UITableView.Style)] = [
    ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
  ]
  static let tableAccessories: [(name: String, value: UITableViewCell.AccessoryType)] = [
    ("none", .none), ("disclosure", .disclosureIndicator), ("checkmark", .checkmark), ("detail", .detailButton),
    ("detailDisclosure", .detailDisclosureButton),
  ]

  /// `table: { style, editable, sections: [{ header, footer, rows: [{ title, subtitle |
  /// detail, accessory, push }] }] }`: at least one section, each with at least one row; every row
  /// counts as a view against the scene's view budget.
  func decodeTable(_ reader: NodeReader) throws -> TableSpec {
    let fields = try reader.mapping(accepting: Self.tableFields)
    let style = try fields.value("style", default: UITableView.Style.plain) { try $0.oneOf(Self.tableStyles) }
    let sectionsReader = try fields.required("sections")
    let sections = try sectionsReader.sequence("a list of sections").map(decodeTableSection)
    guard !sections.isEmpty else { throw sectionsReader.mismatch("at least one section") }
    let editable = try fields.value("editable", default: false) { try $0.bool() }
    return TableSpec(style: style, sections: sections, editable: editable)
  }

  private func decodeTableSection(_ reader: NodeReader) throws -> TableSectionSpec {
    let fields = try reader.mapping(accepting: Self.tableSectionFields)
    let rowsReader = try fields.required("rows")
    let rows = try rowsReader.sequence("a list of rows").map(decodeTableRow)
    guard !rows.isEmpty else { throw rowsReader.mismatch("at least one row") }
    return TableSectionSpec(
      header: try fields.optional("header")?.string(nonEmpty: true),
      footer: try fields.optional("footer")?.string(nonEmpty: true), rows: rows)
  }

  private func decodeTableRow(_ reader: NodeReader) throws -> TableRowSpec {
    try budget.countView(at: reader)
    let fields = try reader.mapping(accepting: Self.tableRowFields)
    var row = TableRowSpec(title: try fields.required("title").string(nonEmpty: true))
    row.subtitle = try fields.optional("subtitle")?.string()
    row.detail = try fields.optional("detail")?.string()
    if row.subtitle != nil, let detail = fields.optional("detail") {
      throw detail.errorAtKey(
        "a row shows a 'subtitle' (UITableViewCell style .subtitle) or a 'detail' (style .value1), not both")
    }
    row.accessory = try fields.value("accessory", default: .none) { try $0.oneOf(Self.tableAccessories) }
    if let push = fields.optional("push") {
      let name = try push.string(nonEmpty: true)
      screenLinks.add(name, at: push)
      row.push = name
    }
    return row
  }
}
