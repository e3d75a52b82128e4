import Foundation
import Testing

@testable import HeadlessUIKit

/// `UITableViewController`: the classic list → detail push, and the pop back that clears the
/// selection alongside the transition.
@MainActor
@Suite("Table view controller")
struct TableViewControllerTests {
  final class List: UITableViewController {
    var pushed: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      pushed.append(indexPath.row)
      let detail = UIViewController()
      detail.view.backgroundColor = .white
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  @Test func aPopBackDeselectsTheRowAlongsideTheTransition() throws {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let list = List(style: .insetGrouped)
    #expect(list.clearsSelectionOnViewWillAppear)
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    let table = try #require(list.tableView)
    #expect(table.dataSource === list && table.delegate === list && table.style == .insetGrouped)
    let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
    var tap = TouchTrack(downAt: CGPoint(x: row.midX, y: row.midY), time: 0.1)
    tap.hold(for: 0.05)
    tap.lift()
    timeline.play(tap, in: window)
    timeline.advance(to: 12)
    #expect(list.pushed == [2])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.isSelected && table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    timeline.advance(to: 60)
    #expect(navigation.viewControllers.count == 2)
    #expect(cell.isSelected, "the row stays selected under the pushed detail")
    let background = try #require(cell.shownSelectionBackground)
    navigation.popViewController(animated: true)
    // The selection is cleared when the pop starts; the grey background fades with it.
    timeline.advance(to: 75)
    #expect(table.indexPathForSelectedRow == nil && !cell.isSelected)
    let opacity = background.layer.presentation()!.opacity
    #expect(opacity > 0.05 && opacity < 0.95, "mid-pop the selection is fading, got \(opacity)")
    #expect(background.superview === cell)
    timeline.advance(to: 120)
    #expect(navigation.viewControllers.count == 1)
    #expect(background.superview == nil && cell.shownSelectionBackground == nil)
  }

  @Test func withoutClearingTheSelectionSurvivesThePop() throws {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let list = List(style: .plain)
    list.clearsSelectionOnViewWillAppear = false
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    timeline.advance(to: 10)
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
