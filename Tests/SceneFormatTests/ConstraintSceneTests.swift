import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// Scene views laid out with `constraints` and the script's `constraints` step: the decoder's
/// errors (file:line:column: field: message), the frames Auto Layout gives them, and the
/// constant animated by `UIView.animate { layoutIfNeeded() }` over the frames.
@MainActor
@Suite("Constraints in scene files")
struct ConstraintSceneTests {
  /// A scene whose screen A (the root) holds `views` (indented as list items of `views:`, from
  /// line 7) and runs `script`.
  static func scene(_ views: String, script: String = "") -> String {
    """
    fps: 30
    duration: 2
    window: { width: 390, height: 844 }
    screens:
      A:
        views:
    \(views)
    root: { screen: A }
    \(script)
    """
  }

  /// A card pinned 16 pt under the safe area's top and 20 pt from the sides, 200 pt high at
  /// priority 999 (`cardHeight`), and a badge under it: centred on it, half its width, square.
  static let cardViews = """
          - id: card
            constraints:
              - { anchor: top, to: safeArea.top, constant: 16 }
              - { anchor: leading, to: superview.leading, constant: 20 }
              - { anchor: trailing, to: superview.trailing, constant: -20 }
              - { anchor: height, constant: 200, id: cardHeight, priority: 999 }
          - id: badge
            frame: [0, 0, 10, 10]
            constraints:
              - { anchor: top, to: card.bottom, constant: 10 }
              - { anchor: centerX, to: card.centerX }
              - { anchor: width, to: card.width, multiplier: 0.5 }
              - { anchor: height, to: badge.width }
    """

  /// The stages built by ``run(_:to:ids:)``, kept alive (their windows hold the views' superviews).
  static var stages: [Stage] = []

  /// Builds `yaml`, runs it to `seconds`, and returns the view with accessibility id `id` for
  /// each of `ids`.
  static func run(_ yaml: String, to seconds: Double, ids: [String]) throws -> [String: UIView] {
    let scene = try parse(yaml)
    let stage = SceneBuilder.build(scene)
    stages.append(stage)
    stage.timeline.attach(stage.window)
    for frame in 0...Int((seconds * Double(scene.fps)).rounded()) { stage.timeline.advance(to: FrameIndex(frame)) }
    let root = try #require(stage.window.rootViewController?.view)
    var found: [String: UIView] = [:]
    func walk(_ view: UIView) {
      if let id = view.accessibilityIdentifier, ids.contains(id) { found[id] = view }
      view.subviews.forEach(walk)
    }
    walk(root)
    #expect(Set(found.keys) == Set(ids))
    return found
  }

