import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// Views with a `stack` field (a `UIStackView` and its arranged views declared inline): what the
/// loader decodes, its errors, the frames UIKit's stack view rules give the arranged views, and
/// a row hidden by a script step inside `UIView.animate`.
@MainActor
@Suite("Stack views in scene files")
struct StackSceneTests {
  /// A vertical stack at [20, 100, 350, 300] with margins 10 (top, bottom) and 20 (sides),
  /// arranged inside them, three views filling equally with 10 pt spacing and 30 after `a`.
  static let fillEquallyViews = """
          - id: stack
            frame: [20, 100, 350, 300]
            stack:
              axis: vertical
              distribution: fillEqually
              alignment: fill
              spacing: 10
              customSpacing: { a: 30 }
              margins: [10, 20, 10, 20]
              layoutMarginsRelativeArrangement: true
              baselineRelativeArrangement: false
              arranged:
                - { id: a, background: red }
                - { id: b, background: green }
                - { id: c, background: blue }
    """

  @Test func decodesTheStack() throws {
    let scene = try parse(ConstraintSceneTests.scene(Self.fillEquallyViews))
    let view = scene.screens[0].views[0]
    let stack = try #require(view.stack)
    #expect(stack.axis == .vertical)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 10)
    #expect(stack.customSpacings == [StackViewSpec.CustomSpacing(after: "a", spacing: 30)])
    #expect(stack.layoutMargins == NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(stack.arranged.map(\.id) == ["a", "b", "c"])
    #expect(stack.arranged.allSatisfy { $0.frame == .zero }, "an arranged view needs no frame")
    #expect(view.children.map(\.id) == ["a", "b", "c"])
  }

