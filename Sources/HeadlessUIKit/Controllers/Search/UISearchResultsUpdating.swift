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
/// `UISearchControllerDelegate` (Swift names: `willPresent(_:)` for Objective-C's
/// `willPresentSearchController:`, …). Every method is optional (the defaults do nothing).
/// Order: `willPresent(_:)` → (the activation animation) → `didPresent(_:)`;
/// `willDismiss(_:)` → (the animation) → `didDismiss(_:)`.
///
/// - Note: UIKit difference: `present(_:)` (`presentSearchController:`) is not implemented
///   (there is no API for it): the search controller always presents itself (see
///   ``UISearchController``).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search controller is about to become active (before its animation).
  func willPresent(_ searchController: UISearchController)
  /// The activation animation finished.
  func didPresent(_ searchController: UISearchController)
  /// The search controller is about to become inactive (before its animation).
  func willDismiss(_ searchController: UISearchController)
  /// The deactivation animation finished.
  func didDismiss(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresent(_ searchController: UISearchController) {}
  public func didPresent(_ searchController: UISearchController) {}
  public func willDismiss(_ searchController: UISearchController) {}
  public func didDismiss(_ searchController: UISearchController) {}
}
