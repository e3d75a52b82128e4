import Foundation
import Testing

@testable import HeadlessUIKit

/// The section index: titles at the trailing edge that stay put while the rows scroll, and a
/// tap on one scrolling to its section.
@MainActor
@Suite("Table view section index")
struct TableSectionIndexTests {
  @MainActor final class Alphabet: UITableViewDataSource {
    var asked: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { 4 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "D"] }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      asked.append("\(title) \(index)")
      return index
    }
  }

  @Test func theIndexFloatsAtTheTrailingEdgeAndATapScrollsToItsSection() throws {
    let (table, _, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [1])
    let source = Alphabet()
    table.dataSource = source
    table.sectionIndexColor = .systemRed
    table.layoutIfNeeded()
    let index = try #require(table.sectionIndexView)
    // 4 titles × 14 pt centred in 400 pt: from 172.
    #expect(index.frame == CGRect(x: 375, y: 0, width: 15, height: 400))
    let c = try #require(index.subviews[2] as? UILabel)
    #expect(c.text == "C" && c.frame == CGRect(x: 0, y: 200, width: 15, height: 14) && c.textColor == .systemRed)
    table.tapped(at: CGPoint(x: 382, y: 205))
    #expect(source.asked == ["C 2"])
    #expect(table.contentOffset.y == 880, "section 2 starts after 20 rows of 44 pt")
    table.layoutIfNeeded()
    #expect(index.frame.minY == 880, "the index stays on screen")
    table.sectionIndexMinimumDisplayRowCount = 100
    table.layoutIfNeeded()
    #expect(table.sectionIndexView == nil)
  }
}
