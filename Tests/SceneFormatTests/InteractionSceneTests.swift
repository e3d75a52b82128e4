import Animators
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `root.interaction` (`edgePop`, `tabSwipe`) and the `drag-to-dismiss` modal animator: decoded,
/// validated with precise errors, and wired to the Animators' interactions on the timeline.
@MainActor
@Suite struct InteractionSceneTests {
  @Test func decodesTheRootInteraction() throws {
    let nav = try parse(
      validScene.replacingOccurrences(
        of: "root: { navigation: A }", with: "root: { navigation: A, interaction: edgePop }"))
    #expect(nav.rootInteraction == .edgePop)
    #expect(nav.root == .navigation(root: "A"))
    #expect(try parse(validScene).rootInteraction == nil)
    let tabs = try parse(
      validScene.replacingOccurrences(
        of: "root: { navigation: A }", with: "root: { tabs: [A, B], interaction: tabSwipe }"
      )
      .replacingOccurrences(of: "push: B", with: "select: 1"))
    #expect(tabs.rootInteraction == .tabSwipe)
  }

  @Test func rejectsInteractionsTheRootCannotHave() throws {
    let wrongRoot = try #require(
      parseError(
        validScene.replacingOccurrences(
          of: "root: { navigation: A }", with: "root: { navigation: A, interaction: tabSwipe }")))
    #expect(wrongRoot.description.contains("'tabSwipe' needs a 'tabs' root"))
    #expect(wrongRoot.description.contains("root.interaction"))
    let unknown = try #require(
      parseError(
        validScene.replacingOccurrences(
          of: "root: { navigation: A }", with: "root: { navigation: A, interaction: pinch }")))
    #expect(unknown.description.contains("one of edgePop, tabSwipe"))
    let edgeOnScreen = try #require(
      parseError(
        validScene.replacingOccurrences(
          of: "root: { navigation: A }", with: "root: { screen: A, interaction: edgePop }"
        )
        .replacingOccurrences(of: "push: B", with: "present: B")))
    #expect(edgeOnScreen.description.contains("'edgePop' needs a 'navigation' root"))
  }

  @Test func dragToDismissIsAModalAnimatorWithTheSlideStyles() throws {
    let yaml = validScene.replacingOccurrences(of: "root: { navigation: A }", with: "root: { screen: A }")
      .replacingOccurrences(of: "push: B", with: "present: B\n    animator: drag-to-dismiss")
    let scene = try parse(yaml)
    guard case .present(_, let style, _, _, let animator) = scene.script.first?.kind else {
      Issue.record("expected a present action")
      return
    }
    #expect(style == .custom)
    #expect(animator.name == "drag-to-dismiss")
    let wrongStyle = try #require(
      parseError(
        yaml.replacingOccurrences(
          of: "animator: drag-to-dismiss", with: "animator: drag-to-dismiss\n    style: pageSheet")))
    #expect(wrongStyle.description.contains("the 'drag-to-dismiss' animator works with style"))
  }

  /// Renders `name` to `seconds` and returns the stage.
  static func run(_ name: String, to seconds: Double) throws -> Stage {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("\(name).yaml"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let last = Int((seconds * Double(scene.fps)).rounded())
    for frame in 0...last { stage.timeline.advance(to: FrameIndex(frame)) }
    return stage
  }

  @Test func theGalleryEdgePanScenesPopOrStay() throws {
    let finished = try #require(
      try Self.run("nav-edge-pan-slide", to: 2).window.rootViewController as? UINavigationController)
    #expect(finished.viewControllers.count == 1)
    let cancelled = try #require(
      try Self.run("nav-edge-pan-slide-cancel", to: 2).window.rootViewController as? UINavigationController)
    #expect(cancelled.viewControllers.count == 2)
    #expect(cancelled.topViewController?.view.transform == .identity)
  }

  @Test func theGalleryTabSwipeScenesSwitchOrStay() throws {
    let finished = try #require(try Self.run("tab-swipe", to: 2).window.rootViewController as? UITabBarController)
    #expect(finished.selectedIndex == 1)
    let cancelled = try #require(
      try Self.run("tab-swipe-cancel", to: 2).window.rootViewController as? UITabBarController)
    #expect(cancelled.selectedIndex == 0)
  }

  @Test func theGalleryCardScenesDismissOrStay() throws {
    let finished = try #require(try Self.run("card-drag-dismiss", to: 2).window.rootViewController)
    #expect(finished.presentedViewController == nil)
    let cancelled = try #require(try Self.run("card-drag-dismiss-cancel", to: 2).window.rootViewController)
    let card = try #require(cancelled.presentedViewController)
    #expect(card.view.transform == .identity)
    #expect(card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
