import Foundation
import Testing

@testable import HeadlessUIKit

/// `UISlider`: geometry, value clamping and range rules, colours from the tint, the animated
/// `setValue`, and dragging the thumb with scripted pans.
@MainActor
@Suite("UISlider: geometry, values, colours, animation, dragging the thumb")
struct SliderTests {
  /// A 228 pt slider at (100, 100): the thumb travels 228 − 28 = 200 pt.
  static func slider() -> UISlider {
    UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 31))
  }

  @Test func geometryFollowsTheTrackAndThumbRects() {
    let slider = Self.slider()
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    slider.value = 0.25
    slider.layoutIfNeeded()
    #expect(slider.thumbView.frame == CGRect(x: 50, y: 1.5, width: 28, height: 28))
    #expect(slider.minimumTrackView.frame == CGRect(x: 0, y: 13.5, width: 64, height: 4))
    #expect(slider.maximumTrackView.frame == CGRect(x: 64, y: 13.5, width: 164, height: 4))
    #expect(slider.minimumTrackView.layer.cornerRadius == 2)
  }

  @Test func valuesAreClampedAndTheRangeKeepsMinimumBelowMaximum() {
    let slider = Self.slider()
    slider.value = 7
    #expect(slider.value == 1)
    slider.value = -3
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 8
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 6
    #expect(slider.maximumValue == 6 && slider.value == 6)
    slider.maximumValue = 2
    #expect(slider.minimumValue == 2 && slider.value == 2)
  }

  @Test func theMinimumTrackFollowsTheInheritedTintUntilItsOwnColourIsSet() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.tintColor = .systemPink
    let slider = Self.slider()
    #expect(slider.minimumTrackView.backgroundColor == .systemBlue)
    root.addSubview(slider)
    #expect(slider.minimumTrackView.backgroundColor == .systemPink)
    #expect(slider.maximumTrackView.backgroundColor == UISlider.defaultMaximumTrackTintColor)
    #expect(slider.thumbView.backgroundColor == .white)
    slider.minimumTrackTintColor = .systemGreen
    slider.maximumTrackTintColor = .systemGray5
    slider.thumbTintColor = .systemYellow
    root.tintColor = .systemRed
    #expect(slider.minimumTrackView.backgroundColor == .systemGreen)
    #expect(slider.maximumTrackView.backgroundColor == .systemGray5)
    #expect(slider.thumbView.backgroundColor == .systemYellow)
    slider.isEnabled = false
    #expect(slider.contentView.alpha == UISlider.disabledAlpha)
  }

  @Test func setValueAnimatedMovesTheThumbOverAQuarterSecond() {
    let timeline = Timeline(fps: 60)
    timeline.advance(to: 0)
    let slider = Self.slider()
    slider.setValue(1, animated: true)
    #expect(slider.value == 1)
    #expect(slider.thumbView.layer.presentation()!.position.x == 14)
    timeline.advance(to: 7)  // 0.1167 s of 0.25 s ease-in-out
    let x = slider.thumbView.layer.presentation()!.position.x
    #expect(x > 14 && x < 114)
    timeline.advance(to: 15)
    #expect(slider.thumbView.layer.presentation()!.position.x == 214)
  }

  @Test func draggingTheThumbChangesTheValueContinuously() {
    let slider = Self.slider()
    let rig = ControlRig(slider)
    var values: [Float] = []
    var primary = 0
    slider.addTarget(nil, action: { c in values.append((c as! UISlider).value) }, for: .valueChanged)
    slider.addTarget(nil, action: { _ in primary += 1 }, for: .primaryActionTriggered)
    // The thumb's centre is at window (114, 115.5); drag it 100 pt right: half the travel.
    var track = TouchTrack(downAt: CGPoint(x: 116, y: 116), time: 0.1)
    track.move(to: CGPoint(x: 216, y: 116), duration: 0.2)
    track.lift()
    rig.run(track, until: 0.5)
    #expect(values.count > 3)
    #expect(values == values.sorted())
    #expect(abs(slider.value - 0.5) < 1e-6)
    #expect(abs(values.last! - 0.5) < 1e-6)
    #expect(primary == values.count)
  }

  @Test func aNonContinuousSliderReportsOnceWhenTheFingerLifts() {
    let slider = Self.slider()
    slider.isContinuous = false
    let rig = ControlRig(slider)
    var values: [Float] = []
    slider.addTarget(nil, action: { c in values.append((c as! UISlider).value) }, for: .valueChanged)
    var track = TouchTrack(downAt: CGPoint(x: 114, y: 116), time: 0.1)
    track.move(to: CGPoint(x: 500, y: 116), duration: 0.2)  // past the end: clamped at 1
    track.lift()
    rig.run(track, until: 0.5)
    #expect(values == [1])
  }

  @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() {
    let slider = Self.slider()
    let rig = ControlRig(slider)
    var events = 0
    slider.addTarget(nil, action: { _ in events += 1 }, for: .valueChanged)
    var track = TouchTrack(downAt: CGPoint(x: 250, y: 116), time: 0.1)
    track.move(to: CGPoint(x: 300, y: 116), duration: 0.2)
    track.lift()
    rig.run(track, until: 0.5)
    #expect(events == 0)
    #expect(slider.value == 0)
  }
}
