import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `keyboard: show|hide` and `resize: {width, height, duration}` script entries: the window's
/// `showKeyboard()`/`hideKeyboard()` and a window resize, with load errors naming the field.
@Suite struct DeviceStepSceneTests {
  /// The keyboard notifications heard, with the frame each arrived on.
  @MainActor final class NotificationRecorder {
    var entries: [(Int, String)] = []
    var frame = 0
  }

  static func scene(_ entries: String...) -> String {
    """
    fps: 60
    duration: 2
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A: { title: A }
    root: { navigation: A }
    script:
    \(entries.map { "  - \($0)" }.joined(separator: "\n"))
    """
  }

  @Test func entriesDecode() throws {
    let scene = try parse(
      Self.scene(
        "{ at: 0.2, keyboard: show }", "{ at: 0.6, keyboard: hide }",
        "{ at: 1.0, resize: { width: 320, height: 600, duration: 0.4 } }",
        "{ at: 1.5, resize: { width: 390, height: 844 } }"
      ))
    #expect(
      scene.script.map(\.kind) == [
        .keyboard(shown: true), .keyboard(shown: false), .resize(size: CGSize(width: 320, height: 600), duration: 0.4),
        .resize(size: CGSize(width: 390, height: 844), duration: 0),
      ])
  }

  @Test func errorsNameTheFieldAndTheValue() throws {
    let bad = try #require(parseError(Self.scene("{ at: 0.2, keyboard: up }")))
    #expect(bad.description.contains("script[0].keyboard"))
    #expect(bad.description.contains("show") && bad.description.contains("hide") && bad.description.contains("up"))
    let twice = try #require(parseError(Self.scene("{ at: 0.2, keyboard: show }", "{ at: 0.4, keyboard: show }")))
    #expect(
      twice.description.contains(
        "script[1].keyboard: the keyboard is already shown at 0.4 s; 'keyboard: show' would do nothing"))
    let hidden = try #require(parseError(Self.scene("{ at: 0.2, keyboard: hide }")))
    #expect(hidden.description.contains("the keyboard is already hidden at 0.2 s"))
    let animator = try #require(parseError(Self.scene("{ at: 0.2, keyboard: show, animator: slide }")))
    #expect(animator.description.contains("'animator' does not apply to 'keyboard'"))
    let animated = try #require(
      parseError(Self.scene("{ at: 0.2, resize: { width: 300, height: 600 }, animated: true }")))
    #expect(animated.description.contains("'animated' does not apply to 'resize': give 'duration' inside 'resize'"))
    let huge = try #require(parseError(Self.scene("{ at: 0.2, resize: { width: 20000, height: 390 } }")))
    #expect(huge.description.contains("script[0].resize.width") && huge.description.contains("(0, 16384]"))
    let timed = try #require(
      parseError(
        Self.scene("{ at: 0.2, resize: { width: 844, height: 390, alongside: { screen: A, hide: [t], duration: 1 } } }")
      ))
    #expect(
      timed.description.contains(
        "'alongside' animates with the resize (viewWillTransition's coordinator); remove 'duration'"))
    let unknown = try #require(
      parseError(
        Self.scene("{ at: 0.2, resize: { width: 844, height: 390, alongside: { screen: A, activate: [x] } } }")))
    #expect(unknown.description.contains("screen 'A' has no constraint with id 'x'"))
    let missing = try #require(parseError(Self.scene("{ at: 0.2, resize: { width: 300 } }")))
    #expect(missing.description.contains("height"))
    let zero = try #require(parseError(Self.scene("{ at: 0.2, resize: { width: 0, height: 300 } }")))
    #expect(zero.description.contains("a number in (0, 16384]"))
    let late = try #require(parseError(Self.scene("{ at: 1.8, resize: { width: 300, height: 600, duration: 0.4 } }")))
    #expect(late.description.contains("the resize ends at 2.2 s, after the scene's duration (2 s)"))
    let extra = try #require(parseError(Self.scene("{ at: 0.2, resize: { width: 300, height: 600, curve: linear } }")))
    #expect(extra.description.contains("curve"))
  }

  @MainActor @Test func theKeyboardStepsPostUIKitsNotificationsAtTheirTimes() throws {
    let scene = try parse(Self.scene("{ at: 0.2, keyboard: show }", "{ at: 0.6, keyboard: hide }"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let recorder = NotificationRecorder()
    let names: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let heard = note.name.rawValue
        MainActor.assumeIsolated { recorder.entries.append((recorder.frame, heard)) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    var shownAt: [Int: Bool] = [:]
    for index in 0...60 {
      recorder.frame = index
      stage.timeline.advance(to: FrameIndex(index))
      if [11, 12, 30, 35, 36].contains(index) { shownAt[index] = stage.window.isKeyboardShown }
    }
    let log = recorder.entries
    // Show at 0.2 s (frame 12), did-show 0.25 s later (frame 27); hide at 0.6 s (frame 36).
    #expect(log.map(\.0) == [12, 27, 36, 51])
    #expect(log.map(\.1) == names.map(\.rawValue))
    #expect(shownAt == [11: false, 12: true, 30: true, 35: true, 36: false])
  }

  @MainActor @Test func aResizeAnimatesTheWindowAndTellsTheRootAboutTheNewSize() throws {
    let scene = try parse(Self.scene("{ at: 0.5, resize: { width: 320, height: 600, duration: 0.4 } }"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    var sizes: [Int: CGSize] = [:]
    for index in 0...60 {
      stage.timeline.advance(to: FrameIndex(index))
      if [29, 30, 42, 54].contains(index) {
        sizes[index] = stage.window.layer.presentation()?.bounds.size ?? stage.window.bounds.size
      }
    }
    #expect(sizes[29] == CGSize(width: 390, height: 844))
    #expect(stage.window.bounds.size == CGSize(width: 320, height: 600))
    let middle = try #require(sizes[42])
    #expect(middle.width > 320 && middle.width < 390, "0.2 s into the 0.4 s animation")
    #expect(sizes[54] == CGSize(width: 320, height: 600))
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    #expect(navigation.view.bounds.size == CGSize(width: 320, height: 600))
  }

  /// A rotation: the window may grow past its first size (the frames follow it), and the
  /// `alongside` change is made by the screen inside its `viewWillTransition(to:with:)`'s
  /// coordinator, animating with the resize: half way through, the card is between its
  /// portrait and landscape frames; at the end it has its landscape frame.
  @MainActor @Test func aRotationSwapsConstraintsAlongsideTheResize() throws {
    let scene = try parse(
      """
      fps: 10
      duration: 1
      window: { width: 390, height: 844, scale: 1 }
      screens:
        A:
          views:
            - id: card
              background: systemBlue
              constraints:
                - { anchor: top, to: superview.top, constant: 100 }
                - { anchor: leading, to: superview.leading, constant: 20 }
                - { anchor: width, constant: 200, id: narrow }
                - { anchor: width, constant: 600, id: wide, active: false }
                - { anchor: height, constant: 100 }
      root: { screen: A }
      script:
        - at: 0.2
          resize: { width: 844, height: 390, duration: 0.4, alongside: { screen: A, deactivate: [narrow], activate: [wide] } }
      """)
    #expect(
      scene.script.first?.kind
        == .resize(
          size: CGSize(width: 844, height: 390), duration: 0.4,
          alongside: ConstraintChangeSpec(screen: "A", activate: ["wide"], deactivate: ["narrow"], animation: nil)))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let screen = try #require(stage.window.rootViewController)
    let card = try #require(screen.view.subviews.first)
    var widths: [Int: CGFloat] = [:]
    for index in 0...10 {
      stage.timeline.advance(to: FrameIndex(index))
      widths[index] = card.layer.presentation()?.bounds.width ?? card.bounds.width
    }
    #expect(widths[1] == 200)
    let middle = try #require(widths[4])
    #expect(middle > 200 && middle < 600, "0.2 s into the 0.4 s rotation: \(middle)")
    #expect(widths[7] == 600 && card.frame.width == 600)
    #expect(stage.window.bounds.size == CGSize(width: 844, height: 390))
  }

  /// What is on screen is checked in the window's size at the step's time: a grid item at
  /// y 600 (one item a row in either width) is visible in portrait but off screen once the
  /// window is 390 pt tall.
  @Test func onScreenChecksUseTheWindowSizeAfterAResize() throws {
    let yaml = { (resize: String) in
      """
      fps: 10
      duration: 2
      window: { width: 390, height: 844, scale: 1 }
      screens:
        A:
          collection:
            layout: { itemSize: [200, 100], spacing: 500, lineSpacing: 500 }
            items: [{ background: red }, { background: blue }]
        B:
          views:
            - { id: hero, frame: [0, 0, 100, 100], background: blue }
      root: { navigation: A }
      script:
      \(resize)
        - { at: 1.0, push: B, animator: magicMove, item: 1, target: hero }
      """
    }
    _ = try parse(yaml(""))
    let error = try #require(parseError(yaml("  - { at: 0.5, resize: { width: 844, height: 390 } }")))
    #expect(error.description.contains("item 1 of screen 'A''s collection is off screen at 1 s"))
    #expect(error.description.contains("844.0 × 390.0"))
  }
}
