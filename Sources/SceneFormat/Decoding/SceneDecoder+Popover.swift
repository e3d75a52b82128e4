import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let popoverFields = ["source", "arrow", "size", "adaptive"]
  static let adaptiveStyles: [(name: String, value: UIModalPresentationStyle)] = [
    ("none", .none), ("automatic", .automatic), ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen),
    ("formSheet", .formSheet), ("pageSheet", .pageSheet),
  ]
  static let arrowDirections: [(name: String, value: UIPopoverArrowDirection)] = [
    ("any", .any), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
  ]

  /// `source`, `arrow`, `size` and `adaptive` of a `present` entry: required `source` (a view
  /// id) for `style: popover`, an error for any other style.
  func decodePopoverAnchor(
    _ fields: MappingReader, style: UIModalPresentationStyle, target: NodeReader
  ) throws -> PopoverAnchor? {
    guard style == .popover else {
      for field in Self.popoverFields {
        if let extra = fields.optional(field) {
          throw extra.error("'\(field)' applies to 'present' with 'style: popover' only (style is '\(style)')")
        }
      }
      return nil
    }
    guard let sourceField = fields.optional("source") else {
      throw target.error("a popover needs 'source: <view id>', the view in the presenting screen its arrow points at")
    }
    let source = try sourceField.string(nonEmpty: true)
    let arrow = try fields.value("arrow", default: UIPopoverArrowDirection.any) { try $0.oneOf(Self.arrowDirections) }
    var size: CGSize?
    if let sizeField = fields.optional("size") {
      let expectation = "[width, height] (2 numbers > 0)"
      let elements = try sizeField.sequence(expectation)
      guard elements.count == 2 else { throw sizeField.mismatch(expectation) }
      size = CGSize(
        width: try elements[0].number("a width > 0") { $0 > 0 && $0 <= 10_000 },
        height: try elements[1].number("a height > 0") { $0 > 0 && $0 <= 10_000 })
    }
    let adaptive = try fields.optional("adaptive").map { try $0.oneOf(Self.adaptiveStyles) }
    return PopoverAnchor(source: source, arrow: arrow, size: size, adaptiveStyle: adaptive)
  }

  /// Checks that a popover's `source` is a view id declared in `presenting`, the screen it is
  /// presented from (the topmost presented screen, else the root's shown screen).
  static func checkPopoverSource(_ entry: Entry, presenting: String, screens: [ScreenSpec]) throws {
    guard let anchor = entry.action.popover else { return }
    let ids = screens.first { $0.name == presenting }.map { viewIDs(in: $0.views) } ?? []
    guard ids.contains(anchor.source) else {
      let known = ids.isEmpty ? "it declares no view ids" : "its view ids: \(ids.joined(separator: ", "))"
      throw entry.target.error(
        "source: no view with id '\(anchor.source)' in the presenting screen '\(presenting)' (\(known))")
    }
  }

  /// A `via` must name a button of the screen the transition starts from (the top of the
  /// navigation stack for a push, the presenting screen for a present).
  static func checkVia(_ entry: Entry, screen: String, screens: [ScreenSpec]) throws {
    guard let via = entry.action.via else { return }
    let views = screens.first { $0.name == screen }.map { allViews(in: $0.views) } ?? []
    let spec = screens.first { $0.name == screen }
    let buttons =
      views.filter { $0.button != nil }.compactMap(\.id)
      + ((spec?.leftItems ?? []) + (spec?.rightItems ?? [])).compactMap(\.id)
    guard buttons.contains(via) else {
      let known =
        buttons.isEmpty ? "it declares no buttons with an id" : "its buttons: \(buttons.joined(separator: ", "))"
      throw entry.target.error("via: no button with id '\(via)' in the screen '\(screen)' shown then (\(known))")
    }
  }

  private static func allViews(in views: [ViewSpec]) -> [ViewSpec] {
    views.flatMap { [$0] + allViews(in: $0.children) }
  }

  private static func viewIDs(in views: [ViewSpec]) -> [String] {
    views.flatMap { view in (view.id.map { [$0] } ?? []) + viewIDs(in: view.children) }
  }
}
