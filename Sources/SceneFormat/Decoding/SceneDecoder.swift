import FlipbookRender
import Foundation
import Graphics
import Yams

/// Walks a composed YAML document into a ``SceneDescription``, checking every field's type and
/// range as it goes and the script's meaning (targets exist, the simulated navigation stack)
/// at the end. The first problem found is thrown as a ``SceneError``.
struct SceneDecoder {
  /// The name used when the document has no `name` field.
  let defaultName: String
  /// The file, stored in the description for later messages.
  let sourcePath: String
  /// The folders `image.file` may be read from (the scene's folder unless widened).
  let readScope: ReadScope
  /// Counts the views decoded, across aliases, to stop an alias bomb (see ``DecodingBudget``).
  let budget = DecodingBudget()
  /// The screens table rows show, checked once every screen is declared.
  let screenLinks = ScreenLinks()

  static let topLevelFields = ["name", "fps", "duration", "window", "screens", "root", "script"]
  static let windowFields = ["width", "height", "scale", "background", "layoutDirection"]
  static let rootKinds = ["navigation", "tabs", "screen", "container", "pages", "split"]
  static let rootFields = rootKinds + ["interaction", "largeTitles", "otherTabs"]

  func decode(_ document: NodeReader) throws -> SceneDescription {
    let fields = try document.mapping(accepting: Self.topLevelFields)
    let name = try fields.value("name", default: defaultName) { try Self.sceneName($0) }
    if fields.optional("name") == nil, let problem = Self.sceneNameProblem(defaultName) {
      throw SceneError(
        file: sourcePath, line: 1, column: 1, fieldPath: "name",
        message: "the file name gives the scene name '\(defaultName)', which \(problem); add a 'name' field")
    }
    let fps = try fields.value("fps", default: 30) {
      try $0.integer("an integer in 1...240") { (1...240).contains($0) }
    }
    let duration = try fields.required("duration").number("a number > 0 and ≤ 600") { $0 > 0 && $0 <= 600 }
    let window = try decodeWindow(fields.required("window"))
    let screens = try decodeScreens(fields.required("screens"))
    try screenLinks.check(against: screens)
    let root = try decodeRoot(fields.required("root"), screens: screens)
    let rootInteraction = try decodeRootInteraction(fields.required("root"), root: root)
    let script = try fields.value("script", default: []) {
      try decodeScript(
        $0, duration: duration, screens: screens, root: root,
        windowSize: CGSize(width: window.width, height: window.height))
    }
    var scene = SceneDescription(
      name: name, sourcePath: sourcePath, window: window, fps: fps, duration: duration,
      screens: screens, root: root, script: script, rootInteraction: rootInteraction)
    try decodeNavigationRootOptions(fields.required("root"), into: &scene)
    return scene
  }

  /// `largeTitles: true` (the navigation bar's `prefersLargeTitles`) and `otherTabs: [<screens>]`
  /// (the navigation controller as the first tab of a tab bar controller) on a navigation root.
  private func decodeNavigationRootOptions(_ reader: NodeReader, into scene: inout SceneDescription) throws {
    let fields = try reader.mapping(accepting: Self.rootFields)
    guard case .navigation(let rootName) = scene.root else {
      for key in ["largeTitles", "otherTabs"] {
        if let field = fields.optional(key) { throw field.errorAtKey("'\(key)' needs a 'navigation' root") }
      }
      return
    }
    scene.prefersLargeTitles = try fields.value("largeTitles", default: false) { try $0.bool() }
    scene.navigationTabs = try fields.value("otherTabs", default: []) { field in
      let names = try Self.screenList(field, in: scene.screens, role: "a tab")
      if names.contains(rootName) {
        throw field.error("'otherTabs' lists '\(rootName)', the navigation root; list only the other tabs' screens")
      }
      return names
    }
  }