  @Test func theDefaultsAreUIKits() throws {
    let views = """
            - frame: [0, 0, 100, 100]
              stack: { spacing: system }
      """
    let stack = try #require(try parse(ConstraintSceneTests.scene(views)).screens[0].views[0].stack)
    #expect(
      stack
        == StackViewSpec(
          axis: .horizontal, distribution: .fill, alignment: .fill, spacing: Double(UIStackView.spacingUseSystem)))
  }

  /// 300 − 2 × 10 margins = 280 pt; minus 30 + 10 spacing = 240, 80 each; 350 − 2 × 20 = 310 wide.
  @Test func fillEquallyInsideTheMarginsWithACustomSpacing() throws {
    let views = try ConstraintSceneTests.run(
      ConstraintSceneTests.scene(Self.fillEquallyViews), to: 0.1, ids: ["stack", "a", "b", "c"])
    let stack = try #require(views["stack"] as? UIStackView)
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
    #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .fill)
    #expect(stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
    #expect(stack.spacing == 10)
    #expect(stack.customSpacing(after: try #require(views["a"])) == 30)
    #expect(stack.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    #expect(stack.frame == CGRect(x: 20, y: 100, width: 350, height: 300))
    #expect(views["a"]?.frame == CGRect(x: 20, y: 10, width: 310, height: 80))
    #expect(views["b"]?.frame == CGRect(x: 20, y: 120, width: 310, height: 80))
    #expect(views["c"]?.frame == CGRect(x: 20, y: 210, width: 310, height: 80))
  }

  /// Widths 40 + 60 + 80 = 180 of 390: two equal gaps of 105; centred in the 100 pt height.
  @Test func equalSpacingCentred() throws {
    let views = """
            - id: row
              frame: [0, 100, 390, 100]
              stack:
                distribution: equalSpacing
                alignment: center
                arranged:
                  - id: a
                    constraints: [{ anchor: width, constant: 40 }, { anchor: height, constant: 20 }]
                  - id: b
                    constraints: [{ anchor: width, constant: 60 }, { anchor: height, constant: 40 }]
                  - id: c
                    constraints: [{ anchor: width, constant: 80 }, { anchor: height, constant: 60 }]
      """
    let found = try ConstraintSceneTests.run(ConstraintSceneTests.scene(views), to: 0.1, ids: ["a", "b", "c"])
    #expect(found["a"]?.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(found["b"]?.frame == CGRect(x: 145, y: 30, width: 60, height: 40))
    #expect(found["c"]?.frame == CGRect(x: 310, y: 20, width: 80, height: 60))
  }

  /// A column pinned at the top (its height follows its rows: 3 × 100 + 2 × 10), whose middle
  /// row is hidden at 0.5 s inside a 0.4 s linear animation and shown again at 1.2 s at once.
  static let columnViews = """
          - id: column
            constraints:
              - { anchor: top, to: superview.top, constant: 100 }
              - { anchor: leading, to: superview.leading }
              - { anchor: trailing, to: superview.trailing }
            stack:
              axis: vertical
              spacing: 10
              arranged:
                - { id: a, constraints: [{ anchor: height, constant: 100 }] }
                - { id: b, constraints: [{ anchor: height, constant: 100, priority: 999 }] }
                - { id: c, constraints: [{ anchor: height, constant: 100 }] }
    """
  static let hideScript = """
    script:
      - at: 0.5
        constraints: { screen: A, hide: [b], duration: 0.4, curve: linear }
      - { at: 1.2, constraints: { screen: A, show: [b] }, animated: false }
    """

  @Test func decodesHideAndShow() throws {
    let scene = try parse(ConstraintSceneTests.scene(Self.columnViews, script: Self.hideScript))
    guard case .constraints(let hide) = scene.script[0].kind, case .constraints(let show) = scene.script[1].kind else {
      Issue.record("expected two constraints steps, got \(scene.script.map(\.kind))")
      return
    }
    #expect(hide.hide == ["b"] && hide.show.isEmpty && hide.animation?.duration == 0.4)
    #expect(show.show == ["b"] && show.hide.isEmpty && show.animation == nil)
  }

  @Test func aHiddenRowCollapsesWithTheAnimation() throws {
    let yaml = ConstraintSceneTests.scene(Self.columnViews, script: Self.hideScript)
    let before = try ConstraintSceneTests.run(yaml, to: 0.4, ids: ["column", "b", "c"])
    #expect(before["column"]?.frame == CGRect(x: 0, y: 100, width: 390, height: 320))
    #expect(before["c"]?.frame == CGRect(x: 0, y: 220, width: 390, height: 100))
    // Linear over 0.4 s from 0.5 s: c's top goes 220 → 110, b's height 100 → 0.
    for (seconds, fraction) in [(0.5, 0.0), (0.6, 0.25), (0.7, 0.5), (0.8, 0.75)] {
      let views = try ConstraintSceneTests.run(yaml, to: seconds, ids: ["column", "b", "c"])
      let b = try #require(views["b"])
      let c = try #require(views["c"])
      #expect(b.isHidden, "isHidden reads true at once")
      #expect(!b.layer.isHidden, "b stays drawn until the animation completes (\(seconds) s)")
      #expect(c.frame == CGRect(x: 0, y: 110, width: 390, height: 100), "the model frame is the end")
      #expect(views["column"]?.frame.height == 210)
      let shownC = try #require(c.layer.presentation())
      #expect(abs(shownC.position.y - (220 - 110 * fraction + 50)) < 1e-6, "c's centre at \(seconds) s")
      let shownB = try #require(b.layer.presentation())
      #expect(abs(shownB.bounds.height - 100 * (1 - fraction)) < 1e-6, "b's height at \(seconds) s")
    }
    let after = try ConstraintSceneTests.run(yaml, to: 1.0, ids: ["b", "c"])
    #expect(after["b"]?.layer.isHidden == true, "hidden once the animation completed")
    #expect(after["c"]?.layer.presentation()?.position.y == 160)
    let shown = try ConstraintSceneTests.run(yaml, to: 1.3, ids: ["column", "b", "c"])
    #expect(shown["b"]?.isHidden == false && shown["b"]?.layer.isHidden == false)
    #expect(shown["b"]?.frame == CGRect(x: 0, y: 110, width: 390, height: 100))
    #expect(shown["c"]?.frame == CGRect(x: 0, y: 220, width: 390, height: 100))
    #expect(shown["column"]?.frame.height == 320)
  }

  // MARK: Errors

  /// The error of ``fillEquallyViews`` with `old` replaced by `new`.
  static func error(replacing old: String, with new: String) -> String? {
    let changed = fillEquallyViews.replacingOccurrences(of: old, with: new)
    #expect(changed != fillEquallyViews, "the replaced text is in the scene")
    return parseError(ConstraintSceneTests.scene(changed))?.description
  }

  @Test func badAxis() {
    #expect(
      Self.error(replacing: "axis: vertical", with: "axis: diagonal")
        == "Scenes/x.yaml:10:17: screens.A.views[0].stack.axis: expected one of horizontal, vertical, got \"diagonal\"")
  }

  @Test func badDistribution() {
    #expect(
      Self.error(replacing: "distribution: fillEqually", with: "distribution: fillEqual")
        == "Scenes/x.yaml:11:25: screens.A.views[0].stack.distribution: expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering, got \"fillEqual\""
    )
  }

  @Test func badAlignment() {
    #expect(
      Self.error(replacing: "alignment: fill", with: "alignment: middle")
        == "Scenes/x.yaml:12:22: screens.A.views[0].stack.alignment: expected one of fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline, got \"middle\""
    )
  }

  @Test func badSpacing() {
    #expect(
      Self.error(replacing: "spacing: 10", with: "spacing: wide")
        == "Scenes/x.yaml:13:20: screens.A.views[0].stack.spacing: expected a number (points) or system, got \"wide\"")
  }

  @Test func customSpacingAfterAViewThatIsNotArranged() {
    #expect(
      Self.error(replacing: "customSpacing: { a: 30 }", with: "customSpacing: { stack: 30 }")
        == "Scenes/x.yaml:14:28: screens.A.views[0].stack.customSpacing.stack: setCustomSpacing(_:after:) needs an arranged view of this stack; 'stack' is not one (arranged ids: a, b, c)"
    )
  }

  @Test func badMargins() {
    #expect(
      Self.error(replacing: "margins: [10, 20, 10, 20]", with: "margins: [10, 20]")
        == "Scenes/x.yaml:15:20: screens.A.views[0].stack.margins: expected [top, leading, bottom, trailing] (4 numbers), got [10, 20]"
    )
  }

  @Test func aStackIsNoLabel() {
    #expect(
      Self.error(replacing: "frame: [20, 100, 350, 300]", with: "frame: [20, 100, 350, 300]\n        label: Hi")
        == "Scenes/x.yaml:10:9: screens.A.views[0].stack: a view with 'stack' is a UIStackView and cannot also be a label view; remove 'label'"
    )
  }

  @Test func aConstraintToAnArrangedViewIdIsChecked() {
    #expect(
      Self.error(
        replacing: "- { id: c, background: blue }",
        with: "- { id: c, constraints: [{ anchor: height, to: d.height }] }")
        == "Scenes/x.yaml:21:60: screens.A.views[0].stack.arranged[2].constraints[0].to: no view with id 'd' in this screen; ids: a, b, c, stack (or superview, safeArea, margins)"
    )
  }

  @Test func hidingAViewTheScreenDoesNotDeclare() {
    let script = Self.hideScript.replacingOccurrences(of: "hide: [b]", with: "hide: [d]")
    #expect(
      parseError(ConstraintSceneTests.scene(Self.columnViews, script: script))?.description
        == "Scenes/x.yaml:22:38: script[0].constraints.hide[0]: screen 'A' has no view with id 'd'; its view ids: column, a, b, c"
    )
  }

  @Test func hidingAndShowingTheSameView() {
    let script = Self.hideScript.replacingOccurrences(of: "hide: [b]", with: "hide: [b], show: [b]")
    #expect(
      parseError(ConstraintSceneTests.scene(Self.columnViews, script: script))?.description
        == "Scenes/x.yaml:22:37: script[0].constraints.hide: view 'b' is both hidden and shown in this step")
  }
}

