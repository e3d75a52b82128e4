import ArgumentParser
import Foundation
import Testing

@testable import flipbook

/// `flipbook trace`: the transition calls of a scene in UIKit's order with the time of each,
/// and display lists of chosen moments, as deterministic text.
@MainActor
@Suite("flipbook trace")
struct TraceCommandTests {
  static let scenes = CommandLineTests.packageRoot.appendingPathComponent("Scenes").path

  static func trace(_ arguments: [String]) throws -> String {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: out) }
    let command = try #require(
      try Flipbook.parseAsRoot(["trace"] + arguments + ["--scenes", scenes, "--out", out.path]) as? Flipbook.Trace)
    try command.run()
    return try String(contentsOf: out, encoding: .utf8)
  }

  /// A custom push and pop through a navigation delegate: willShow, then the animator, then (as
  /// UIKit asks only once an animator came back) the interaction controller; disappear/appear
  /// callbacks around the animation; completeTransition, animationEnded, did-callbacks, didShow.
  @Test func pushAndPopCallsComeInUIKitsOrderWithTheirTimes() throws {
    let lines = try Self.trace(["nav-push-slide"]).split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "# nav-push-slide: transition trace at 30 fps (time of the frame whose tick made each call)",
        "  0.300 s  delegate.navigationController(_:willShow:animated:) Design review",
        "  0.300 s  delegate.navigationController(_:animationControllerFor:from:to:) push",
        "  0.300 s  delegate.navigationController(_:interactionControllerFor:)",
        "  0.300 s  Inbox.viewWillDisappear(true)",
        "  0.300 s  Design review.viewWillAppear(true)",
        "  0.300 s  SlideAnimationController.animateTransition(using:)",
        "  0.600 s  transitionContext.completeTransition(true)",
        "  0.600 s  SlideAnimationController.animationEnded(true)",
        "  0.600 s  Inbox.viewDidDisappear(true)",
        "  0.600 s  Design review.viewDidAppear(true)",
        "  0.600 s  delegate.navigationController(_:didShow:animated:) Design review",
        "  1.400 s  delegate.navigationController(_:willShow:animated:) Inbox",
        "  1.400 s  delegate.navigationController(_:animationControllerFor:from:to:) pop",
        "  1.400 s  delegate.navigationController(_:interactionControllerFor:)",
        "  1.400 s  Design review.viewWillDisappear(true)",
        "  1.400 s  Inbox.viewWillAppear(true)",
        "  1.400 s  SlideAnimationController.animateTransition(using:)",
        "  1.700 s  transitionContext.completeTransition(true)",
        "  1.700 s  SlideAnimationController.animationEnded(true)",
        "  1.700 s  Design review.viewDidDisappear(true)",
        "  1.700 s  Inbox.viewDidAppear(true)",
        "  1.700 s  delegate.navigationController(_:didShow:animated:) Inbox",
      ])
  }

  @Test func displayListsOfChosenMomentsFollowTheTrace() throws {
    let text = try Self.trace(["nav-push-slide", "--at", "0,500ms", "--scale", "1"])
    #expect(text.contains("# display list of frame 0 (0.000 s)\ndisplay-list 390x844 background #000000FF\n"))
    #expect(text.contains("# display list of frame 15 (0.500 s)\ndisplay-list 390x844"))
    // Deterministic: the same text on a second run.
    #expect(try Self.trace(["nav-push-slide", "--at", "0,0.5", "--scale", "1"]) == text)
  }

  @Test(arguments: [
    (["trace", "a", "--at", "x"], "--at: 'x' is not a time ≥ 0 such as 0.35s or 350ms"),
    (["trace", "a", "--at=-1"], "--at: '-1' is not a time ≥ 0 such as 0.35s or 350ms"),
    (["trace", "a", "--at", "nan"], "--at: 'nan' is not a time ≥ 0 such as 0.35s or 350ms"),
    (["trace", "a", "--at", "1e400s"], "--at: '1e400s' is not a time ≥ 0 such as 0.35s or 350ms"),
    (["trace", "a", "--fps", "0"], "--fps must be 1…240, got 0"),
  ])
  func badArgumentsExitWith64AndSayWhy(_ arguments: [String], _ expected: String) {
    let result = CommandLineTests.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected))
  }
}
