import Foundation

/// The split view controller's delegate, as `UISplitViewControllerDelegate`. Every method is
/// optional; the defaults here are UIKit's behaviour when a method is not implemented.
///
/// Collapsing a classic split view asks `primaryViewController(forCollapsing:)`, then
/// `splitViewController(_:collapseSecondary:onto:)` (false: the primary's
/// `collapseSecondaryViewController(_:for:)` runs); expanding asks
/// `primaryViewController(forExpanding:)`, then `splitViewController(_:separateSecondaryFrom:)`
/// (nil: the primary's `separateSecondaryViewController(for:)`). A column-style split view asks
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` then tells
/// `splitViewControllerDidCollapse(_:)`; expanding asks
/// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` then tells
/// `splitViewControllerDidExpand(_:)`. A display mode change tells
/// `splitViewController(_:willChangeTo:)`, then (column style) `willHide`/`willShow` for each
/// column leaving or arriving.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change.
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// The display mode the display mode button and the reveal gesture go to; `.automatic`
  /// (the default) lets the split view controller choose.
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
  /// Whether the delegate showed `vc` itself for `show(_:sender:)` (default false).
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
    -> Bool
  /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`
  /// (default false).
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
  /// The controller to show as the primary once collapsed (classic; default nil: the primary).
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
  /// The controller to show as the primary once expanded (classic; default nil: the primary).
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
  /// Whether the delegate merged (or discarded) the secondary itself while collapsing (classic;
  /// default false: the primary's `collapseSecondaryViewController(_:for:)` runs).
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// The secondary to show once expanded (classic; default nil: the primary's
  /// `separateSecondaryViewController(for:)` decides).
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// The column on top of the collapsed stack (column style; default the proposed `.secondary`).
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode after expanding (column style; default the proposed one).
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The interface collapsed (column style).
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The interface expanded (column style).
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// A column is about to appear (column style).
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to disappear (column style).
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
    .automatic
  }
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }
  public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
