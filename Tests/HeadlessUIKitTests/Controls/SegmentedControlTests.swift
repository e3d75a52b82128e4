import Foundation
import Testing

@testable import HeadlessUIKit

/// `UISegmentedControl`: items, sizes, editing segments, title attributes, the sliding
/// selection on a scripted tap.
@MainActor
@Suite("UISegmentedControl: segments, sizes, attributes, the sliding selection, taps")
struct SegmentedControlTests {
  /// The widest title's width (regular or semibold 13 pt, rounded up) plus 10 pt each side.
  static func segmentWidth(_ titles: [String]) -> CGFloat {
    let widths = titles.flatMap { title in
      [UIFont.Weight.regular, .semibold].map { weight in
        (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: weight)]).width
          .rounded(.up)
      }
    }
    return widths.max()! + 20
  }

  @Test func itemsMakeSegmentsAndTheControlSizesItselfToThem() {
    let titles = ["Day", "Week", "Month"]
    let control = UISegmentedControl(items: titles)
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == titles)
    let width = Self.segmentWidth(titles)
    #expect(control.intrinsicContentSize == CGSize(width: 3 * width, height: 32))
    #expect(control.frame.size == CGSize(width: 3 * width, height: 32))
    #expect(control.selectionView.isHidden)
    #expect(control.titleLabels.map { $0.font! } == Array(repeating: UIFont.systemFont(ofSize: 13), count: 3))
    #expect(control.backgroundView.backgroundColor == .tertiarySystemFill)
    #expect(control.backgroundView.layer.cornerRadius == 9)
  }

  @Test func imageItemsAndContentApportionedWidths() throws {
    let image = try #require(UIImage(systemName: "star.fill"))
    let control = UISegmentedControl(items: ["A", image])
    #expect(control.titleForSegment(at: 1) == nil)
    #expect(control.imageForSegment(at: 1) === image)
    #expect(control.imageViews[1].image === image && !control.imageViews[1].isHidden)
    control.apportionsSegmentWidthsByContent = true
    let a = Self.segmentWidth(["A"])
    #expect(control.intrinsicContentSize.width == a + image.size.width + 20)
    control.setWidth(50, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 50)
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(control.segmentRect(0) == CGRect(x: 0, y: 0, width: 50, height: 32))
    #expect(control.segmentRect(1) == CGRect(x: 50, y: 0, width: 250, height: 32))
  }

  @Test func selectingShowsTheThumbSemiboldTitleAndHidesNeighbouringDividers() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.selectedSegmentIndex = 1
    control.layoutIfNeeded()
    #expect(!control.selectionView.isHidden)
    #expect(control.selectionView.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
    #expect(control.selectionView.backgroundColor == .white)
    #expect(control.selectionView.layer.cornerRadius == 7)
    #expect(control.titleLabels[1].font == .systemFont(ofSize: 13, weight: .semibold))
    #expect(control.titleLabels[0].font == .systemFont(ofSize: 13))
    #expect(control.dividerViews.map(\.alpha) == [0, 0])
    control.selectedSegmentIndex = 0
    #expect(control.dividerViews.map(\.alpha) == [0, 1])
    control.selectedSegmentTintColor = .systemYellow
    #expect(control.selectionView.backgroundColor == .systemYellow)
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(control.selectionView.isHidden)
  }

  @Test func editingSegmentsKeepsTheSelectedSegmentSelected() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
    control.insertSegment(withTitle: "End", at: 99, animated: false)  // pinned to the end
    #expect(control.titleForSegment(at: 3) == "End")
    control.setTitle("Bee", forSegmentAt: 2)
    #expect(control.titleForSegment(at: 2) == "Bee")
    #expect(control.titleLabels[2].text == "Bee")
    control.setTitle("Last", forSegmentAt: 42)  // pinned to the last segment
    #expect(control.titleForSegment(at: 3) == "Last")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.dividerViews.count == control.numberOfSegments - 1)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0 && control.titleLabels.isEmpty && control.dividerViews.isEmpty)
  }

  @Test func titleTextAttributesStyleTheTitlesPerState() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 0
    control.setTitleTextAttributes(
      [.foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 15)], for: .normal)
    control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
    #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemBlue)
    #expect(control.titleLabels[0].textColor == .systemBlue)
    #expect(control.titleLabels[0].font == .systemFont(ofSize: 15))
    #expect(control.titleLabels[1].textColor == .systemGray)
    // Both states measure with the .normal font (15 pt): the selected state sets no font.
    let widest = ["A", "B"].map {
      ($0 as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width.rounded(.up)
    }.max()!
    #expect(control.intrinsicContentSize.width == 2 * (widest + 20))
  }

  @Test func aTapSelectsTheSegmentSlidesTheThumbAndSendsValueChanged() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 45, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = 0
    let rig = ControlRig(control)
    var log: [String] = []
    control.addTarget(
      nil, action: { c in log.append("valueChanged \((c as! UISegmentedControl).selectedSegmentIndex)") },
      for: .valueChanged)
    control.addTarget(nil, action: { _ in log.append("touchUpInside") }, for: .touchUpInside)
    var thumbX: [CGFloat] = []
    for time in [0.3, 0.45, 0.6] {
      rig.timeline.schedule(at: time) { thumbX.append(control.selectionView.layer.presentation()!.position.x) }
    }
    rig.run(ControlRig.tap(at: CGPoint(x: 295, y: 116)), until: 0.7)  // segment 2 (x 245 in the control)
    #expect(log == ["valueChanged 2", "touchUpInside"])
    #expect(control.selectedSegmentIndex == 2)
    // Segment centres 50 and 250; the slide runs from the lift (0.3 s) for 0.3 s, ease-in-out.
    #expect(thumbX[0] == 50)
    #expect(abs(thumbX[1] - 150) < 1e-4)
    #expect(thumbX[2] == 250)
  }

  @Test func tappingTheSelectedOrADisabledSegmentSendsNothing() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 45, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = 0
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.isEnabledForSegment(at: 1))
    #expect(abs(control.titleLabels[1].alpha - UISegmentedControl.disabledAlpha) < 1e-6)
    let rig = ControlRig(control)
    var events = 0
    control.addTarget(nil, action: { _ in events += 1 }, for: .valueChanged)
    rig.run(ControlRig.tap(at: CGPoint(x: 95, y: 116)), until: 0.5)
    var second = TouchTrack(downAt: CGPoint(x: 195, y: 116), time: 0.6)
    second.hold(for: 0.1)
    second.lift()
    rig.run(second, until: 0.9)
    #expect(events == 0)
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func aMomentaryControlReportsEveryTapAndShowsNoSelection() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.frame = CGRect(x: 45, y: 100, width: 200, height: 32)
    control.isMomentary = true
    let rig = ControlRig(control)
    var values: [Int] = []
    control.addTarget(
      nil, action: { c in values.append((c as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
    rig.run(ControlRig.tap(at: CGPoint(x: 95, y: 116)), until: 0.5)
    #expect(values == [0])
    #expect(control.selectionView.isHidden)
  }
}
