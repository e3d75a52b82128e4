import Foundation
import HeadlessUIKit

extension ScreenViewController {
  /// Sets up the screen's `search` as an app does in `viewDidLoad`: a `UISearchController`
  /// (with the results list when the search filters a table) as `navigationItem.searchController`,
  /// the screen defining the presentation context.
  func installSearch(_ spec: SearchSpec) {
    let table = spec.results.flatMap { SceneDecoder.table($0, in: self.spec.views) }
    let results = table.map { SceneSearchResultsController(table: $0, scopes: spec.scopes) }
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = results
    search.searchBar.placeholder = spec.placeholder
    if !spec.scopes.isEmpty { search.searchBar.scopeButtonTitles = spec.scopes }
    search.obscuresBackgroundDuringPresentation = spec.obscuresBackground
    search.hidesNavigationBarDuringPresentation = spec.hidesNavigationBar
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = spec.hidesWhenScrolling
    definesPresentationContext = true
  }
}

/// The results list of a screen's `search` with `results`: a table of the searched table's rows
/// that match the text (see ``SearchSpec/filter(_:text:scope:)``), updated as iOS code updates
/// its results controller in `updateSearchResults(for:)`.
@MainActor
final class SceneSearchResultsController: UIViewController, UISearchResultsUpdating {
  let table: TableSpec
  let scopes: [String]

  init(table: TableSpec, scopes: [String]) {
    self.table = table
    self.scopes = scopes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    var all = table
    all.editable = false
    view = SceneTableView(all, frame: UIScreen.main.bounds)
  }

  func updateSearchResults(for searchController: UISearchController) {
    let searchBar = searchController.searchBar
    let index = searchBar.selectedScopeButtonIndex
    let scope = scopes.indices.contains(index) ? scopes[index] : nil
    loadViewIfNeeded()
    (view as? SceneTableView)?.show(SearchSpec.filter(table, text: searchBar.text ?? "", scope: scope))
  }
}
