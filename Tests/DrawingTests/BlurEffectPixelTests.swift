import FlipbookRender
import FlipbookTesting
import Foundation
import HeadlessUIKit
import Testing

/// A blur effect animated in from nil over black and white stripes: at each quarter the
/// stripes' contrast lies strictly between the sharp stripes and the full blur's.
@MainActor
@Suite("Blur effect pixels")
struct BlurEffectPixelTests {
  static func stage() -> Stage {
    let timeline = Timeline(fps: 4)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 64, height: 32), scale: 1))
    window.backgroundColor = .white
    for index in 0..<8 where index % 2 == 0 {
      let stripe = UIView(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: 32))
      stripe.backgroundColor = .black
      window.addSubview(stripe)
    }
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = window.bounds
    window.addSubview(blur)
    window.makeKeyAndVisible()
    timeline.schedule(at: 0) {
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear],
        animations: {
          blur.effect = UIBlurEffect(style: .light)
        })
    }
    return Stage(name: "blur-in", window: window, timeline: timeline, duration: 1)
  }

  /// The difference between a black stripe's centre and the white one next to it.
  static func contrast(_ bitmap: Bitmap) -> Int { Int(bitmap[12, 16].r) - Int(bitmap[4, 16].r) }

  @Test func blurGrowsBetweenNoneAndFullAtQuarterTimes() throws {
    let frames = try StageRenderer(workers: 1).bitmaps(of: Self.stage(), frames: [0, 1, 2, 3, 4])
    let contrasts = try (0...4).map { Self.contrast(try #require(frames[$0])) }
    #expect(contrasts[0] == 255, "at t = 0 the stripes are sharp: \(contrasts)")
    for quarter in 1...4 {
      #expect(contrasts[quarter] < contrasts[quarter - 1], "contrast falls as the blur grows: \(contrasts)")
    }
    let blackAtFull = try #require(frames[4])[4, 16]
    #expect(blackAtFull.r > 0, "the light tint lifts the black stripe")
  }

  @Test func blurInMatchesItsGoldens() {
    expectGoldens(named: "blur-in", at: .frames([0, 1, 2, 3, 4])) { Self.stage() }
  }
}
