import Foundation
import SceneFormat
import Testing

/// Every problem names the file, the line and column, the field path, what was expected and the
/// value found. Several tests pin the full text, so messages stay good.
@Suite struct SceneErrorTests {
  @Test func missingRequiredField() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "  height: 844\n", with: "")))
    #expect(error.description == "Scenes/x.yaml:3:1: window: missing required field 'height'")
    #expect(error == SceneError(file: "Scenes/x.yaml", line: 3, column: 1, fieldPath: "window", message: error.message))
  }

  @Test func missingTopLevelField() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "duration: 2\n", with: "")))
    #expect(error.description == "Scenes/x.yaml:1:1: missing required field 'duration'")
  }

  @Test func negativeDuration() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "duration: 2", with: "duration: -1")))
    #expect(error.description == "Scenes/x.yaml:2:11: duration: expected a number > 0 and ≤ 600, got -1")
  }

  @Test func negativeAnimatorDuration() throws {
    let yaml = validScene.replacingOccurrences(
      of: "push: B", with: "push: B\n    animator: { name: slide, duration: -0.25 }")
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:15:40: script[0].animator.duration: expected a number ≥ 0 and ≤ the scene's duration (2), got -0.25"
    )
  }

  @Test func negativeTime() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "at: 0.5", with: "at: -0.5")))
    #expect(error.description == "Scenes/x.yaml:13:9: script[0].at: expected a number ≥ 0, got -0.5")
  }

  @Test func timeBeyondDuration() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "at: 0.5", with: "at: 2.5")))
    #expect(error.description == "Scenes/x.yaml:13:9: script[0].at: expected a time ≤ duration (2), got 2.5")
  }

  @Test func unknownFieldSuggestsAndListsAccepted() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "height: 844", with: "heigth: 844")))
    #expect(
      error.description
        == "Scenes/x.yaml:5:3: window: unknown field 'heigth' (did you mean 'height'?); "
        + "accepted fields: width, height, scale, background, layoutDirection")
  }

  @Test func transposedFieldNameGetsASuggestion() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "push: B", with: "psuh: B")))
    #expect(
      error.description
        == "Scenes/x.yaml:14:5: script[0]: unknown field 'psuh' (did you mean 'push'?); "
        + "accepted fields: at, push, pop, popTo, popToRoot, present, dismiss, select, layout, drag, tap, constraints, pinch, "
        + "rotate, keyboard, resize, turn, detent, focus, type, showColumn, hideColumn, displayMode, showDetail, search, scope, animator, animated, style, sheet, transition, item, target, "
        + "source, arrow, size, adaptive, via"
    )
  }

  @Test func unknownFieldWithoutSuggestion() throws {
    let error = try #require(parseError(validScene + "\nmusic: loud"))
    #expect(error.line == 15)
    #expect(error.fieldPath == "")
    #expect(
      error.message == "unknown field 'music'; accepted fields: name, fps, duration, window, screens, root, script")
  }

  @Test func badColour() throws {
    let yaml = validScene.replacingOccurrences(of: "B: {}", with: "B: { background: \"#12345\" }")
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:10:20: screens.B.background: expected a colour (\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or "
        + "one of black, white, clear, red, green, blue, gray, systemBlue, systemRed, systemGreen, systemOrange, "
        + "systemYellow, systemPurple, systemTeal, systemGray, systemGray6), got \"#12345\"")
  }

  @Test func unquotedHexColourGetsAHint() throws {
    let yaml = validScene.replacingOccurrences(of: "B: {}", with: "B:\n    background: #FFFFFF")
    let error = try #require(parseError(yaml))
    #expect(error.fieldPath == "screens.B.background")
    #expect(error.message.hasSuffix("got null (quote hex colours: an unquoted # starts a YAML comment)"))
  }

  @Test func frameArity() throws {
    let yaml = validScene.replacingOccurrences(of: "B: {}", with: "B:\n    views:\n      - frame: [0, 0, 10]")
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:12:16: screens.B.views[0].frame: expected [x, y, width, height] (4 numbers), got [0, 0, 10]")
  }

  @Test func negativeFrameWidth() throws {
    let yaml = validScene.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, -4, 10]")
    let error = try #require(parseError(yaml))
    #expect(error.description == "Scenes/x.yaml:9:23: screens.A.views[0].frame[2]: expected a width ≥ 0, got -4")
  }

  @Test(arguments: [
    ("width: \"390\"", "window.width", "expected a number in (0, 16384], got \"390\""),
    ("width: true", "window.width", "expected a number in (0, 16384], got true"),
    ("width: .nan", "window.width", "expected a number in (0, 16384], got .nan"),
    ("width: .inf", "window.width", "expected a number in (0, 16384], got .inf"),
    ("width: [1]", "window.width", "expected a number in (0, 16384], got [1]"),
    ("width: 390\n  scale: 4", "window.scale", "expected 1, 2 or 3, got 4"),
  ])
  func wrongNumbers(replacement: String, fieldPath: String, message: String) throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "width: 390", with: replacement)))
    #expect(error.fieldPath == fieldPath)
    #expect(error.message == message)
  }

  @Test(arguments: [
    ("fps: 30", "fps: 0", "fps", "expected an integer in 1...240, got 0"),
    ("fps: 30", "fps: 29.97", "fps", "expected an integer in 1...240, got 29.97"),
    ("duration: 2", "duration: 601", "duration", "expected a number > 0 and ≤ 600, got 601"),
    ("B: {}", "B: { title: [x] }", "screens.B.title", "expected a string, got [\"x\"]"),
    ("B: {}", "\"\": {}", "screens", "expected a non-empty screen name, got \"\""),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        alpha: 1.5", "screens.A.views[0].alpha",
      "expected a number in 0...1, got 1.5"
    ),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        id: \"\"", "screens.A.views[0].id",
      "expected a non-empty string, got \"\""
    ),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        hidden: 1", "screens.A.views[0].hidden",
      "expected true or false, got 1"
    ),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        label: { text: a, weight: heavy }", "screens.A.views[0].label.weight",
      "expected one of regular, bold, got \"heavy\""
    ),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        label: { size: 3 }", "screens.A.views[0].label",
      "missing required field 'text'"
    ),
    (
      "[0, 0, 10, 10]", "[0, 0, 10, 10]\n        border: { color: red }", "screens.A.views[0].border",
      "missing required field 'width'"
    ),
    (
      "push: B", "push: B\n    animator: fade", "script[0].animator",
      "expected one of system, slide, interruptible, curl, magicMove, got \"fade\""
    ),
    (
      "push: B", "push: B\n    pop: true", "script[0]",
      "expected exactly one of 'push: <screen>', 'pop: true', 'popTo: <screen>', 'popToRoot: true', 'present: <screen>', 'dismiss: true', 'select: <tab index>', 'layout: {screen, to}', 'drag: {…}', 'tap: [x, y]', 'pinch: {…}', 'rotate: {…}', 'constraints: {screen, …}', 'keyboard: show|hide', 'resize: {width, height}', 'turn: forward|reverse', 'detent: medium|large|<height>', 'focus: <text field id>', 'type: <text>', 'showColumn: <column>', 'hideColumn: <column>', 'displayMode: <mode>', 'showDetail: <screen>', 'search: tap|cancel|activate|deactivate' or 'scope: <title>', got 'push' and 'pop'"
    ),
    (
      "push: B", "animated: true", "script[0]",
      "expected exactly one of 'push: <screen>', 'pop: true', 'popTo: <screen>', 'popToRoot: true', 'present: <screen>', 'dismiss: true', 'select: <tab index>', 'layout: {screen, to}', 'drag: {…}', 'tap: [x, y]', 'pinch: {…}', 'rotate: {…}', 'constraints: {screen, …}', 'keyboard: show|hide', 'resize: {width, height}', 'turn: forward|reverse', 'detent: medium|large|<height>', 'focus: <text field id>', 'type: <text>', 'showColumn: <column>', 'hideColumn: <column>', 'displayMode: <mode>', 'showDetail: <screen>', 'search: tap|cancel|activate|deactivate' or 'scope: <title>', got neither"
    ),
    ("push: B", "dismiss: true", "script[0].dismiss", "nothing is presented at 0.5 s; there is nothing to dismiss"),
    (
      "push: B", "select: 1", "script[0].select",
      "'select' needs a tabs or container root (root: { tabs: [<screens>] } or { container: [<screens>] })"
    ),
    (
      "push: B", "present: A", "script[0].present",
      "screen 'A' is already shown at 0.5 s (root or presented: A); UIKit cannot present a controller that is already presented or has a parent"
    ),
    (
      "push: B", "present: B\n    animator: overlay\n    style: pageSheet", "script[0].style",
      "the 'overlay' animator works with style 'custom', got 'pageSheet'"
    ),
    ("push: B", "push: B\n    style: custom", "script[0].style", "'style' applies to 'present' only"),
    ("root: { navigation: A }", "root: { tabs: [A, A] }", "root.tabs[1]", "screen 'A' is already a tab"),
    ("push: B", "pop: false", "script[0].pop", "expected true (pop: true), got false"),
    (
      "root: { navigation: A }", "root: { navigation: Z }", "root.navigation",
      "no screen named 'Z'; declared screens: A, B"
    ),
  ])
  func fieldErrors(original: String, replacement: String, fieldPath: String, message: String) throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: original, with: replacement)))
    #expect(error.fieldPath == fieldPath)
    #expect(error.message == message)
    #expect(error.file == "Scenes/x.yaml")
    #expect(error.line != nil)
  }

  @Test func screensMustNotBeEmpty() throws {
    let yaml = "duration: 1\nwindow: { width: 1, height: 1 }\nscreens: {}\nroot: { navigation: A }"
    let error = try #require(parseError(yaml))
    #expect(error.description == "Scenes/x.yaml:3:10: screens: expected at least one screen, got {}")
  }

  @Test func duplicateViewID() throws {
    let yaml = validScene.replacingOccurrences(
      of: "      - frame: [0, 0, 10, 10]",
      with: "      - { id: card, frame: [0, 0, 1, 1], subviews: [{ id: card, frame: [0, 0, 1, 1] }] }")
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:9:59: screens.A.views[0].subviews[0].id: duplicate id 'card' in this screen "
        + "(first used at screens.A.views[0].id)")
  }

  @Test func pushOfUnknownScreen() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "push: B", with: "push: C")))
    #expect(error.description == "Scenes/x.yaml:14:11: script[0].push: no screen named 'C'; declared screens: A, B")
  }

  @Test func popWithNothingToPop() throws {
    let yaml = validScene + "\n  - at: 1\n    pop: true\n  - at: 1.5\n    pop: true"
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:18:10: script[2].pop: nothing to pop: only the root screen 'A' is on the navigation stack at 1.5 s"
    )
  }

  @Test func popToScreenNotOnTheStackOrOnTop() throws {
    let missing = try #require(parseError(validScene + "\n  - at: 1\n    popTo: A\n  - at: 1.5\n    popTo: B"))
    #expect(
      missing.description
        == "Scenes/x.yaml:18:12: script[2].popTo: screen 'B' is not on the navigation stack [A] at 1.5 s "
        + "(UIKit raises \"Tried to pop to a view controller that doesn't exist\")")
    let top = try #require(parseError(validScene + "\n  - at: 1\n    popTo: B"))
    #expect(
      top.description
        == "Scenes/x.yaml:16:12: script[1].popTo: nothing to pop: screen 'B' is already the top of the navigation stack at 1 s"
    )
    let root = try #require(
      parseError(validScene + "\n  - at: 1\n    popToRoot: true\n  - at: 1.5\n    popToRoot: true"))
    #expect(
      root.description
        == "Scenes/x.yaml:18:16: script[2].popToRoot: nothing to pop: only the root screen 'A' is on the navigation stack at 1.5 s"
    )
    let notTrue = try #require(parseError(validScene + "\n  - at: 1\n    popToRoot: false"))
    #expect(notTrue.description.hasSuffix("script[1].popToRoot: expected true (popToRoot: true), got false"))
  }

  @Test func pushOfScreenAlreadyOnTheStack() throws {
    let error = try #require(parseError(validScene + "\n  - at: 1\n    push: A"))
    #expect(
      error.description
        == "Scenes/x.yaml:16:11: script[1].push: screen 'A' is already on the navigation stack [A, B] at 1 s "
        + "(UIKit raises \"Pushing the same view controller instance more than once is not supported\")")
  }

  @Test func pushAfterPopIsFine() throws {
    let scene = try parse(validScene + "\n  - at: 1\n    pop: true\n  - at: 1.5\n    push: B")
    #expect(scene.script.count == 3)
  }

  @Test func yamlSyntaxError() throws {
    let error = try #require(parseError("fps: 30\nwindow:\n  width: 390\n   height: 844\n"))
    #expect(error.file == "Scenes/x.yaml")
    #expect(error.line == 4)
    #expect(error.fieldPath == "")
    #expect(error.description.hasPrefix("Scenes/x.yaml:4:"))
    #expect(error.message.hasPrefix("YAML syntax error: "))
  }

  @Test func unterminatedFlowSequence() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "[0, 0, 10, 10]", with: "[0, 0, 10, 10")))
    #expect(error.message.hasPrefix("YAML syntax error: "))
    #expect(error.line != nil)
  }

  @Test func duplicateKey() throws {
    let error = try #require(parseError(validScene.replacingOccurrences(of: "B: {}", with: "A: {}")))
    #expect(error.line != nil)
    #expect(error.line == 7)
    #expect(
      error.message == "key 'A' is used more than once in this mapping (first use here); each key may appear once")
  }

  @Test func emptyDocument() throws {
    let error = try #require(parseError("# nothing here\n"))
    #expect(
      error.description
        == "Scenes/x.yaml:1:1: the document is empty; expected a scene mapping with "
        + "name, fps, duration, window, screens, root, script")
  }

  @Test func documentMustBeAMapping() throws {
    let error = try #require(parseError("- 1\n- 2\n"))
    #expect(
      error.description
        == "Scenes/x.yaml:1:1: expected a mapping with name, fps, duration, window, screens, root, script, got [1, 2]")
  }

  @Test func missingFile() throws {
    let url = URL(fileURLWithPath: "Scenes/does-not-exist.yaml")
    let error = try #require(#expect(throws: SceneError.self) { try SceneLoader.load(contentsOf: url) })
    #expect(error.description == "Scenes/does-not-exist.yaml: no such file")
  }

  @Test func descriptionLeavesOutAbsentParts() {
    let error = SceneError(file: "a.yaml", line: 2, column: nil, fieldPath: "", message: "boom")
    #expect(error.description == "a.yaml:2: boom")
  }
}
