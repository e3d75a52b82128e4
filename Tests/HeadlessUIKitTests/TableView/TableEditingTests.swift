import Foundation
import Testing

@testable import HeadlessUIKit

/// A list of named rows that can be edited, recording the editing callbacks in order.
@MainActor
final class EditableList: UITableViewDataSource, UITableViewDelegate {
  var rows: [String]
  var calls: [String] = []
  var styles: [Int: UITableViewCell.EditingStyle] = [:]
  var locked: Set<Int> = []
  var movable = false
  var leading: UISwipeActionsConfiguration?
  var trailing: UISwipeActionsConfiguration?
  init(_ rows: [String]) { self.rows = rows }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !locked.contains(indexPath.row)
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
    if editingStyle == .delete {
      rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    calls.append("move \(sourceIndexPath.row) → \(destinationIndexPath.row)")
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    styles[indexPath.row] ?? .delete
  }
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { leading }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { trailing }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    calls.append("willBeginEditing \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    calls.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
  }
}

/// Editing mode (controls sliding in, indentation, taps on the controls) and swipe actions
/// driven by scripted drags, checked frame by frame.
@MainActor
@Suite("Table view editing and swipe actions")
struct TableEditingTests {
  /// A 390 × 400 table of 44 pt rows on a 60 fps timeline in a visible window.
  static func running(_ rows: [String] = ["A", "B", "C", "D"]) -> (Timeline, UITableView, EditableList, UIWindow) {
    let timeline = Timeline(fps: 60)
    let window = TableViewTests.window()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let list = EditableList(rows)
    table.dataSource = list
    table.delegate = list
    window.addSubview(table)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return (timeline, table, list, window)
  }

  /// Advances one frame at a time (touches are delivered per frame).
  static func run(_ timeline: Timeline, from first: Int, to last: Int) {
    for frame in first...last { timeline.advance(to: FrameIndex(frame)) }
  }

  static func drag(from: CGPoint, to: CGPoint, at time: TimeInterval, duration: TimeInterval) -> TouchTrack {
    var track = TouchTrack(downAt: from, time: time)
    track.move(to: to, duration: duration)
    track.lift()
    return track
  }

