import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIPageControl`: pinned values, the dots' geometry and colours, taps and `.valueChanged`.
@MainActor
@Suite("UIPageControl: pages, dots, taps")
struct PageControlTests {
  static func control(pages: Int) -> UIPageControl {
    let control = UIPageControl(frame: CGRect(x: 45, y: 500, width: 300, height: 37))
    control.numberOfPages = pages
    return control
  }

  @Test func currentPageIsPinnedToThePages() {
    let control = UIPageControl(frame: .zero)
    #expect(control.numberOfPages == 0 && control.currentPage == 0)
    control.numberOfPages = 5
    control.currentPage = 9
    #expect(control.currentPage == 4)
    control.currentPage = -2
    #expect(control.currentPage == 0)
    control.currentPage = 3
    control.numberOfPages = 2
    #expect(control.currentPage == 1, "fewer pages pull the current page in")
  }

  @Test func theDotsAreCentredSevenPointsWideSixteenApart() {
    let control = Self.control(pages: 4)
    #expect(control.size(forNumberOfPages: 4) == CGSize(width: 55, height: 37))
    #expect(control.intrinsicContentSize == CGSize(width: 55, height: 37))
    control.layoutIfNeeded()
    #expect(control.subviews.map(\.frame.minX) == [122.5, 138.5, 154.5, 170.5])
    #expect(control.subviews.allSatisfy { $0.frame.size == CGSize(width: 7, height: 7) && $0.frame.minY == 15 })
    #expect(control.subviews.allSatisfy { $0.layer.cornerRadius == 3.5 })
  }

  @Test func theCurrentDotTakesTheCurrentTint() {
    let control = Self.control(pages: 3)
    control.currentPage = 1
    #expect(
      control.subviews.map(\.backgroundColor) == [UIColor(white: 1, alpha: 0.3), .white, UIColor(white: 1, alpha: 0.3)])
    control.pageIndicatorTintColor = .systemGray
    control.currentPageIndicatorTintColor = .systemBlue
    #expect(control.subviews.map(\.backgroundColor) == [.systemGray, .systemBlue, .systemGray])
    control.currentPage = 2
    #expect(control.subviews.map(\.backgroundColor) == [.systemGray, .systemGray, .systemBlue])
  }

  @Test func hidesForSinglePageDrawsNoDotForOnePage() {
    let control = Self.control(pages: 1)
    #expect(control.subviews.count == 1)
    control.hidesForSinglePage = true
    #expect(control.subviews.isEmpty)
    control.numberOfPages = 2
    #expect(control.subviews.count == 2)
  }

  @Test func aTapOnTheRightHalfGoesForwardAndSendsValueChanged() {
    let control = Self.control(pages: 3)
    let rig = ControlRig(control)
    var pages: [Int] = []
    control.addTarget(nil, action: { pages.append(($0 as! UIPageControl).currentPage) }, for: .valueChanged)
    rig.run(ControlRig.tap(at: CGPoint(x: 300, y: 518)), until: 0.5)
    #expect(pages == [1])
    var left = TouchTrack(downAt: CGPoint(x: 60, y: 518), time: 0.6)
    left.hold(for: 0.1)
    left.lift()
    rig.run(left, until: 1)
    #expect(pages == [1, 0])
    control.currentPage = 2
    #expect(pages == [1, 0], "setting currentPage in code sends nothing")
    var atEnd = TouchTrack(downAt: CGPoint(x: 300, y: 518), time: 1.1)
    atEnd.hold(for: 0.1)
    atEnd.lift()
    rig.run(atEnd, until: 1.5)
    #expect(pages == [1, 0], "no page past the last")
  }
}
