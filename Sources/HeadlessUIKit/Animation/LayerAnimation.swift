import Foundation

/// One running animation of one layer property: a value sampled at render time.
///
/// UIKit's block animations are additive (since iOS 8): the model takes the new value at once
/// and the animation contributes `delta × (1 − progress)` where `delta = old − new`, so a
/// property re-animated mid-flight continues smoothly from where it is.
///
/// ```
///  begin            begin+duration
///    |-----------------|           presentation = model + delta·(1 − p(t))
///    p = 0           p = 1 → removed, its group's completion may run
/// ```
@MainActor
final class LayerAnimation {
  let property: LayerProperty
  /// `old − new` in component space.
  let delta: [Double]
  /// Absolute media time at which progress starts (after any delay).
  let beginTime: TimeInterval
  let duration: TimeInterval
  let curve: TimingCurve
  let repeatsForever: Bool
  let autoreverses: Bool
  /// Creation order, for deterministic processing.
  let serial: UInt64
  private(set) var group: AnimationGroup?
  private(set) weak var layer: CALayer?

  init(
    layer: CALayer, property: LayerProperty, delta: [Double], beginTime: TimeInterval, duration: TimeInterval,
    curve: TimingCurve, repeatsForever: Bool, autoreverses: Bool, serial: UInt64, group: AnimationGroup?
  ) {
    self.layer = layer
    self.property = property
    self.delta = delta
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.repeatsForever = repeatsForever
    self.autoreverses = autoreverses
    self.serial = serial
    self.group = group
  }

  /// Media time at which the animation ends, or infinity when it repeats forever.
  var endTime: TimeInterval {
    repeatsForever ? .infinity : beginTime + duration * (autoreverses ? 2 : 1)
  }

  /// Progress at media time `t`: 0 during the delay (backwards fill, as UIKit sets for delayed
  /// animations), the curve's value while running, mirrored on the way back when autoreversing.
  func progress(at t: TimeInterval) -> Double {
    let elapsed = t - beginTime
    guard elapsed > 0, duration > 0 else { return elapsed > 0 ? 1 : 0 }
    let cycle = duration * (autoreverses ? 2 : 1)
    var local = elapsed
    if repeatsForever {
      local = elapsed.truncatingRemainder(dividingBy: cycle)
    } else if elapsed >= cycle {
      return autoreverses ? 0 : 1
    }
    if autoreverses && local > duration { local = cycle - local }
    return curve.progress(elapsed: local, duration: duration)
  }

  /// What this animation adds to the model value at `t`.
  func contribution(at t: TimeInterval) -> Double { 1 - progress(at: t) }
}

/// The animations made by one `UIView.animate` call, and its completion handler.
///
/// The completion runs once every animation of the group has stopped: with `true` when all
/// ran to their end, `false` when any was removed early — UIKit's `finished` flag.
@MainActor
final class AnimationGroup {
  private var remaining = 0
  private var allFinished = true
  private var sealed = false
  private var completion: ((Bool) -> Void)?

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func animationAdded() { remaining += 1 }

  func animationStopped(finished: Bool) {
    remaining -= 1
    if !finished { allFinished = false }
    fireIfDone()
  }

  /// Called when the animation block has returned: no more animations join the group.
  func seal() {
    sealed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard sealed, remaining == 0, let completion else { return }
    self.completion = nil
    let finished = allFinished
    AnimationEngine.enqueueCompletion { completion(finished) }
  }
}
