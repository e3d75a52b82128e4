import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UISearchController` in a navigation item: where the search bar sits under the large
/// title, how it hides with scrolling, the activation and deactivation sequences (callback
/// order, frames during the animation), results updating and Cancel.
@MainActor
@Suite("Search controller")
struct SearchControllerTests {
  static let phone = CGSize(width: 390, height: 844)

  /// Records every search callback in order.
  final class Recorder: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    var calls: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
      calls.append("update '\(searchController.searchBar.text ?? "")'")
    }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      calls.append("shouldBegin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      calls.append("textDidChange \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("searchClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
  }

  final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
      scrollView.contentSize = CGSize(width: 390, height: 2000)
      view = scrollView
    }
  }

  struct Setup {
    let harness: TransitionHarness
    let nav: UINavigationController
    let list: ListController
    let search: UISearchController
    let results: UIViewController
    let recorder: Recorder
  }

  static func make() -> Setup {
    let list = ListController()
    list.title = "Mail"
    let results = UIViewController()
    results.view.backgroundColor = .white
    let search = UISearchController(searchResultsController: results)
    let recorder = Recorder()
    search.searchResultsUpdater = recorder
    search.delegate = recorder
    search.searchBar.delegate = recorder
    list.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    let h = TransitionHarness(root: nav, size: phone)
    h.run(to: 0.05)
    return Setup(harness: h, nav: nav, list: list, search: search, results: results, recorder: recorder)
  }

  @Test func theSearchBarSitsUnderTheLargeTitle() {
    let s = Self.make()
    defer { s.harness.stop() }
    let bar = s.nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44 + 52 + 52))
    #expect(isApproximatelyEqual(s.list.view.safeAreaInsets.top, 47 + 148, tolerance: 1e-6))
    let searchBar = s.search.searchBar
    #expect(searchBar.superview === bar)
    #expect(searchBar.frame == CGRect(x: 0, y: 96, width: 390, height: 52))
    #expect(searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
    #expect(searchBar.searchTextField.placeholder == "Search")
    #expect(!s.search.isActive)
  }

  @Test func scrollingHidesTheSearchBarFirstThenCollapsesTheLargeTitle() {
    let s = Self.make()
    defer { s.harness.stop() }
    let scroll = s.list.scrollView
    scroll.contentOffset.y = -195  // at rest under the expanded bar (a plain scroll view is not moved there)
    s.harness.run(to: 0.07)
    scroll.contentOffset.y = -165  // 30 pt up: the search bar loses 30 pt
    s.harness.run(to: 0.1)
    #expect(isApproximatelyEqual(s.nav.navigationBar.frame.height, 118, tolerance: 1e-6))
    #expect(isApproximatelyEqual(s.search.searchBar.frame.height, 22, tolerance: 1e-6))
    #expect(s.nav.navigationBar.largeTitleAreaHeight(for: s.list.navigationItem) == 52)
    scroll.contentOffset.y = -100  // past the search bar: the large title collapses too
    s.harness.run(to: 0.15)
    #expect(s.search.searchBar.frame.height == 0)
    #expect(
      isApproximatelyEqual(s.nav.navigationBar.frame.height, 44 + 9, tolerance: 1e-6),
      "the collapsed bar ends at 91 pt: 100 − 91 = 9 pt of large title")
    scroll.contentOffset.y = -195  // back to the top: everything reappears
    s.harness.run(to: 0.2)
    #expect(isApproximatelyEqual(s.nav.navigationBar.frame.height, 148, tolerance: 1e-6))
  }

  @Test func aTapActivatesInUIKitsOrderAndTheBarSlidesUp() {
    let s = Self.make()
    defer { s.harness.stop() }
    let field = s.search.searchBar.searchTextField
    #expect(field.becomeFirstResponder())
    #expect(s.search.isActive)
    #expect(s.recorder.calls == ["shouldBegin", "willPresent", "update ''", "didBegin"])
    let bar = s.nav.navigationBar
    // Model values are final at once: the bar lifted by its 96 pt above the search bar.
    #expect(isApproximatelyEqual(bar.frame.minY, 47 - 96, tolerance: 1e-6))
    #expect(isApproximatelyEqual(bar.frame.maxY, 47 + 52, tolerance: 1e-6))
    // Halfway through the 0.35 s ease-in-ease-out animation the bar is halfway up.
    let start = s.harness.now
    s.harness.run(to: start + 0.175)
    let presented = bar.layer.presentation()!.position.y - bar.bounds.height / 2
    #expect(abs(presented - (47 - 48)) <= 6, "bar top halfway: \(presented)")
    #expect(s.recorder.calls.last != "didPresent")
    let cancel = s.search.searchBar.cancelButton
    let cancelX = cancel.layer.presentation()!.position.x
    #expect(cancelX > cancel.center.x && cancelX < 390 + cancel.bounds.width / 2, "the Cancel button slides in")
    let dim = s.search.dimmingView.layer.presentation()!.opacity
    #expect(dim > 0.2 && dim < 0.8)
    s.harness.run(to: start + 0.4)
    #expect(s.recorder.calls.last == "didPresent")
    #expect(bar.titleLabel.alpha == 0 && bar.largeTitleView.alpha == 0)
    #expect(s.search.searchBar.showsCancelButton)
    #expect(s.search.searchBar.searchTextField.frame.maxX == cancel.frame.minX - 8)
    #expect(isApproximatelyEqual(s.search.dimmingView.frame.minY, 47 + 52, tolerance: 1e-6))
    #expect(s.search.view.superview === s.nav.view)
  }

  /// The lifted bar uncovers the content: the list's safe area (and its scroll view's adjusted
  /// inset) shrinks to the search bar's area inside the activation's animation, and comes back
  /// on deactivation.
  @Test func theListsSafeAreaFollowsTheLiftedBar() {
    let s = Self.make()
    defer { s.harness.stop() }
    #expect(isApproximatelyEqual(s.list.view.safeAreaInsets.top, 47 + 148, tolerance: 1e-6))
    s.search.isActive = true
    #expect(isApproximatelyEqual(s.list.view.safeAreaInsets.top, 47 + 52, tolerance: 1e-6))
    #expect(isApproximatelyEqual(s.list.scrollView.adjustedContentInset.top, 47 + 52, tolerance: 1e-6))
    s.harness.run(to: 0.5)
    s.search.isActive = false
    #expect(isApproximatelyEqual(s.list.view.safeAreaInsets.top, 47 + 148, tolerance: 1e-6))
    s.harness.run(to: 1)
    #expect(isApproximatelyEqual(s.list.scrollView.adjustedContentInset.top, 47 + 148, tolerance: 1e-6))
    s.search.hidesNavigationBarDuringPresentation = false
    s.search.isActive = true
    #expect(
      isApproximatelyEqual(s.list.view.safeAreaInsets.top, 47 + 148, tolerance: 1e-6), "a bar that stays keeps it")
  }

  @Test func typingUpdatesTheResultsAndShowsTheResultsController() {
    let s = Self.make()
    defer { s.harness.stop() }
    let field = s.search.searchBar.searchTextField
    field.becomeFirstResponder()
    s.harness.run(to: 0.5)
    #expect(s.results.view.isHidden, "no results controller while the text is empty")
    s.recorder.calls = []
    field.insertText("ab")
    #expect(s.recorder.calls == ["textDidChange ab", "update 'ab'"])
    #expect(!s.results.view.isHidden)
    #expect(isApproximatelyEqual(s.results.view.frame.minY, 47 + 52, tolerance: 1e-6))
    field.insertText("\n")
    #expect(s.recorder.calls.last == "searchClicked")
    #expect(field.isFirstResponder, "the Search key does not end editing")
    field.deleteBackward()
    field.deleteBackward()
    #expect(s.results.view.isHidden)
  }

  @Test func cancelEmptiesTheTextAndDeactivates() {
    let s = Self.make()
    defer { s.harness.stop() }
    let field = s.search.searchBar.searchTextField
    field.becomeFirstResponder()
    field.insertText("x")
    s.harness.run(to: 0.5)
    s.recorder.calls = []
    s.search.searchBar.cancelButtonTapped()
    #expect(s.recorder.calls == ["cancelClicked", "willDismiss", "didEnd", "update ''"])
    #expect(!s.search.isActive)
    #expect(s.search.searchBar.text == "")
    s.harness.run(to: 1)
    #expect(s.recorder.calls.last == "didDismiss")
    #expect(s.search.view.superview == nil)
    #expect(s.results.parent == nil)
    let bar = s.nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 148))
    #expect(bar.largeTitleView.alpha == 1)
    #expect(!s.search.searchBar.showsCancelButton)
  }

  @Test func settingIsActiveWithoutEditingKeepsTheBarWhenAskedTo() {
    let s = Self.make()
    defer { s.harness.stop() }
    s.search.hidesNavigationBarDuringPresentation = false
    s.search.obscuresBackgroundDuringPresentation = false
    s.search.isActive = true
    #expect(s.recorder.calls == ["willPresent", "update ''"])
    #expect(!s.search.searchBar.searchTextField.isFirstResponder)
    s.harness.run(to: 0.5)
    #expect(s.recorder.calls.last == "didPresent")
    #expect(s.nav.navigationBar.frame.minY == 47)
    #expect(s.search.dimmingView.isHidden)
    s.search.isActive = false
    s.harness.run(to: 1)
    #expect(s.recorder.calls.suffix(3) == ["willDismiss", "update ''", "didDismiss"])
  }

  @Test func scopeButtonsAndCancelButtonOnAStandaloneBar() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    let recorder = Recorder()
    bar.delegate = recorder
    bar.scopeButtonTitles = ["All", "Unread"]
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
    bar.showsScopeBar = true
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 100)
    bar.selectedScopeButtonIndex = 1
    #expect(bar.scopeBar.selectedSegmentIndex == 1)
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame.minX == 8)
    #expect(bar.cancelButton.frame.maxX == 312)
    #expect(bar.searchTextField.frame.maxX == bar.cancelButton.frame.minX - 8)
    bar.placeholder = "Mail"
    #expect(bar.searchTextField.placeholder == "Mail")
    bar.text = "hello"
    #expect(recorder.calls.isEmpty, "setting text in code tells no one")
    #expect(bar.searchTextField.text == "hello")
  }
}