  @Test func decodesTheConstraints() throws {
    let scene = try parse(Self.scene(Self.cardViews))
    let card = scene.screens[0].views[0]
    #expect(card.frame == .zero)
    #expect(card.constraints.count == 4)
    #expect(card.constraints[0] == LayoutConstraintSpec(anchor: .top, to: (.safeArea, .top), constant: 16))
    #expect(
      card.constraints[3]
        == LayoutConstraintSpec(anchor: .height, constant: 200, priority: 999, identifier: "cardHeight"))
    let badge = scene.screens[0].views[1]
    #expect(badge.constraints[2] == LayoutConstraintSpec(anchor: .width, to: (.view("card"), .width), multiplier: 0.5))
    #expect(badge.constraints[3] == LayoutConstraintSpec(anchor: .height, to: (.view("badge"), .width)))
  }

  @Test func buildsTheFramesAutoLayoutSolves() throws {
    let views = try Self.run(Self.scene(Self.cardViews), to: 0.1, ids: ["card", "badge"])
    let card = try #require(views["card"])
    let badge = try #require(views["badge"])
    #expect(!card.translatesAutoresizingMaskIntoConstraints)
    let top = card.superview!.safeAreaInsets.top
    #expect(top > 0, "a 390 × 844 window has a top safe-area inset")
    // x 20, width 390 − 40, y the inset + 16, height 200.
    #expect(card.frame == CGRect(x: 20, y: top + 16, width: 350, height: 200))
    // Half the card's width (175), square, centred on the card (x 195 − 87.5), 10 pt below it.
    #expect(badge.frame == CGRect(x: 107.5, y: top + 226, width: 175, height: 175))
    let height = try #require(card.constraints.first { $0.identifier == "cardHeight" })
    #expect(height.priority == UILayoutPriority(999))
  }

  @Test func aRequiredConstraintBeatsThePriority999Height() throws {
    let views = Self.cardViews.replacingOccurrences(
      of: "constant: -20 }\n",
      with: "constant: -20 }\n          - { anchor: bottom, to: superview.top, relation: \"<=\", constant: 150 }\n")
    let card = try #require(try Self.run(Self.scene(views), to: 0.1, ids: ["card", "badge"])["card"])
    let top = card.superview!.safeAreaInsets.top
    #expect(card.frame == CGRect(x: 20, y: top + 16, width: 350, height: 150 - top - 16))
  }

  @Test func theConstantAnimatesOverTheFrames() throws {
    let script = """
      script:
        - at: 0.5
          constraints: { screen: A, constant: { cardHeight: 300 }, duration: 0.4, curve: linear }
      """
    let yaml = Self.scene(Self.cardViews, script: script)
    for (seconds, height) in [(0.5, 200.0), (0.6, 225), (0.7, 250), (0.8, 275), (0.9, 300), (1.2, 300)] {
      let views = try Self.run(yaml, to: seconds, ids: ["card", "badge"])
      let card = try #require(views["card"])
      let top = card.superview!.safeAreaInsets.top
      #expect(card.frame.height == 300, "the model frame is the end of the animation")
      let shown = try #require(card.layer.presentation())
      #expect(abs(shown.bounds.height - height) < 1e-6, "card height at \(seconds) s")
      #expect(abs(shown.position.y - (top + 16 + height / 2)) < 1e-6, "card centre at \(seconds) s")
      let badge = try #require(views["badge"]?.layer.presentation())
      #expect(abs(badge.position.y - (top + 16 + height + 10 + 87.5)) < 1e-6, "badge follows at \(seconds) s")
    }
  }

  @Test func swappingConstraintsWithAnInactiveOne() throws {
    let views = """
            - id: header
              constraints:
                - { anchor: top, to: superview.top }
                - { anchor: leading, to: superview.leading }
                - { anchor: width, to: superview.width }
                - { anchor: height, constant: 260, id: expanded }
                - { anchor: height, constant: 100, id: collapsed, active: false }
      """
    let script = """
      script:
        - { at: 0.5, constraints: { screen: A, deactivate: [expanded], activate: [collapsed] }, animated: false }
      """
    let before = try #require(try Self.run(Self.scene(views, script: script), to: 0.4, ids: ["header"])["header"])
    #expect(before.frame == CGRect(x: 0, y: 0, width: 390, height: 260))
    let after = try #require(try Self.run(Self.scene(views, script: script), to: 0.6, ids: ["header"])["header"])
    #expect(after.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(after.layer.presentation()?.bounds.height == 100, "not animated")
  }

  // MARK: Errors

  /// The error of the card scene with `old` replaced by `new`.
  static func error(replacing old: String, with new: String, script: String = "") -> String? {
    parseError(scene(cardViews.replacingOccurrences(of: old, with: new), script: script))?.description
  }

  @Test func unknownAnchor() {
    #expect(
      Self.error(replacing: "anchor: top, to: safeArea.top", with: "anchor: middle, to: safeArea.top")
        == "Scenes/x.yaml:9:23: screens.A.views[0].constraints[0].anchor: expected one of top, bottom, leading, trailing, left, right, centerX, centerY, width, height, got \"middle\""
    )
  }

  @Test func unknownViewID() {
    #expect(
      Self.error(replacing: "to: card.bottom", with: "to: crad.bottom")
        == "Scenes/x.yaml:16:32: screens.A.views[1].constraints[0].to: no view with id 'crad' in this screen; ids: badge, card (or superview, safeArea, margins)"
    )
  }

  @Test func xAxisAnchorPinnedToAYAxisOne() {
    #expect(
      Self.error(replacing: "to: superview.leading", with: "to: superview.top")
        == "Scenes/x.yaml:10:36: screens.A.views[0].constraints[1].to: anchor 'leading' (x-axis) cannot be pinned to 'top' (y-axis); UIKit relates anchors of the same axis only"
    )
  }

  @Test func leadingPinnedToLeft() {
    #expect(
      Self.error(replacing: "to: superview.leading", with: "to: superview.left")
        == "Scenes/x.yaml:10:36: screens.A.views[0].constraints[1].to: anchor 'leading' cannot be pinned to 'left'; UIKit refuses to relate leading/trailing to left/right"
    )
  }

  @Test func priorityOutOfRange() {
    #expect(
      Self.error(replacing: "priority: 999", with: "priority: 1001")
        == "Scenes/x.yaml:12:72: screens.A.views[0].constraints[3].priority: expected a priority in 1...1000, got 1001"
    )
  }

  @Test func nonFiniteConstant() {
    #expect(
      Self.error(replacing: "constant: 16", with: "constant: .inf")
        == "Scenes/x.yaml:9:56: screens.A.views[0].constraints[0].constant: expected a number, got .inf")
  }

  @Test func aLocationAnchorNeedsATarget() {
    #expect(
      Self.error(replacing: "{ anchor: top, to: safeArea.top, constant: 16 }", with: "{ anchor: top, constant: 16 }")
        == "Scenes/x.yaml:9:13: screens.A.views[0].constraints[0]: a 'top' constraint needs 'to' (superview.X, safeArea.X, margins.X or <view id>.X); only width and height can be a constant alone"
    )
  }

  @Test func zeroMultiplier() {
    #expect(
      Self.error(replacing: "multiplier: 0.5", with: "multiplier: 0")
        == "Scenes/x.yaml:18:58: screens.A.views[1].constraints[2].multiplier: expected a number ≠ 0 (UIKit refuses a zero multiplier), got 0"
    )
  }

  @Test func aViewWithoutConstraintsNeedsAFrame() {
    let error = parseError(Self.scene("      - id: plain\n        background: red"))?.description
    #expect(error == "Scenes/x.yaml:7:9: screens.A.views[0]: missing required field 'frame'")
  }

  @Test func duplicateConstraintID() {
    #expect(
      Self.error(
        replacing: "{ anchor: height, to: badge.width }", with: "{ anchor: height, to: badge.width, id: cardHeight }")
        == "Scenes/x.yaml:19:52: screens.A.views[1].constraints[3].id: duplicate constraint id 'cardHeight' in this screen (first used at screens.A.views[0].constraints[3].id)"
    )
  }

  @Test func scriptNamesAnUnknownConstraint() {
    let script = """
      script:
        - at: 0.5
          constraints: { screen: A, constant: { cardHieght: 300 } }
      """
    #expect(
      Self.error(replacing: "", with: "", script: script)
        == "Scenes/x.yaml:23:43: script[0].constraints.constant.cardHieght: screen 'A' has no constraint with id 'cardHieght'; its constraint ids: cardHeight"
    )
  }

  @Test func scriptSpringAndCurveTogether() {
    let script = """
      script:
        - at: 0.5
          constraints: { screen: A, activate: [cardHeight], curve: linear, spring: { damping: 0.5 } }
      """
    #expect(
      Self.error(replacing: "", with: "", script: script)
        == "Scenes/x.yaml:23:55: script[0].constraints.curve: a spring animation has no curve (UIKit ignores it); remove 'curve' or 'spring'"
    )
  }

  @Test func anInactiveConstraintNeedsAnID() {
    #expect(
      Self.error(
        replacing: "{ anchor: centerX, to: card.centerX }", with: "{ anchor: centerX, to: card.centerX, active: false }"
      )
        == "Scenes/x.yaml:17:58: screens.A.views[1].constraints[1].active: an inactive constraint needs an 'id', so that a script step can activate it"
    )
  }

  @Test func scriptActivatesAnUnknownConstraint() {
    let script = """
      script:
        - { at: 0.5, constraints: { screen: A, activate: [cardHeight, collapsed] } }
      """
    #expect(
      Self.error(replacing: "", with: "", script: script)
        == "Scenes/x.yaml:22:65: script[0].constraints.activate[1]: screen 'A' has no constraint with id 'collapsed'; its constraint ids: cardHeight"
    )
  }

  @Test func scriptNotAnimatedTakesNoDuration() {
    let script = """
      script:
        - { at: 0.5, constraints: { screen: A, constant: { cardHeight: 1 }, duration: 0.2 }, animated: false }
      """
    #expect(
      Self.error(replacing: "", with: "", script: script)
        == "Scenes/x.yaml:22:71: script[0].constraints.duration: 'animated: false' lays out at once; remove 'duration'"
    )
  }

  @Test func theSpringStepSettlesOnTheNewConstant() throws {
    let script = """
      script:
        - at: 0.5
          constraints: { screen: A, constant: { cardHeight: 300 }, duration: 0.5, spring: { damping: 0.5 } }
      """
    let yaml = Self.scene(Self.cardViews, script: script)
    // Damping 0.5 over 0.5 s: the first overshoot peaks about 0.13 s in (+16 %), the undershoot
    // follows about 0.26 s in.
    let overshoot = try #require(try Self.run(yaml, to: 0.633, ids: ["card", "badge"])["card"]?.layer.presentation())
    #expect(overshoot.bounds.height > 310, "the underdamped spring overshoots 300 pt")
    let undershoot = try #require(try Self.run(yaml, to: 0.8, ids: ["card", "badge"])["card"]?.layer.presentation())
    #expect(undershoot.bounds.height < 300, "and swings back under it")
    let after = try #require(try Self.run(yaml, to: 1.1, ids: ["card", "badge"])["card"])
    #expect(after.layer.presentation()?.bounds.height == 300)
    #expect(after.frame.height == 300)
  }

  @Test func anAliasBombOfConstraintsStopsAtTheLimit() {
    // 100 views, each with an alias of 5,000 constraints: 500,000 > 400,000.
    let list = "[" + Array(repeating: "{ anchor: width, constant: 1 }", count: 5000).joined(separator: ", ") + "]"
    var views = "      - { id: v0, constraints: &c \(list) }\n"
    for index in 1..<100 { views += "      - { id: v\(index), constraints: *c }\n" }
    let error = parseError(Self.scene(views))
    #expect(error?.message.contains("more than 400000 constraints") == true, "\(String(describing: error))")
    #expect(error?.fieldPath == "screens.A.views[80].constraints[0]")
  }
}
