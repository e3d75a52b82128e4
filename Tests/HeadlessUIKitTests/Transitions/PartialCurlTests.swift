import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The modal `.partialCurl`: UIKit's `.fullScreen` sequence and hierarchy, a picture of the
/// presenting screen curled part of the way and left curled while presented, uncurled on
/// dismissal; UIKit's full-screen rule and its "cannot present from a partial curl" rule.
@MainActor
@Suite("Modal partial curl")
struct PartialCurlTests {
  static func curls(in window: UIWindow) -> [PageCurl] { ViewCurlTests.curls(in: window) }

  /// UIKit's `.fullScreen` sequence (as `ModalPresentationTests` pins it) for `phase`
  /// ("presentation" or "dismissal") from `leaving` to `arriving`.
  static func fullScreenSequence(_ phase: String, leaving: String, arriving: String) -> [String] {
    [
      "SystemPresentationController.\(phase)TransitionWillBegin()", "\(leaving).viewWillDisappear(true)",
      "\(arriving).viewWillAppear(true)", "ModalSystemAnimator.animateTransition(using:)",
      "transitionContext.completeTransition(true)", "ModalSystemAnimator.animationEnded(true)",
      "SystemPresentationController.\(phase)TransitionDidEnd(true)", "\(arriving).viewDidAppear(true)",
      "\(leaving).viewDidDisappear(true)",
    ]
  }

  @Test func presentAndDismissRunTheFullScreenSequenceWithTheCurlLeftInPlace() throws {
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .partialCurl
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    var completions: [String] = []
    a.present(b, animated: true) { completions.append("presented") }
    let container = try #require(b.view.superview)
    #expect(container.superview === h.window && a.view.superview === h.window)
    let page = try #require(container.subviews.last as? PageCurlView)
    #expect(container.subviews.first === b.view, "the presented view lies under the curling page")
    #expect(page.frame == a.view.frame)
    h.run(to: 0.25)
    let halfway = try #require(Self.curls(in: h.window).first)
    let expected = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) * 0.45
    #expect(isApproximatelyEqual(halfway.progress, expected, tolerance: 1e-6))
    #expect(isApproximatelyEqual(halfway.angle, .pi / 3, tolerance: 1e-12), "towards the bottom-right corner")
    h.run(to: 0.6)
    #expect(h.trace.lines == Self.fullScreenSequence("presentation", leaving: "A", arriving: "B"))
    #expect(completions == ["presented"])
    #expect(a.view.superview == nil, ".fullScreen removes the presenting view when the presentation ends")
    #expect(page.superview === container, "the curled picture stays while presented")
    h.run(to: 1.5)
    let resting = try #require(Self.curls(in: h.window).first)
    #expect(isApproximatelyEqual(resting.progress, 0.45, tolerance: 1e-12))

    h.trace.clear()
    a.view.backgroundColor = .green
    a.dismiss(animated: true) { completions.append("dismissed") }
    #expect(a.view.superview === h.window, "the presenting view is put back for the dismissal")
    let colors = page.picture.items.compactMap { item -> RGBA? in
      if case .fill(_, let color, _) = item { return color } else { return nil }
    }
    #expect(colors == [UIColor.green.rgba], "the page uncurls the presenting view as it is now")
    h.run(to: 1.75)
    let uncurling = try #require(Self.curls(in: h.window).first)
    #expect(isApproximatelyEqual(uncurling.progress, 0.45 * (1 - expected / 0.45), tolerance: 1e-6))
    h.run(to: 2.1)
    #expect(h.trace.lines == Self.fullScreenSequence("dismissal", leaving: "B", arriving: "A"))
    #expect(completions == ["presented", "dismissed"])
    #expect(container.superview == nil && page.superview == nil && h.window.subviews.count == 1)
    #expect(Self.curls(in: h.window).isEmpty)
  }

  @Test func withoutAnimationThePageIsAlreadyCurled() throws {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .partialCurl
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: false)
    h.run(to: 0.1)
    let curl = try #require(Self.curls(in: h.window).first)
    #expect(curl.progress == 0.45)
    a.dismiss(animated: false)
    h.run(to: 0.2)
    #expect(Self.curls(in: h.window).isEmpty && h.window.subviews.count == 1)
  }

  @Test func aCustomAnimatorReplacesTheCurl() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .partialCurl
    let delegate = SlideTransitioningDelegate()
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    h.run(to: 0.15)
    #expect(Self.curls(in: h.window).isEmpty)
    #expect(h.trace.lines.contains("SlideAnimationController.animateTransition(using:)"))
    withExtendedLifetime(delegate) {}
  }

  @Test func aNonFullScreenPresentationTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = Screen("A")
        let h = TransitionHarness(root: a)
        let b = Screen("B")
        b.modalTransitionStyle = .partialCurl  // .automatic: a page sheet
        a.present(b, animated: true)
        h.stop()
      }
    }
  }

  @Test func aControllerPresentedWithACurlCannotPresent() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = Screen("A")
        let h = TransitionHarness(root: a)
        let b = Screen("B")
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        a.present(b, animated: false)
        b.present(Screen("C"), animated: false)
        h.stop()
      }
    }
  }

  @Test func diagnosticsNameTheStylesAndControllers() {
    let message = TransitionDiagnostics.presentingFromPartialCurl(Screen("Map"), attempted: Screen("Settings"))
    #expect(
      message
        == "UIViewController.present(_:animated:completion:): 'Map' was presented with .partialCurl and cannot present another view controller (attempted 'Settings')"
    )
  }
}
