import Foundation
import HeadlessUIKit

/// A screen's `search` field: a `UISearchController` set as its `navigationItem.searchController`
/// (the search bar sits under the title, and the large title, of a navigation root), as an app
/// sets one up in `viewDidLoad`.
public struct SearchSpec: Sendable, Equatable {
  /// The search bar's `placeholder` (nil: UIKit's "Search").
  public var placeholder: String?
  /// The search bar's `scopeButtonTitles` (empty: no scope bar); the scope bar shows while the
  /// search is active (`automaticallyShowsScopeBar`).
  public var scopes: [String]
  /// The navigation item's `hidesSearchBarWhenScrolling` (default true, as UIKit's).
  public var hidesWhenScrolling: Bool
  /// The controller's `obscuresBackgroundDuringPresentation` (default true, as UIKit's).
  public var obscuresBackground: Bool
  /// The controller's `hidesNavigationBarDuringPresentation` (default true, as UIKit's).
  public var hidesNavigationBar: Bool
  /// The id of a `table` of the screen whose rows the search filters: the controller's
  /// `searchResultsController` is a list of that table's rows whose title, subtitle or detail
  /// contains the typed text (`localizedStandardContains`: case and diacritics ignored), shown
  /// while there is text; a scope whose title is a section header keeps that section's rows
  /// only. Nil: no results controller (`UISearchController(searchResultsController: nil)`).
  public var results: String?

  public init(
    placeholder: String? = nil, scopes: [String] = [], hidesWhenScrolling: Bool = true,
    obscuresBackground: Bool = true, hidesNavigationBar: Bool = true, results: String? = nil
  ) {
    self.placeholder = placeholder
    self.scopes = scopes
    self.hidesWhenScrolling = hidesWhenScrolling
    self.obscuresBackground = obscuresBackground
    self.hidesNavigationBar = hidesNavigationBar
    self.results = results
  }

  /// The rows of `table` the search keeps for `text` and the scope titled `scope`: rows whose
  /// title, subtitle or detail contains `text` (all rows for an empty text), in the sections
  /// that have any, limited to the section whose header is `scope` when there is one. Rows keep
  /// no `push` (a tap on a result selects it).
  public static func filter(_ table: TableSpec, text: String, scope: String?) -> [TableSectionSpec] {
    let needle = text.trimmingCharacters(in: .whitespaces)
    let scoped = table.sections.contains { $0.header != nil && $0.header == scope }
    return table.sections.compactMap { section in
      if scoped, section.header != scope { return nil }
      let rows = section.rows.filter { row in
        needle.isEmpty
          || [row.title, row.subtitle, row.detail].contains { $0?.localizedStandardContains(needle) == true }
      }.map { row in
        var kept = row
        kept.push = nil
        return kept
      }
      return rows.isEmpty ? nil : TableSectionSpec(header: section.header, footer: nil, rows: rows)
    }
  }
}

/// What a script's `search` step does to the shown screen's search controller.
public enum SearchStep: String, Sendable, Equatable, CaseIterable {
  /// A finger taps the search field (down, then up ``ScriptAction/viaTapDuration`` later): it
  /// begins editing, which activates the controller, and the keyboard rises; `type` then types
  /// into it.
  case tap
  /// A finger taps the Cancel button: the text empties and the controller deactivates.
  case cancel
  /// `isActive = true` in code: the controller activates without editing (no keyboard).
  case activate
  /// `isActive = false` in code: the controller deactivates.
  case deactivate
}
