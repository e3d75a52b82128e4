import FlipbookRender
import Foundation
import TestSupport
import Testing

/// Key frames of `modal-popover` (an 820 × 1180 pt iPad) checked against where UIKit's popover
/// rules put the chrome: content 320 × 236 pt under the Share button (source (688, 40, 100,
/// 40)), arrow up, body slid inside the 10 pt margin to x = 490, y = 80 + 13 = 93; the tip at
/// (738, 80); the presenting screen undimmed.
@MainActor
@Suite("Rendered frames of a popover: chrome, arrow, fade and tap-outside dismissal")
struct PopoverFramesTests {
  static let white = ModalFramesTests.white
  static let gray6 = ModalFramesTests.gray6

  static func isWhite(_ pixel: Bitmap.Pixel) -> Bool { pixel.r >= 254 && pixel.g >= 254 && pixel.b >= 254 }

  @Test func thePopoverFadesInWithItsArrowAndLeavesOnATapOutside() throws {
    let f = try ModalFramesTests.frames("modal-popover", at: [0.2, 0.4, 1.0, 2.0])
    // Before: the page's white under where the "Copy link" row will be.
    ModalFramesTests.expectPixel(f[0.2]!, 780, 175, Self.white)
    // Halfway through the 0.2 s easeInOut fade (alpha 0.5): the grey row over the white page.
    let mid = f[0.4]![780, 175]
    #expect(mid.r > 243 && mid.r < 254, "half-faded row, got \(mid)")
    // Shown: the row (systemGray6) at content (20, 60) + body origin (490, 93).
    ModalFramesTests.expectPixel(f[1.0]!, 780, 175, Self.gray6)
    // The arrow: white just above the body on the tip's line, background beside the tip.
    #expect(Self.isWhite(f[1.0]![738, 90]), "inside the arrow: \(f[1.0]![738, 90])")
    #expect(!Self.isWhite(f[1.0]![746, 82]), "beside the arrow's tip: \(f[1.0]![746, 82])")
    // The body's rounded top-left corner (13 pt): outside at the very corner, inside 8 pt in.
    #expect(!Self.isWhite(f[1.0]![490, 93]))
    #expect(Self.isWhite(f[1.0]![498, 101]))
    // The presenting screen stays and is not dimmed.
    ModalFramesTests.expectPixel(f[1.0]!, 5, 600, Self.gray6)
    // The tap outside at 1.2 s dismissed it.
    ModalFramesTests.expectPixel(f[2.0]!, 780, 175, Self.white)
  }

  /// Shown without animation: the chrome is filled at once (no implicit animation of the
  /// shape layer from its default black fill).
  @Test func backgroundColorFillsTheBodyAndTheArrow() throws {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 1))
    let root = UIViewController()
    root.view.backgroundColor = .white
    let button = UIView(frame: CGRect(x: 100, y: 40, width: 80, height: 44))
    root.view.addSubview(button)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let stage = Stage(name: "popover-fill", window: window, timeline: Timeline(fps: 30), duration: 0.1)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 300, height: 200)
    let popover = try #require(content.popoverPresentationController)
    popover.sourceView = button
    popover.backgroundColor = .systemRed
    root.present(content, animated: false)
    let frame = try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])[0])
    let red = Bitmap.Pixel(r: 255, g: 59, b: 48)
    // Body (10, 97, 300, 200) under a transparent content view, arrow tip at (140, 84).
    ModalFramesTests.expectPixel(frame, 150, 200, red)
    ModalFramesTests.expectPixel(frame, 140, 92, red)
    ModalFramesTests.expectPixel(frame, 140, 60, Self.white, tolerance: 2)
  }
}
