import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `button` views and `via` on `push`/`present`: the transition starts from the button's
/// `.touchUpInside` action when the scripted finger lifts; errors name the field and value.
@Suite struct ControlSceneTests {
  static func scene(_ entry: String, button: String = "{ title: Next }") -> String {
    """
    fps: 60
    duration: 2
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A:
        views:
          - { id: next, frame: [20, 200, 350, 44], button: \(button) }
          - { id: plain, frame: [20, 300, 350, 44] }
      B: { title: B }
    root: { navigation: A }
    script:
      - \(entry)
    """
  }

  @Test func aButtonViewAndAViaEntryDecode() throws {
    let scene = try parse(
      Self.scene("{ at: 0.3, push: B, via: next }", button: "{ title: Go, type: custom, color: red }"))
    #expect(
      scene.screens.first?.views.first?.button
        == ButtonSpec(title: "Go", isSystem: false, titleColor: .init(red: 1, green: 0, blue: 0)))
    #expect(scene.script.first?.via == "next")
  }

  @MainActor @Test func thePushStartsWhenTheFingerLiftsFromTheButton() throws {
    let scene = try parse(Self.scene("{ at: 0.3, push: B, via: next }"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    var highlightedWhileDown = false
    var counts: [Int: Int] = [:]
    for frame in 0...120 {
      stage.timeline.advance(to: FrameIndex(frame))
      // The finger goes down at 0.3 s (frame 18) and lifts at 0.4 s (frame 24).
      if [17, 18, 23, 24].contains(frame) { counts[frame] = navigation.viewControllers.count }
      if frame == 21, let button = navigation.viewControllers.first?.view.subviews.first as? UIButton {
        highlightedWhileDown = button.isHighlighted
      }
    }
    #expect(highlightedWhileDown)
    #expect(counts == [17: 1, 18: 1, 23: 1, 24: 2], "pushed at touch-up, not touch-down")
    #expect(navigation.viewControllers.map(\.title) == [nil, "B"])
  }

  @Test func errorsNameTheFieldAndTheValue() throws {
    let notAButton = try #require(parseError(Self.scene("{ at: 0.3, push: B, via: plain }")))
    #expect(
      notAButton.description.contains(
        "script[0].push: via: no button with id 'plain' in the screen 'A' shown then (its buttons: next)"))
    let onPop = try #require(parseError(Self.scene("{ at: 0.3, pop: true, via: next }")))
    #expect(onPop.description.contains("'via' applies to 'push' and 'present' only"))
    let late = try #require(parseError(Self.scene("{ at: 1.95, push: B, via: next }")))
    #expect(late.description.contains("the tap on 'next' lifts at 2.05 s, after the scene's duration (2 s)"))
    let both = try #require(parseError(Self.scene("{ at: 0.3, push: B }", button: "{ title: Go }, label: Hi")))
    #expect(
      both.description.contains(
        "a view is at most one of label, button, image, blur, drawing, table, textField, textView; got label and button"
      ))
    let badType = try #require(parseError(Self.scene("{ at: 0.3, push: B }", button: "{ title: Go, type: round }")))
    #expect(badType.description.contains("type"))
  }
}
