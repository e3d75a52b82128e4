import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIStepper`: defaults, clamping, wrapping, taps on − and +, autorepeat on the timeline,
/// non-continuous reporting, the glyphs' dimming at the limits.
@MainActor
@Suite("UIStepper: values, taps on − and +, autorepeat, wrapping")
struct StepperTests {
  /// A stepper at (100, 100): − is centred at window (123.5, 116), + at (170.5, 116).
  static func stepper() -> UIStepper {
    UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
  }

  static let minus = CGPoint(x: 123.5, y: 116)

  /// Whether `glyph` shows the dimmed alpha (layer opacities are Floats).
  static func isDimmed(_ glyph: UIView) -> Bool { abs(glyph.alpha - UIStepper.disabledGlyphAlpha) < 1e-6 }
  static let plus = CGPoint(x: 170.5, y: 116)

  @Test func defaultsSizeAndClamping() {
    let stepper = Self.stepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    stepper.value = 250
    #expect(stepper.value == 100)
    stepper.minimumValue = -10
    stepper.value = -50
    #expect(stepper.value == -10)
    stepper.maximumValue = -5
    #expect(stepper.value == -10)
    stepper.value = 0
    #expect(stepper.value == -5)
  }

  @Test func theGlyphsDimAtTheirLimitsUnlessTheStepperWraps() {
    let stepper = Self.stepper()
    #expect(Self.isDimmed(stepper.minusBar))
    #expect(stepper.plusBars.0.alpha == 1 && stepper.plusBars.1.alpha == 1)
    stepper.value = 100
    #expect(stepper.minusBar.alpha == 1 && Self.isDimmed(stepper.plusBars.0))
    stepper.wraps = true
    #expect(stepper.plusBars.0.alpha == 1)
    stepper.isEnabled = false
    #expect(
      Self.isDimmed(stepper.minusBar) && Self.isDimmed(stepper.plusBars.1)
    )
    #expect(stepper.plusBars.1.frame == CGRect(x: 69.5, y: 9, width: 2, height: 14))
    #expect(stepper.minusBar.frame == CGRect(x: 16.5, y: 15, width: 14, height: 2))
  }

  @Test func aTapOnPlusStepsAtTouchDownAndTheHalfHighlightsWhileHeld() {
    let stepper = Self.stepper()
    stepper.stepValue = 5
    let rig = ControlRig(stepper)
    var log: [String] = []
    stepper.addTarget(nil, action: { c in log.append("valueChanged \((c as! UIStepper).value)") }, for: .valueChanged)
    stepper.addTarget(nil, action: { _ in log.append("touchDown") }, for: .touchDown)
    stepper.addTarget(nil, action: { _ in log.append("touchUpInside") }, for: .touchUpInside)
    var highlight: CGRect?
    rig.timeline.schedule(at: 0.2) { highlight = stepper.highlightView.isHidden ? nil : stepper.highlightView.frame }
    rig.run(ControlRig.tap(at: Self.plus), until: 0.35)  // held 0.2 s: no repeat yet
    #expect(log == ["touchDown", "valueChanged 5.0", "touchUpInside"])
    #expect(highlight == CGRect(x: 47, y: 0, width: 47, height: 32))
    #expect(stepper.highlightView.isHidden)
  }

  @Test func holdingRepeatsAfterHalfASecondThenEveryTenthUntilTheLimit() {
    let stepper = Self.stepper()
    stepper.maximumValue = 4
    let rig = ControlRig(stepper)
    var times: [TimeInterval] = []
    stepper.addTarget(nil, action: { _ in times.append(CACurrentMediaTime()) }, for: .valueChanged)
    var track = TouchTrack(downAt: Self.plus, time: 0.1)
    track.hold(for: 1.0)
    track.lift()
    rig.run(track, until: 1.3)
    // Down at 0.1 → 1; repeats at 0.6, 0.7, 0.8 → 2, 3, 4; then the limit stops it.
    #expect(stepper.value == 4)
    #expect(times.count == 4)
    for (time, expected) in zip(times, [0.1, 0.6, 0.7, 0.8]) { #expect(abs(time - expected) < 1e-9) }
  }

  @Test func withoutAutorepeatAHoldStepsOnce() {
    let stepper = Self.stepper()
    stepper.autorepeat = false
    let rig = ControlRig(stepper)
    var track = TouchTrack(downAt: Self.plus, time: 0.1)
    track.hold(for: 1.0)
    track.lift()
    rig.run(track, until: 1.3)
    #expect(stepper.value == 1)
  }

  @Test func aNonContinuousStepperReportsOnceOnLift() {
    let stepper = Self.stepper()
    stepper.isContinuous = false
    let rig = ControlRig(stepper)
    var values: [Double] = []
    stepper.addTarget(nil, action: { c in values.append((c as! UIStepper).value) }, for: .valueChanged)
    var track = TouchTrack(downAt: Self.plus, time: 0.1)
    track.hold(for: 0.75)  // steps at 0.1, 0.6, 0.7, 0.8
    track.lift()
    rig.run(track, until: 1.2)
    #expect(values == [4])
  }

  @Test func minusAtTheMinimumDoesNothingButWrapsAroundWhenAsked() {
    let stepper = Self.stepper()
    let rig = ControlRig(stepper)
    var values: [Double] = []
    stepper.addTarget(nil, action: { c in values.append((c as! UIStepper).value) }, for: .valueChanged)
    rig.run(ControlRig.tap(at: Self.minus), until: 0.4)
    #expect(values.isEmpty)
    stepper.wraps = true
    var again = TouchTrack(downAt: Self.minus, time: 0.5)
    again.hold(for: 0.1)
    again.lift()
    rig.run(again, until: 0.8)
    #expect(values == [100])
  }
}
