import FlipbookRender
import FlipbookTesting
import Foundation
import HeadlessUIKit
import Testing

/// A small settings list drawn by each table style: every built-in cell style, the
/// accessories, a selected row, section titles and separators.
@MainActor
final class SettingsList: UITableViewDataSource {
  struct Row {
    var style: UITableViewCell.CellStyle
    var title: String
    var detail: String?
    var accessory: UITableViewCell.AccessoryType = .none
  }
  let sections: [(title: String, rows: [Row])] = [
    (
      "Network",
      [
        Row(style: .value1, title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
        Row(style: .default, title: "Bluetooth", accessory: .checkmark),
        Row(style: .subtitle, title: "Hotspot", detail: "Off", accessory: .detailButton),
      ]
    ),
    ("Account", [Row(style: .value2, title: "Email", detail: "me@example.com", accessory: .detailDisclosureButton)]),
  ]
  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    return cell
  }
}

/// A table that keeps its data source (a table view holds it weakly, as in UIKit).
@MainActor
final class SettingsTable: UITableView {
  let source = SettingsList()
  override init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame, style: style)
    dataSource = source
  }
  required init?(coder: NSCoder) { fatalError() }
}

@MainActor
@Suite("Table views in pixels")
struct TablePixelTests {
  static func stage(_ name: String, style: UITableView.Style) -> Stage {
    DrawingPixelTests.stage(name, width: 320, height: 300, scale: 2) { window in
      let table = SettingsTable(frame: window.bounds, style: style)
      window.addSubview(table)
      table.layoutIfNeeded()
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    }
  }

  @Test func plainTableMatchesItsGolden() {
    expectGoldens(named: "table-plain", at: .frames([0])) { Self.stage("table-plain", style: .plain) }
  }

  @Test func groupedTableMatchesItsGolden() {
    expectGoldens(named: "table-grouped", at: .frames([0])) { Self.stage("table-grouped", style: .grouped) }
  }

  @Test func insetGroupedTableMatchesItsGolden() {
    expectGoldens(named: "table-inset-grouped", at: .frames([0])) {
      Self.stage("table-inset-grouped", style: .insetGrouped)
    }
  }
}
