import Foundation

extension UITableView {
  /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a
  /// row in the visible area, as UIKit's `UITableView.ScrollPosition` (same raw values).
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as makes the row fully visible (none if it is).
    case none
    /// The row at the top of the visible area.
    case top
    /// The row in the middle.
    case middle
    /// The row at the bottom.
    case bottom
  }

  /// The selected row (the first one in order), as `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { selected.min() }

  /// The selected rows in order, nil when none, as `indexPathsForSelectedRows`.
  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects a row (nil deselects every row), scrolls it to `scrollPosition`, and marks its
  /// visible cell selected, as `selectRow(at:animated:scrollPosition:)`. Without
  /// `allowsMultipleSelection` the other rows are deselected first. Like UIKit, this calls no
  /// delegate method.
  ///
  /// - Precondition: `indexPath` names a row of the table.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection || indexPath == nil else { return }
    guard let indexPath else {
      for path in selected.sorted() { deselectRow(at: path, animated: animated) }
      return
    }
    ensureGeometry()
    precondition(
      geometry.contains(indexPath),
      "UITableView.selectRow(at:animated:scrollPosition:): \(indexPath) is not a row of the table view")
    if !allowsMultipleSelection {
      for path in selected.sorted() where path != indexPath { deselectRow(at: path, animated: animated) }
    }
    selected.insert(indexPath)
    visible[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row, as `deselectRow(at:animated:)`: its cell's selected background fades
  /// out with `animated` (see `UITableViewCell.setSelected(_:animated:)`). Calls no delegate
  /// method, as in UIKit.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.remove(indexPath)
    visible[indexPath]?.setSelected(false, animated: animated)
  }

  /// Scrolls so the row sits at `scrollPosition` in the visible area less
  /// `adjustedContentInset`, kept inside the scrollable range, as
  /// `scrollToRow(at:at:animated:)`. `.none` scrolls as little as makes the row fully
  /// visible. Animated, it scrolls as `setContentOffset(_:animated: true)` does.
  ///
  /// - Precondition: `indexPath` names a row (UIKit raises for a row out of range).
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    ensureGeometry()
    guard geometry.contains(indexPath) else {
      preconditionFailure("UITableView.scrollToRow(at:at:animated:): \(indexPath) is not a row of the table view")
    }
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = contentOffset
    switch scrollPosition {
    case .top: offset.y = row.minY - inset.top
    case .middle: offset.y = row.midY - visibleHeight / 2 - inset.top
    case .bottom: offset.y = row.maxY - visibleHeight - inset.top
    case .none:
      if row.minY < offset.y + inset.top {
        offset.y = row.minY - inset.top
      } else if row.maxY > offset.y + inset.top + visibleHeight {
        offset.y = row.maxY - visibleHeight - inset.top
      }
    }
    offset = clampedOffset(offset)
    guard offset != contentOffset else { return }
    guard !animated else { return setContentOffset(offset, animated: true) }
    contentOffset = offset
    layoutVisibleRows()
  }

  /// Scrolls the first selected row to `scrollPosition`, as
  /// `scrollToNearestSelectedRow(at:animated:)`; does nothing without a selection.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let path = indexPathForSelectedRow else { return }
    scrollToRow(at: path, at: scrollPosition, animated: animated)
  }

  /// Installs the tap that selects rows, as UIKit's table view does: the row is highlighted
  /// and selected when the finger lifts.
  func installSelectionTap() {
    let tap = UITapGestureRecognizer()
    tap.addTarget(nil) { [weak self] recognizer in
      guard let self, recognizer.state == .recognized else { return }
      self.tapped(at: recognizer.location(in: self))
    }
    addGestureRecognizer(tap)
  }

  /// UIKit's tap on a row, in its order:
  ///
  /// ```
  ///  shouldHighlightRowAt → didHighlightRowAt → didUnhighlightRowAt → willSelectRowAt →
  ///  (single selection, for each other selected row: willDeselectRowAt → didDeselectRowAt) →
  ///  didSelectRowAt
  /// ```
  ///
  /// With `allowsMultipleSelection` a tap on a selected row deselects it instead
  /// (`willDeselectRowAt` → `didDeselectRowAt`). `willSelectRowAt` may redirect the
  /// selection to another row or cancel it (nil).
  ///
  /// - Note: UIKit difference: the highlight is shown when the finger lifts (UIKit shows it
  ///   while the finger rests on the row).
  func tapped(at point: CGPoint) {
    // Open swipe actions and editing controls take the tap first (see UITableView+Swipe.swift).
    if handledEditingTap(at: point) || handledSectionIndexTap(at: point) { return }
    guard allowsSelection, let path = indexPathForRow(at: point) else { return }
    guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
    let cell = visible[path]
    cell?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: path)
    cell?.setHighlighted(false, animated: false)
    delegate?.tableView(self, didUnhighlightRowAt: path)
    if allowsMultipleSelection, selected.contains(path) {
      guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
      deselectRow(at: target, animated: false)
      delegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path else { return }
    if !allowsMultipleSelection {
      for previous in selected.sorted() where previous != target {
        guard let deselect = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous else {
          continue
        }
        deselectRow(at: deselect, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselect)
      }
    }
    selected.insert(target)
    visible[target]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: target)
  }
}
