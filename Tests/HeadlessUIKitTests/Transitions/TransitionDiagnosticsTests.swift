import Foundation
import Testing

@testable import HeadlessUIKit

/// Misuse diagnostics and the watchdog: clear messages naming the API and the controllers.
@MainActor
@Suite("Transition misuse diagnostics and the completeTransition watchdog")
struct TransitionDiagnosticsTests {
  @Test func messagesNameTheAPIAndTheControllers() {
    let a = Screen("Inbox")
    let b = Screen("Detail")
    #expect(
      TransitionDiagnostics.pushingControllerAlreadyInStack(b)
        == "UINavigationController.pushViewController(_:animated:): pushing the same view controller instance more than once is not supported ('Detail' is already on the stack)"
    )
    #expect(
      TransitionDiagnostics.presentingWhileAlreadyPresenting(a, presented: b, attempted: Screen("Compose"))
        == "UIViewController.present(_:animated:completion:): attempt to present 'Compose' on 'Inbox' which is already presenting 'Detail'"
    )
    #expect(
      TransitionDiagnostics.dismissingWithNothingPresented(a)
        == "UIViewController.dismiss(animated:completion:): 'Inbox' neither presents a view controller nor is presented; there is nothing to dismiss"
    )
    #expect(
      TransitionDiagnostics.partialCurlNotFullScreen(
        b, style: .pageSheet, presenting: a, presentingStyle: .fullScreen)
        == "UIViewController.present(_:animated:completion:): application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller: 'Detail' has modalTransitionStyle .partialCurl with modalPresentationStyle .pageSheet, presented from 'Inbox' (shown .fullScreen); .partialCurl requires .fullScreen on both"
    )
    #expect(TransitionDiagnostics.popToControllerNotInStack(b).contains("'Detail' is not on the stack"))
  }

  @Test func pushingAControllerAlreadyInTheStackTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = Screen("A")
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(a, animated: false)
      }
    }
  }

  @Test func presentingFromAControllerAlreadyPresentingTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = Screen("A")
        let h = TransitionHarness(root: a)
        a.present(Screen("B"), animated: false)
        a.present(Screen("C"), animated: false)
        h.stop()
      }
    }
  }

  /// UIKit ignores a dismissal with nothing to dismiss and does not call its completion; the
  /// controller can still present afterwards.
  @Test func dismissingWithNothingPresentedIsIgnoredWithoutCallingTheCompletion() {
    let a = Screen("A")
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    h.run(to: 0.1)
    var completions = 0
    a.dismiss(animated: true) { completions += 1 }
    a.dismiss(animated: false) { completions += 1 }
    h.run(to: 1)
    #expect(completions == 0)
    #expect(a.presentedViewController == nil && a.view.window != nil)
    let b = Screen("B")
    a.present(b, animated: false) { completions += 1 }
    h.run(to: 1.5)
    #expect(a.presentedViewController === b && completions == 1)
    b.dismiss(animated: false) { completions += 1 }
    h.run(to: 2)
    #expect(a.presentedViewController == nil && completions == 2)
  }

  @Test func watchdogNamesTheTransitionThatNeverCompleted() throws {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    let delegate = NavigationStackTests.Delegate()
    delegate.animator = ContextProbe(duration: 0.4, completes: false)
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    h.run(to: 0.5)
    nav.pushViewController(Screen("B"), animated: true)
    h.run(to: 2.9)
    try h.timeline.checkTransitions()
    h.run(to: 3.0)
    #expect(
      throws: TransitionError.neverCompleted(
        transition: "push 'A' → 'B' (ContextProbe)", startTime: 0.5, duration: 0.4, now: 3.0)
    ) { try h.timeline.checkTransitions() }
    let message = TransitionError.neverCompleted(
      transition: "push 'A' → 'B' (ContextProbe)", startTime: 0.5, duration: 0.4, now: 3.0
    ).description
    #expect(message.hasPrefix("transition push 'A' → 'B' (ContextProbe) started at 0.5 s"))
  }
}

/// The modal flip: the presenting screen turns away, the presented one turns in (the page curl:
/// `PartialCurlTests`).
@MainActor
@Suite("Modal flip")
struct ModalTransitionStyle3DTests {
  @Test func flipHorizontalTurnsThePresentingScreenAwayThenThePresentedOneIn() {
    let a = Screen("A", .red)
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    let b = Screen("B", .blue)
    b.modalTransitionStyle = .flipHorizontal
    a.present(b, animated: true)
    // A quarter in: the picture of A is turning (edge-on at 0.375 s), B is edge-on and waits.
    h.run(to: 0.19)
    guard let picture = b.view.superview?.subviews.first(where: { $0 is ContentSnapshotView }) else {
      Issue.record("no picture of the presenting screen in the container")
      return
    }
    let turning = DecomposedTransform3D(picture.layer.presentation()!.transform)
    #expect(abs(turning.rotation.y) > 0.2 && abs(turning.rotation.y) < .pi / 2)
    #expect(a.view.isHidden, "the real presenting view is hidden behind the turning picture")
    // Three quarters in: B turns in.
    h.run(to: 0.56)
    let incoming = DecomposedTransform3D(b.view.layer.presentation()!.transform)
    #expect(abs(incoming.rotation.y) > 0.05 && abs(incoming.rotation.y) < .pi / 2)
    h.run(to: 1)
    #expect(a.presentedViewController === b)
    #expect(b.view.layer.transform == CATransform3DIdentity)
    #expect(!a.view.isHidden)
  }
}
