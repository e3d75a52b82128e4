import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `popTo` and `popToRoot` script entries call `popToViewController(_:animated:)` and
/// `popToRootViewController(animated:)`: one transition from the top screen to the target,
/// the screens between leaving the stack unseen.
@MainActor
@Suite("popTo and popToRoot in scene scripts")
struct PopToSceneTests {
  static let threeScreens = """
    fps: 30
    duration: 3
    window: { width: 390, height: 844 }
    screens:
      A: { title: A }
      B: { title: B }
      C: { title: C }
    root: { navigation: A }
    script:
      - { at: 0.1, push: B }
      - { at: 0.8, push: C }
    """

  /// Renders `yaml` to `seconds` and returns its navigation controller and the trace of what
  /// happened from `traceFrom` seconds on.
  static func run(_ yaml: String, to seconds: Double, traceFrom: Double = 0) throws -> (
    UINavigationController, TransitionTrace
  ) {
    let scene = try parse(yaml)
    let trace = TransitionTrace()
    TransitionTrace.current = trace
    defer { TransitionTrace.current = nil }
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let fps = Double(scene.fps)
    for frame in 0...Int((seconds * fps).rounded()) {
      if frame == Int((traceFrom * fps).rounded()) { trace.clear() }
      stage.timeline.advance(to: FrameIndex(frame))
    }
    let navigation = try #require(stage.window.rootViewController as? UINavigationController)
    return (navigation, trace)
  }

  @Test func popToRootLeavesTheRootAloneInOneTransition() throws {
    let (navigation, trace) = try Self.run(
      Self.threeScreens + "\n  - { at: 1.6, popToRoot: true }", to: 2.8, traceFrom: 1.5)
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.children.map(\.title) == ["A"])
    #expect(navigation.topViewController?.view.superview != nil)
    let appearances = trace.lines.filter { $0.contains("B.view") }
    #expect(appearances.isEmpty, "B never appears again: \(appearances)")
    #expect(trace.lines.contains { $0.contains("C.viewDidDisappear") })
    #expect(trace.lines.contains { $0.contains("A.viewDidAppear") })
  }

  @Test func popToAScreenInTheMiddle() throws {
    let yaml =
      Self.threeScreens.replacingOccurrences(of: "  C: { title: C }", with: "  C: { title: C }\n  D: { title: D }")
      + "\n  - { at: 1.5, push: D }\n  - { at: 2.2, popTo: B }"
    let (navigation, _) = try Self.run(yaml, to: 3)
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test func theGallerySceneEndsOnItsRoot() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let scene = try SceneLoader.load(contentsOf: root.appendingPathComponent("Scenes/nav-pop-to-root.yaml"))
    #expect(scene.script.last?.kind == .popToRoot(animated: true, animator: AnimatorSpec(name: "system")))
  }
}
