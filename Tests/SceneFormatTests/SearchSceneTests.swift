import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// A screen's `search` field (a `UISearchController` in its navigation item) and the `search`
/// and `scope` script steps: they decode, reach the model, drive the search through touches,
/// and bad values are errors naming the field and the value.
@Suite struct SearchSceneTests {
  /// A navigation root over a list screen `A` (a table `list` of two sections) with `search`,
  /// and the given script entries.
  static func scene(search: String = "{ scopes: [All, Fruit, Veg], results: list }", _ script: String...) -> String {
    """
    fps: 30
    duration: 3
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A:
        title: Food
        search: \(search)
        views:
          - id: list
            frame: [0, 0, 390, 844]
            table:
              sections:
                - header: Fruit
                  rows: [{ title: Apple }, { title: Banana }, { title: Apricot, subtitle: dried }]
                - header: Veg
                  rows: [{ title: Rapini }, { title: Carrot, push: B }]
      B: {}
    root: { navigation: A, largeTitles: true }
    """ + (script.isEmpty ? "" : "\nscript:\n" + script.map { "  - \($0)" }.joined(separator: "\n"))
  }

  @MainActor @Test func theSearchFieldDecodesAndConfiguresTheNavigationItem() throws {
    let scene = try parse(
      Self.scene(
        search:
          "{ placeholder: Find food, scopes: [All, Fruit], hidesWhenScrolling: false, obscuresBackground: false, hidesNavigationBar: false, results: list }"
      ))
    let spec = try #require(scene.screen(named: "A")?.search)
    #expect(
      spec
        == SearchSpec(
          placeholder: "Find food", scopes: ["All", "Fruit"], hidesWhenScrolling: false, obscuresBackground: false,
          hidesNavigationBar: false, results: "list"))
    #expect(try parse(Self.scene(search: "{}")).screen(named: "A")?.search == SearchSpec())
    let stage = SceneBuilder.build(scene)
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    let item = try #require(navigation.topViewController?.navigationItem)
    let search = try #require(item.searchController)
    #expect(!item.hidesSearchBarWhenScrolling)
    #expect(search.searchBar.placeholder == "Find food")
    #expect(search.searchBar.scopeButtonTitles == ["All", "Fruit"])
    #expect(!search.obscuresBackgroundDuringPresentation && !search.hidesNavigationBarDuringPresentation)
    #expect(search.searchResultsController != nil)
    #expect(search.searchResultsUpdater === search.searchResultsController)
    #expect(navigation.topViewController?.definesPresentationContext == true)
    let plain = SceneBuilder.build(try parse(Self.scene(search: "{}")))
    let plainSearch = (plain.window.rootViewController as? UINavigationController)?.topViewController?.navigationItem
      .searchController
    #expect(plainSearch?.searchResultsController == nil)
    #expect(plainSearch?.searchBar.scopeButtonTitles == nil)
    #expect(plainSearch?.obscuresBackgroundDuringPresentation == true)
  }

  @Test func theStepsDecode() throws {
    let scene = try parse(
      Self.scene(
        "{ at: 0.2, search: tap }", "{ at: 1, type: ap }", "{ at: 1.5, scope: Fruit }",
        "{ at: 2, search: cancel }", "{ at: 2.5, search: activate }", "{ at: 2.8, search: deactivate }"))
    #expect(
      scene.script.map(\.kind) == [
        .search(.tap), .type(text: "ap"), .scope(title: "Fruit"), .search(.cancel), .search(.activate),
        .search(.deactivate),
      ])
  }

  @Test func theFilterKeepsMatchingRowsAndTheScopesSection() throws {
    let table = TableSpec(sections: [
      TableSectionSpec(
        header: "Fruit", footer: "f",
        rows: [TableRowSpec(title: "Apple", push: "B"), TableRowSpec(title: "Banana"), TableRowSpec(title: "Äpfel")]),
      TableSectionSpec(header: "Veg", rows: [TableRowSpec(title: "Carrot", detail: "apiece")]),
    ])
    let all = SearchSpec.filter(table, text: "ap", scope: "All")
    #expect(all.map { $0.rows.map(\.title) } == [["Apple", "Äpfel"], ["Carrot"]], "case, diacritics, details")
    #expect(all[0].footer == nil && all[0].rows[0].push == nil)
    #expect(SearchSpec.filter(table, text: "ap", scope: "Veg").map(\.header) == ["Veg"])
    #expect(SearchSpec.filter(table, text: "", scope: nil).map(\.rows.count) == [3, 1])
    #expect(SearchSpec.filter(table, text: "zz", scope: nil).isEmpty)
  }

  /// The scene plays as a user's search: the tap activates the controller through the field,
  /// typing filters the results list, a scope tap narrows it, Cancel deactivates.
  @MainActor @Test func aTapTypingAScopeAndCancelDriveTheSearch() throws {
    let scene = try parse(
      Self.scene(
        "{ at: 0.2, search: tap }", "{ at: 1, type: ap }", "{ at: 1.5, scope: Veg }", "{ at: 2, search: cancel }"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    let search = try #require(navigation.topViewController?.navigationItem.searchController)
    let results = try #require(search.searchResultsController)
    func rows() -> [String] {
      guard let table = results.viewIfLoaded as? UITableView else { return [] }
      return (0..<table.numberOfSections).flatMap { section in
        (0..<table.numberOfRows(inSection: section)).map {
          table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: $0, section: section)).textLabel?.text ?? ""
        }
      }
    }
    typealias Moment = (active: Bool, editing: Bool, text: String, rows: [String], shown: Bool, scope: Int)
    var log: [Int: Moment] = [:]
    var barAtRest = CGRect.zero
    let list = try #require(navigation.topViewController?.view.subviews.first as? UITableView)
    var listOffsets: [Int: CGFloat] = [:]
    for index in 0...90 {
      stage.timeline.advance(to: FrameIndex(index))
      if index == 1 { barAtRest = navigation.navigationBar.frame }
      if [1, 25, 80].contains(index) { listOffsets[index] = list.contentOffset.y }
      if [7, 10, 25, 33, 50, 61, 65, 80].contains(index) {
        log[index] = (
          search.isActive, search.searchBar.searchTextField.isFirstResponder, search.searchBar.text ?? "", rows(),
          results.viewIfLoaded?.isHidden == false, search.searchBar.selectedScopeButtonIndex
        )
      }
    }
    #expect(stage.timeline.actionFailure == nil, "\(String(describing: stage.timeline.actionFailure))")
    #expect(log[7]?.active == false, "the finger is down at 0.2 s; editing begins when it lifts at 0.3 s")
    #expect(log[10]?.active == true && log[10]?.editing == true)
    #expect(log[25]?.text == "" && log[25]?.shown == false, "no results while the text is empty")
    #expect(log[33]?.text == "ap" && log[33]?.shown == true)
    #expect(log[33]?.rows == ["Apple", "Apricot", "Rapini"])
    #expect(log[50]?.scope == 2 && log[50]?.rows == ["Rapini"], "the Veg scope keeps its section")
    #expect(log[61]?.active == true, "Cancel is held from 2 s to 2.1 s")
    #expect(log[65]?.active == false && log[65]?.text == "" && log[65]?.editing == false)
    #expect(log[80]?.active == false)
    #expect(search.view.superview == nil, "the deactivation finished")
    #expect(navigation.navigationBar.frame == barAtRest, "the bar came back")
    // The list at its top moves up with the search bar by the 52 pt the bar's title rows take
    // (the scope bar's 44 pt replace the large title's 52 within the 96 pt lift), and back.
    #expect(abs((listOffsets[25] ?? 0) - (listOffsets[1] ?? 0) - 52) < 1e-6, "\(listOffsets)")
    #expect(listOffsets[80] == listOffsets[1])
    #expect(abs(barAtRest.height - (44 + 52 + 52)) < 1e-6, "the bar, its large title and the search bar")
  }

  @Test(arguments: [
    ("placeholder: [a]", "search.placeholder", "a string"),
    ("scopes: All", "search.scopes", "a list of scope button titles"),
    ("scopes: []", "search.scopes", "a list of 1 to 10"),
    ("scopes: [a, b, c, d, e, f, g, h, i, j, k]", "search.scopes", "a list of 1 to 10"),
    ("scopes: [All, All]", "search.scopes[1]", "duplicate scope title 'All'"),
    ("scopes: ['']", "search.scopes[0]", "a non-empty string"),
    ("hidesWhenScrolling: 1e308", "search.hidesWhenScrolling", "1e308"),
    ("obscuresBackground: maybe", "search.obscuresBackground", "maybe"),
    ("hidesNavigationBar: null", "search.hidesNavigationBar", "true or false"),
    ("results: nope", "search.results", "no table view 'nope' in this screen to filter (its tables: list)"),
    ("results: 99999999999999999999", "search.results", "99999999999999999999"),
    ("result: list", "result", "did you mean 'results'"),
  ])
  func badSearchFieldsNameTheFieldAndTheValue(field: String, path: String, fragment: String) throws {
    let error = try #require(parseError(Self.scene(search: "{ \(field) }")))
    #expect(error.description.contains(path), "\(error.description)")
    #expect(error.description.contains(fragment), "\(error.description)")
  }

  @Test func aNonMappingSearchIsAnError() throws {
    let error = try #require(parseError(Self.scene(search: "true")))
    #expect(error.description.contains("screens.A.search") && error.description.contains("a mapping"))
  }

  @Test(arguments: [
    ("{ at: 0.2, search: open }", "one of tap, cancel, activate, deactivate, got \"open\""),
    ("{ at: 0.2, search: [tap] }", "one of tap, cancel"),
    ("{ at: 0.2, search: Tap }", "got \"Tap\""),
    ("{ at: 0.2, search: tap, animated: false }", "'animated' does not apply to 'search'"),
    ("{ at: 0.2, search: tap, animator: slide }", "'animator' does not apply to 'search'"),
    ("{ at: 0.2, search: tap, via: x }", "'via' applies to 'push' and 'present' only"),
    ("{ at: 2.95, search: tap }", "the tap lifts at 3.05 s, after the scene's duration (3 s)"),
    ("{ at: 1e308, search: tap }", "within ±100000"),
    ("{ at: 0.2, search: cancel }", "the search of 'A' is not active at 0.2 s"),
    ("{ at: 0.2, search: deactivate }", "the search of 'A' is not active at 0.2 s"),
    ("{ at: 0.2, scope: Fruit }", "the scope bar of 'A' shows only while its search is active"),
    ("{ at: 0.2, scope: Meat }", "no scope 'Meat' in the search of 'A' (its scopes: All, Fruit, Veg)"),
    ("{ at: 0.2, scope: 12345678901234567890 }", "no scope '12345678901234567890'"),
    ("{ at: 0.2, scope: '' }", "a non-empty string"),
    ("{ at: 0.2, type: x }", "nothing is focused at 0.2 s"),
  ])
  func badStepsNameTheFieldAndTheValue(step: String, fragment: String) throws {
    let error = try #require(parseError(Self.scene(step)))
    #expect(error.description.contains("script[0]"), "\(error.description)")
    #expect(error.description.contains(fragment), "\(error.description)")
  }

  @Test(arguments: [
    (["{ at: 0.2, search: tap }", "{ at: 0.5, search: cancel }"], "the Cancel button is still sliding in at 0.5 s"),
    (["{ at: 0.2, search: activate }", "{ at: 0.4, scope: Veg }"], "the scope bar is still appearing at 0.4 s"),
    (["{ at: 0.2, search: activate }", "{ at: 0.9, search: activate }"], "already active at 0.9 s"),
    (["{ at: 0.2, search: activate }", "{ at: 1, type: a }"], "nothing is focused at 1 s"),
    (["{ at: 0.2, search: tap }", "{ at: 1, push: B }"], "'push' at 1 s: the search of 'A' is active"),
    (["{ at: 0.2, search: tap }", "{ at: 1, present: B }"], "'present' at 1 s: the search of 'A' is active"),
    (["{ at: 0.2, push: B }", "{ at: 1, search: tap }"], "screen 'B', shown at 1 s, has no 'search' field"),
    (["{ at: 0.2, present: B }", "{ at: 1, search: tap }"], "screen 'B' is presented over 'A' at 1 s"),
  ])
  func stepsUIKitCannotPerformAreErrors(script: [String], fragment: String) throws {
    let yaml = Self.scene(script[0], script[1])
    let error = try #require(parseError(yaml))
    #expect(error.description.contains("script[1]"), "\(error.description)")
    #expect(error.description.contains(fragment), "\(error.description)")
  }

  @Test func searchStepsNeedANavigationRoot() throws {
    let yaml = Self.scene("{ at: 0.2, search: tap }").replacingOccurrences(
      of: "root: { navigation: A, largeTitles: true }", with: "root: { screen: A }")
    let error = try #require(parseError(yaml))
    #expect(error.description.contains("'search' needs a navigation root"), "\(error.description)")
  }

  @Test func aTypedSearchAfterCancelNeedsANewTap() throws {
    let yaml = Self.scene("{ at: 0.2, search: tap }", "{ at: 1, search: cancel }", "{ at: 1.5, type: a }")
    let error = try #require(parseError(yaml))
    #expect(error.description.contains("script[2]") && error.description.contains("nothing is focused at 1.5 s"))
    #expect(throws: Never.self) {
      try parse(Self.scene("{ at: 0.2, search: tap }", "{ at: 1, search: cancel }", "{ at: 1.5, search: tap }"))
    }
  }
}
