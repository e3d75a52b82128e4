import Foundation
import Testing
import UIKit

// A table view controller file as iOS code writes it: a registered cell subclass overriding
// `init(style:reuseIdentifier:)`, a `UITableViewController` subclass overriding the data
// source and delegate methods, self-sizing rows, a push on selection and animated edits.

struct Contact {
  let name: String
  let phone: String
}

class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
    detailTextLabel?.textColor = .secondaryLabel
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
    detailTextLabel?.text = nil
  }

  func configure(with contact: Contact) {
    textLabel?.text = contact.name
    detailTextLabel?.text = contact.phone
  }
}

class ContactsViewController: UITableViewController {
  var contacts: [[Contact]] = [
    [Contact(name: "Ann", phone: "555-0100"), Contact(name: "Ben", phone: "555-0101")],
    (0..<20).map { Contact(name: "Person \($0)", phone: "555-02\($0)") },
  ]
  var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.tableFooterView = UIView()
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return contacts.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return contacts[section].count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return section == 0 ? "Favourites" : "All Contacts"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        as? ContactCell
    else {
      return UITableViewCell()
    }
    cell.configure(with: contacts[indexPath.section][indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let contact = contacts[indexPath.section][indexPath.row]
    opened.append(contact.name)
    let detail = UIViewController()
    detail.title = contact.name
    detail.view.backgroundColor = .white
    navigationController?.pushViewController(detail, animated: true)
  }

  func removeContact(at indexPath: IndexPath) {
    contacts[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func addFavourite(_ contact: Contact, completion: @escaping () -> Void) {
    tableView.performBatchUpdates(
      {
        self.contacts[0].insert(contact, at: 0)
        self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }, completion: { _ in completion() })
  }
}

@MainActor
@Suite("A table view controller file from iOS")
struct ContactsTableTests {
  @Test func aTapPushesTheContactAndThePopClearsTheSelection() throws {
    let contacts = ContactsViewController(style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: contacts)
    let bench = TestBench(root: navigation)
    let table = try #require(contacts.tableView)
    // Self-sized subtitle rows (17 + 12 pt labels and 11 pt margins), estimates below.
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(first.height > 44 && first.minX == 16 && first.width == 268)
    let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    var tap = TouchTrack(downAt: CGPoint(x: row.midX, y: row.midY), time: 0.1)
    tap.hold(for: 0.05)
    tap.lift()
    bench.timeline.play(tap, in: bench.window)
    bench.run(to: 1)
    #expect(contacts.opened == ["Ben"])
    #expect(navigation.topViewController?.title == "Ben")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    navigation.popViewController(animated: true)
    bench.run(to: 2)
    #expect(navigation.topViewController === contacts)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func editsAnimateAndKeepTheRowsInStep() throws {
    let contacts = ContactsViewController(style: .plain)
    let bench = TestBench(root: UINavigationController(rootViewController: contacts))
    let table = try #require(contacts.tableView)
    let ben = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    contacts.removeContact(at: IndexPath(row: 0, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === ben)
    var added = false
    contacts.addFavourite(Contact(name: "Cleo", phone: "555-0199")) { added = true }
    bench.run(to: 0.2)
    #expect(!added)
    bench.run(to: 0.5)
    #expect(added)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)?.textLabel?.text == "Cleo")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === ben)
  }
}
