import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// A navigation controller presented and dismissed interactively: its top child gets the
/// appearance callbacks the container gets, a cancel included, and the coordinator reports the
/// cancel to alongside completions.
@MainActor
@Suite("Interactive presentation of a container: cancel")
struct InteractivePresentedContainerTests {
  static func stage() -> (
    TransitionHarness, ContainedScreen, UINavigationController, ContainedScreen, ScriptedInteractionDelegate
  ) {
    let a = ContainedScreen("A", .red)
    let d = ContainedScreen("D", .blue)
    let nav = UINavigationController(rootViewController: d)
    nav.title = "N"
    let h = TransitionHarness(root: a)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    nav.modalPresentationStyle = .fullScreen
    nav.transitioningDelegate = delegate
    h.run(to: 0.05)
    return (h, a, nav, d, delegate)
  }

  @Test func aCancelledPresentationTellsTheChildAndTheAlongsideCompletion() {
    let (h, a, nav, d, delegate) = Self.stage()
    defer { h.stop() }
    let start = h.trace.lines.count
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    var completions: [(cancelled: Bool, interactive: Bool)] = []
    var interactionChanges: [Bool] = []
    h.timeline.schedule(at: 0.15) {
      nav.transitionCoordinator?.animate(
        alongsideTransition: nil,
        completion: { completions.append(($0.isCancelled, $0.initiallyInteractive)) })
      nav.transitionCoordinator?.notifyWhenInteractionChanges { interactionChanges.append($0.isCancelled) }
    }
    h.drive(
      interaction, startingAt: 0.1, { a.present(nav, animated: true) }, updates: [(0.2, 0.4)], release: 0.3,
      finish: false)
    h.run(to: 1.5)
    #expect(a.presentedViewController == nil)
    #expect(interactionChanges == [true])
    #expect(completions.count == 1 && completions[0] == (true, true))
    #expect(
      h.callbacks(of: ["A", "N", "D"], from: start).filter { $0.contains(".view") } == [
        "A.viewWillDisappear(true)", "N.viewWillAppear(true)", "D.viewWillAppear(true)",
        "N.viewWillDisappear(true)", "D.viewWillDisappear(true)", "N.viewDidDisappear(true)",
        "D.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
      ])
    #expect(nav.view.superview == nil && d.parent === nav)
  }

  @Test func aCancelledDismissalTellsTheChild() {
    let (h, a, nav, d, delegate) = Self.stage()
    defer { h.stop() }
    a.present(nav, animated: false)
    h.run(to: 0.1)
    let start = h.trace.lines.count
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    h.drive(
      interaction, startingAt: 0.2, { nav.dismiss(animated: true) }, updates: [(0.3, 0.4)], release: 0.4, finish: false)
    h.run(to: 1.5)
    #expect(a.presentedViewController === nav)
    #expect(d.view.window === h.window)
    #expect(
      h.callbacks(of: ["A", "N", "D"], from: start).filter { $0.contains(".view") } == [
        "N.viewWillDisappear(true)", "D.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "N.viewWillAppear(true)", "D.viewWillAppear(true)",
        "N.viewDidAppear(true)", "D.viewDidAppear(true)",
      ])
  }
}