/// `window.layoutDirection: rightToLeft`: the window's trait override, which mirrors the scene's
/// constraints and stack views.
@MainActor
@Suite("Right-to-left scene windows")
struct RightToLeftSceneTests {
  static func scene(direction: String) -> String {
    ConstraintSceneTests.scene(StackSceneTests.fillEquallyViews)
      .replacingOccurrences(
        of: "window: { width: 390, height: 844 }",
        with: "window: { width: 390, height: 844, layoutDirection: \(direction) }"
      )
      .replacingOccurrences(of: "axis: vertical", with: "axis: horizontal")
  }

  @Test func aRightToLeftWindowArrangesTheStackFromTheRight() throws {
    #expect(try parse(Self.scene(direction: "rightToLeft")).window.isRightToLeft)
    #expect(try !parse(Self.scene(direction: "leftToRight")).window.isRightToLeft)
    let views = try ConstraintSceneTests.run(
      Self.scene(direction: "rightToLeft"), to: 0.1, ids: ["stack", "a", "b", "c"])
    let stack = try #require(views["stack"])
    #expect(stack.window?.traitOverrides.layoutDirection == .rightToLeft)
    #expect(stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // 350 − 2 × 20 margins = 310; minus 30 + 10 spacing: 270 / 3 = 90 each, from the right
    // (leading) margin at 330: a 240…330, 30 after it, b 120…210, 10 after it, c 20…110.
    #expect(views.values.filter { $0 !== stack }.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 280 })
    #expect(views["a"]?.frame.minX == 240 && views["b"]?.frame.minX == 120 && views["c"]?.frame.minX == 20)
  }

  @Test func anUnknownDirection() {
    #expect(
      parseError(Self.scene(direction: "upsideDown"))?.description
        == "Scenes/x.yaml:3:53: window.layoutDirection: expected one of leftToRight, rightToLeft, got \"upsideDown\"")
  }
}
