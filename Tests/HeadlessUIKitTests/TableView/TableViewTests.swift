import Foundation
import Testing

@testable import HeadlessUIKit

/// A data source of `sections` × `rows` rows, recording every row it is asked for.
@MainActor
final class RowList: UITableViewDataSource {
  var rows: [Int]
  var style: UITableViewCell.CellStyle = .default
  var titles: [Int: String] = [:]
  private(set) var asked: [IndexPath] = []
  init(rows: [Int]) { self.rows = rows }
  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
}

/// Table geometry, the built-in cell styles, reuse while scrolling and self-sizing rows.
@MainActor
@Suite("Table view layout and reuse")
struct TableViewTests {
  /// A 390 × 844 window at scale 2 (one-pixel separators are 0.5 pt) without safe-area insets.
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2, safeAreaInsets: .zero))
  }

  /// A table of `frame` in ``window()``.
  static func table(
    _ frame: CGRect, style: UITableView.Style = .plain, rows: [Int], rowHeight: CGFloat? = 44
  ) -> (UITableView, RowList, UIWindow) {
    let window = Self.window()
    let table = UITableView(frame: frame, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    if let rowHeight { table.rowHeight = rowHeight }
    let source = RowList(rows: rows)
    table.dataSource = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, source, window)
  }

  @Test func plainRowsStackAt44PointsWithUIKitsDefaults() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.separatorStyle == .singleLine)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0), "20 pt wider than 375")
    #expect(UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300)).separatorInset.left == 16)
    let (view, source, _) = Self.table(CGRect(x: 0, y: 0, width: 390, height: 300), rows: [30, 5], rowHeight: nil)
    #expect(view.numberOfSections == 2 && view.numberOfRows(inSection: 1) == 5)
    // Default cells self-size to UIKit's standard 44 pt.
    #expect(view.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(view.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
    #expect(view.rectForRow(at: IndexPath(row: 0, section: 9)) == .zero)
    #expect(view.indexPathsForVisibleRows == (0..<7).map { IndexPath(row: $0, section: 0) })
    #expect(source.asked == (0..<7).map { IndexPath(row: $0, section: 0) })
    #expect(view.indexPathForRow(at: CGPoint(x: 100, y: 45)) == IndexPath(row: 1, section: 0))
    let cell = view.cellForRow(at: IndexPath(row: 2, section: 0))!
    #expect(view.indexPath(for: cell) == IndexPath(row: 2, section: 0))
    #expect(cell.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
  }

  @Test func groupedSectionsLeaveUIKitsSpacingAndInsetGroupedRowsAreInset() {
    let (grouped, source, _) = Self.table(
      CGRect(x: 0, y: 0, width: 390, height: 600), style: .grouped, rows: [2, 3])
    source.titles = [1: "Second"]
    grouped.reloadData()
    grouped.layoutIfNeeded()
    // 35 pt above the first section, 17.5 pt footers, 17.5 + 22.5 pt for a titled header.
    #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    #expect(grouped.rectForFooter(inSection: 0) == CGRect(x: 0, y: 123, width: 390, height: 17.5))
    #expect(grouped.rectForHeader(inSection: 1) == CGRect(x: 0, y: 140.5, width: 390, height: 40))
    #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 180.5)
    #expect(grouped.headerView(forSection: 1)?.textLabel?.text == "SECOND", "grouped titles in capitals")
    #expect(grouped.headerView(forSection: 0) == nil, "no title, no header view")
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    // The last row of a grouped section has no separator.
    #expect(grouped.cellForRow(at: IndexPath(row: 0, section: 0))?.separator.isHidden == false)
    #expect(grouped.cellForRow(at: IndexPath(row: 1, section: 0))?.separator.isHidden == true)

    let (inset, _, _) = Self.table(CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped, rows: [3])
    #expect(inset.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 79, width: 350, height: 44))
    let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))!
    let middle = inset.cellForRow(at: IndexPath(row: 1, section: 0))!
    let last = inset.cellForRow(at: IndexPath(row: 2, section: 0))!
    #expect(
      first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.layer.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func plainHeadersFloatAtTheTopWhileTheirSectionIsOnScreen() {
    let (table, source, _) = Self.table(CGRect(x: 0, y: 0, width: 390, height: 300), rows: [10, 10])
    source.titles = [0: "A", 1: "B"]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 28)
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame.minY == 100, "pinned to the visible top")
    // Section 0 ends at 28 + 440 = 468: its header is pushed up by the end of its section.
    table.contentOffset = CGPoint(x: 0, y: 450)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame.minY == 440)
    #expect(table.headerView(forSection: 1)?.frame.minY == 468)
  }

  @Test func cellsAreDequeuedOnlyForVisibleRowsWhileScrolling() {
    let (table, source, _) = Self.table(CGRect(x: 0, y: 0, width: 390, height: 300), rows: [100])
    var cells = Set(table.visibleCells.map(ObjectIdentifier.init))
    for step in 1...40 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 11)
      table.layoutIfNeeded()
      cells.formUnion(table.visibleCells.map(ObjectIdentifier.init))
      let top = Int(CGFloat(step) * 11 / 44)
      let bottom = Int(((CGFloat(step) * 11 + 300) / 44).rounded(.up)) - 1
      #expect(table.indexPathsForVisibleRows == (top...bottom).map { IndexPath(row: $0, section: 0) })
    }
    // 440 pt down: rows 0…16 were each asked for once, and at most 8 cells (7 rows plus one
    // partly visible) were ever created.
    #expect(source.asked == (0...16).map { IndexPath(row: $0, section: 0) })
    #expect(cells.count == 8)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
  }

  @Test func builtInStylesLayOutTheirLabelsAsUIKit() throws {
    let line17 = ceil(UIFont.systemFont(ofSize: 17).lineHeight)
    let line12 = ceil(UIFont.systemFont(ofSize: 12).lineHeight)
    func laidOut(_ style: UITableViewCell.CellStyle, accessory: UITableViewCell.AccessoryType = .none)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      cell.rowAppearance.sideMargin = 20
      cell.textLabel?.text = "Wi-Fi"
      cell.detailTextLabel?.text = "Home"
      cell.accessoryType = accessory
      cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
      cell.layoutIfNeeded()
      return cell
    }
    let plain = laidOut(.default)
    #expect(plain.detailTextLabel == nil && plain.imageView != nil)
    #expect(plain.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 43.5))
    #expect(plain.textLabel?.frame == CGRect(x: 20, y: (43.5 - line17) / 2, width: 350, height: line17))
    #expect(plain.textLabel?.font.pointSize == 17 && plain.textLabel?.textColor == .label)

    let subtitle = laidOut(.subtitle)
    let top = ((43.5 - line17 - line12) / 2).rounded()
    #expect(subtitle.textLabel?.frame.minY == top && subtitle.detailTextLabel?.frame.minY == top + line17)
    #expect(subtitle.detailTextLabel?.font.pointSize == 12)

    let value1 = laidOut(.value1)
    let detail = try #require(value1.detailTextLabel)
    #expect(detail.frame.maxX == 370, "right-aligned at the trailing margin")
    #expect(detail.textColor == .secondaryLabel && detail.textAlignment == .right)
    #expect(value1.textLabel!.frame.maxX == detail.frame.minX - 8)

    let value2 = laidOut(.value2)
    #expect(value2.imageView == nil)
    #expect(value2.textLabel?.frame.minX == 20 && value2.textLabel?.frame.width == 67)
    #expect(value2.detailTextLabel?.frame.minX == 93)

    // A disclosure chevron ends at the trailing margin; the content view stops 12 pt before it.
    let chevron = laidOut(.value1, accessory: .disclosureIndicator)
    let box = try #require(chevron.shownAccessory)
    #expect(abs(box.frame.maxX - 370) < 1e-9)
    #expect(abs(chevron.contentView.frame.width - (box.frame.minX - 12)) < 1e-9)
    #expect(chevron.detailTextLabel?.frame.maxX == chevron.contentView.frame.width, "no trailing margin before it")
    #expect((box.subviews.first as? SymbolGlyphView)?.glyph == SymbolGlyph(name: "chevron.right"))
  }

  /// A cell whose content is a 80 pt tall view pinned to the content view's margins.
  final class TallCell: UITableViewCell {
    let block = UIView()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      block.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(block)
      NSLayoutConstraint.activate([
        block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        block.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        block.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        block.heightAnchor.constraint(equalToConstant: 80),
      ])
    }
    required init?(coder: NSCoder) { fatalError() }
  }

  @Test func automaticDimensionSizesRowsWithAutoLayoutAsTheyAppear() {
    let window = Self.window()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
    table.register(TallCell.self, forCellReuseIdentifier: "row")
    table.estimatedRowHeight = 50
    let source = RowList(rows: [20])
    table.dataSource = source
    window.addSubview(table)
    // Before any cell is shown every row counts at its estimate.
    #expect(table.contentSize.height == 1000)
    table.layoutIfNeeded()
    // 11 + 80 + 11 pt of content and the 0.5 pt separator; rows 0…2 fill 300 pt.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 102.5)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 205)
    #expect(table.indexPathsForVisibleRows == (0...2).map { IndexPath(row: $0, section: 0) })
    // Rows 0…5 filled the view at their estimates, so their cells were made and measured (and
    // 3…5 recycled once the measured rows pushed them out): six measured rows, 14 estimated.
    #expect(table.contentSize.height == 6 * 102.5 + 14 * 50)
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! TallCell
    cell.layoutIfNeeded()
    #expect(cell.block.frame == CGRect(x: 20, y: 11, width: 350, height: 80))
  }

  @Test func registeredSubclassesAreCreatedThroughTheirOwnInitializer() {
    final class Counting: UITableViewCell {
      nonisolated(unsafe) static var made = 0
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        Counting.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    let table = UITableView(frame: .zero, style: .plain)
    table.register(Counting.self, forCellReuseIdentifier: "c")
    let cell = table.dequeueReusableCell(withIdentifier: "c", for: IndexPath(row: 0, section: 0))
    #expect(cell is Counting && Counting.made == 1 && cell.reuseIdentifier == "c")
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }
}
