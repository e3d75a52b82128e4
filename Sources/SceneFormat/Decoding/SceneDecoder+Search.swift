import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let searchFields = [
    "placeholder", "scopes", "hidesWhenScrolling", "obscuresBackground", "hidesNavigationBar", "results",
  ]
  /// The most scope buttons a search bar takes (the scope bar is one row of segments).
  static let maximumScopes = 10
  /// The words of a `search` step.
  static let searchSteps: [(name: String, value: SearchStep)] = [
    ("tap", .tap), ("cancel", .cancel), ("activate", .activate), ("deactivate", .deactivate),
  ]

  /// A screen's `search`: `{ placeholder, scopes: [titles], hidesWhenScrolling,
  /// obscuresBackground, hidesNavigationBar, results: <table id> }`, every field optional
  /// (`search: {}` is UIKit's defaults). `results` names a `table` among the screen's `views`.
  func decodeSearch(_ reader: NodeReader, views: [ViewSpec]) throws -> SearchSpec {
    let fields = try reader.mapping(accepting: Self.searchFields)
    var spec = SearchSpec()
    spec.placeholder = try fields.optional("placeholder")?.string()
    if let scopes = fields.optional("scopes") {
      let items = try scopes.sequence("a list of scope button titles")
      guard (1...Self.maximumScopes).contains(items.count) else {
        throw scopes.mismatch("a list of 1 to \(Self.maximumScopes) scope button titles")
      }
      for item in items {
        let title = try item.string(nonEmpty: true)
        if spec.scopes.contains(title) {
          throw item.error("duplicate scope title '\(title)' (a script's 'scope' step names a scope by its title)")
        }
        spec.scopes.append(title)
      }
    }
    spec.hidesWhenScrolling = try fields.value("hidesWhenScrolling", default: true) { try $0.bool() }
    spec.obscuresBackground = try fields.value("obscuresBackground", default: true) { try $0.bool() }
    spec.hidesNavigationBar = try fields.value("hidesNavigationBar", default: true) { try $0.bool() }
    if let results = fields.optional("results") {
      let id = try results.string(nonEmpty: true)
      let tables = Self.tableIDs(in: views)
      guard tables.contains(id) else {
        let known =
          tables.isEmpty
          ? "it declares no table views with an id" : "its tables: " + tables.joined(separator: ", ")
        throw results.error("no table view '\(id)' in this screen to filter (\(known))")
      }
      spec.results = id
    }
    return spec
  }

  /// The ids of the table views among `views`, their subviews and arranged views.
  static func tableIDs(in views: [ViewSpec]) -> [String] {
    views.flatMap { view -> [String] in
      let own = view.table != nil ? [view.id].compactMap { $0 } : []
      return own + tableIDs(in: view.subviews) + tableIDs(in: view.stack?.arranged ?? [])
    }
  }

  /// The table spec with `id` among `views`.
  static func table(_ id: String, in views: [ViewSpec]) -> TableSpec? {
    for view in views {
      if view.id == id, let table = view.table { return table }
      if let found = table(id, in: view.subviews) ?? table(id, in: view.stack?.arranged ?? []) { return found }
    }
    return nil
  }

  /// A `search` or `scope` entry: `search: tap | cancel | activate | deactivate`,
  /// `scope: <title>`. The container fields (`animator`, `animated`) do not apply: the search
  /// controller animates with its own timing.
  func decodeSearchStep(_ kind: String, _ target: NodeReader, fields: MappingReader, at time: Double, duration: Double)
    throws -> ScriptAction.Kind
  {
    for field in ["animator", "animated"] {
      if let extra = fields.optional(field) {
        throw extra.error(
          "'\(field)' does not apply to '\(kind)': the search controller animates with its own timing (\(Self.format(UISearchController.presentationDuration)) s)"
        )
      }
    }
    let step: ScriptAction.Kind =
      kind == "search"
      ? .search(try target.oneOf(Self.searchSteps))
      : .scope(title: try target.string(nonEmpty: true))
    let tapped: Bool
    switch step {
    case .search(.tap), .search(.cancel), .scope: tapped = true
    default: tapped = false
    }
    let lift = time + ScriptAction.viaTapDuration
    if tapped, lift > duration {
      // In microseconds, so that 2.95 + 0.1 reads 3.05.
      throw target.error(
        "the tap lifts at \(Self.format((lift * 1e6).rounded() / 1e6)) s, after the scene's duration (\(Self.format(duration)) s)"
      )
    }
    return step
  }
}

