import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let splitFields = [
    "style", "primary", "supplementary", "secondary", "compact", "displayMode", "behavior", "primaryWidth",
    "primaryFraction", "gesture",
  ]
  static let displayModes: [(name: String, value: UISplitViewController.DisplayMode)] = [
    ("automatic", .automatic), ("secondaryOnly", .secondaryOnly), ("oneBesideSecondary", .oneBesideSecondary),
    ("oneOverSecondary", .oneOverSecondary), ("twoBesideSecondary", .twoBesideSecondary),
    ("twoOverSecondary", .twoOverSecondary), ("twoDisplaceSecondary", .twoDisplaceSecondary),
    ("primaryHidden", .secondaryOnly), ("allVisible", .oneBesideSecondary), ("primaryOverlay", .oneOverSecondary),
  ]
  static let splitColumns: [(name: String, value: UISplitViewController.Column)] = [
    ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary),
  ]

  /// `root.split`: `{ style: classic|doubleColumn|tripleColumn, primary, supplementary,
  /// secondary, compact, displayMode, behavior: automatic|tile|overlay|displace, primaryWidth,
  /// primaryFraction, gesture }` (screens by name, each in one column).
  func decodeSplit(_ reader: NodeReader, screens: [ScreenSpec]) throws -> SplitSpec {
    let fields = try reader.mapping(accepting: Self.splitFields)
    let style = try fields.value("style", default: SplitSpec.Style.doubleColumn) {
      try $0.oneOf(SplitSpec.Style.allCases.map { ($0.rawValue, $0) })
    }
    var used: [String: String] = [:]
    func column(_ name: String) throws -> String? {
      guard let field = fields.optional(name) else { return nil }
      let screen = try Self.screenName(field, in: screens)
      if let other = used[screen] {
        throw field.error("screen '\(screen)' is already the \(other) column; a controller has one parent")
      }
      used[screen] = name
      return screen
    }
    guard let primary = try column("primary") else {
      throw reader.error("a split needs 'primary: <screen>' (and 'secondary: <screen>')")
    }
    let supplementary = try column("supplementary")
    guard let secondary = try column("secondary") else {
      throw reader.error("a split needs 'secondary: <screen>' (the detail column)")
    }
    let compact = try column("compact")
    if style == .tripleColumn, supplementary == nil {
      throw reader.error("a 'tripleColumn' split needs 'supplementary: <screen>' (its middle column)")
    }
    if style != .tripleColumn, let field = fields.optional("supplementary") {
      throw field.errorAtKey("'supplementary' needs 'style: tripleColumn' (a \(style.rawValue) split has two columns)")
    }
    if style == .classic, let field = fields.optional("compact") {
      throw field.errorAtKey(
        "'compact' needs a column style (doubleColumn or tripleColumn); a classic split collapses onto its primary")
    }
    var spec = SplitSpec(style: style, primary: primary, supplementary: supplementary, secondary: secondary)
    spec.compact = compact
    spec.displayMode = try fields.value("displayMode", default: .automatic) { try $0.oneOf(Self.displayModes) }
    if style != .tripleColumn,
      [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(spec.displayMode),
      let field = fields.optional("displayMode")
    {
      throw field.error("'\(spec.displayMode)' shows two leading columns and needs 'style: tripleColumn'")
    }
    spec.behavior = try fields.value("behavior", default: .automatic) {
      try $0.oneOf([("automatic", .automatic), ("tile", .tile), ("overlay", .overlay), ("displace", .displace)])
    }
    spec.primaryWidth = try fields.optional("primaryWidth")?.number("a width in points in (0, 16384]") {
      $0 > 0 && $0 <= 16384
    }
    spec.primaryFraction = try fields.optional("primaryFraction")?.number("a fraction in (0, 1]") {
      $0 > 0 && $0 <= 1
    }
    if spec.primaryWidth != nil, let field = fields.optional("primaryFraction") {
      throw field.errorAtKey("give 'primaryWidth' or 'primaryFraction', not both (the width in points wins in UIKit)")
    }
    spec.presentsWithGesture = try fields.value("gesture", default: true) { try $0.bool() }
    return spec
  }

  /// `showColumn: <column>` / `hideColumn: <column>`.
  func decodeColumn(_ reader: NodeReader) throws -> UISplitViewController.Column {
    try reader.oneOf(Self.splitColumns)
  }
}
