import Animators
import Foundation
import Yams

extension SceneDecoder {
  /// A push's or presentation's `item` and `target`: required with the `magicMove` animator
  /// (and a presentation's `pinch-to-dismiss`; the target an id of a view on the screen
  /// shown), rejected with any other.
  func decodeMagicMove(
    _ fields: MappingReader, animator: String, shown: String, screens: [ScreenSpec]
  ) throws -> MagicMoveSpec? {
    guard AnimatorCatalogue.magicMoveModalNames.contains(animator) else {
      for field in ["item", "target"] {
        if let extra = fields.optional(field) {
          throw extra.error(
            "'\(field)' applies to the 'magicMove' and 'pinch-to-dismiss' animators only, not '\(animator)'")
        }
      }
      return nil
    }
    let item = try fields.required("item").integer("an item index ≥ 0") { $0 >= 0 }
    let targetField = try fields.required("target")
    let target = try targetField.string(nonEmpty: true)
    let ids = screens.first { $0.name == shown }.map { Self.viewIDs($0.views) } ?? []
    guard ids.contains(target) else {
      throw targetField.error(
        "no view with id '\(target)' on screen '\(shown)' for the snapshot to land on; "
          + (ids.isEmpty ? "the screen has no view with an id" : "ids: " + ids.joined(separator: ", ")))
    }
    return MagicMoveSpec(item: item, target: target)
  }

  /// Every `id` in `views` and their subviews, depth first.
  static func viewIDs(_ views: [ViewSpec]) -> [String] {
    views.flatMap { view in (view.id.map { [$0] } ?? []) + viewIDs(view.children) }
  }

  /// `layout: { screen: Grid, to: list }`: a screen with a collection and one of its named
  /// layouts.
  func decodeLayoutAction(_ reader: NodeReader, animated: Bool, screens: [ScreenSpec]) throws -> ScriptAction.Kind {
    let fields = try reader.mapping(accepting: Self.layoutActionFields)
    let screenField = try fields.required("screen")
    let name = try Self.screenName(screenField, in: screens)
    guard let collection = screens.first(where: { $0.name == name })?.collection else {
      throw screenField.error("screen '\(name)' has no collection")
    }
    let toField = try fields.required("to")
    let layout = try toField.string(nonEmpty: true)
    guard collection.layout(named: layout) != nil else {
      let names = collection.layouts.compactMap(\.name)
      throw toField.error(
        "screen '\(name)' has no collection layout named '\(layout)'; "
          + (names.isEmpty
            ? "declare named layouts with 'layouts: {name: {…}, …}'"
            : "named layouts: " + names.joined(separator: ", ")))
    }
    return .layout(screen: name, layout: layout, animated: animated)
  }
}
