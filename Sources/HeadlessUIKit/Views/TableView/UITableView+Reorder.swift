import Foundation

/// A row being dragged by its reorder control.
@MainActor
struct ReorderState {
  let cell: UITableViewCell
  let source: IndexPath
  var destination: IndexPath
  let startCenterY: CGFloat
}

/// The table view's recognizer for drags on reorder controls (UIKit's private reorder
/// gesture): it begins only for a drag that starts on a visible row's reorder control, and
/// then the table's scroll pan does not begin.
@MainActor
final class ReorderPanGestureRecognizer: UIPanGestureRecognizer {
  weak var tableView: UITableView?

  override func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    tableView?.reorderShouldBegin(at: start) ?? false
  }
}

extension UITableView {
  /// The duration of the rows making room for a dragged row, and of the row dropping into its
  /// place.
  ///
  /// - Note: UIKit difference: 0.2 s ease-in-out approximates UIKit's reorder animations.
  static let reorderAnimationDuration: TimeInterval = 0.2

  func installReorderPan() {
    reorderPan.tableView = self
    reorderPan.addTarget(nil) { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handleReorderPan(pan)
    }
    addGestureRecognizer(reorderPan)
  }

  /// Whether a drag from `start` (window coordinates) is on a row's reorder control.
  func reorderShouldBegin(at start: CGPoint) -> Bool {
    guard editingState else { return false }
    let point = convert(start, from: nil)
    guard let path = indexPathForRow(at: point), let cell = visible[path], cell.showsReorderControlNow,
      let control = cell.reorderControl
    else { return false }
    return control.frame.contains(cell.convert(point, from: self))
  }

  /// UIKit's reorder: the row follows the finger vertically (within its section), the rows it
  /// passes slide out of its way, and on release the data source hears
  /// `tableView(_:moveRowAt:to:)` while the row drops into its new place.
  ///
  /// - Note: UIKit difference: a row moves within its own section only, and
  ///   `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` is not asked.
  private func handleReorderPan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let location = pan.location(in: self)
      let translation = pan.translation(in: self)
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      guard let path = indexPathForRow(at: start), let cell = visible[path] else { return }
      reorder = ReorderState(cell: cell, source: path, destination: path, startCenterY: cell.center.y)
      runningRowAnimations += 1
      bringSubviewToFront(cell)
      dragReorderedRow(by: translation.y)
    case .changed:
      dragReorderedRow(by: pan.translation(in: self).y)
    case .ended, .cancelled:
      dropReorderedRow()
    default:
      break
    }
  }

  private func dragReorderedRow(by dy: CGFloat) {
    guard var state = reorder else { return }
    let section = geometry.sections[state.source.section]
    let height = state.cell.bounds.height
    let top = section.rowsTop + height / 2
    let bottom = section.footerTop - height / 2
    let y = min(max(state.startCenterY + dy, top), max(top, bottom))
    state.cell.center.y = y
    // The row whose place the dragged row's centre is over.
    var row = state.source.row
    for (index, rowTop) in section.rowTops.enumerated() where y >= rowTop && y < rowTop + section.rowHeights[index] {
      row = index
    }
    let destination = IndexPath(row: row, section: state.source.section)
    guard destination != state.destination else { return }
    state.destination = destination
    reorder = state
    UIView.animate(
      withDuration: Self.reorderAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for (path, cell) in self.visible where cell !== state.cell && path.section == state.source.section {
          cell.frame = self.rectForRow(at: path).offsetBy(dx: 0, dy: self.reorderShift(of: path, state))
        }
      })
  }

  /// How far a row moves to make room: up by the dragged row's height between its old and new
  /// places when it moves down, down when it moves up.
  private func reorderShift(of path: IndexPath, _ state: ReorderState) -> CGFloat {
    let (row, source, destination) = (path.row, state.source.row, state.destination.row)
    let height = state.cell.bounds.height
    if destination > source, row > source, row <= destination { return -height }
    if destination < source, row >= destination, row < source { return height }
    return 0
  }

  private func dropReorderedRow() {
    guard let state = reorder else { return }
    reorder = nil
    let (source, destination) = (state.source, state.destination)
    let target = rectForRow(at: destination)
    let height = state.cell.bounds.height
    let slot = CGRect(
      x: target.minX, y: destination.row > source.row ? target.maxY - height : target.minY, width: target.width,
      height: height)
    if destination != source { dataSource?.tableView(self, moveRowAt: source, to: destination) }
    UIView.animate(
      withDuration: Self.reorderAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: { state.cell.frame = slot },
      completion: { _ in
        self.runningRowAnimations -= 1
        if destination != source {
          var updates = TableUpdates()
          updates.moves = [(source, destination)]
          self.apply(updates, animated: false, completion: nil)
        }
        self.setNeedsLayout()
      })
  }
}
