import Animators
import Foundation
import Graphics
import SceneFormat
import Testing

/// The presentation and tab scenes shipped in `Scenes/` load with the roots and scripts the
/// gallery promises.
@Suite struct GalleryModalSceneTests {
  static func load(_ name: String) throws -> SceneDescription {
    try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("\(name).yaml"))
  }

  @Test(arguments: [
    ("modal-fullscreen", UIModalPresentationStyle.fullScreen, "system"),
    ("modal-pagesheet", .automatic, "system"),
    ("modal-overlay", .custom, "overlay"),
    ("modal-dimming", .custom, "dimming"),
    ("modal-blur-dimming", .custom, "blur-dimming"),
  ])
  func modalScene(name: String, style: UIModalPresentationStyle, animator: String) throws {
    let scene = try Self.load(name)
    #expect(scene.root == .screen("A"))
    #expect(scene.screens.map(\.name) == ["A", "B"])
    #expect(
      scene.script == [
        ScriptAction(
          time: 0.3,
          kind: .present(
            screen: "B", style: style, transition: .coverVertical, animated: true,
            animator: AnimatorSpec(name: animator)),
          fieldPath: "script[0]"),
        ScriptAction(time: 1.4, kind: .dismiss(animated: true), fieldPath: "script[1]"),
      ])
  }

  @Test func tabScene() throws {
    let scene = try Self.load("tab-slide")
    #expect(scene.root == .tabs(["A", "B", "C"]))
    #expect(
      scene.script.map(\.kind) == [
        .select(index: 2, animator: AnimatorSpec(name: "slide")),
        .select(index: 0, animator: AnimatorSpec(name: "slide")),
      ])
  }

  @Test func presentThenDismissTwiceIsRejected() throws {
    let yaml = """
      duration: 2
      window: { width: 10, height: 10 }
      screens: { A: {}, B: {} }
      root: { screen: A }
      script:
        - { at: 0.1, present: B, style: fullScreen, transition: crossDissolve }
        - { at: 0.5, dismiss: true }
        - { at: 0.9, dismiss: true }
      """
    let error = try #require(parseError(yaml))
    #expect(
      error.description
        == "Scenes/x.yaml:8:25: script[2].dismiss: nothing is presented at 0.9 s; there is nothing to dismiss")
    let valid = try parse(yaml.replacingOccurrences(of: "  - { at: 0.9, dismiss: true }", with: ""))
    #expect(
      valid.script.first?.kind
        == .present(
          screen: "B", style: .fullScreen, transition: .crossDissolve, animated: true,
          animator: AnimatorSpec(name: "system")))
  }
}
