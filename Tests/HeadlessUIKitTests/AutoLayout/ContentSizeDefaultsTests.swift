import Foundation
import HeadlessUIKit
import Testing

/// The content-size API every view has, with UIKit's defaults for a plain `UIView`.
@MainActor
struct ContentSizeDefaultsTests {
  @Test func plainViewHasNoIntrinsicSizeAndFitsItsCurrentSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
  }

  @Test func sizeToFitKeepsTheFrameOriginAndTakesSizeThatFits() {
    final class Fixed: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 44) }
    }
    let view = Fixed(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 44))
  }

  @Test func contentPrioritiesDefaultToUIKitsAndAreStoredPerAxis() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(UILayoutPriority(100), for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(100))
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0 && NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }
}
