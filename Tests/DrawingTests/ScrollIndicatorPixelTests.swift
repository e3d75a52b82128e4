import FlipbookRender
import FlipbookTesting
import Foundation
import HeadlessUIKit
import Testing

/// Scroll indicators rasterised: UIKit's 3 pt rounded bars, 35 % black (`.default`) or white
/// (`.white`), 3 pt from the edges, over the content and inside the scroll view's clip.
@MainActor
@Suite("Scroll indicator pixels")
struct ScrollIndicatorPixelTests {
  /// A 120 × 160 pt window with two scroll views side by side, each scrolled half way down and
  /// flashing its indicators: a light one with the default style over content 3× its height and
  /// 2× its width, a dark one with the white style.
  static func stage() -> Stage {
    DrawingPixelTests.stage("scroll-indicators", width: 120, height: 160, scale: 2) { window in
      for (index, dark) in [false, true].enumerated() {
        let scrollView = UIScrollView(frame: CGRect(x: CGFloat(index) * 60, y: 0, width: 60, height: 160))
        scrollView.backgroundColor = dark ? UIColor(white: 0.1, alpha: 1) : .white
        scrollView.contentSize = CGSize(width: 120, height: 480)
        scrollView.indicatorStyle = dark ? .white : .default
        for row in 0..<12 {
          let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 30, height: 30))
          stripe.backgroundColor = row % 2 == 0 ? .systemBlue : .systemOrange
          scrollView.addSubview(stripe)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 160)
        window.addSubview(scrollView)
        scrollView.flashScrollIndicators()
      }
    }
  }

  @Test func flashedIndicatorsMatchTheirGolden() {
    expectGoldens(named: "scroll-indicators", at: .frames([0])) { Self.stage() }
  }

  /// The light view's vertical bar: a 154 pt track, 160 / 480 of it long, half way down
  /// (y 54.3…105.7 pt), x 54…57 pt; 35 % black over white is 166.
  @Test func theDefaultBarIs35PercentBlackOverTheContent() throws {
    let bitmap = try DrawingPixelTests.render(Self.stage())
    #expect(bitmap[110, 160] == Bitmap.Pixel(r: 166, g: 166, b: 166), "\(bitmap[110, 160])")
    #expect(bitmap[110, 100] == Bitmap.Pixel(r: 255, g: 255, b: 255), "above the bar: white content")
    #expect(bitmap[104, 160] == Bitmap.Pixel(r: 255, g: 255, b: 255), "left of the bar")
    // The dark view's bar: 35 % white over 10 % white: 0.35 + 0.65 · 25.5 / 255 → 0.415 · 255 ≈ 106.
    let dark = bitmap[230, 160]
    #expect(abs(Int(dark.r) - 106) <= 1 && dark.r == dark.g && dark.g == dark.b, "\(dark)")
  }
}
