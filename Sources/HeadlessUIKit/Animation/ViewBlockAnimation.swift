import Foundation

/// The animation a `UIView` animation block records for one property: additive, from
/// `delta = old − new` to zero, so the presentation is `model + delta × (1 − p(t))` and a
/// property re-animated mid-flight continues smoothly from where it is (UIKit's behaviour since
/// iOS 8). Delayed animations fill backwards, so the old value shows during the delay.
///
/// ```
///  beginTime             beginTime + duration
///     |----------------------|      presentation = model + delta·(1 − p)
///     p = 0                p = 1 → removed; the block's completion may run
/// ```
final class ViewBlockAnimation: CABasicAnimation {
  private(set) var delta: [Double] = []
  private(set) var curve: TimingCurve = .easeInOut

  init(keyPath: String, delta: [Double], curve: TimingCurve) {
    super.init()
    self.keyPath = keyPath
    self.delta = delta
    self.curve = curve
    isAdditive = true
    fillMode = .backwards
    if case .bezier(let function) = curve { timingFunction = function }
  }

  required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? ViewBlockAnimation {
      delta = other.delta
      curve = other.curve
    }
  }

  override func timingProgress(_ time: ActiveTime) -> Double {
    curve.progress(elapsed: time.iterationTime, duration: time.duration)
  }

  override func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    let time = ActiveTime(self, parentTime: layerTime)
    if time.phase == .after { return nil }
    let p = time.phase == .before ? 0 : timingProgress(time)
    let part = keyPath.read(base)
    guard case .transform(let transform) = part else {
      return keyPath.write(part.adding(delta, times: 1 - p), into: base)
    }
    // A transform is decomposed to add the delta; the model value rarely changes during the
    // animation, so its decomposition is kept (`adding`'s arithmetic, without redoing it).
    let components: [Double]
    if let cached = decomposedBase, cached.transform == transform {
      components = cached.components
    } else {
      components = part.components
      decomposedBase = (transform, components)
    }
    let factor = 1 - p
    return keyPath.write(part.replacingComponents(zip(components, delta).map { $0 + $1 * factor }), into: base)
  }

  /// The last base transform ``value(at:base:keyPath:)`` read, with its decomposition.
  private var decomposedBase: (transform: CATransform3D, components: [Double])?
}
