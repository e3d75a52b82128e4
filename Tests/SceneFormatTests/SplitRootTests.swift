import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `root: { split: {...} }`: a `UISplitViewController`, driven by `showColumn`, `hideColumn`,
/// `displayMode` and `showDetail` steps.
@MainActor
@Suite struct SplitRootTests {
  static let yaml =
    validScene
    .replacingOccurrences(of: "  B: {}", with: "  B: {}\n  C: {}")
    .replacingOccurrences(
      of: "root: { navigation: A }", with: "root: { split: { primary: A, secondary: B, displayMode: allVisible } }"
    )
    .replacingOccurrences(of: "push: B", with: "hideColumn: primary")

  @Test func decodesTheColumnsAndTheSteps() throws {
    let scene = try parse(Self.yaml)
    #expect(scene.root == .split(SplitSpec(primary: "A", secondary: "B", displayMode: .oneBesideSecondary)))
    #expect(scene.root.screenNames == ["A", "B"])
    #expect(scene.script.first?.kind == .splitColumn(.primary, shows: false))
    let steps = try parse(
      Self.yaml.replacingOccurrences(
        of: "    hideColumn: primary",
        with: "    displayMode: oneOverSecondary\n  - at: 1\n    showDetail: C\n  - at: 1.5\n    showColumn: primary"
      ))
    #expect(
      steps.script.map(\.kind) == [
        .displayMode(.oneOverSecondary, animated: true), .showDetail(screen: "C"), .splitColumn(.primary, shows: true),
      ])
    let triple = try parse(
      Self.yaml.replacingOccurrences(
        of: "{ primary: A, secondary: B, displayMode: allVisible }",
        with:
          "{ style: tripleColumn, primary: A, supplementary: C, secondary: B, behavior: displace, primaryWidth: 280 }"
      ))
    #expect(
      triple.root
        == .split(
          SplitSpec(
            style: .tripleColumn, primary: "A", supplementary: "C", secondary: "B", behavior: .displace,
            primaryWidth: 280)))
  }

  @Test func badInputNamesTheFileLineFieldAndValue() throws {
    let missing = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "secondary: B, ", with: "")))
    #expect(missing.description.hasPrefix("Scenes/x.yaml:12:"))
    #expect(missing.description.contains("a split needs 'secondary: <screen>'"))
    let twice = try #require(parseError(Self.yaml.replacingOccurrences(of: "secondary: B", with: "secondary: A")))
    #expect(twice.description.contains("root.split.secondary"))
    #expect(twice.description.contains("screen 'A' is already the primary column"))
    let supplementary = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "secondary: B,", with: "secondary: B, supplementary: C,")))
    #expect(supplementary.description.contains("'supplementary' needs 'style: tripleColumn'"))
    let mode = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "displayMode: allVisible", with: "displayMode: sideBySide")))
    #expect(mode.description.contains("root.split.displayMode"))
    #expect(mode.description.contains("sideBySide"))
    let two = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "displayMode: allVisible", with: "displayMode: twoBesideSecondary"))
    )
    #expect(two.description.contains("needs 'style: tripleColumn'"))
    let column = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "hideColumn: primary", with: "hideColumn: supplementary")))
    #expect(column.description.contains("script[0]"))
    #expect(column.description.contains("has no supplementary column"))
    let classic = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "{ primary: A,", with: "{ style: classic, primary: A,")))
    #expect(classic.description.contains("a classic split view controller has no show(_:)/hide(_:)"))
    let noSplit = try #require(parseError(validScene.replacingOccurrences(of: "push: B", with: "showColumn: primary")))
    #expect(noSplit.description.contains("'showColumn' needs a split root"))
    let shown = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "hideColumn: primary", with: "showDetail: B")))
    #expect(shown.description.contains("screen 'B' is already shown at 0.5 s"))
  }

  @Test func theGallerySceneBuildsASplitViewOnAnIPad() throws {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("split-detail.yaml"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    stage.timeline.advance(to: 0)
    stage.window.layoutIfNeeded()
    let split = try #require(stage.window.rootViewController as? UISplitViewController)
    #expect(split.style == .doubleColumn)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers[1].view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
  }
}
