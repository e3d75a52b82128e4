import Animators
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// The gallery's `nav-interruptible-cancel` scene: the interruptible push grabbed half way,
/// dragged back and flicked towards the start is cancelled, and everything is as before the
/// push — stack, hierarchy, containment, transforms, the navigation bar — with the appearance
/// callbacks UIKit sends for a cancelled push.
@MainActor
@Suite("Interruptible push cancelled by a finger (scene)")
struct InterruptibleCancelSceneTests {
  /// What a cancel must restore, read from the model.
  struct Snapshot: Equatable {
    var stack: [ObjectIdentifier]
    var children: [ObjectIdentifier]
    var containerSubviews: [ObjectIdentifier]
    var inboxTransform: CGAffineTransform
    var inboxShown: CGAffineTransform
    var inboxFrame: CGRect
    var inboxAlpha: CGFloat
    var title: String?

    @MainActor init(_ nav: UINavigationController) {
      let inbox = nav.viewControllers[0].view!
      stack = nav.viewControllers.map(ObjectIdentifier.init)
      children = nav.children.map(ObjectIdentifier.init)
      containerSubviews = (inbox.superview?.subviews ?? []).map(ObjectIdentifier.init)
      inboxTransform = inbox.transform
      inboxShown = inbox.layer.presentation()?.affineTransform ?? inbox.transform
      inboxFrame = inbox.frame
      inboxAlpha = inbox.alpha
      title = nav.navigationBar.topItem?.title
    }
  }

  @Test func theCancelledPushLeavesEverythingAsBefore() throws {
    let scene = try SceneLoader.load(
      contentsOf: scenesDirectory.appendingPathComponent("nav-interruptible-cancel.yaml"))
    let stage = SceneBuilder.build(scene)
    let nav = try #require(stage.window.rootViewController as? UINavigationController)
    let trace = TransitionTrace()
    let fps = Double(scene.fps)
    var before: Snapshot?
    var pushed: UIViewController?
    var phases: [String] = []
    TransitionTrace.current = trace
    defer { TransitionTrace.current = nil }
    for frame in 0..<stage.frameCount {
      stage.timeline.advance(to: FrameIndex(frame))
      let time = Double(frame) / fps
      if frame == 5 { before = Snapshot(nav) }  // 0.17 s: Inbox alone, before the push
      if time < 0.2 { #expect(stage.timeline.activeTransitions.isEmpty) }
      if let record = stage.timeline.activeTransitions.first {
        pushed = pushed ?? nav.viewControllers.last
        let phase = record.isInteractive ? "interactive" : record.isCancelled ? "cancelling" : "running"
        if phases.last != phase { phases.append(phase) }
      }
    }
    #expect(phases == ["running", "interactive", "cancelling"], "grabbed while running, released towards the start")
    let detail = try #require(pushed)
    #expect(detail.title == "Design review")
    #expect(Snapshot(nav) == before)
    #expect(nav.viewControllers.count == 1 && nav.topViewController?.title == "Inbox")
    #expect(detail.parent == nil && detail.view.superview == nil)
    #expect(detail.view.transform == .identity)
    #expect(!nav.isTransitioning && nav.transitionCoordinator == nil)
    let appearance = trace.lines.filter { $0.contains(".view") && ($0.contains("Appear") || $0.contains("Disappear")) }
    #expect(
      appearance == [
        "Inbox.viewWillDisappear(true)", "Design review.viewWillAppear(true)",
        "Design review.viewWillDisappear(true)", "Design review.viewDidDisappear(true)",
        "Inbox.viewWillAppear(true)", "Inbox.viewDidAppear(true)",
      ])
  }
}
