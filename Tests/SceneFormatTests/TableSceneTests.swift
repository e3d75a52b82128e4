import Foundation
import HeadlessUIKit
import Testing

@testable import SceneFormat

/// The `table` view kind: static rows in sections, their load errors, and a tap that pushes.
@MainActor
@Suite("Table scenes")
struct TableSceneTests {
  /// A list screen A (lines 5–15) and a detail screen B; `script` is appended.
  static func scene(_ table: String = defaultTable, script: String = "") -> String {
    """
    fps: 30
    duration: 2
    window: { width: 390, height: 844 }
    screens:
      A:
        views:
          - id: list
            frame: [0, 0, 390, 844]
            table:
    \(table)
      B:
        title: Detail
    root: { navigation: A }
    \(script)
    """
  }

  static let defaultTable = [
    "          style: insetGrouped",
    "          sections:",
    "            - header: First",
    "              rows:",
    "                - { title: One, detail: \"1\", accessory: disclosure, push: B }",
    "                - { title: Two, subtitle: Second }",
  ].joined(separator: "\n")

  static let defaultRows = [
    "                - { title: One, detail: \"1\", accessory: disclosure, push: B }",
    "                - { title: Two, subtitle: Second }",
  ].joined(separator: "\n")

  static func error(replacing old: String, with new: String) -> String? {
    let changed = defaultTable.replacingOccurrences(of: old, with: new)
    #expect(changed != defaultTable, "the replaced text is in the table")
    return parseError(scene(changed))?.description
  }

