import Foundation

extension UITableView {
  /// How inserted, deleted and reloaded rows appear and disappear, as UIKit's
  /// `UITableView.RowAnimation` (same raw values).
  public enum RowAnimation: Int, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// Inserted rows slide in from the right; deleted rows slide out to the right.
    case right = 1
    /// Inserted rows slide in from the left; deleted rows slide out to the left.
    case left = 2
    /// Inserted rows slide down from above their place; deleted rows slide up out of it.
    case top = 3
    /// Inserted rows slide up from below their place; deleted rows slide down out of it.
    case bottom = 4
    /// The rows appear or disappear at once (the other rows still move).
    case none = 5
    /// The rows grow from or shrink to the middle of their space.
    case middle = 6
    /// The table chooses: `.fade`.
    case automatic = 100
  }

  /// The duration of UIKit's row animations.
  ///
  /// - Note: UIKit difference: 0.3 s ease-in-out is an approximation of UIKit's row animation
  ///   timing.
  static let rowAnimationDuration: TimeInterval = 0.3

  /// Inserts rows (index paths after the update), as `insertRows(at:with:)`: update the data
  /// source first. The rows below move down while the new ones come in with `animation`.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertions += indexPaths.map { ($0, animation) } }
  }

  /// Deletes rows (index paths before the update), as `deleteRows(at:with:)`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletions += indexPaths.map { ($0, animation) } }
  }

  /// Asks the data source again for rows (index paths before the update), as
  /// `reloadRows(at:with:)`: the new cell replaces the old one with `animation` (a
  /// cross-fade, or at once with `.none`).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloads += indexPaths.map { ($0, animation) } }
  }

  /// Moves a row (index path before the update) to a new place (index path after it), as
  /// `moveRow(at:to:)`: update the data source first. Its cell slides to the new place while
  /// the rows between close up.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moves.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (indices after the update), as `insertSections(_:with:)`: their header,
  /// rows and footer come in with `animation` while the sections below move down.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionInsertions += sections.map { ($0, animation) } }
  }

  /// Deletes sections (indices before the update), as `deleteSections(_:with:)`: their rows go
  /// out with `animation` while the sections below move up.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionDeletions += sections.map { ($0, animation) } }
  }

  /// Asks the data source again for whole sections (indices before the update), as
  /// `reloadSections(_:with:)`: the old rows go out and the new ones come in with `animation`
  /// (a cross-fade for `.fade` and `.automatic`).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.sectionReloads += sections.map { ($0, animation) } }
  }

  /// Moves a section (index before the update) to a new index (after it), as
  /// `moveSection(_:toSection:)`: its rows slide to their new places.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append((section, newSection)) }
  }

  /// Asks the data source to configure the existing cells of rows again, in place and
  /// without animation, as `reconfigureRows(at:)` (iOS 15): `tableView(_:cellForRowAt:)` runs
  /// for each visible row and its dequeue returns the row's own cell (not prepared for reuse);
  /// rows off screen are configured when they next appear.
  ///
  /// - Precondition: the data source returns the row's own cell, as UIKit requires.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = visible[path] else { continue }
      cellBeingReconfigured = cell
      let returned = dataSource.tableView(self, cellForRowAt: path)
      cellBeingReconfigured = nil
      precondition(
        returned === cell,
        "UITableView.reconfigureRows(at:): the data source returned a different cell for \(path); dequeue it with the row's reuse identifier"
      )
    }
  }

  /// Runs `updates` (insertions, deletions, reloads) and animates them together, as
  /// `performBatchUpdates(_:completion:)`; `completion` runs when the animation ends, with
  /// true.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    finishUpdates(completion: completion)
  }

  /// Starts collecting row changes to animate together, as `beginUpdates()`.
  public func beginUpdates() {
    if updateNesting == 0 { pendingUpdates = TableUpdates() }
    updateNesting += 1
  }

  /// Animates the row changes collected since `beginUpdates()`, as `endUpdates()` (with no
  /// changes it animates row heights the delegate now reports differently).
  public func endUpdates() { finishUpdates(completion: nil) }

  private func finishUpdates(completion: ((Bool) -> Void)?) {
    precondition(updateNesting > 0, "UITableView.endUpdates(): called without beginUpdates()")
    updateNesting -= 1
    guard updateNesting == 0, let updates = pendingUpdates else { return }
    pendingUpdates = nil
    apply(updates, completion: completion)
  }

  private func record(_ change: (inout TableUpdates) -> Void) {
    if updateNesting > 0, pendingUpdates != nil { return change(&pendingUpdates!) }
    var updates = TableUpdates()
    change(&updates)
    apply(updates, completion: nil)
  }
}
