import Foundation

extension UITableView {
  /// Gives a row's cell the table's editing mode: its editing style (`.none` for a row the
  /// data source cannot edit), its indentation and its reorder control.
  func applyEditingState(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    if editingState {
      cell.rowEditingStyle = editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
      cell.rowIndentsWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
      cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }
    let editing = editingState && (editable || cell.showsReorderControl)
    if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
  }

  /// Handles a tap that belongs to editing rather than selection; true when it did:
  ///
  /// - with a row's swipe actions shown, a tap on a button performs its action, any other tap
  ///   closes them (and selects nothing), as in UIKit;
  /// - while editing, a tap on a red delete control reveals the row's Delete button, a tap on
  ///   a green insert control commits `.insert` (`tableView(_:commit:forRowAt:)`);
  /// - while editing, other taps select only with ``allowsSelectionDuringEditing``.
  func handledEditingTap(at point: CGPoint) -> Bool {
    if let swipe {
      let local = swipe.view.convert(point, from: self)
      if swipe.view.bounds.contains(local), let hit = swipe.view.action(at: local) {
        perform(hit.0, from: hit.1, fullSwipe: false)
      } else {
        closeSwipe(animated: true)
      }
      return true
    }
    guard editingState else { return false }
    if let path = indexPathForRow(at: point), let cell = visible[path],
      cell.editingControlContains(cell.convert(point, from: self))
    {
      switch cell.editingStyle {
      case .delete:
        if let configuration = defaultDeleteConfiguration(for: cell, at: path) {
          openSwipe(on: cell, at: path, configuration: configuration, trailing: true, animated: true)
        }
      case .insert:
        dataSource?.tableView(self, commit: .insert, forRowAt: path)
      case .none:
        break
      }
      return true
    }
    return !allowsSelectionDuringEditing
  }

  /// The Delete button UIKit shows for an editable row whose editing style is `.delete`
  /// (titled by `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, else "Delete"): it
  /// commits `.delete` for the row through `tableView(_:commit:forRowAt:)`.
  func defaultDeleteConfiguration(for cell: UITableViewCell, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
      (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    else { return nil }
    let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let action = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, completion in
      guard let self, let cell, let path = self.indexPath(for: cell) else { return completion(false) }
      self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [action])
  }
}
