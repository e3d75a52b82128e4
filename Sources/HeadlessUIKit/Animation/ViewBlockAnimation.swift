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
    let decomposed: DecomposedTransform3D
    if let cached = decomposedBase, cached.transform == transform {
      decomposed = cached.decomposition
    } else {
      decomposed = DecomposedTransform3D(transform)
      decomposedBase = (transform, decomposed)
    }
    return keyPath.write(.transform(decomposed.adding(delta, times: 1 - p).transform), into: base)
  }

  /// The last base transform ``value(at:base:keyPath:)`` read, with its decomposition.
  private var decomposedBase: (transform: CATransform3D, decomposition: DecomposedTransform3D)?
}

extension DecomposedTransform3D {
  /// The decomposition whose ``components`` are `self`'s plus `delta × factor`, component by
  /// component (what `AnimatableValue.adding` computes for a transform, without building the
  /// component vectors).
  ///
  /// - Precondition: `delta` has the 16 components of a decomposition.
  func adding(_ delta: [Double], times factor: Double) -> DecomposedTransform3D {
    precondition(delta.count == 16, "DecomposedTransform3D needs 16 components, got \(delta.count)")
    return delta.withUnsafeBufferPointer { d in
      func at(_ index: Int, _ value: CGFloat) -> CGFloat { value + d[index] * factor }
      var sum = DecomposedTransform3D()
      sum.translation = (at(0, translation.x), at(1, translation.y), at(6, translation.z))
      sum.rotation = (at(7, rotation.x), at(8, rotation.y), at(2, rotation.z))
      sum.scale = (at(3, scale.x), at(4, scale.y), at(9, scale.z))
      sum.skewXY = at(5, skewXY)
      sum.skewXZ = at(10, skewXZ)
      sum.skewYZ = at(11, skewYZ)
      sum.perspective = (at(12, perspective.x), at(13, perspective.y), at(14, perspective.z), at(15, perspective.w))
      return sum
    }
  }
}
