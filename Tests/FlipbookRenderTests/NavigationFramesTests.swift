import Animators
import Codecs
import FlipbookRender
import Foundation
import SceneFormat
import TestSupport
import Testing

/// End to end: a navigation push on the fixed-step timeline, drawn by Cairo, checked pixel by
/// pixel against where UIKit's curve 7 puts the incoming view.
@MainActor
@Suite("Rendered frames of a navigation push")
struct NavigationFramesTests {
  static let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
  static let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
  static let width = 200.0
  static let pushTime = 0.1

  /// Screen A red, screen B blue, a 200 × 100 pt window at 2×, 30 fps, push at 0.1 s.
  static func makeStage(animator: (any UIViewControllerAnimatedTransitioning)? = nil) -> Stage {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: 100), scale: 2))
    let a = UIViewController()
    a.view.backgroundColor = .red
    let b = UIViewController()
    b.view.backgroundColor = .blue
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let stage = Stage(name: "push-test", window: window, timeline: timeline, duration: 0.7)
    if let animator {
      let delegate = FixedAnimatorDelegate(animator)
      nav.delegate = delegate
      stage.retain(delegate)
    }
    timeline.schedule(at: pushTime) { nav.pushViewController(b, animated: true) }
    return stage
  }

  @Test func firstFrameShowsAMiddleShowsBothLastShowsB() throws {
    let stage = Self.makeStage()
    let mid = 6  // t = 0.2 s, 0.1 s into the push
    let frames = try StageRenderer(workers: 2).bitmaps(of: stage, frames: [0, mid, stage.frameCount - 1])
    let first = try #require(frames[0])
    let last = try #require(frames[stage.frameCount - 1])
    #expect(first.width == 400 && first.height == 200)
    for x in stride(from: 0, to: 400, by: 37) {
      #expect(first[x, 100] == Self.red)
      #expect(last[x, 100] == Self.blue)
    }
    // Curve 7 at 0.1 s: p = 1 − (1 + ω₀t)e^(−ω₀t) ≈ 0.545; B's left edge at width·(1 − p).
    let omega = (1000.0 / 3).squareRoot()
    let t = 0.1
    let p = 1 - (1 + omega * t) * exp(-omega * t)
    let edge = Self.width * (1 - p) * 2  // device pixels
    let middle = try #require(frames[mid])
    let edgeX = Int(edge.rounded(.down))
    #expect(middle[edgeX + 2, 100] == Self.blue, "B starts at x = \(edge) px")
    #expect(middle[edgeX + 60, 100] == Self.blue)
    // Left of the edge: A, shifted 30 % × p to the left and dimmed by black at 0.1 × p.
    let dim = 0.1 * p
    let dimmedRed = Bitmap.Pixel(r: UInt8((255 * (1 - dim)).rounded()), g: 0, b: 0)
    #expect(isApproximatelyEqual(middle[edgeX - 3, 100], dimmedRed, tolerance: 1))
    #expect(isApproximatelyEqual(middle[2, 100], dimmedRed, tolerance: 1))
  }

  @Test func slideAnimatorFramesFollowEaseInOut() throws {
    let stage = Self.makeStage(animator: SlideAnimationController(type: .navigationTransition(.push)))
    let mid = 6  // 0.1 s into a 0.3 s ease-in-out slide
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [mid])
    let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.1 / 0.3)
    let edge = Int((Self.width * (1 - p) * 2).rounded(.down))
    let frame = try #require(frames[mid])
    #expect(frame[edge + 2, 150] == Self.blue, "below the 44 pt navigation bar")
    #expect(frame[edge - 3, 150] == Self.red, "the slide has no dimming")
  }
}

/// A delegate that always returns one animator.
@MainActor
final class FixedAnimatorDelegate: NSObject, UINavigationControllerDelegate {
  let animator: any UIViewControllerAnimatedTransitioning
  init(_ animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}
