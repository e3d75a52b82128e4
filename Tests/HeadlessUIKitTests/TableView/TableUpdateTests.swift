import Foundation
import Testing

@testable import HeadlessUIKit

/// Row insertions, deletions and reloads animated on the timeline, checked mid-flight.
@MainActor
@Suite("Table view row animations")
struct TableUpdateTests {
  /// A 100 fps timeline with a 5-row table of 44 pt rows on screen at t = 0.
  static func running(rows: Int = 5) -> (Timeline, UITableView, RowList, UIWindow) {
    let timeline = Timeline(fps: 100)
    let (table, source, window) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [rows])
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return (timeline, table, source, window)
  }

  static func presented(_ view: UIView) -> CALayerPresentation { view.layer.presentation()! }

  @Test func insertedRowsSlideInWhileTheRowsBelowMoveDown() throws {
    let (timeline, table, source, _) = Self.running()
    let oldRow1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    source.rows = [6]
    var finished: [Bool] = []
    table.performBatchUpdates(
      {
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
      }, completion: { finished.append($0) })
    let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(inserted !== oldRow1 && table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldRow1)
    #expect(inserted.frame == CGRect(x: 0, y: 44, width: 390, height: 44), "the model is at the end")
    #expect(table.numberOfRows(inSection: 0) == 6)
    // Halfway through 0.3 s ease-in-out (½ there, to the Bézier solver's precision): the new
    // row is half in from the left, the row below half way down.
    timeline.advance(to: 15)
    #expect(abs(Self.presented(inserted).position.x - 0) < 1e-4)
    #expect(abs(Self.presented(oldRow1).position.y - 88) < 1e-4)
    #expect(finished.isEmpty)
    timeline.advance(to: 31)
    #expect(finished == [true])
    #expect(Self.presented(inserted).position == CGPoint(x: 195, y: 66))
    #expect(Self.presented(oldRow1).position == CGPoint(x: 195, y: 110))
    #expect(table.indexPathsForVisibleRows?.count == 6)
  }

  @Test func deletedRowsFadeOutAndAreRecycledWhenTheAnimationEnds() throws {
    let (timeline, table, source, _) = Self.running()
    let deleted = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    source.rows = [4]
    table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "the selection follows its row")
    #expect(deleted.superview === table, "still on screen while it fades")
    timeline.advance(to: 15)
    #expect(abs(Self.presented(deleted).opacity - 0.5) < 1e-4)
    #expect(abs(Self.presented(below).position.y - (154 - 22)) < 1e-4, "from 154 to 110, halfway")
    timeline.advance(to: 31)
    #expect(deleted.superview == nil && deleted.alpha == 1)
    #expect(table.dequeueReusableCell(withIdentifier: "row") === deleted, "given back for reuse")
    #expect(table.visibleCells.count == 4)
  }

  @Test func slidesAndReloadsFollowTheirAnimation() throws {
    let (timeline, table, source, _) = Self.running()
    let leaving = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let reloaded = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    source.rows = [5]
    table.beginUpdates()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
    table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .bottom)
    table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    table.endUpdates()
    let replacement = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(replacement !== reloaded, "a reloaded row gets a new cell")
    let bottom = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
    timeline.advance(to: 15)
    #expect(abs(Self.presented(leaving).position.x - (195 + 195)) < 1e-4, "half way out to the right")
    #expect(abs(Self.presented(bottom).position.y - (198 + 22)) < 1e-4, "half way up from one row below")
    #expect(abs(Self.presented(reloaded).opacity - 0.5) < 1e-4 && abs(Self.presented(replacement).opacity - 0.5) < 1e-4)
    timeline.advance(to: 31)
    #expect(leaving.superview == nil && reloaded.superview == nil && replacement.superview === table)
  }
}
