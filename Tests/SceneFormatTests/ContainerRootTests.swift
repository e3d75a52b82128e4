import Animators
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `root: { container: [...] }`: the seed's custom container, switched by `select`.
@MainActor
@Suite struct ContainerRootTests {
  static let yaml =
    validScene
    .replacingOccurrences(of: "root: { navigation: A }", with: "root: { container: [A, B] }")
    .replacingOccurrences(of: "push: B", with: "select: 1\n    animator: slide")

  @Test func decodesTheChildrenAndSelect() throws {
    let scene = try parse(Self.yaml)
    #expect(scene.root == .container(["A", "B"]))
    #expect(scene.root.screenNames == ["A", "B"])
    #expect(scene.script.first?.kind == .select(index: 1, animator: AnimatorSpec(name: "slide")))
  }

  @Test func containerSwipeEnablesTheContainersPanAndNeedsAContainerRoot() throws {
    let swipe = try parse(
      Self.yaml.replacingOccurrences(
        of: "container: [A, B] }", with: "container: [A, B], interaction: containerSwipe }"))
    #expect(swipe.root == .container(["A", "B"]))
    #expect(swipe.rootInteraction == .containerSwipe)
    let stage = SceneBuilder.build(swipe)
    let container = try #require(stage.window.rootViewController as? ContainerViewController)
    #expect(container.isInteractiveSwipeEnabled)
    let misplaced = try #require(
      parseError(
        validScene.replacingOccurrences(
          of: "root: { navigation: A }", with: "root: { navigation: A, interaction: containerSwipe }")))
    #expect(misplaced.description.contains("'containerSwipe' needs a 'container' root"))
  }

  @Test func rejectsDuplicatesAndOutOfRangeSelections() throws {
    let duplicate = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "container: [A, B]", with: "container: [A, A]")))
    #expect(duplicate.description.hasSuffix("screen 'A' is already a child of the container"))
    let outside = try #require(parseError(Self.yaml.replacingOccurrences(of: "select: 1", with: "select: 2")))
    #expect(outside.description.contains("tab index 2 is outside 0..<2"))
    let twoRoots = try #require(
      parseError(
        Self.yaml.replacingOccurrences(of: "root: { container: [A, B] }", with: "root: { container: [A], screen: B }")))
    #expect(twoRoots.description.contains("expected exactly one of"))
  }

  @Test func theGalleryContainerSlidesOnTheTimeline() throws {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("container-slide.yaml"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    for frame in 0...12 { stage.timeline.advance(to: FrameIndex(frame)) }  // t = 0.4 s: 0.1 s into 0.3 s
    let container = try #require(stage.window.rootViewController as? ContainerViewController)
    let albums = container.viewControllers[1]
    let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.1 / 0.3)
    let tx = try #require(albums.view.layer.presentation()).affineTransform.tx
    #expect(abs(tx - 390 * (1 - p)) < 1e-6)
    for frame in 13...24 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(container.selectedViewController === albums)
  }
}
