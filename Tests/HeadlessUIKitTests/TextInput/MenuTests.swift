import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIAction`, `UIMenu`, `UIDeferredMenuElement` and menus on buttons and bar button items.
@MainActor
@Suite("UIMenu and UIAction")
struct MenuTests {
  @Test func actionsKeepTheirValues() {
    let action = UIAction(
      title: "Delete", subtitle: "All files", image: UIImage(systemName: "trash"),
      identifier: UIAction.Identifier("delete"), attributes: .destructive, state: .on
    ) { _ in }
    #expect(action.title == "Delete")
    #expect(action.subtitle == "All files")
    #expect(action.identifier.rawValue == "delete")
    #expect(action.attributes == .destructive)
    #expect(action.state == .on)
    let element: UIMenuElement = action
    #expect(element.title == "Delete")
  }

  @Test func performingAMenuActionRunsItsHandlerWithTheSender() {
    var log: [String] = []
    let sender = UIView()
    let copy = UIAction(title: "Copy") { action in log.append("copy from \(action.sender as? UIView === sender)") }
    let hidden = UIAction(title: "Paste", attributes: .hidden) { _ in log.append("paste") }
    let menu = UIMenu(
      title: "Edit", children: [UIMenu(options: .displayInline, children: [copy]), hidden])
    #expect(menu.performAction(titled: "Copy", sender: sender))
    #expect(!menu.performAction(titled: "Paste"))
    #expect(log == ["copy from true"])
    #expect(copy.sender == nil)
  }

  @Test func singleSelectionMenusMoveTheCheckmark() {
    let small = UIAction(title: "Small", state: .on) { _ in }
    let large = UIAction(title: "Large") { _ in }
    let menu = UIMenu(options: .singleSelection, children: [small, large])
    menu.performAction(titled: "Large")
    #expect(small.state == .off)
    #expect(large.state == .on)
    #expect(menu.selectedElements.map(\.title) == ["Large"])
  }

  @Test func deferredElementsLoadWhenTheMenuAppears() {
    var loads = 0
    let cached = UIDeferredMenuElement { completion in
      loads += 1
      completion([UIAction(title: "Recent") { _ in }])
    }
    var uncachedLoads = 0
    let uncached = UIDeferredMenuElement.uncached { completion in
      uncachedLoads += 1
      completion([])
    }
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    button.menu = UIMenu(children: [cached, uncached])
    button.showsMenuAsPrimaryAction = true
    var primary = 0
    var menuEvents = 0
    button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in menuEvents += 1 }, for: .menuActionTriggered)
    let rig = ControlRig(button)
    rig.run(ControlRig.tap(at: CGPoint(x: 60, y: 40)), until: 0.5)
    var second = TouchTrack(downAt: CGPoint(x: 60, y: 40), time: 0.6)
    second.hold(for: 0.1)
    second.lift()
    rig.run(second, until: 1)
    #expect(primary == 0)
    #expect(menuEvents == 2)
    #expect(loads == 1)
    #expect(uncachedLoads == 2)
    #expect(button.menu!.performAction(titled: "Recent"))
  }

  @Test func barButtonItemsTakeAMenu() {
    let menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
    let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
    #expect(item.menu === menu)
    #expect(item.title == "More")
    let system = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
    #expect(system.menu === menu)
  }

  @Test func addAndRemoveActionByIdentifier() {
    let control = UIControl(frame: .zero)
    var count = 0
    let action = UIAction(identifier: UIAction.Identifier("tap")) { _ in count += 1 }
    control.addAction(action, for: .valueChanged)
    control.addAction(UIAction(identifier: UIAction.Identifier("tap")) { _ in count += 10 }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(count == 10)
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(count == 10)
  }
}