  @Test func rowsAndSectionsAreRead() throws {
    let description = try parse(Self.scene())
    let table = try #require(description.screens[0].views[0].table)
    #expect(table.style == .insetGrouped)
    #expect(table.sections.count == 1 && table.sections[0].header == "First" && table.sections[0].footer == nil)
    #expect(
      table.sections[0].rows == [
        TableRowSpec(title: "One", detail: "1", accessory: .disclosureIndicator, push: "B"),
        TableRowSpec(title: "Two", subtitle: "Second"),
      ])
  }

  @Test func badStyle() {
    #expect(
      Self.error(replacing: "style: insetGrouped", with: "style: fancy")
        == "Scenes/x.yaml:10:18: screens.A.views[0].table.style: expected one of plain, grouped, insetGrouped, got \"fancy\""
    )
  }

  @Test func badAccessory() {
    #expect(
      Self.error(replacing: "accessory: disclosure", with: "accessory: arrow")
        == "Scenes/x.yaml:14:57: screens.A.views[0].table.sections[0].rows[0].accessory: expected one of none, disclosure, checkmark, detail, detailDisclosure, got \"arrow\""
    )
  }

  @Test func subtitleAndDetailExcludeEachOther() {
    #expect(
      Self.error(replacing: "{ title: Two, subtitle: Second }", with: "{ title: Two, subtitle: Second, detail: x }")
        == "Scenes/x.yaml:15:51: screens.A.views[0].table.sections[0].rows[1].detail: a row shows a 'subtitle' (UITableViewCell style .subtitle) or a 'detail' (style .value1), not both"
    )
  }

  @Test func rowsNeedATitleAndSectionsNeedRows() {
    #expect(
      Self.error(replacing: "{ title: Two, subtitle: Second }", with: "{ subtitle: Second }")?.hasSuffix(
        "screens.A.views[0].table.sections[0].rows[1]: missing required field 'title'") == true)
    let empty = Self.error(
      replacing: "rows:\n" + Self.defaultRows, with: "rows: []")
    #expect(
      empty?.hasPrefix("Scenes/x.yaml:13:21: screens.A.views[0].table.sections[0].rows: expected at least one row")
        == true, "\(empty ?? "no error")")
  }

  @Test func pushNamesADeclaredScreen() {
    #expect(
      Self.error(replacing: "push: B", with: "push: Nowhere")
        == "Scenes/x.yaml:14:75: screens.A.views[0].table.sections[0].rows[0].push: no screen named 'Nowhere'; declared screens: A, B"
    )
  }

  @Test func aTableIsNotAlsoALabel() {
    let yaml = Self.scene().replacingOccurrences(of: "        table:\n", with: "        label: Hi\n        table:\n")
    #expect(
      parseError(yaml)?.description.hasSuffix(
        "screens.A.views[0]: a view is at most one of label, button, image, blur, drawing, table, textField, textView; got label and table"
      )
        == true)
  }

  @Test func aTapOnARowPushesItsScreenAndThePopDeselectsIt() throws {
    let script = """
      script:
        - { at: 0.2, tap: [195, 170] }
        - { at: 1.0, pop: true }
      """
    let stage = SceneBuilder.build(try parse(Self.scene(script: script)))
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    let table = try #require(navigation.viewControllers[0].view.subviews.compactMap { $0 as? UITableView }.first)
    for frame in 0...12 { stage.timeline.advance(to: FrameIndex(frame)) }
    // Under the 91 pt of status and navigation bar: 35 + 22.5 pt of header, then row 0.
    #expect(table.contentOffset.y == -91)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 57.5)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Detail")
    for frame in 13...60 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(navigation.viewControllers.count == 1)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.backgroundColor == .systemGroupedBackground, "the style's background")
  }

  @Test func editableTablesAndTheEditButtonAreRead() throws {
    let yaml = Self.scene(Self.defaultTable + "\n          editable: true").replacingOccurrences(
      of: "\n  A:\n", with: "\n  A:\n    rightItems: [{ editButton: true }]\n")
    let description = try parse(yaml)
    #expect(description.screens[0].views[0].table?.editable == true)
    #expect(description.screens[0].rightItems == [BarItemSpec(isEditButton: true)])
    #expect(try parse(Self.scene()).screens[0].views[0].table?.editable == false, "false by default")
    let titled = yaml.replacingOccurrences(of: "{ editButton: true }", with: "{ editButton: true, title: Edit }")
    #expect(
      parseError(titled)?.description.contains(
        "'title' does not apply to the edit button: it is titled Edit, or Done while editing") == true)
    let off = yaml.replacingOccurrences(of: "{ editButton: true }", with: "{ editButton: false }")
    #expect(parseError(off)?.description.contains("expected true (the screen's editButtonItem)") == true)
  }

  @Test func aSwipeRevealsDeleteAndTheEditButtonPutsTheTableInEditingMode() throws {
    // Row 0 of the inset-grouped section is at 91 + 57.5 pt, 44 pt high (y 170.5 in the window).
    let table = Self.defaultTable + "\n          editable: true"
    let script = """
      script:
        - { at: 0.2, drag: { from: [330, 170], to: [200, 170], duration: 0.2 } }
        - { at: 0.8, tap: [340, 170] }
        - { at: 1.4, tap: [360, 69] }
      """
    let yaml = Self.scene(table, script: script).replacingOccurrences(
      of: "\n  A:\n", with: "\n  A:\n    rightItems: [{ editButton: true }]\n")
    let stage = SceneBuilder.build(try parse(yaml))
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    let screen = try #require(navigation.viewControllers.first)
    let list = try #require(screen.view.subviews.compactMap { $0 as? UITableView }.first)
    let one = try #require(
      { () -> UITableViewCell? in
        stage.timeline.advance(to: 0)
        return list.cellForRow(at: IndexPath(row: 0, section: 0))
      }())
    for frame in 1...20 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(one.contentView.frame.minX < 0, "the row slid left to reveal Delete")
    for frame in 21...40 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(list.numberOfRows(inSection: 0) == 1, "the tap on Delete deleted the row")
    #expect(!screen.isEditing)
    for frame in 41...60 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(screen.isEditing && list.isEditing, "the Edit button toggled editing")
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Done")
    #expect(list.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .delete)
  }
}
