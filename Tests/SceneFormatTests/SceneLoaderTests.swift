import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// Valid documents: defaults, alternative spellings and the script's order.
@Suite struct SceneLoaderTests {
  @Test func defaultsAreFilledIn() throws {
    let scene = try parse(validScene)
    #expect(scene.name == "x")
    #expect(scene.sourcePath == "Scenes/x.yaml")
    #expect(scene.window == WindowSpec(width: 390, height: 844, scale: 2, background: .black))
    #expect(
      scene.screens == [
        ScreenSpec(name: "A", views: [ViewSpec(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]),
        ScreenSpec(name: "B"),
      ])
    #expect(
      scene.script == [
        ScriptAction(
          time: 0.5, kind: .push(screen: "B", animated: true, animator: AnimatorSpec(name: "system")),
          fieldPath: "script[0]")
      ])
  }

  @Test func jsonIsAccepted() throws {
    let json = """
      {
        "name": "from-json",
        "fps": 60,
        "duration": 1.5,
        "window": { "width": 320, "height": 568, "scale": 3, "background": "#102030" },
        "screens": { "Only": { "title": "One", "views": [ { "frame": [1, 2, 3, 4], "label": "Hi" } ] } },
        "root": { "navigation": "Only" }
      }
      """
    let scene = try parse(json, file: "x.json")
    #expect(scene.name == "from-json")
    #expect(scene.fps == 60)
    #expect(scene.duration == 1.5)
    #expect(scene.window == WindowSpec(width: 320, height: 568, scale: 3, background: RGBA(hex: "#102030")!))
    #expect(scene.screens.first?.views.first?.label == LabelSpec(text: "Hi"))
    #expect(scene.script.isEmpty)
  }

  @Test func labelAsPlainStringOrMapping() throws {
    let scene = try parse(
      validScene.replacingOccurrences(
        of: "- frame: [0, 0, 10, 10]",
        with: """
          - frame: [0, 0, 10, 10]
                  label: Hello
                - frame: [0, 0, 10, 10]
                  label: { text: Big, size: 28, weight: bold, color: systemRed, align: natural, lines: 0 }
                - frame: [0, 0, 10, 10]
                  label: { text: Right, align: right }
          """))
    let labels = scene.screens[0].views.map(\.label)
    #expect(labels[0] == LabelSpec(text: "Hello"))
    #expect(
      labels[1]
        == LabelSpec(
          text: "Big", fontSize: 28, weight: .bold, color: RGBA(hex: "#FF3B30")!, alignment: .left, numberOfLines: 0))
    #expect(labels[2] == LabelSpec(text: "Right", alignment: .right))
  }

  @Test func viewFieldsAndSubviews() throws {
    let scene = try parse(
      validScene.replacingOccurrences(
        of: "- frame: [0, 0, 10, 10]",
        with: """
          - id: card
                  frame: [20, 120.5, 350, 200]
                  background: "#FF9500"
                  alpha: 0.5
                  cornerRadius: 16
                  border: { width: 2, color: "#0F0" }
                  clipsToBounds: true
                  hidden: yes
                  subviews:
                    - { id: inner, frame: [1, 2, 3, 4], border: { width: 1 } }
          """))
    let expected = ViewSpec(
      id: "card", frame: CGRect(x: 20, y: 120.5, width: 350, height: 200), background: RGBA(hex: "#FF9500"),
      alpha: 0.5, cornerRadius: 16, borderWidth: 2, borderColor: RGBA(hex: "#00FF00")!, clipsToBounds: true,
      isHidden: true,
      subviews: [ViewSpec(id: "inner", frame: CGRect(x: 1, y: 2, width: 3, height: 4), borderWidth: 1)])
    #expect(scene.screens[0].views == [expected])
  }

  @Test(arguments: [
    ("\"#FFF\"", "#FFFFFF"), ("\"#12345678\"", "#12345678"), ("\"#abcdef\"", "#ABCDEF"), ("clear", "#00000000"),
    ("systemBlue", "#007AFF"), ("systemTeal", "#30B0C7"), ("systemGray6", "#F2F2F7"), ("gray", "#808080"),
  ])
  func colours(written: String, hex: String) throws {
    let scene = try parse(
      validScene.replacingOccurrences(of: "height: 844", with: "height: 844\n  background: \(written)"))
    #expect(scene.window.background.hexString == (hex.count == 7 ? hex + "FF" : hex))
  }

  @Test func animatorAsNameOrMapping() throws {
    let scene = try parse(
      validScene.replacingOccurrences(
        of: "push: B",
        with: """
          push: B
              animator: { name: slide, duration: 0.4 }
              animated: false
            - at: 1
              pop: true
              animator: slide
          """))
    #expect(
      scene.script.map(\.kind) == [
        .push(screen: "B", animated: false, animator: AnimatorSpec(name: "slide", duration: 0.4)),
        .pop(animated: true, animator: AnimatorSpec(name: "slide")),
      ])
  }

  @Test func scriptIsSortedByTimeStably() throws {
    let scene = try parse(
      validScene.replacingOccurrences(
        of: """
            B: {}
          """,
        with: """
            B: {}
            C:
          """
      ).replacingOccurrences(
        of: """
            - at: 0.5
              push: B
          """,
        with: """
            - at: 1
              push: B
            - at: 0.5
              push: C
            - at: 1
              pop: true
            - at: 1.5
              pop: true
          """))
    #expect(scene.script.map(\.fieldPath) == ["script[1]", "script[0]", "script[2]", "script[3]"])
    #expect(scene.script.map(\.time) == [0.5, 1, 1, 1.5])
  }

  @Test func nameDefaultsToFileStemAndCanBeGiven() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("my-scene.yml")
    try validScene.write(to: url, atomically: true, encoding: .utf8)
    #expect(try SceneLoader.load(contentsOf: url).name == "my-scene")

    try ("name: Named\n" + validScene).write(to: url, atomically: true, encoding: .utf8)
    #expect(try SceneLoader.load(contentsOf: url).name == "Named")
  }

  @Test func integralDecimalIsAnInteger() throws {
    #expect(try parse(validScene.replacingOccurrences(of: "fps: 30", with: "fps: 24.0")).fps == 24)
  }
}

