import Foundation

/// What a search bar asks and tells, as UIKit's `UISearchBarDelegate`. Every method is
/// optional: the defaults allow everything and do nothing, as in UIKit.
///
/// Order, as UIKit sends them: `searchBarShouldBeginEditing` → `searchBarTextDidBeginEditing`;
/// each typed character `searchBar(_:shouldChangeTextIn:replacementText:)` →
/// `searchBar(_:textDidChange:)`; the keyboard's Search key `searchBarSearchButtonClicked`;
/// the Cancel button `searchBarCancelButtonClicked`; `searchBarShouldEndEditing` →
/// `searchBarTextDidEndEditing`; a scope tap `searchBar(_:selectedScopeButtonIndexDidChange:)`.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (a tap on the field or `becomeFirstResponder()`).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began: the field is first responder.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (not sent when `text` is set in code).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether typing may replace `range` with `text`.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The keyboard's Search (return) key was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user chose another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
