import Animators
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// The `collection` screen field, the `layout` script entry and the `magicMove` push's `item`
/// and `target`: decoded values, the gallery scenes, and errors naming file, line, field and
/// value.
@Suite struct CollectionSceneTests {
  /// Lines 1–28: a grid (two named layouts, 6 items) pushing a detail with a `hero` view with
  /// the Magic Move and popping back.
  static let scene = """
    duration: 3
    window: { width: 390, height: 844 }
    screens:
      Grid:
        collection:
          frame: [0, 100, 390, 300]
          layouts:
            grid: { itemSize: [110, 110], insets: [16, 16, 16, 16] }
            list: { itemSize: [358, 56], lineSpacing: 8, direction: vertical }
          cell: { background: systemBlue, cornerRadius: 12, label: "#{index}" }
          items: 6
      Detail:
        views:
          - frame: [0, 0, 390, 400]
            subviews:
              - { id: hero, frame: [20, 20, 350, 350] }
    root: { navigation: Grid }
    script:
      - at: 0.2
        layout: { screen: Grid, to: list }
      - at: 0.6
        push: Detail
        animator: magicMove
        item: 4
        target: hero
      - at: 2
        pop: true
        animator: magicMove
    """

  static func edited(_ old: String, _ new: String) -> String {
    let edited = scene.replacingOccurrences(of: old, with: new)
    precondition(edited != scene, "'\(old)' is not in the test scene")
    return edited
  }

  @Test func collectionFieldsAreDecoded() throws {
    let scene = try parse(Self.scene)
    let collection = try #require(scene.screen(named: "Grid")?.collection)
    #expect(collection.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    #expect(collection.layouts.map(\.name) == ["grid", "list"])
    #expect(collection.layouts[0].insets == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    #expect(collection.layouts[0].interitemSpacing == 10 && collection.layouts[0].lineSpacing == 10, "UIKit's 10")
    #expect(collection.layouts[1].itemSize == CGSize(width: 358, height: 56) && collection.layouts[1].lineSpacing == 8)
    #expect(collection.items.count == 6 && !collection.layoutToLayout)
    #expect(collection.items[3].label?.text == "#3" && collection.items[3].label?.alignment == .center)
    #expect(collection.items[3].background == RGBA(hex: "#007AFF") && collection.items[3].cornerRadius == 12)
    #expect(scene.script[0].kind == .layout(screen: "Grid", layout: "list", animated: true))
    guard case .push("Detail", true, let animator) = scene.script[1].kind else {
      Issue.record("expected the push, got \(scene.script[1].kind)")
      return
    }
    #expect(animator.name == "magicMove" && animator.magicMove == MagicMoveSpec(item: 4, target: "hero"))
  }

  @Test func itemListsOverrideTheCell() throws {
    let scene = try parse(
      Self.edited("      items: 6", "      items: [{ background: red }, { label: { text: Big, size: 30 } }]")
        .replacingOccurrences(of: "item: 4", with: "item: 1"))
    let items = try #require(scene.screen(named: "Grid")?.collection?.items)
    #expect(items.count == 2 && items[0].background == RGBA(hex: "#FF0000") && items[0].label?.text == "#0")
    #expect(items[1].background == RGBA(hex: "#007AFF") && items[1].label?.text == "Big" && items[1].cornerRadius == 12)
  }

