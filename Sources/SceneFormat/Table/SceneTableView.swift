import Foundation
import HeadlessUIKit

/// A scene file's `table` view: a `UITableView` that owns the data source and delegate built
/// from its ``TableSpec`` (a table view holds both weakly, as in UIKit).
@MainActor
final class SceneTableView: UITableView {
  private let source: SceneTableSource

  init(_ spec: TableSpec, frame: CGRect) {
    source = SceneTableSource(spec)
    super.init(frame: frame, style: spec.style)
    dataSource = source
    delegate = source
  }

  required init?(coder: NSCoder) { nil }

  /// Shows `sections` in place of the rows it shows (a search's results) and reloads.
  func show(_ sections: [TableSectionSpec]) {
    source.replaceSections(sections)
    reloadData()
  }
}

/// The rows of a `table` as iOS code writes a list: cells dequeued by style, a tap on a row
/// with `push` shows that screen with `show(_:sender:)` from the screen the table is on; in an
/// `editable` table, rows can be edited and a committed deletion removes the row from the data
/// and calls `deleteRows(at:with: .automatic)`.
@MainActor
final class SceneTableSource: UITableViewDataSource, UITableViewDelegate {
  let spec: TableSpec
  /// The rows now, less the deleted ones.
  private var sections: [TableSectionSpec]

  init(_ spec: TableSpec) {
    self.spec = spec
    sections = spec.sections
  }

  /// Replaces the rows (the table reloads them).
  func replaceSections(_ sections: [TableSectionSpec]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { spec.editable }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    let identifier = "\(row.cellStyle)"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: row.cellStyle, reuseIdentifier: identifier)
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.subtitle ?? row.detail
    cell.accessoryType = row.accessory
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let name = sections[indexPath.section].rows[indexPath.row].push else { return }
    var responder = tableView.next
    while let current = responder, !(current is ScreenViewController) { responder = current.next }
    guard let screen = responder as? ScreenViewController, let shown = screen.resolveScreen?(name) else {
      Timeline.current?.fail(
        "scene table: row \(indexPath.row) of section \(indexPath.section) shows '\(name)', but the table is not on a scene screen"
      )
      return
    }
    screen.show(shown, sender: tableView.cellForRow(at: indexPath))
  }
}

extension ScreenViewController {
  /// The screen's tables, in view order.
  var sceneTables: [SceneTableView] {
    var tables: [SceneTableView] = []
    func collect(_ view: UIView) {
      if let table = view as? SceneTableView { tables.append(table) }
      for child in view.subviews where !(child is UITableViewCell) { collect(child) }
    }
    if let view = viewIfLoaded { collect(view) }
    return tables
  }

  /// Deselects the rows of the screen's tables as `UITableViewController` does with
  /// `clearsSelectionOnViewWillAppear`: alongside the transition that shows the screen (a
  /// pop back from the pushed detail), restored if it is cancelled.
  func clearTableSelections(animated: Bool) {
    for table in sceneTables {
      guard let paths = table.indexPathsForSelectedRows else { continue }
      let animates =
        transitionCoordinator?.animate(
          alongsideTransition: { _ in
            for path in paths { table.deselectRow(at: path, animated: true) }
          },
          completion: { context in
            guard context.isCancelled else { return }
            for path in paths { table.selectRow(at: path, animated: false, scrollPosition: .none) }
          }) ?? false
      if !animates {
        for path in paths { table.deselectRow(at: path, animated: animated) }
      }
    }
  }
}

/// A weak reference to a scene's controller.
@MainActor
struct WeakController {
  weak var controller: UIViewController?
  init(_ controller: UIViewController) { self.controller = controller }
}