  private func decodeWindow(_ reader: NodeReader) throws -> WindowSpec {
    let fields = try reader.mapping(accepting: Self.windowFields)
    var window = WindowSpec(
      width: try fields.required("width").number("a number in (0, 16384]") { $0 > 0 && $0 <= 16384 },
      height: try fields.required("height").number("a number in (0, 16384]") { $0 > 0 && $0 <= 16384 },
      scale: try fields.value("scale", default: 2) { try $0.number("1, 2 or 3") { [1, 2, 3].contains($0) } },
      background: try fields.value("background", default: .black) { try $0.color() })
    window.isRightToLeft = try fields.value("layoutDirection", default: false) {
      try $0.oneOf([("leftToRight", false), ("rightToLeft", true)])
    }
    return window
  }

  private func decodeRoot(_ reader: NodeReader, screens: [ScreenSpec]) throws -> RootSpec {
    let fields = try reader.mapping(accepting: Self.rootFields)
    let given = Self.rootKinds.compactMap { key in fields.optional(key).map { (key, $0) } }
    guard given.count == 1, let (key, value) = given.first else {
      throw reader.error(
        "expected exactly one of 'navigation: <screen>', 'tabs: [<screens>]', 'screen: <screen>', 'container: [<screens>]', 'pages: { screens: [<screens>], … }' or 'split: { primary: <screen>, secondary: <screen>, … }'"
      )
    }
    switch key {
    case "navigation": return .navigation(root: try Self.screenName(value, in: screens))
    case "tabs": return .tabs(try Self.screenList(value, in: screens, role: "a tab"))
    case "container": return .container(try Self.screenList(value, in: screens, role: "a child of the container"))
    case "pages": return .pages(try decodePages(value, screens: screens))
    case "split": return .split(try decodeSplit(value, screens: screens))
    default: return .screen(try Self.screenName(value, in: screens))
    }
  }

  /// `interaction: edgePop` (navigation roots) or `interaction: tabSwipe` (tabs roots).
  private func decodeRootInteraction(_ reader: NodeReader, root: RootSpec) throws -> RootInteraction? {
    let fields = try reader.mapping(accepting: Self.rootFields)
    guard let field = fields.optional("interaction") else { return nil }
    let interaction = try field.oneOf(RootInteraction.allCases.map { (name: $0.rawValue, value: $0) })
    switch (interaction, root) {
    case (.edgePop, .navigation), (.tabSwipe, .tabs), (.containerSwipe, .container): return interaction
    case (.edgePop, _): throw field.error("'edgePop' needs a 'navigation' root (it pops pushed screens)")
    case (.tabSwipe, _): throw field.error("'tabSwipe' needs a 'tabs' root (it switches between tabs)")
    case (.containerSwipe, _):
      throw field.error("'containerSwipe' needs a 'container' root (it switches between its children)")
    }
  }

  /// A non-empty list of distinct declared screen names.
  static func screenList(_ reader: NodeReader, in screens: [ScreenSpec], role: String) throws -> [String] {
    let items = try reader.sequence()
    guard !items.isEmpty else { throw reader.mismatch("a list of at least one screen name") }
    var names: [String] = []
    for item in items {
      let name = try screenName(item, in: screens)
      guard !names.contains(name) else { throw item.error("screen '\(name)' is already \(role)") }
      names.append(name)
    }
    return names
  }

  /// A screen name that must be declared in `screens`.
  static func screenName(_ reader: NodeReader, in screens: [ScreenSpec]) throws -> String {
    let name = try reader.string(nonEmpty: true)
    guard screens.contains(where: { $0.name == name }) else {
      throw reader.error(
        "no screen named '\(name)'; declared screens: " + screens.map(\.name).joined(separator: ", "))
    }
    return name
  }

  /// A number as a person writes it: `2.4`, `3` (not `3.0`).
  static func format(_ value: Double) -> String {
    if let integer = Int(exactly: value) { return String(integer) }
    return String(value)
  }
}