  static func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.frame.minX }

  @Test func editingSlidesTheDeleteControlsInAndIndentsTheContent() throws {
    let (timeline, table, list, _) = Self.running()
    list.locked = [3]
    list.styles = [2: .insert]
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let locked = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(!table.isEditing && !a.isEditing)
    table.setEditing(true, animated: true)
    #expect(table.isEditing && a.isEditing && a.editingStyle == .delete)
    #expect(!locked.isEditing && locked.editingStyle == .none, "a row the data source cannot edit")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .insert)
    // 20 pt margin + the 22 pt circle: the content indents 42 pt, the control slides in from −42.
    #expect(a.contentView.frame.minX == 42)
    let control = try #require(a.editingControl)
    #expect(control.frame == CGRect(x: 0, y: 0, width: 42, height: a.contentView.frame.height))
    Self.run(timeline, from: 1, to: 9)  // 0.15 s: halfway through 0.3 s ease-in-out
    #expect(abs(Self.x(a.contentView) - 21) < 1e-3)
    #expect(abs(Self.x(control) - -21) < 1e-3)
    Self.run(timeline, from: 10, to: 19)
    #expect(Self.x(a.contentView) == 42 && Self.x(locked.contentView) == 0)
    table.setEditing(false, animated: true)
    Self.run(timeline, from: 20, to: 40)
    #expect(a.contentView.frame.minX == 0 && a.editingControl == nil)
  }

  @Test func tappingTheControlsRevealsDeleteOrCommitsAnInsertion() throws {
    let (timeline, table, list, _) = Self.running()
    list.styles = [1: .insert]
    list.movable = true
    table.setEditing(true, animated: false)
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(a.showsReorderControl && a.reorderControl?.frame.minX == 390 - 42)
    #expect(abs(a.contentView.frame.width - (390 - 42 - 42)) < 1e-9)
    table.tapped(at: CGPoint(x: 31, y: 66))  // the green control of row 1
    #expect(list.calls == ["commit insert 1"])
    table.tapped(at: CGPoint(x: 31, y: 22))  // the red control of row 0
    #expect(list.calls.last == "willBeginEditing 0")
    Self.run(timeline, from: 1, to: 20)
    let natural = try #require(a.swipeActionsView?.naturalWidth)
    #expect(a.swipeOffset == -natural && a.swipeActionsView?.frame.minX == 390 - natural)
    table.tapped(at: CGPoint(x: 390 - natural / 2, y: 22))  // Delete
    #expect(list.calls.suffix(2) == ["commit delete 0", "didEndEditing nil"])
    #expect(list.rows == ["B", "C", "D"] && table.numberOfRows(inSection: 0) == 3)
  }

  @Test func aSwipeFollowsTheFingerAndSettlesOpen() throws {
    let (timeline, table, list, window) = Self.running()
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    // From frame 6 (0.1 s), 100 pt left over 0.25 s (15 samples, 6⅔ pt each).
    timeline.play(
      Self.drag(from: CGPoint(x: 330, y: 66), to: CGPoint(x: 230, y: 66), at: 0.1, duration: 0.25), in: window)
    Self.run(timeline, from: 1, to: 15)
    #expect(list.calls == ["willBeginEditing 1"])
    #expect(abs(b.swipeOffset - -60) < 1e-6, "9 samples in: the content is 60 pt left, under the finger")
    #expect(abs(b.contentView.frame.minX - -60) < 1e-6)
    let view = try #require(b.swipeActionsView)
    #expect(view.frame == CGRect(x: 330, y: 0, width: 60, height: b.contentView.frame.height))
    #expect(table.contentOffset.y == 0, "the table did not scroll")
    Self.run(timeline, from: 16, to: 60)
    let natural = view.naturalWidth
    #expect(b.swipeOffset == -natural && view.buttons[0].frame.width == natural)
    #expect(view.buttons[0].backgroundColor == .systemRed)
    // A tap elsewhere closes it and selects nothing.
    table.tapped(at: CGPoint(x: 100, y: 150))
    Self.run(timeline, from: 61, to: 90)
    #expect(b.swipeOffset == 0 && b.swipeActionsView == nil && table.indexPathForSelectedRow == nil)
    #expect(list.calls == ["willBeginEditing 1", "didEndEditing 1"])
  }

  @Test func aFullSwipePerformsTheFirstActionAndTheRowAnimatesOut() throws {
    let (timeline, table, list, window) = Self.running()
    var handled: [String] = []
    let archive = UIContextualAction(style: .normal, title: "Archive") { action, view, completion in
      handled.append("\(action.title ?? "") from \(type(of: view))")
      completion(true)
    }
    archive.backgroundColor = .systemBlue
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      handled.append("Delete")
      list.rows.remove(at: 2)
      table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      completion(true)
    }
    list.trailing = UISwipeActionsConfiguration(actions: [delete, archive])
    #expect(list.trailing?.performsFirstActionWithFullSwipe == true)
    #expect(delete.backgroundColor == .systemRed && archive.backgroundColor == .systemBlue)
    let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    timeline.play(
      Self.drag(from: CGPoint(x: 380, y: 110), to: CGPoint(x: 60, y: 110), at: 0.1, duration: 0.3), in: window)
    Self.run(timeline, from: 1, to: 20)
    let view = try #require(c.swipeActionsView)
    #expect(view.expandsFirstAction, "past 60 % of the row")
    #expect(view.buttons[0].frame.width == view.bounds.width && view.buttons[1].frame.width == 0)
    Self.run(timeline, from: 21, to: 26)
    #expect(handled == ["Delete"])
    #expect(list.calls == ["willBeginEditing 2", "didEndEditing nil"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    Self.run(timeline, from: 27, to: 60)
    #expect(c.superview == nil && c.swipeOffset == 0, "recycled with its content back in place")
  }

  @Test func leadingActionsOpenToTheRightOutermostFirst() throws {
    let (timeline, table, list, window) = Self.running()
    let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
    let read = UIContextualAction(style: .normal, title: "Mark as Read") { _, _, completion in completion(false) }
    list.leading = UISwipeActionsConfiguration(actions: [pin, read])
    list.leading?.performsFirstActionWithFullSwipe = false
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    timeline.play(
      Self.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 240, y: 22), at: 0.1, duration: 0.25), in: window)
    Self.run(timeline, from: 1, to: 60)
    let view = try #require(a.swipeActionsView)
    #expect(a.swipeOffset == view.naturalWidth && view.frame.minX == 0)
    #expect(view.buttons[0].frame.minX == 0, "the first action is the leftmost")
    #expect(view.buttons[1].frame.minX == view.buttons[0].frame.maxX)
    #expect(view.buttons[0].backgroundColor == .systemGray)
    // A tap on "Mark as Read", whose handler fails: the row closes.
    table.tapped(at: CGPoint(x: view.buttons[1].frame.midX, y: 22))
    Self.run(timeline, from: 61, to: 90)
    #expect(a.swipeOffset == 0 && list.rows.count == 4)
  }

  @Test func aRowDraggedByItsReorderControlMovesAndTheDataSourceHears() throws {
    let (timeline, table, list, window) = Self.running()
    list.movable = true
    table.setEditing(true, animated: false)
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    // Row 0's reorder control is the last 42 pt: 100 pt down over 0.25 s from 0.1 s.
    timeline.play(
      Self.drag(from: CGPoint(x: 369, y: 22), to: CGPoint(x: 369, y: 122), at: 0.1, duration: 0.25), in: window)
    Self.run(timeline, from: 1, to: 15)
    #expect(abs(a.center.y - 82) < 1e-6, "under the finger, 60 pt down")
    #expect(b.frame.minY == 0, "row 1 made room")
    #expect(table.contentOffset.y == 0 && a.swipeActionsView == nil)
    Self.run(timeline, from: 16, to: 21)
    #expect(list.calls == ["move 0 → 2"] && list.rows == ["B", "C", "A", "D"])
    Self.run(timeline, from: 22, to: 40)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === a && a.frame.minY == 88)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === c && c.frame.minY == 44)
  }

  @Test func editButtonItemTogglesATableViewControllersTable() throws {
    let controller = UITableViewController(style: .plain)
    let item = controller.editButtonItem
    #expect(item === controller.editButtonItem && item.title == "Edit" && item.style == .plain)
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing && controller.tableView.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    controller.isEditing = false
    #expect(!controller.tableView.isEditing && item.title == "Edit")
  }
}
