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
