import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Keyframe animations, animation groups and UIView keyframe blocks")
struct KeyframeTests {
  /// Adds `anim` (duration 1 s unless set) to a layer at t = 0 on a 100 fps timeline and returns
  /// `position.x` of the presentation at each of `times` (seconds).
  static func sampleX(_ anim: CAAnimation, at times: [Double]) -> [Double] {
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let root = CALayer()
    let layer = CALayer()
    root.addSublayer(layer)
    if anim.duration == 0 { anim.duration = 1 }
    layer.add(anim, forKey: "k")
    return times.map { t in
      let frame = FrameIndex(rawValue: Int((t * 100).rounded()))
      if frame > 0 { timeline.advance(to: frame) }
      return layer.presentation()!.position.x
    }
  }

  static func keyframes(
    _ values: [Double], mode: CAAnimationCalculationMode = .linear, keyTimes: [Double]? = nil
  ) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position.x")
    anim.values = values
    anim.keyTimes = keyTimes?.map { NSNumber(value: $0) }
    anim.calculationMode = mode
    anim.fillMode = .forwards
    anim.isRemovedOnCompletion = false
    return anim
  }

  static func expectClose(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9) {
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) {
      #expect(abs(a - e) <= tolerance, "got \(actual), expected \(expected)")
    }
  }

  @Test func linearWithDefaultKeyTimes() {
    // keyTimes 0, 0.5, 1: 0 → 10 in the first half, 10 → 40 in the second.
    let x = Self.sampleX(Self.keyframes([0, 10, 40]), at: [0, 0.25, 0.5, 0.75, 1])
    Self.expectClose(x, [0, 5, 10, 25, 40])
  }

  @Test func linearWithExplicitKeyTimes() {
    // keyTimes 0, 0.2, 1: reaches 10 at 0.2, then 30 over 0.8 s.
    let x = Self.sampleX(Self.keyframes([0, 10, 40], keyTimes: [0, 0.2, 1]), at: [0.1, 0.2, 0.6])
    Self.expectClose(x, [5, 10, 25])
  }

  @Test func discreteHoldsEachValueForItsShare() {
    // Default discrete key times are i/n: 0, 1/3, 2/3 (and 1).
    let x = Self.sampleX(Self.keyframes([5, 10, 40], mode: .discrete), at: [0, 0.3, 0.34, 0.66, 0.67, 1])
    Self.expectClose(x, [5, 5, 10, 10, 40, 40])
    // Apple's documented form: one more key time than values.
    let y = Self.sampleX(
      Self.keyframes([5, 10, 40], mode: .discrete, keyTimes: [0, 0.5, 0.75, 1]), at: [0.49, 0.5, 0.8])
    Self.expectClose(y, [5, 10, 40])
  }

  @Test func perSegmentTimingFunctions() {
    let anim = Self.keyframes([0, 10, 40])
    anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
    let easeIn = CAMediaTimingFunction(name: .easeIn)
    let x = Self.sampleX(anim, at: [0.25, 0.5, 0.75])
    Self.expectClose(x, [10 * easeIn.progress(at: 0.5), 10, 25])
  }

  @Test func animationTimingFunctionAppliesBeforeKeyframeLookup() {
    let anim = Self.keyframes([0, 10, 40])
    anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
    let u = CAMediaTimingFunction(name: .easeIn).progress(at: 0.75)  // ≈ 0.62, second segment
    let x = Self.sampleX(anim, at: [0.75])
    Self.expectClose(x, [10 + 30 * (u - 0.5) / 0.5])
  }

  @Test func pacedSpacesByDistance() {
    // Distances 10 and 30: key times become 0, 0.25, 1 (given keyTimes are ignored).
    let anim = Self.keyframes([0, 10, 40], mode: .paced, keyTimes: [0, 0.9, 1])
    anim.timingFunction = CAMediaTimingFunction(name: .easeIn)  // ignored too
    // 0.4 s: 10 + 30 × (0.4 − 0.25) / 0.75 = 16.
    let x = Self.sampleX(anim, at: [0.1, 0.25, 0.4, 1])
    Self.expectClose(x, [4, 10, 16, 40])
  }

  @Test func pacedUsesEuclideanDistanceOfPoints() {
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.values = [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 19)]  // lengths 5 and 15
    anim.calculationMode = .paced
    anim.duration = 1
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let root = CALayer()
    let layer = CALayer()
    root.addSublayer(layer)
    layer.add(anim, forKey: nil)
    timeline.advance(to: 25)
    #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))
  }

  @Test func cubicIsCatmullRom() {
    // Values 0, 10, 40, 20 at key times 0, 1/3, 2/3, 1. At t = 0.5, segment 1 at s = 0.5:
    // tangents m1 = (40 − 0)/2 = 20, m2 = (20 − 10)/2 = 5;
    // Hermite at 0.5: 0.5·10 + 0.125·20 + 0.5·40 − 0.125·5 = 26.875.
    let x = Self.sampleX(Self.keyframes([0, 10, 40, 20], mode: .cubic), at: [0, 0.5, 1])
    Self.expectClose(x, [0, 26.875, 20], tolerance: 1e-9)
  }

  @Test func cubicPacedIsMonotoneAtConstantSpeedAndEndsOnTheLastValue() {
    // A monotone spline in one dimension: arc length is the value change, so constant speed
    // means x ≈ 50·t.
    let times = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
    let x = Self.sampleX(Self.keyframes([0, 10, 40, 50], mode: .cubicPaced), at: times)
    for (a, b) in zip(x, x.dropFirst()) { #expect(b >= a) }
    Self.expectClose(x, times.map { 50 * $0 }, tolerance: 0.05)
    #expect(abs(x.last! - 50) < 1e-9)
  }

  @Test func keyTimesCountMismatchTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = KeyframeTests.sampleX(KeyframeTests.keyframes([0, 10, 40], keyTimes: [0, 1]), at: [0.5])
      }
    }
  }
}