/// The search state of the screens while the loader replays a script: which screen's search is
/// active since when, to reject steps UIKit cannot perform (a Cancel that is not shown, a scope
/// bar that is not there, a push under an active search).
struct SearchSimulation {
  /// The screen whose search is active and when its activation began.
  private(set) var active: (screen: String, since: Double)?
  /// Whether the active search's field is editing (a `type` types into it).
  private(set) var isEditing = false

  /// The screen a search step drives: the top of the navigation stack, with a `search` field,
  /// nothing presented over it.
  static func screen(
    for entry: SceneDecoder.Entry, root: RootSpec, stack: [String], presented: [String], screens: [ScreenSpec],
    step: String
  ) throws -> ScreenSpec {
    let at = SceneDecoder.format(entry.action.time)
    guard case .navigation = root, let top = stack.last else {
      throw entry.target.error(
        "'\(step)' needs a navigation root: a search bar shows in a navigation item (root: { navigation: <screen> })")
    }
    if let over = presented.last {
      throw entry.target.error("'\(step)': screen '\(over)' is presented over '\(top)' at \(at) s")
    }
    guard let screen = screens.first(where: { $0.name == top }), screen.search != nil else {
      throw entry.target.error("'\(step)': screen '\(top)', shown at \(at) s, has no 'search' field")
    }
    return screen
  }

  /// Checks and replays a `search` or `scope` step on `screen`.
  mutating func perform(_ entry: SceneDecoder.Entry, on screen: ScreenSpec) throws {
    let time = entry.action.time
    let at = SceneDecoder.format(time)
    let settled = (active?.since ?? 0) + UISearchController.presentationDuration
    switch entry.action.kind {
    case .search(.tap):
      // The field begins editing, and the search activates, when the finger lifts.
      if active == nil { active = (screen.name, time + ScriptAction.viaTapDuration) }
      isEditing = true
    case .search(.activate):
      guard active == nil else {
        throw entry.target.error(
          "the search of '\(screen.name)' is already active at \(at) s; 'activate' would do nothing")
      }
      active = (screen.name, time)
    case .search(.cancel), .search(.deactivate):
      let step = entry.action.kind == .search(.cancel) ? "cancel" : "deactivate"
      guard active != nil else {
        throw entry.target.error(
          "the search of '\(screen.name)' is not active at \(at) s; '\(step)' needs an earlier 'search: tap' or 'search: activate'"
        )
      }
      if step == "cancel", time < settled {
        throw entry.target.error(
          "the Cancel button is still sliding in at \(at) s (the activation animates until \(SceneDecoder.format(settled)) s)"
        )
      }
      active = nil
      isEditing = false
    case .scope(let title):
      let scopes = screen.search?.scopes ?? []
      guard scopes.contains(title) else {
        let known = scopes.isEmpty ? "it has no 'scopes'" : "its scopes: " + scopes.joined(separator: ", ")
        throw entry.target.error("no scope '\(title)' in the search of '\(screen.name)' (\(known))")
      }
      guard active != nil else {
        throw entry.target.error(
          "the scope bar of '\(screen.name)' shows only while its search is active; add 'search: tap' before \(at) s")
      }
      guard time >= settled else {
        throw entry.target.error(
          "the scope bar is still appearing at \(at) s (the activation animates until \(SceneDecoder.format(settled)) s)"
        )
      }
    default:
      break
    }
  }

  /// Throws when a navigation step would change the stack under an active search.
  func checkNavigation(_ entry: SceneDecoder.Entry, step: String) throws {
    guard let active else { return }
    throw entry.target.error(
      "'\(step)' at \(SceneDecoder.format(entry.action.time)) s: the search of '\(active.screen)' is active; add 'search: cancel' before it"
    )
  }

  /// Another text input took the focus: the search field no longer takes typed text.
  mutating func focusMovedAway() { isEditing = false }
}
