import Foundation

extension UITableViewCell {
  /// The control a row shows while its table is editing, as `UITableViewCell.EditingStyle`
  /// (same raw values).
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// The red circle with a minus: tapping it reveals the Delete button.
    case delete = 1
    /// The green circle with a plus: tapping it commits an insertion.
    case insert = 2
  }

  /// The duration of the editing controls sliding in and out.
  ///
  /// - Note: UIKit difference: 0.3 s ease-in-out approximates UIKit's editing transition.
  static let editingAnimationDuration: TimeInterval = 0.3

  /// The width of the editing control and of the reorder control: the side margin plus the
  /// 22 pt circle (38 pt in a table 375 pt wide or less).
  ///
  /// - Note: UIKit difference: UIKit's editing control metrics are approximated.
  var editingControlWidth: CGFloat { rowAppearance.sideMargin + 22 }

  /// How far the content moves right while editing.
  var editingIndent: CGFloat {
    editingState && rowEditingStyle != .none && shouldIndentWhileEditing && rowIndentsWhileEditing
      ? editingControlWidth : 0
  }

  /// Whether the reorder control is on screen.
  var showsReorderControlNow: Bool { editingState && showsReorderControl }

  func addEditingControls() {
    if editingControl == nil || editingControl?.style != rowEditingStyle {
      editingControl?.removeFromSuperview()
      editingControl = rowEditingStyle == .none ? nil : EditingControlView(style: rowEditingStyle)
      if let editingControl { addSubview(editingControl) }
    }
    if showsReorderControl, reorderControl == nil {
      let control = ReorderControlView()
      addSubview(control)
      reorderControl = control
    }
    placeEditingControls(height: contentView.frame.height)
  }

  /// Places the editing controls (on screen while editing, just outside the row otherwise)
  /// and moves every part of the row by ``swipeOffset``.
  func layoutEditingParts(height: CGFloat) {
    placeEditingControls(height: height)
    let dx = swipeOffset
    if dx != 0 {
      let moving: [UIView?] = [
        contentView, backgroundView, shownSelectionBackground, shownAccessory, editingControl, reorderControl,
      ]
      for view in moving {
        view?.center.x += dx
      }
    }
    layoutSwipeActions()
  }

  private func placeEditingControls(height: CGFloat) {
    let width = editingControlWidth
    if let control = editingControl {
      let shown = editingState && rowEditingStyle != .none
      control.frame = CGRect(x: shown ? 0 : -width, y: 0, width: width, height: height)
      control.circleMargin = rowAppearance.sideMargin
      control.setNeedsLayout()
    }
    if let control = reorderControl {
      let shown = showsReorderControlNow
      control.frame = CGRect(x: bounds.width - (shown ? width : 0), y: 0, width: width, height: height)
    }
  }

  /// Whether `point` (cell coordinates) is on the editing control.
  func editingControlContains(_ point: CGPoint) -> Bool {
    guard editingState, let control = editingControl else { return false }
    return control.frame.contains(point)
  }
}