  @Test func galleryScenesLoad() throws {
    for name in [
      "collection-layout", "collection-layout-push", "collection-magic-move", "collection-magic-move-interactive",
      "collection-magic-move-present",
    ] {
      let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("\(name).yaml"))
      #expect(scene.screens.contains { $0.collection != nil }, "\(name)")
    }
  }

  /// (replace, with, the expected description).
  static let errors: [(String, String, String)] = [
    (
      "      layouts:", "      layout: { itemSize: [1, 1] }\n      layouts:",
      "Scenes/x.yaml:5:5: screens.Grid.collection: expected exactly one of 'layout: {…}' (one layout) or 'layouts: {name: {…}, …}' (named layouts, the first used first)"
    ),
    (
      "itemSize: [110, 110]", "itemSize: [0, 110]",
      "Scenes/x.yaml:8:28: screens.Grid.collection.layouts.grid.itemSize[0]: expected a width > 0, got 0"
    ),
    (
      "direction: vertical", "direction: diagonal",
      "Scenes/x.yaml:9:65: screens.Grid.collection.layouts.list.direction: expected one of vertical, horizontal, got \"diagonal\""
    ),
    (
      "      items: 6", "      items: -1",
      "Scenes/x.yaml:11:14: screens.Grid.collection.items: expected an item count in 0...1000 or a list of items {background, cornerRadius, label}, got -1"
    ),
    (
      "      items: 6\n", "",
      "Scenes/x.yaml:5:5: screens.Grid.collection: missing required field 'items'"
    ),
    (
      "      frame: [0, 100, 390, 300]", "      layoutToLayout: true\n      frame: [0, 100, 390, 300]",
      "Scenes/x.yaml:7:14: screens.Grid.collection.frame: a layoutToLayout collection is the screen's view (a UICollectionViewController's); remove 'frame'"
    ),
    (
      "to: list", "to: lsit",
      "Scenes/x.yaml:20:33: script[0].layout.to: screen 'Grid' has no collection layout named 'lsit'; named layouts: grid, list"
    ),
    (
      "screen: Grid,", "screen: Detail,",
      "Scenes/x.yaml:20:23: script[0].layout.screen: screen 'Detail' has no collection"
    ),
    (
      "target: hero", "target: heor",
      "Scenes/x.yaml:25:13: script[1].target: no view with id 'heor' on screen 'Detail' for the snapshot to land on; ids: hero"
    ),
    (
      "item: 4", "item: 6",
      "Scenes/x.yaml:22:11: script[1].push: item 6 is outside 0..<6 (the items of screen 'Grid''s collection)"
    ),
    (
      "    item: 4\n", "",
      "Scenes/x.yaml:21:5: script[1]: missing required field 'item'"
    ),
    (
      "animator: magicMove\n    item: 4", "animator: slide\n    item: 4",
      "Scenes/x.yaml:24:11: script[1].item: 'item' applies to the 'magicMove' and 'pinch-to-dismiss' animators only, not 'slide'"
    ),
    (
      "    pop: true", "    pop: true\n    item: 2",
      "Scenes/x.yaml:28:11: script[2].item: 'item' applies to a 'push' or 'present' with the 'magicMove' animator only"
    ),
    (
      "    animator: magicMove\n    item: 4\n    target: hero", "    animator: slide",
      "Scenes/x.yaml:25:10: script[2].pop: a 'magicMove' pop flies back to the cell a 'magicMove' push flew from, but screen 'Detail' was not pushed with 'magicMove'"
    ),
  ]

  @Test func errorsNameFileLineFieldAndValue() throws {
    for (old, new, expected) in Self.errors {
      let error = parseError(Self.edited(old, new))
      #expect(error?.description == expected)
    }
  }

  @Test func aLayoutToLayoutScreenHasNoViews() throws {
    let error = try #require(
      parseError(
        Self.edited(
          "  Detail:\n    views:",
          "  Detail:\n    collection: { layoutToLayout: true, layout: { itemSize: [1, 1] } }\n    views:")))
    #expect(
      error.description
        == "Scenes/x.yaml:14:5: screens.Detail.views: a screen whose collection is layoutToLayout is a UICollectionViewController: its view is the collection view; remove 'views'"
    )
  }

  @Test func magicMoveItemOffScreenIsRejected() throws {
    // In the list layout (switched to at 0.2 s) item 5 is at y 5 × 64 = 320, below the 300 pt
    // view; in the grid it would be on screen.
    let error = try #require(parseError(Self.edited("item: 4", "item: 5")))
    #expect(
      error.description.hasPrefix(
        "Scenes/x.yaml:22:11: script[1].push: item 5 of screen 'Grid''s collection is off screen at 0.6 s"))
    #expect(throws: Never.self) {
      try parse(Self.edited("item: 4", "item: 5").replacingOccurrences(of: "at: 0.2", with: "at: 2.5"))
    }
  }

  @Test func aLayoutToLayoutPushSharesTheItems() throws {
    let yaml = """
      duration: 2
      window: { width: 390, height: 844 }
      screens:
        A: { collection: { layoutToLayout: true, layout: { itemSize: [50, 50] }, items: 3 } }
        B: { collection: { layoutToLayout: true, layout: { itemSize: [300, 40] }, items: 4 } }
      root: { navigation: A }
      script:
        - { at: 0.2, push: B }
      """
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:8:22: script[0].push: screen 'B' is pushed layout-to-layout from 'A': UIKit shares 'A''s collection view, so 'B''s collection must leave out 'items' (or declare the same items)"
    )
    let shared = try parse(yaml.replacingOccurrences(of: ", items: 4", with: ""))
    #expect(shared.screen(named: "B")?.collection?.items == [])
  }

  @Test func aMagicMovePresentationFliesFromTheRootScreen() throws {
    let yaml = Self.edited("root: { navigation: Grid }", "root: { screen: Grid }")
      .replacingOccurrences(of: "push: Detail", with: "present: Detail")
      .replacingOccurrences(of: "    pop: true\n    animator: magicMove", with: "    dismiss: true")
    let scene = try parse(yaml)
    guard case .present("Detail", .fullScreen, _, true, let animator) = scene.script[1].kind else {
      Issue.record("expected a full-screen presentation, got \(scene.script[1].kind)")
      return
    }
    #expect(animator.magicMove == MagicMoveSpec(item: 4, target: "hero"))
    let fromNavigation = try #require(
      parseError(yaml.replacingOccurrences(of: "root: { screen: Grid }", with: "root: { navigation: Grid }")))
    #expect(
      fromNavigation.description
        == "Scenes/x.yaml:22:14: script[1].present: a 'magicMove' presentation flies a cell of the presenting screen: present from a 'screen' root or a presented screen with a collection"
    )
  }
}
