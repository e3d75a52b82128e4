import Foundation

/// The row whose swipe actions are shown or being dragged.
@MainActor
struct SwipeState {
  let cell: UITableViewCell
  let view: SwipeActionsView
  /// The row's offset when the current drag began.
  var startOffset: CGFloat
}

/// The table view's recognizer for horizontal drags on rows (UIKit's private swipe-actions
/// pan): it begins only for a drag more horizontal than vertical on a row with actions for
/// that direction, and then the table's scroll pan does not begin.
@MainActor
final class SwipePanGestureRecognizer: UIPanGestureRecognizer {
  weak var tableView: UITableView?

  override func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    tableView?.swipeShouldBegin(movingFrom: start, by: movement) ?? false
  }
}

extension UITableView {
  /// The duration of a swipe opening, closing or completing after the finger lifts.
  ///
  /// - Note: UIKit difference: UIKit settles the row with a spring; here 0.3 s ease-out.
  static let swipeSettleDuration: TimeInterval = 0.3
  /// The fraction of the row's width past which a swipe is a full swipe.
  ///
  /// - Note: UIKit difference: UIKit's full-swipe threshold is not documented; 0.6 of the
  ///   row's width approximates it.
  static let fullSwipeFraction: CGFloat = 0.6

  func installSwipePan() {
    swipePan.tableView = self
    swipePan.addTarget(nil) { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handleSwipePan(pan)
    }
    addGestureRecognizer(swipePan)
  }

