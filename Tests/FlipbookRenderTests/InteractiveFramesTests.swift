import Animators
import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// Rendered frames of the edge swipe back: the pop follows the finger, and a cancelled swipe
/// never shows an empty container (the "black flash" class of bug).
@MainActor
@Suite("Rendered frames of an interactive pop")
struct InteractiveFramesTests {
  static let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
  static let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)

  /// A (red) under B (blue) on a 200 × 100 pt window at 2×, 30 fps; a finger swipes from the
  /// left edge along `track`.
  static func makeStage(_ track: TouchTrack, duration: Double) -> Stage {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 2))
    let a = UIViewController()
    a.view.backgroundColor = .red
    let b = UIViewController()
    b.view.backgroundColor = .blue
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    nav.pushViewController(b, animated: false)
    timeline.play(track, in: window)
    return Stage(name: "swipe-test", window: window, timeline: timeline, duration: duration)
  }

  @Test func noFrameOfACancelledSwipeShowsAnEmptyContainer() throws {
    var track = TouchTrack(downAt: CGPoint(x: 3, y: 50), time: 0.1)
    track.move(through: [CGPoint(x: 90, y: 50), CGPoint(x: 40, y: 50)], duration: 0.5)
    track.lift()
    let stage = Self.makeStage(track, duration: 1.2)
    let frames = try StageRenderer(workers: 2).bitmaps(of: stage)
    #expect(frames.count == stage.frameCount)
    var sawBothScreens = false
    for (index, frame) in frames.sorted(by: { $0.key < $1.key }) {
      var colours = Set<String>()
      for x in stride(from: 0, to: frame.width, by: 8) {
        let pixel = frame[x, 100]
        // Every column shows A (red, perhaps dimmed), B (blue) or their anti-aliased edge:
        // never the black window behind an empty container.
        #expect(pixel.g == 0 && Int(pixel.r) + Int(pixel.b) > 200, "frame \(index), x = \(x): \(pixel)")
        if pixel.r > 200 && pixel.b == 0 { colours.insert("red") }
        if pixel == Self.blue { colours.insert("blue") }
      }
      if colours.count == 2 { sawBothScreens = true }
    }
    #expect(sawBothScreens, "the swipe showed A under B")
    let last = try #require(frames[stage.frameCount - 1])
    #expect(last[10, 100] == Self.blue, "cancelled: B is back")
    #expect(last[390, 100] == Self.blue)
  }

  @Test func theTopScreenFollowsTheFinger() throws {
    var track = TouchTrack(downAt: CGPoint(x: 3, y: 50), time: 0.1)
    track.move(to: CGPoint(x: 83, y: 50), duration: 0.4)
    track.hold(for: 0.3)
    track.lift()
    let stage = Self.makeStage(track, duration: 1.5)
    // At 0.6 s the finger rests at x = 83: B's left edge is 80 pt (160 px) to the right.
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [18])
    let frame = try #require(frames[18])
    #expect(frame[162, 100] == Self.blue)
    #expect(frame[157, 100].b == 0, "left of B's edge: A, dimmed")
  }
}
