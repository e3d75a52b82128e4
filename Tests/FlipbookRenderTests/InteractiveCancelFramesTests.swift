import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// Rendered frames of cancelled interactive transitions — a push, a `.fullScreen`
/// presentation and a `.fullScreen` dismissal: no frame shows an empty container or the black
/// window behind a view that should be there (the seed's "black flash on cancel"), and the last
/// frame shows the state from before the transition.
@MainActor
@Suite("Rendered frames of cancelled interactive transitions")
struct InteractiveCancelFramesTests {
  static let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
  static let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
  static let size = CGSize(width: 200, height: 100)

  /// A 200 × 100 pt window at 2×, 30 fps, showing `root`; the delegate drives the transition
  /// `start` begins at 0.1 s: scrubbed to 0.7 at 0.3 s, back to 0.4 at 0.5 s, cancelled at 0.6 s.
  static func stage(
    _ name: String, root: UIViewController, delegate: ScriptedInteractionDelegate, start: @escaping () -> Void
  ) -> Stage {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 2))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let stage = Stage(name: name, window: window, timeline: timeline, duration: 1.2)
    stage.retain(delegate)
    let interaction = UIPercentDrivenInteractiveTransition()
    timeline.schedule(at: 0.1) {
      delegate.interaction = interaction
      start()
      delegate.interaction = nil
    }
    timeline.schedule(at: 0.3) { interaction.update(0.7) }
    timeline.schedule(at: 0.5) { interaction.update(0.4) }
    timeline.schedule(at: 0.6) { interaction.cancel() }
    return stage
  }

  /// Checks every rendered frame along `samples` (pixel coordinates): each pixel is red (A,
  /// perhaps anti-aliased at an edge) or blue (the other screen), never the black window; some
  /// frame shows both screens; from the cancel at 0.6 s on, the screen being taken back
  /// (`leaving`) only shrinks — no frame jumps to the finished state — and the last frame shows
  /// only `lastColour`.
  static func expectNoFlash(
    _ stage: Stage, samples: [(x: Int, y: Int)], leaving: Bitmap.Pixel, lastColour: Bitmap.Pixel
  ) throws {
    let frames = try StageRenderer(workers: 2).bitmaps(of: stage)
    #expect(frames.count == stage.frameCount)
    var sawBoth = false
    var leavingShare = Int.max
    for (index, frame) in frames.sorted(by: { $0.key < $1.key }) {
      var colours = Set<String>()
      for (x, y) in samples {
        let pixel = frame[x, y]
        #expect(
          pixel.g == 0 && Int(pixel.r) + Int(pixel.b) >= 250, "\(stage.name) frame \(index) at (\(x), \(y)): \(pixel)")
        if pixel == red { colours.insert("red") }
        if pixel == blue { colours.insert("blue") }
      }
      if colours.count == 2 { sawBoth = true }
      if index >= 18 {  // 0.6 s at 30 fps: the cancel plays back
        let share = samples.filter { frame[$0.x, $0.y] == leaving }.count
        #expect(share <= leavingShare, "\(stage.name) frame \(index): the cancelled screen grew back")
        leavingShare = share
      }
    }
    #expect(sawBoth, "\(stage.name): the transition showed both screens")
    let last = try #require(frames[stage.frameCount - 1])
    for (x, y) in samples { #expect(last[x, y] == lastColour, "\(stage.name): last frame at (\(x), \(y))") }
  }

  static func screen(_ color: UIColor) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = color
    return controller
  }

  static let row = (0..<50).map { (x: $0 * 8, y: 100) }
  static let column = (0..<25).map { (x: 200, y: $0 * 8) }

  @Test func aCancelledPushNeverFlashes() throws {
    let nav = UINavigationController(rootViewController: Self.screen(.red))
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    nav.delegate = delegate
    let b = Self.screen(.blue)
    let stage = Self.stage("push-cancel", root: nav, delegate: delegate) { nav.pushViewController(b, animated: true) }
    try Self.expectNoFlash(stage, samples: Self.row, leaving: Self.blue, lastColour: Self.red)
    #expect(nav.viewControllers.count == 1)
  }

  @Test func aCancelledPresentationNeverFlashes() throws {
    let a = Self.screen(.red)
    let c = Self.screen(.blue)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    c.modalPresentationStyle = .fullScreen
    c.transitioningDelegate = delegate
    let stage = Self.stage("present-cancel", root: a, delegate: delegate) { a.present(c, animated: true) }
    try Self.expectNoFlash(stage, samples: Self.column, leaving: Self.blue, lastColour: Self.red)
    #expect(a.presentedViewController == nil)
  }

  @Test func aCancelledFullScreenDismissalNeverFlashes() throws {
    let a = Self.screen(.red)
    let c = Self.screen(.blue)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    c.modalPresentationStyle = .fullScreen
    c.transitioningDelegate = delegate
    let stage = Self.stage("dismiss-cancel", root: a, delegate: delegate) { c.dismiss(animated: true) }
    a.present(c, animated: false)
    try Self.expectNoFlash(stage, samples: Self.column, leaving: Self.red, lastColour: Self.blue)
    #expect(a.presentedViewController === c)
    #expect(a.view.superview == nil, "removed again after the cancelled dismissal")
  }
}