  /// Whether a drag from `start` (window coordinates) by `movement` swipes a row: mostly
  /// horizontal, not while editing, on a row with actions on that side (or whose actions are
  /// open).
  func swipeShouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    guard !editingState, abs(movement.dx) > abs(movement.dy) else { return false }
    let point = convert(start, from: nil)
    guard let path = indexPathForRow(at: point), let cell = visible[path] else { return false }
    if let swipe, swipe.cell === cell { return true }
    return configuration(for: cell, at: path, trailing: movement.dx < 0) != nil
  }

  /// The actions for one side of a row: the delegate's, else for the trailing side UIKit's
  /// default Delete button for a deletable row.
  func configuration(for cell: UITableViewCell, at path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    let own =
      trailing
      ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
      : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
    if let own { return own.actions.isEmpty ? nil : own }
    return trailing ? defaultDeleteConfiguration(for: cell, at: path) : nil
  }

  private func handleSwipePan(_ pan: UIPanGestureRecognizer) {
    let dx = pan.translation(in: self).x
    switch pan.state {
    case .began:
      // The row under the finger where it went down.
      let location = pan.location(in: self)
      let start = CGPoint(x: location.x - dx, y: location.y - pan.translation(in: self).y)
      guard let path = indexPathForRow(at: start), let cell = visible[path] else { return }
      if let swipe, swipe.cell === cell {
        self.swipe?.startOffset = cell.swipeOffset
        return
      }
      closeSwipe(animated: true)
      guard let configuration = configuration(for: cell, at: path, trailing: dx < 0) else { return }
      openSwipe(on: cell, at: path, configuration: configuration, trailing: dx < 0, animated: false, offset: 0)
      if let swipe { track(swipe, to: dx) }
    case .changed:
      guard let swipe else { return }
      track(swipe, to: swipe.startOffset + dx)
    case .ended, .cancelled:
      guard let swipe else { return }
      settle(swipe, velocity: pan.velocity(in: self).x)
    default:
      break
    }
  }

  /// Follows the finger: the content moves by `offset` (not past the row's edge on the
  /// actions' side, and not the other way), the buttons fill the gap, and past the
  /// full-swipe threshold the first action takes it all.
  private func track(_ swipe: SwipeState, to offset: CGFloat) {
    let view = swipe.view
    let width = swipe.cell.bounds.width
    var distance = max(0, view.trailing ? -offset : offset)
    let natural = view.naturalWidth
    if !view.configuration.performsFirstActionWithFullSwipe, distance > natural {
      // Without a full swipe the row resists past its buttons.
      distance = natural + (distance - natural) / 4
    }
    distance = min(distance, width)
    view.expandsFirstAction =
      view.configuration.performsFirstActionWithFullSwipe && distance > width * Self.fullSwipeFraction
    setSwipe(swipe.cell, offset: view.trailing ? -distance : distance)
  }

  /// The finger lifted: perform the first action after a full swipe, else open to the
  /// buttons' natural width when at least half of it shows (or the finger flicked open),
  /// else close.
  private func settle(_ swipe: SwipeState, velocity: CGFloat) {
    let view = swipe.view
    let distance = abs(swipe.cell.swipeOffset)
    if view.expandsFirstAction, let first = view.configuration.actions.first, let button = view.buttons.first {
      return perform(first, from: button, fullSwipe: true)
    }
    let opening = view.trailing ? velocity < -300 : velocity > 300
    let closing = view.trailing ? velocity > 300 : velocity < -300
    if !closing && (opening || distance >= view.naturalWidth / 2) {
      let natural = view.naturalWidth
      animateSwipe(swipe.cell, to: view.trailing ? -natural : natural, completion: nil)
    } else {
      closeSwipe(animated: true)
    }
  }

  /// Shows `configuration`'s buttons on a row, at `offset` or (animated) sliding to their
  /// natural width, and tells the delegate `tableView(_:willBeginEditingRowAt:)`.
  func openSwipe(
    on cell: UITableViewCell, at path: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool,
    animated: Bool, offset: CGFloat? = nil
  ) {
    let view = SwipeActionsView(configuration: configuration, trailing: trailing)
    cell.swipeActionsView?.removeFromSuperview()
    cell.swipeActionsView = view
    cell.addSubview(view)
    swipe = SwipeState(cell: cell, view: view, startOffset: offset ?? 0)
    delegate?.tableView(self, willBeginEditingRowAt: path)
    if let offset { return setSwipe(cell, offset: offset) }
    let natural = view.naturalWidth
    let target = trailing ? -natural : natural
    if animated {
      animateSwipe(cell, to: target, completion: nil)
    } else {
      setSwipe(cell, offset: target)
    }
  }

  /// Slides the open row back and removes its buttons, then tells the delegate
  /// `tableView(_:didEndEditingRowAt:)`.
  func closeSwipe(animated: Bool) {
    guard let swipe else { return }
    self.swipe = nil
    let cell = swipe.cell
    let finish = { [weak self] in
      guard let self else { return }
      if cell.swipeActionsView === swipe.view { cell.resetSwipe() }
      self.delegate?.tableView(self, didEndEditingRowAt: self.indexPath(for: cell))
    }
    guard animated else {
      setSwipe(cell, offset: 0)
      return finish()
    }
    animateSwipe(cell, to: 0, completion: finish)
  }

  /// Runs an action's handler with the button as its source view. After a full swipe the
  /// row first slides all the way out. When the handler completes with the row still on
  /// screen, the row closes; a row the handler deleted animates out with its deletion.
  func perform(_ action: UIContextualAction, from button: UIView, fullSwipe: Bool) {
    guard let swipe else { return }
    let cell = swipe.cell
    if fullSwipe {
      let width = cell.bounds.width
      animateSwipe(cell, to: swipe.view.trailing ? -width : width, completion: nil)
    }
    action.handler(action, button) { [weak self] _ in
      guard let self, self.swipe?.cell === cell else { return }
      if self.indexPath(for: cell) != nil {
        self.closeSwipe(animated: true)
      } else {
        self.swipe = nil
        self.delegate?.tableView(self, didEndEditingRowAt: nil)
      }
    }
  }

  private func setSwipe(_ cell: UITableViewCell, offset: CGFloat) {
    cell.swipeOffset = offset
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    cell.swipeActionsView?.layoutIfNeeded()
  }

  private func animateSwipe(_ cell: UITableViewCell, to offset: CGFloat, completion: (() -> Void)?) {
    UIView.animate(
      withDuration: Self.swipeSettleDuration, delay: 0, options: [.curveEaseOut],
      animations: { self.setSwipe(cell, offset: offset) }, completion: { _ in completion?() })
  }
}

extension UITableViewCell {
  /// Puts the row's content back and removes its swipe buttons (a cell leaving its row).
  func resetSwipe() {
    swipeActionsView?.removeFromSuperview()
    swipeActionsView = nil
    guard swipeOffset != 0 else { return }
    UIView.performWithoutAnimation {
      swipeOffset = 0
      setNeedsLayout()
      layoutIfNeeded()
    }
  }
}
