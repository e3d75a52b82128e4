import Foundation
import Testing
import UIKit

/// A contacts list as iOS 13+ code writes one: a table view controller that filters its rows
/// in `updateSearchResults(for:)`, a search controller in its navigation item, and the usual
/// `definesPresentationContext = true`.
final class SearchableContactsViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
  let names = ["Ada", "Alan", "Grace", "Linus", "Margaret"]
  var filtered: [String] = []
  var events: [String] = []
  let searchController = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    filtered = names
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Contacts"
    searchController.searchBar.delegate = self
    searchController.searchBar.scopeButtonTitles = ["All", "Favourites"]
    searchController.searchBar.autocapitalizationType = .none
    searchController.searchBar.returnKeyType = .done
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    filtered = text.isEmpty ? names : names.filter { $0.lowercased().contains(text.lowercased()) }
    events.append("update \(filtered.count)")
    tableView.reloadData()
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    events.append("text \(searchText)")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    events.append("cancel")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { filtered.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = filtered[indexPath.row]
    return cell
  }
}

/// A delegate written as iOS code writes it: an NSObject with the Swift names of
/// `UISearchControllerDelegate`'s methods.
final class SearchPresentationLog: NSObject, UISearchControllerDelegate {
  var calls: [String] = []
  func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) {
    calls.append("didPresent")
    searchController.searchBar.becomeFirstResponder()
  }
  func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
}

/// A screen that presents its search controller itself, as iOS code does through
/// `UISearchControllerDelegate.presentSearchController(_:)`, and logs its presentation.
final class SelfPresentingSearchViewController: UIViewController, UISearchControllerDelegate {
  let searchController = UISearchController(searchResultsController: nil)
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.delegate = self
    navigationItem.searchController = searchController
    definesPresentationContext = true
  }

  func presentSearchController(_ searchController: UISearchController) {
    events.append("presentSearchController")
    present(searchController, animated: true) {
      self.events.append("presented by \(searchController.presentingViewController === self ? "self" : "other")")
    }
  }

  func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

@MainActor
@Suite("UISearchController and UISearchBar as iOS code uses them (Swift 5 mode)")
struct SearchControllerCompatTests {
  @Test func typingFiltersTheListAndCancelRestoresIt() throws {
    let contacts = SearchableContactsViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: contacts)
    navigation.navigationBar.prefersLargeTitles = true
    let log = SearchPresentationLog()
    contacts.searchController.delegate = log
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let searchBar = contacts.searchController.searchBar
    #expect(searchBar.superview === navigation.navigationBar)
    #expect(searchBar.searchTextField.placeholder == "Search Contacts")
    #expect(searchBar.searchTextField.returnKeyType == .done)
    #expect(searchBar.searchTextField.autocapitalizationType == .none)

    let restingOffset = contacts.tableView.contentOffset.y
    contacts.searchController.isActive = true
    bench.run(to: 0.6)
    #expect(log.calls == ["willPresent", "didPresent"])
    // The list at its top moves up with the search bar: the bar's title rows are gone and the
    // scope bar joins the search bar under the status bar.
    let liftedTop = navigation.navigationBar.frame.maxY
    #expect(abs(contacts.tableView.adjustedContentInset.top - liftedTop) < 1e-6)
    #expect(abs(contacts.tableView.contentOffset.y - (-liftedTop)) < 1e-6)
    #expect(contacts.tableView.contentOffset.y > restingOffset)
    #expect(searchBar.searchTextField.isFirstResponder)
    #expect(searchBar.showsScopeBar, "the scope bar shows while active")
    searchBar.searchTextField.insertText("al")
    #expect(contacts.filtered == ["Alan"])
    #expect(contacts.events.suffix(2) == ["text al", "update 1"])

    contacts.searchController.searchBar.setShowsCancelButton(true, animated: true)
    contacts.searchController.isActive = false
    bench.run(to: 1.2)
    #expect(log.calls == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    #expect(!searchBar.searchTextField.isFirstResponder)
    #expect(
      navigation.navigationBar.frame.minY == navigation.view.safeAreaInsets.top, "the bar is back under the status bar")
  }

  @Test func anActiveSearchControllerIsPresentedByTheScreenThatDefinesTheContext() {
    let contacts = SearchableContactsViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: contacts)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    contacts.searchController.isActive = true
    #expect(contacts.searchController.presentingViewController === contacts)
    #expect(contacts.presentedViewController === contacts.searchController)
    #expect(contacts.searchController.isBeingPresented)
    bench.run(to: 0.6)
    #expect(!contacts.searchController.isBeingPresented)
    contacts.searchController.isActive = false
    bench.run(to: 1.2)
    #expect(contacts.presentedViewController == nil)
    #expect(contacts.searchController.presentingViewController == nil)
  }

  @Test func aDelegateCanPresentTheSearchControllerItself() {
    let screen = SelfPresentingSearchViewController()
    let navigation = UINavigationController(rootViewController: screen)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    screen.searchController.searchBar.searchTextField.becomeFirstResponder()
    #expect(screen.searchController.isActive)
    bench.run(to: 0.6)
    #expect(screen.events == ["presentSearchController", "presented by self"])
    screen.searchController.isActive = false
    bench.run(to: 1.2)
    #expect(screen.events.suffix(2) == ["willDismiss", "didDismiss"])
    #expect(screen.presentedViewController == nil)
  }
}