/// `drag` and `tap` script entries: scripted fingers decoded into touch tracks.
@Suite("Scene files: touches")
struct SceneTouchTests {
  static func scene(_ script: String, duration: Double = 3) throws -> SceneDescription {
    try SceneLoader.parse(
      """
      duration: \(duration)
      window: { width: 390, height: 844 }
      screens: { A: , B: }
      root: { navigation: A }
      script:
      \(script)
      """, sourcePath: "touch.yaml", defaultName: "touch")
  }

  @Test func aDragBecomesATouchTrack() throws {
    let scene = try Self.scene(
      """
        - { at: 0.2, push: B }
        - at: 1
          drag: { from: [4, 400], to: [200, 400], duration: 0.4, easing: easeOut, hold: 0.1, release: [800, 0] }
      """)
    guard case .touch(let track) = scene.script[1].kind else {
      Issue.record("expected a touch, got \(scene.script[1].kind)")
      return
    }
    #expect(track.startTime == 1)
    #expect(track.startLocation == CGPoint(x: 4, y: 400))
    #expect(track.isLifted)
    #expect(abs(track.endTime - 1.55) < 1e-9)
    #expect(track.endLocation == CGPoint(x: 240, y: 400))
  }

  @Test func aTapIsAShortPress() throws {
    let scene = try Self.scene("  - { at: 0.5, tap: [100, 200] }")
    guard case .touch(let track) = scene.script[0].kind else {
      Issue.record("expected a touch")
      return
    }
    #expect(track.samples.map(\.phase) == [.began, .ended])
    #expect(abs(track.endTime - 0.55) < 1e-9)
  }

  @Test(arguments: [
    ("  - { at: 1, drag: { from: [4, 400], duration: 0.4 } }", "a drag needs 'to: [x, y]' or 'through"),
    ("  - { at: 1, drag: { from: [4], to: [9, 9], duration: 0.4 } }", "[x, y] (2 numbers)"),
    ("  - { at: 1, drag: { from: [4, 4], to: [9, 9], duration: 0 } }", "a duration > 0"),
    ("  - { at: 1, drag: { from: [4, 4], to: [9, 9], duration: 0.4, easing: bouncy } }", "bouncy"),
    ("  - { at: 2.8, drag: { from: [4, 4], to: [9, 9], duration: 0.4 } }", "after the scene's duration"),
    ("  - { at: 1, tap: [4, 4], animator: slide }", "'animator' does not apply to 'tap'"),
  ])
  func badTouchesAreNamed(script: String, message: String) throws {
    #expect {
      try Self.scene(script)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("touch.yaml:")
    }
  }

  @Test func touchesStopTheScriptCheckButNotEarlierOnes() throws {
    // After a drag the stack is unknown (the swipe may pop), so this pop is not rejected …
    _ = try Self.scene(
      """
        - { at: 0.2, push: B }
        - { at: 1, drag: { from: [4, 400], to: [300, 400], duration: 0.3 } }
        - { at: 2, pop: true }
      """)
    // … but a pop before any touch still is.
    #expect(throws: SceneError.self) { try Self.scene("  - { at: 0.2, pop: true }") }
  }
}
