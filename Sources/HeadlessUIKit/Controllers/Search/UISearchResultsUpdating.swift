import Foundation

/// The object that updates the search results, as UIKit's `UISearchResultsUpdating`:
/// `updateSearchResults(for:)` is called when the search controller becomes active, after each
/// change of the search bar's text or scope, and when it becomes inactive.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar's text or scope changed, or the controller became active or inactive.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells about its automatic presentation and dismissal, as UIKit's
/// `UISearchControllerDelegate` (Swift names as in the SDK: `willPresentSearchController(_:)`,
/// `presentSearchController(_:)`, …). Every method is optional (the defaults do nothing, except
/// `presentSearchController(_:)`, whose default is UIKit's automatic presentation).
///
/// Activation (a tap in the field, or `isActive = true`) calls `presentSearchController(_:)`;
/// without an implementation the search controller presents itself from the controller that
/// hosts its search bar. An automatic presentation runs
/// `willPresentSearchController(_:)` → (viewWillAppear, the animation, viewDidAppear) →
/// `didPresentSearchController(_:)`; an automatic dismissal (Cancel, `isActive = false`)
/// `willDismissSearchController(_:)` → (the animation) → `didDismissSearchController(_:)`. As
/// UIKit documents, these four are not called when the app presents or dismisses the search
/// controller itself (`present(_:animated:completion:)`, from `presentSearchController(_:)` or
/// anywhere else, and `dismiss(animated:completion:)`).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search controller is about to be presented automatically (before its animation), as
  /// `willPresentSearchController(_:)`.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The automatic presentation finished, as `didPresentSearchController(_:)`.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search controller is about to be dismissed automatically (before its animation), as
  /// `willDismissSearchController(_:)`.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The automatic dismissal finished, as `didDismissSearchController(_:)`.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Presents the search controller, as `presentSearchController(_:)`: called instead of the
  /// automatic presentation when the search becomes active. An implementation presents it
  /// itself, typically with `present(searchController, animated: true)`.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// UIKit's automatic presentation, for delegates that do not implement the method.
  public func presentSearchController(_ searchController: UISearchController) {
    searchController.presentAutomatically()
  }
}
