import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// A screen's `leftItems`/`rightItems` (its navigation item's bar button items) and a `via`
/// that taps one; errors name the field and the value.
@Suite struct BarItemSceneTests {
  static func scene(items: String, script: String = "{ at: 0.3, push: B, via: add }") -> String {
    """
    fps: 60
    duration: 2
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A:
        title: A
        \(items)
        views:
          - { id: card, frame: [20, 200, 350, 44] }
      B: { title: B }
    root: { navigation: A }
    script:
      - \(script)
    """
  }

  @Test func itemsDecode() throws {
    let scene = try parse(
      Self.scene(
        items: "leftItems: [{ title: Edit }]\n    rightItems: [{ id: add, system: add }, { title: Send, style: done }]")
    )
    let screen = try #require(scene.screens.first)
    #expect(screen.leftItems == [BarItemSpec(title: "Edit")])
    #expect(screen.rightItems == [BarItemSpec(id: "add", system: .add), BarItemSpec(title: "Send", isDone: true)])
  }

  @MainActor @Test func aViaOnABarItemPushesWhenTheFingerLiftsFromIt() throws {
    let scene = try parse(Self.scene(items: "rightItems: [{ id: add, system: add }]"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    var counts: [Int: Int] = [:]
    for frame in 0...90 {
      stage.timeline.advance(to: FrameIndex(frame))
      // The finger goes down at 0.3 s (frame 18) and lifts at 0.4 s (frame 24).
      if [18, 23, 24].contains(frame) { counts[frame] = navigation.viewControllers.count }
    }
    #expect(counts == [18: 1, 23: 1, 24: 2], "pushed at touch-up")
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    let item = try #require(navigation.viewControllers.first?.navigationItem.rightBarButtonItem)
    #expect(item.image == nil && item.title == nil, "a symbol item")
  }

  @Test func errorsNameTheFieldAndTheValue() throws {
    let both = try #require(parseError(Self.scene(items: "leftItems: [{ title: Edit, system: edit }]")))
    #expect(both.description.contains("a bar button item has a 'title' or a 'system' item, not both"))
    let neither = try #require(parseError(Self.scene(items: "leftItems: [{ id: x }]")))
    #expect(
      neither.description.contains("a bar button item needs 'title: <text>', 'system: <item>' or 'editButton: true'"))
    let unknown = try #require(parseError(Self.scene(items: "rightItems: [{ system: camera }]")))
    #expect(unknown.description.contains("screens.A.rightItems[0].system"))
    #expect(unknown.description.contains("camera"))
    let styled = try #require(parseError(Self.scene(items: "rightItems: [{ system: add, style: done }]")))
    #expect(styled.description.contains("'style' applies to a 'title' item"))
    let duplicate = try #require(parseError(Self.scene(items: "rightItems: [{ id: card, title: Go }]")))
    #expect(duplicate.description.contains("duplicate id 'card' in this screen"))
    let missing = try #require(parseError(Self.scene(items: "rightItems: [{ id: other, title: Go }]")))
    #expect(
      missing.description.contains("via: no button with id 'add' in the screen 'A' shown then (its buttons: other)"))
  }
}
