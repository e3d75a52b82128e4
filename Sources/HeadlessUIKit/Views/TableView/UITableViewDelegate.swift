import Foundation

/// Told about a table view's rows and asked for their heights and section views, as UIKit's
/// `UITableViewDelegate`. It inherits `UIScrollViewDelegate`, as in UIKit, so it hears
/// scrolling too. Every method is optional; the defaults behave as a delegate that does not
/// implement the method (heights come from the table view's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`, every row may be highlighted and selected).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A cell is about to be shown, as `tableView(_:willDisplay:forRowAt:)`.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the screen (scrolled out, deleted or reloaded), as
  /// `tableView(_:didEndDisplaying:forRowAt:)`.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A header view is about to be shown, as `tableView(_:willDisplayHeaderView:forSection:)`.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A footer view is about to be shown, as `tableView(_:willDisplayFooterView:forSection:)`.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A row's height, as `tableView(_:heightForRowAt:)`; `UITableView.automaticDimension`
  /// sizes the cell to its content. Default: the table view's `rowHeight`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height, as `tableView(_:estimatedHeightForRowAt:)`. Default: the
  /// table view's `estimatedRowHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height, as `tableView(_:heightForHeaderInSection:)`. Default: the
  /// table view's `sectionHeaderHeight`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height, as `tableView(_:heightForFooterInSection:)`. Default: the
  /// table view's `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A custom header view, as `tableView(_:viewForHeaderInSection:)` (default nil: the
  /// title, if any, in the standard header).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A custom footer view, as `tableView(_:viewForFooterInSection:)` (default nil).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Whether a touch may highlight the row, as `tableView(_:shouldHighlightRowAt:)` (default
  /// true); a row that is not highlighted is not selected by the tap either.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted, as `tableView(_:didHighlightRowAt:)`.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight ended, as `tableView(_:didUnhighlightRowAt:)`.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// A tap is about to select the row, as `tableView(_:willSelectRowAt:)`: return the row to
  /// select instead, or nil to select nothing (default: `indexPath`).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A tap is about to deselect the row, as `tableView(_:willDeselectRowAt:)` (return nil to
  /// keep it selected; default: `indexPath`).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A tap selected the row, as `tableView(_:didSelectRowAt:)`.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A tap deselected the row, as `tableView(_:didDeselectRowAt:)`.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The row's editing control, as `tableView(_:editingStyleForRowAt:)` (default `.delete`).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// Whether the row's content indents while editing, as
  /// `tableView(_:shouldIndentWhileEditingRowAt:)` (default true).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// The title of the Delete button, as `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`
  /// (default nil: "Delete").
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  /// The actions a swipe to the right reveals, as
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` (default nil: none).
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// The actions a swipe to the left reveals, as
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (default nil: a Delete button
  /// committing `.delete` for an editable row whose editing style is `.delete`).
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// A swipe revealed the row's actions, as `tableView(_:willBeginEditingRowAt:)`.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The row's actions closed, as `tableView(_:didEndEditingRowAt:)` (nil when the row is gone).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
}
