import Codecs
import FlipbookRender
import Foundation
import TestSupport
import Testing

/// The navigation bar as drawn: background, hairline, title and back button at 2× on an
/// iPhone 14-sized window, checked against the values the bar's metrics give.
@MainActor
@Suite("Rendered navigation bar")
struct NavigationBarFramesTests {
  static let scale = 2.0

  /// "Inbox" (white) pushes "Message" (white) with UIKit's default animation at 0.1 s.
  static func makeStage() -> Stage {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale))
    let a = UIViewController()
    a.title = "Inbox"
    a.view.backgroundColor = .white
    let b = UIViewController()
    b.title = "Message"
    b.view.backgroundColor = .white
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.schedule(at: 0.1) { nav.pushViewController(b, animated: true) }
    return Stage(name: "bar-test", window: window, timeline: timeline, duration: 0.8)
  }

  /// The bounding box, in points, of the pixels in `rect` (points) for which `match` holds.
  static func box(in frame: Bitmap, _ rect: CGRect, where match: (Bitmap.Pixel) -> Bool) -> CGRect? {
    var xs: [Int] = []
    var ys: [Int] = []
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
      for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where match(frame[x, y]) {
        xs.append(x)
        ys.append(y)
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return CGRect(
      x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX + 1 - minX) / scale,
      height: Double(maxY + 1 - minY) / scale)
  }

  static func isDark(_ p: Bitmap.Pixel) -> Bool { p.r < 128 && p.g < 128 && p.b < 128 }
  static func isTint(_ p: Bitmap.Pixel) -> Bool { p.r < 128 && p.b > 200 }

  @Test func barBackgroundHairlineAndCentredTitle() throws {
    let stage = Self.makeStage()
    let frame = try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])[0])
    // A screen without a scroll view is at its scroll edge, so the bar shows its
    // `scrollEdgeAppearance`: nil, i.e. the standard one with a transparent background and no
    // shadow (iOS 15+): the white view shows through under the status bar, in the bar and
    // where the hairline would be (y = 91 pt, row 182).
    let white = Bitmap.Pixel(r: 255, g: 255, b: 255)
    #expect(frame[200, 60] == white, "under the status bar")
    #expect(frame[40, 150] == white, "in the bar")
    #expect(frame[100, 181] == white && frame[100, 182] == white && frame[100, 183] == white, "no hairline")
    // The title is centred on x = 195 pt in the 44 pt bar that starts at y = 47 pt.
    let title = try #require(Self.box(in: frame, CGRect(x: 0, y: 47, width: 390, height: 44), where: Self.isDark))
    #expect(abs(title.midX - 195) <= 1, "title box \(title)")
    #expect(abs(title.midY - 69) <= 3, "title box \(title)")
    #expect(title.height >= 10 && title.height <= 17, "17 pt text: cap height to descender, got \(title.height)")
    // The root has no back button.
    #expect(Self.box(in: frame, CGRect(x: 0, y: 47, width: 120, height: 44), where: Self.isTint) == nil)
  }

  @Test func afterThePushTheBackButtonShowsTheChevronAndThePreviousTitle() throws {
    let stage = Self.makeStage()
    let last = stage.frameCount - 1
    let frame = try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [last])[last])
    // The chevron's upper arm runs from the tip (9, 69) to (19.5, 58.5); its midpoint pixel is
    // fully covered by the 3 pt stroke.
    #expect(frame[28, 127] == Bitmap.Pixel(r: 0, g: 122, b: 255))
    #expect(frame[28, 148] == Bitmap.Pixel(r: 0, g: 122, b: 255), "lower arm")
    let chevron = try #require(
      Self.box(in: frame, CGRect(x: 0, y: 47, width: 26, height: 44), where: Self.isTint))
    #expect(abs(chevron.minX - 7.5) <= 0.5 && abs(chevron.maxX - 20.6) <= 0.5, "chevron box \(chevron)")
    #expect(abs(chevron.midY - 69) <= 0.5, "chevron box \(chevron)")
    // The back title "Inbox" in the tint colour starts at x = 28 pt.
    let back = try #require(Self.box(in: frame, CGRect(x: 26, y: 47, width: 100, height: 44), where: Self.isTint))
    #expect(abs(back.minX - 29) <= 1.5, "back title box \(back)")
    let title = try #require(
      Self.box(in: frame, CGRect(x: 120, y: 47, width: 150, height: 44), where: Self.isDark))
    #expect(abs(title.midX - 195) <= 1, "title box \(title)")
  }
}