extension KeyframeTests {
  @Test func groupChildrenRunOnTheGroupsClockAndAreClipped() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let root = CALayer()
    let layer = CALayer()
    root.addSublayer(layer)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.position = CGPoint(x: 7, y: 3)
    CATransaction.commit()
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0.0
    move.toValue = 100.0
    move.duration = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.beginTime = 1  // relative to the group's start
    fade.duration = 1
    let drop = CAKeyframeAnimation(keyPath: "position.y")
    drop.values = [0.0, 100.0]
    drop.beginTime = 1.5
    drop.duration = 1  // runs past the group's end: clipped
    let group = CAAnimationGroup()
    group.animations = [move, fade, drop]
    group.duration = 2
    var finished: Bool?
    CATransaction.begin()
    CATransaction.setCompletionBlock { finished = true }
    layer.add(group, forKey: "group")
    CATransaction.commit()
    timeline.advance(to: 5)  // group time 0.5
    #expect(layer.presentation()!.position == CGPoint(x: 50, y: 3))
    #expect(layer.presentation()!.opacity == 1)
    timeline.advance(to: 15)  // group time 1.5: move over, fade half-way, drop starts
    #expect(layer.presentation()!.position == CGPoint(x: 7, y: 0))
    #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
    timeline.advance(to: 19)  // group time 1.9
    #expect(abs(layer.presentation()!.position.y - 40) < 1e-9)
    #expect(finished == nil)
    timeline.advance(to: 20)  // group over: removed, drop cut off at 50
    #expect(layer.presentation()!.position == CGPoint(x: 7, y: 3))
    #expect(layer.animationKeys() == nil)
    #expect(finished == true)
  }
}

extension KeyframeTests {
  static let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  /// A 10×10 view at x = 0 in a container, on a 100 fps timeline at frame 0.
  static func stage() -> (Timeline, UIView, UIView) {
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(view)
    view.center.x = 0
    return (timeline, container, view)
  }

  @Test func animateKeyframesMovesThenFades() {
    let (timeline, container, view) = Self.stage()
    defer { withExtendedLifetime(container) {} }
    var completions: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: Self.linearCurve,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
      }, completion: { completions.append($0) })
    #expect(view.center.x == 100 && view.alpha == 0, "the model takes the final values at once")
    let opacity = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
    #expect(opacity?.keyTimes == [0, 0.5, 1])
    #expect(opacity?.calculationMode == .linear)
    // (time, x, alpha): x moves in the first half and holds; alpha holds, then fades.
    for (frame, x, alpha) in [(25, 50.0, 1.0), (50, 100, 1), (75, 100, 0.5), (90, 100, 0.2)] {
      timeline.advance(to: FrameIndex(rawValue: frame))
      let shown = view.layer.presentation()!
      #expect(abs(shown.position.x - x) < 1e-9, "x at frame \(frame)")
      #expect(abs(Double(shown.opacity) - alpha) < 1e-6, "alpha at frame \(frame)")
      #expect(completions.isEmpty)
    }
    timeline.advance(to: 100)
    #expect(view.layer.presentation()!.position.x == 100)
    #expect(view.layer.presentation()!.opacity == 0)
    #expect(completions == [true])
    timeline.advance(to: 150)
    #expect(completions == [true], "completion runs once")
  }

  @Test func keyframeBlocksEaseInOutOverTheWholeDurationByDefault() {
    let (timeline, container, view) = Self.stage()
    defer { withExtendedLifetime(container) {} }
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
      })
    timeline.advance(to: 20)
    let u = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.2)
    #expect(abs(view.layer.presentation()!.position.x - 100 * u / 0.5) < 1e-9)
  }

  @Test func delayedKeyframesShowTheOldValueAndDiscreteJumps() {
    let (timeline, container, view) = Self.stage()
    defer { withExtendedLifetime(container) {} }
    var finished: Bool?
    UIView.animateKeyframes(
      withDuration: 1, delay: 0.5, options: [Self.linearCurve, .calculationModeDiscrete],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.center.x = 100 }
      }, completion: { finished = $0 })
    // values 0, 0, 100, 100 at key times 0, 0.2, 0.5, 1: discrete jumps at 0.5.
    for (frame, x) in [(25, 0.0), (80, 0), (99, 0), (100, 100), (140, 100)] {
      timeline.advance(to: FrameIndex(rawValue: frame))
      #expect(view.layer.presentation()!.position.x == CGFloat(x), "x at frame \(frame)")
    }
    #expect(finished == nil)
    timeline.advance(to: 150)
    #expect(finished == true)
  }

  @Test func addKeyframeOutsideAnimateKeyframesTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
      }
    }
  }
}
