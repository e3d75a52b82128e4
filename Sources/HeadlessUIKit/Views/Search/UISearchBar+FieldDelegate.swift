import Foundation

/// The search bar's part as its field's delegate: it turns the field's questions and events
/// into `UISearchBarDelegate` calls, and activates the bar's search controller when editing
/// begins.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    guard searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true else { return false }
    searchBar.searchController?.searchBarWillBeginEditing()
    return true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  /// The Search key: `searchBarSearchButtonClicked`; the field keeps editing, as UIKit's.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}
