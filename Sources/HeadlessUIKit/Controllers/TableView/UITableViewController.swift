import Foundation

/// A controller whose view is a table view, as UIKit's `UITableViewController`: it creates the
/// table view with its style and is its data source and delegate. Subclasses override the
/// data-source and delegate methods (each declared here with UIKit's default behaviour).
///
/// With ``clearsSelectionOnViewWillAppear`` (the default) the selected rows are deselected
/// when the view is about to appear: during a transition (the pop back from a detail
/// screen) the selection fades out alongside it through the transition coordinator, and is
/// restored if the transition is cancelled (an interactive pop given up), as on iOS.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style the table view is created with.
  private let tableStyle: UITableView.Style
  /// Whether the selection is cleared when the view is about to appear, as
  /// `clearsSelectionOnViewWillAppear` (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table view has `style`, as `init(style:)`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table view, as `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UITableViewController.init(coder:): no storyboards")
  }

  /// The table view (the controller's view), as `tableView`.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Creates the table view with the controller's style and makes the controller its data
  /// source and delegate.
  open override func loadView() {
    let tableView = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    view = tableView
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (see the class
  /// discussion); call super when overriding.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let tableView, let paths = tableView.indexPathsForSelectedRows else {
      return
    }
    guard let coordinator = transitionCoordinator else {
      for path in paths { tableView.deselectRow(at: path, animated: animated) }
      return
    }
    let animates = coordinator.animate(
      alongsideTransition: { _ in
        for path in paths { tableView.deselectRow(at: path, animated: true) }
      },
      completion: { context in
        guard context.isCancelled else { return }
        for path in paths { tableView.selectRow(at: path, animated: false, scrollPosition: .none) }
      })
    if !animates {
      for path in paths { tableView.deselectRow(at: path, animated: animated) }
    }
  }

  /// Enters or leaves editing mode and puts the table view in the same mode, as UIKit's
  /// `UITableViewController` does (so `editButtonItem` edits the table).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource (override these)

  /// One section, as UIKit's default.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows, as UIKit's default; override.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Subclasses with rows must override this (UIKit's base class has no cells to give).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:)")
  }
  /// No header title, as UIKit's default.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title, as UIKit's default.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// No section index, as UIKit's default.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The title's position.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
  /// True: every row can be edited, as UIKit's default.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing; override to delete or insert the row's data and call `deleteRows`/`insertRows`.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// False (see the note on `UITableViewDataSource.tableView(_:canMoveRowAt:)`).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing; override to move the row's data.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: UITableViewDelegate (override these)

  /// Does nothing, as `tableView(_:willDisplay:forRowAt:)`.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Does nothing, as `tableView(_:didEndDisplaying:forRowAt:)`.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing, as `tableView(_:willDisplayHeaderView:forSection:)`.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// Does nothing, as `tableView(_:willDisplayFooterView:forSection:)`.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// The table view's `rowHeight`, as UIKit's default.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table view's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table view's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table view's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No custom header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No custom footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// True.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// `indexPath`.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing; override to act on a tap (push a detail screen).
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `.delete`, as UIKit's default.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// True.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Nil: "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// Nil: no leading actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Nil: the Delete button for deletable rows.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  // UIScrollViewDelegate: declared here so subclasses override them, as iOS code does.

  /// Does nothing, as `scrollViewDidScroll(_:)`.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewWillBeginDragging(_:)`.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing, as `scrollViewDidEndDragging(_:willDecelerate:)`.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing, as `scrollViewWillBeginDecelerating(_:)`.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndDecelerating(_:)`.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndScrollingAnimation(_:)`.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidChangeAdjustedContentInset(_:)`.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Nil (no zooming), as `viewForZooming(in:)`.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing, as `scrollViewWillBeginZooming(_:with:)`.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing, as `scrollViewDidZoom(_:)`.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndZooming(_:with:atScale:)`.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
