import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let barItemFields = ["id", "title", "system", "style", "editButton"]
  /// The system items a scene can declare: the text items, and the symbol items HeadlessUIKit
  /// draws.
  static let barSystemItems: [(name: String, value: UIBarButtonItem.SystemItem)] = [
    ("done", .done), ("cancel", .cancel), ("edit", .edit), ("save", .save), ("undo", .undo), ("redo", .redo),
    ("add", .add), ("search", .search),
  ]

  /// `leftItems` / `rightItems`: a list of bar button items, each `{ title: Edit }` (with
  /// `style: done` for the semibold one) or `{ system: add }`, with an optional `id` unique in
  /// the screen (views and items share the ids), which a script's `via` can tap.
  func decodeBarItems(_ reader: NodeReader, ids: inout [String: String]) throws -> [BarItemSpec] {
    try reader.sequence().map { item in
      let fields = try item.mapping(accepting: Self.barItemFields)
      var spec = BarItemSpec()
      if let idReader = fields.optional("id") {
        let id = try idReader.string(nonEmpty: true)
        if let first = ids[id] {
          throw idReader.error("duplicate id '\(id)' in this screen (first used at \(first))")
        }
        ids[id] = idReader.path
        spec.id = id
      }
      if let edit = fields.optional("editButton") {
        guard try edit.bool() else { throw edit.mismatch("true (the screen's editButtonItem)") }
        for field in ["title", "system", "style"] {
          if let extra = fields.optional(field) {
            throw extra.error("'\(field)' does not apply to the edit button: it is titled Edit, or Done while editing")
          }
        }
        spec.isEditButton = true
        return spec
      }
      switch (fields.optional("title"), fields.optional("system")) {
      case (let title?, nil):
        spec.title = try title.string(nonEmpty: true)
        spec.isDone = try fields.value("style", default: false) { try $0.oneOf([("plain", false), ("done", true)]) }
      case (nil, let system?):
        if let style = fields.optional("style") {
          throw style.error("'style' applies to a 'title' item; a system item has its own style")
        }
        spec.system = try system.oneOf(Self.barSystemItems)
      case (_?, let system?):
        throw system.error("a bar button item has a 'title' or a 'system' item, not both")
      case (nil, nil):
        throw item.error("a bar button item needs 'title: <text>', 'system: <item>' or 'editButton: true'")
      }
      return spec
    }
  }
}
