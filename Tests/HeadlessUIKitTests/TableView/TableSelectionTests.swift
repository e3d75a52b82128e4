import Foundation
import Testing

@testable import HeadlessUIKit

/// Taps through the table's own recognizer and the delegate's calls in UIKit's order;
/// programmatic selection and scrolling.
@MainActor
@Suite("Table view selection")
struct TableSelectionTests {
  /// Records the delegate's selection calls; `willSelect` of row 3 selects row 4 instead, row
  /// 5 cannot be highlighted.
  final class Recorder: UITableViewDelegate {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      calls.append("shouldHighlight \(indexPath.row)")
      return indexPath.row != 5
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willSelect \(indexPath.row)")
      return indexPath.row == 3 ? IndexPath(row: 4, section: 0) : indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willDeselect \(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.row) selected=\(tableView.cellForRow(at: indexPath)?.isSelected == true)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.row)")
    }
  }

  static func tap(_ point: CGPoint, at time: TimeInterval) -> TouchTrack {
    var track = TouchTrack(downAt: point, time: time)
    track.hold(for: 0.05)
    track.lift()
    return track
  }

  @Test func tapsSelectRowsThroughTheDelegateInUIKitsOrder() throws {
    let timeline = Timeline(fps: 60)
    let (table, source, window) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [20])
    window.makeKeyAndVisible()
    timeline.attach(window)
    let recorder = Recorder()
    table.delegate = recorder
    timeline.advance(to: 0)
    timeline.play(Self.tap(CGPoint(x: 100, y: 22), at: 0.1), in: window)  // row 0
    timeline.play(Self.tap(CGPoint(x: 100, y: 100), at: 0.3), in: window)  // row 2
    timeline.play(Self.tap(CGPoint(x: 100, y: 150), at: 0.5), in: window)  // row 3 → 4
    timeline.play(Self.tap(CGPoint(x: 100, y: 240), at: 0.7), in: window)  // row 5: no highlight
    timeline.advance(to: 8)
    #expect(recorder.calls.isEmpty, "nothing before the finger lifts")
    timeline.advance(to: 12)
    #expect(
      recorder.calls == [
        "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0 selected=true",
      ])
    for frame in 13...60 { timeline.advance(to: FrameIndex(frame)) }
    #expect(
      Array(recorder.calls.dropFirst(5)) == [
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 0", "didDeselect 0",
        "didSelect 2 selected=true",
        "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 2", "didDeselect 2",
        "didSelect 4 selected=true",
        "shouldHighlight 5",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    _ = source
  }

  @Test func multipleSelectionTogglesRowsAndProgrammaticSelectionCallsNoDelegate() {
    let (table, source, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [20])
    let recorder = Recorder()
    table.delegate = recorder
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(recorder.calls.isEmpty)
    table.allowsMultipleSelection = true
    table.tapped(at: CGPoint(x: 10, y: 10))
    table.tapped(at: CGPoint(x: 10, y: 100))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(recorder.calls.suffix(2) == ["willDeselect 2", "didDeselect 2"])
    // A selected cell shows the grey background; deselected, it is gone.
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(cell.shownSelectionBackground?.backgroundColor == .systemGray4)
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil && cell.shownSelectionBackground == nil)
    _ = source
  }

  @Test func selectedRowsStaySelectedWhenTheyScrollBackIntoView() {
    let (table, source, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 300), rows: [100])
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 2200)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "a reused cell comes back deselected")
    table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 44)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .middle, animated: false)
    #expect(abs(table.contentOffset.y - (4400 - 300)) < 1e-6, "kept inside the content")
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
    #expect(abs(table.contentOffset.y - (20 * 44 + 22 - 150)) < 1e-6)
    _ = source
  }
}
