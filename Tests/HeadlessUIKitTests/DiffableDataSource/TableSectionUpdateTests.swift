import Foundation
import Testing

@testable import HeadlessUIKit

/// Sections inserted, deleted, reloaded and moved, and rows moved, animated on the timeline.
@MainActor
@Suite("Table view section updates and moves")
struct TableSectionUpdateTests {
  static func presented(_ view: UIView) -> CALayerPresentation { view.layer.presentation()! }
  static func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func insertedSectionFadesInWhileTheSectionsBelowMoveDown() throws {
    let (timeline, table, source, _) = TableUpdateTests.running(rows: 2)
    source.rows = [2, 2]
    table.reloadData()
    table.layoutIfNeeded()
    let below = try #require(table.cellForRow(at: Self.path(0, 1)))
    source.rows = [2, 1, 2]
    var finished: [Bool] = []
    table.performBatchUpdates({ table.insertSections(IndexSet([1]), with: .fade) }, completion: { finished.append($0) })
    #expect(table.numberOfSections == 3)
    #expect(table.cellForRow(at: Self.path(0, 2)) === below, "the old section 1 is section 2 now")
    let inserted = try #require(table.cellForRow(at: Self.path(0, 1)))
    #expect(inserted.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
    timeline.advance(to: 15)
    #expect(abs(Self.presented(inserted).opacity - 0.5) < 1e-4)
    #expect(abs(Self.presented(below).position.y - (110 + 154) / 2) < 1e-4, "from 110 to 154, halfway")
    timeline.advance(to: 31)
    #expect(finished == [true])
    #expect(Self.presented(below).position.y == 154)
  }

  @Test func deletedSectionSlidesOutWithItsAnimation() throws {
    let (timeline, table, source, _) = TableUpdateTests.running(rows: 2)
    source.rows = [1, 2, 1]
    table.reloadData()
    table.layoutIfNeeded()
    let leaving = try #require(table.cellForRow(at: Self.path(1, 1)))
    let last = try #require(table.cellForRow(at: Self.path(0, 2)))
    source.rows = [1, 1]
    table.deleteSections(IndexSet([1]), with: .left)
    #expect(table.cellForRow(at: Self.path(0, 1)) === last)
    timeline.advance(to: 15)
    #expect(abs(Self.presented(leaving).position.x - (195 - 195)) < 1e-4, "half way out to the left")
    #expect(abs(Self.presented(last).position.y - (154 + 66) / 2) < 1e-4)
    timeline.advance(to: 31)
    #expect(leaving.superview == nil)
  }

  @Test func movedRowsAndSectionsSlideToTheirNewPlaces() throws {
    let (timeline, table, source, _) = TableUpdateTests.running(rows: 3)
    let first = try #require(table.cellForRow(at: Self.path(0, 0)))
    let second = try #require(table.cellForRow(at: Self.path(1, 0)))
    table.selectRow(at: Self.path(0, 0), animated: false, scrollPosition: .none)
    table.moveRow(at: Self.path(0, 0), to: Self.path(2, 0))
    #expect(table.cellForRow(at: Self.path(2, 0)) === first && table.cellForRow(at: Self.path(0, 0)) === second)
    #expect(table.indexPathForSelectedRow == Self.path(2, 0), "the selection follows its row")
    timeline.advance(to: 15)
    #expect(abs(Self.presented(first).position.y - (22 + 110) / 2) < 1e-4)
    #expect(abs(Self.presented(second).position.y - (66 + 22) / 2) < 1e-4)
    timeline.advance(to: 31)
    source.rows = [1, 2]
    table.reloadData()
    table.layoutIfNeeded()
    let top = try #require(table.cellForRow(at: Self.path(0, 0)))
    source.rows = [2, 1]
    table.moveSection(0, toSection: 1)
    #expect(table.cellForRow(at: Self.path(0, 1)) === top)
    #expect(table.cellForRow(at: Self.path(0, 1))?.frame.minY == 88)
  }

  @Test func reloadedSectionCrossFadesNewCells() throws {
    let (timeline, table, source, _) = TableUpdateTests.running(rows: 2)
    let old = try #require(table.cellForRow(at: Self.path(0, 0)))
    source.rows = [3]
    table.reloadSections(IndexSet([0]), with: .fade)
    let new = try #require(table.cellForRow(at: Self.path(0, 0)))
    #expect(new !== old && table.visibleCells.count == 3)
    timeline.advance(to: 15)
    #expect(abs(Self.presented(old).opacity - 0.5) < 1e-4 && abs(Self.presented(new).opacity - 0.5) < 1e-4)
    timeline.advance(to: 31)
    #expect(old.superview == nil)
  }

  @Test func wrongSectionCountTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (table, source, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [2])
        source.rows = [2, 2, 2]
        table.insertSections(IndexSet([1]), with: .fade)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Invalid update: invalid number of sections"))
  }

  @MainActor final class FooterList: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
  }

  @Test func plainFootersFloatAtTheBottomWhileTheirSectionIsOnScreen() throws {
    let (table, _, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [1])
    let source = FooterList()
    table.dataSource = source
    table.layoutIfNeeded()
    // 20 rows of 44 pt, then a 28 pt footer at 880: pinned to the bottom (400 − 28) meanwhile.
    #expect(table.rectForFooter(inSection: 0).minY == 880)
    #expect(table.footerView(forSection: 0)?.frame.minY == 372)
    table.contentOffset.y = 700
    table.layoutIfNeeded()
    #expect(table.footerView(forSection: 0)?.frame.minY == 880, "back in place once reached")
    #expect(table.footerView(forSection: 1)?.frame.minY == 1072, "the next section's footer floats")
  }
}
