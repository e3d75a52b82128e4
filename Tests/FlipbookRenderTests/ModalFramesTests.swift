import Animators
import FlipbookRender
import Foundation
import SceneFormat
import TestSupport
import Testing

/// Key frames of the modal and tab gallery scenes, checked pixel by pixel against where
/// UIKit's rules put each view, and the watchdog failing a render.
@MainActor
@Suite("Rendered frames of presentations, dismissals and tab switches")
struct ModalFramesTests {
  static let white = Bitmap.Pixel(r: 255, g: 255, b: 255)
  static let black = Bitmap.Pixel(r: 0, g: 0, b: 0)
  static let gray6 = Bitmap.Pixel(r: 242, g: 242, b: 247)
  static let systemBlue = Bitmap.Pixel(r: 0, g: 122, b: 255)

  /// The gallery scene `name` at scale 1, its frames at `times` (seconds, 30 fps).
  static func frames(_ name: String, at times: [Double]) throws -> [Double: Bitmap] {
    let scene = try RenderOutputTests.loadGallery(name)
    let stage = SceneBuilder.build(scene, scale: 1)
    let indices = times.map { Int(($0 * 30).rounded()) }
    let bitmaps = try StageRenderer(workers: 2).bitmaps(of: stage, frames: Set(indices))
    return Dictionary(uniqueKeysWithValues: zip(times, indices.map { bitmaps[$0]! }))
  }

  static func expectPixel(
    _ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: Bitmap.Pixel, tolerance: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = bitmap[x, y]
    #expect(
      isApproximatelyEqual(found, expected, tolerance: tolerance),
      "pixel (\(x), \(y)) is \(found), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func fullScreenCoverVerticalRisesOnCurve7AndLeaves() throws {
    let f = try Self.frames("modal-fullscreen", at: [0, 0.5, 1.0, 2.4])
    Self.expectPixel(f[0]!, 5, 300, Self.white)
    // 0.2 s after the present, curve 7 is at 0.879: the sheet's top edge is at 844 × 0.121 = 102.
    Self.expectPixel(f[0.5]!, 5, 95, Self.white)
    Self.expectPixel(f[0.5]!, 5, 110, Self.gray6)
    Self.expectPixel(f[1.0]!, 5, 5, Self.gray6)
    Self.expectPixel(f[2.4]!, 5, 300, Self.white)
  }

  @Test func pageSheetShowsThePresentingViewScaledBackAboveTheSheet() throws {
    let f = try Self.frames("modal-pagesheet", at: [1.0])
    let frame = f[1.0]!
    Self.expectPixel(frame, 5, 30, Self.black)  // the window behind the scaled-back library
    Self.expectPixel(frame, 5, 52, Self.black)  // left of the library, which is inset by 16 pt
    // The library's top between status bar and sheet, under the sheet's dimming (black at 0.2).
    Self.expectPixel(frame, 195, 52, Bitmap.Pixel(r: 204, g: 204, b: 204))
    Self.expectPixel(frame, 5, 400, Self.gray6)  // the sheet starts at 57 pt, full width
  }

  @Test func overlayDimsTheWholeWindowBehindTheCentredScreen() throws {
    let f = try Self.frames("modal-overlay", at: [1.0])
    let dimmedWhite = Bitmap.Pixel(r: 128, g: 128, b: 128)
    Self.expectPixel(f[1.0]!, 5, 5, dimmedWhite)  // black at 0.5 over white
    Self.expectPixel(f[1.0]!, 195, 540, Self.gray6)  // inside the 260 × 563 pt screen
  }

  @Test func dimmingCoversTheLeftHalfAndPresentsOnTheRight() throws {
    let f = try Self.frames("modal-dimming", at: [1.0])
    Self.expectPixel(f[1.0]!, 5, 5, Bitmap.Pixel(r: 153, g: 153, b: 153))  // black at 0.4 over white
    Self.expectPixel(f[1.0]!, 300, 700, Self.gray6)
  }

  @Test func tabSlideShowsTheSelectedTab() throws {
    let f = try Self.frames("tab-slide", at: [0, 1.0, 2.0])
    Self.expectPixel(f[0]!, 30, 200, Self.systemBlue)  // the library's first card
    Self.expectPixel(f[1.0]!, 30, 200, Self.gray6)  // settings' first row
    Self.expectPixel(f[2.0]!, 30, 200, Self.systemBlue)
    // The tab bar over a screen without a scroll view is at its scroll edge: transparent (iOS 15+).
    Self.expectPixel(f[1.0]!, 5, 800, Bitmap.Pixel(r: 255, g: 255, b: 255))
  }

  /// An animator that forgets `completeTransition(_:)`.
  final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
      0.5
    }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { ForgetfulAnimator() }
  }

  @Test func watchdogFailsTheRenderNamingTheTransition() throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1))
    let a = UIViewController()
    a.title = "Home"
    let b = UIViewController()
    b.title = "Sheet"
    b.modalPresentationStyle = .fullScreen
    let delegate = Delegate()
    b.transitioningDelegate = delegate
    window.rootViewController = a
    window.makeKeyAndVisible()
    let stage = Stage(name: "stuck", window: window, timeline: timeline, duration: 5)
    stage.retain(delegate)
    timeline.schedule(at: 0.5) { a.present(b, animated: true) }
    #expect(
      throws: RenderError.transitionNeverCompleted(
        scene: "stuck", frame: 31,
        reason:
          "transition present 'Home' → 'Sheet' (ForgetfulAnimator) started at 0.5 s with a duration of 0.5 s and is still running at 3.1 s: its animator never called completeTransition(_:) (UIKit would leave the app frozen)"
      )
    ) { try StageRenderer(workers: 1).bitmaps(of: stage) }
  }
}
