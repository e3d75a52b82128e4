import Foundation

/// The Core Animation animation a property animator attaches for one property change in its
/// blocks: additive, `presentation = model + delta × (1 − p)`, where `p` is not read from the
/// layer's time but from the animator's clock (UIKit drives its animators' animations the
/// same way, by setting their layer timing from the animator's fraction).
///
/// The progress `p` for the animator's fraction `f` runs through the *anchor* `(fa, pa)`, the
/// point where the animator last re-timed (paused to scrub linearly, resumed, changed curve):
///
/// ```
///  p                                   f ≥ fa: p = pa + (1 − pa)·shape((f − fa)/(1 − fa))
///  1 ┤                      ╭──        f < fa: p = pa·shape((f − fs)/(fa − fs))
///  pa┤──────────────╭──────╯           f ≤ fs: p = 0   (fs: start of a delayed block)
///    └───┬──────────┬────────▶ f       shape: the timing curve, or linear while scrubbing
///       fs         fa
/// ```
/// so re-timing never makes the presentation jump, and reversing retraces the curve.
///
/// A curve given by `continueAnimation` spans the seconds that segment lasts (``span``), so a
/// spring runs in real time; when it was given while reversed (a release towards the start)
/// it applies in the direction of travel, `p = pa·(1 − shape(1 − x))` with
/// `x = (f − fs)/(fa − fs)`: the motion leaves the anchor with the spring's initial velocity
/// and settles at the start.
///
/// Nonisolated like every animation, but evaluated only on the main actor, where its animator
/// lives (the layers it animates back views).
final class PropertyAnimatorAnimation: CAPropertyAnimation {
  weak var layer: CALayer?
  var property: LayerProperty = .position
  /// `old − new`: what the presentation adds to the model at p = 0.
  var delta: [Double] = []
  var animationKey = ""
  /// The animator fraction at which this block's animations begin (`addAnimations(_:delayFactor:)`).
  var windowStart: Double = 0
  var anchorFraction: Double = 0
  var anchorProgress: Double = 0
  var curve: TimingCurve = .easeInOut
  /// Seconds the curve's domain spans (nil: the animator's duration).
  var span: TimeInterval?
  /// Whether the curve applies from the anchor back towards the start (given while reversed).
  var travelsBackwards = false
  /// How much of `delta` is baked into the model value (0 while attached; set when the
  /// animator stops or finishes).
  var applied: Double = 0
  /// The animator whose clock drives this animation.
  var animator: UIViewPropertyAnimator?

  init(layer: CALayer, property: LayerProperty, delta: [Double], windowStart: Double, curve: TimingCurve) {
    super.init()
    self.layer = layer
    self.property = property
    self.keyPath = property.rawValue
    self.delta = delta
    self.windowStart = windowStart
    self.anchorFraction = windowStart
    self.curve = curve
    isAdditive = true
  }

  required init(copying other: CAAnimation) {
    super.init(copying: other)
    guard let other = other as? PropertyAnimatorAnimation else { return }
    layer = other.layer
    property = other.property
    delta = other.delta
    animationKey = other.animationKey
    windowStart = other.windowStart
    anchorFraction = other.anchorFraction
    anchorProgress = other.anchorProgress
    curve = other.curve
    span = other.span
    travelsBackwards = other.travelsBackwards
    applied = other.applied
    animator = other.animator
  }

  /// Progress at the animator's fraction `f`, with the curve or (`linear`) a straight line.
  func progress(atFraction f: Double, linear: Bool, unitDuration: TimeInterval) -> Double {
    let unit = span ?? (unitDuration > 0 ? unitDuration : 1)
    func shape(_ x: Double) -> Double {
      let x = min(max(x, 0), 1)
      return linear ? x : curve.progress(elapsed: x * unit, duration: unit)
    }
    let (fs, fa, pa) = (windowStart, anchorFraction, anchorProgress)
    if f <= fs { return 0 }
    if f >= fa { return fa >= 1 ? pa : pa + (1 - pa) * shape((f - fa) / (1 - fa)) }
    guard fa > fs else { return pa }
    let x = (f - fs) / (fa - fs)
    return travelsBackwards && !linear ? pa * (1 - shape(1 - x)) : pa * shape(x)
  }

  /// Moves the anchor to fraction `f` keeping the progress shown there (no-op before the
  /// block's window starts).
  func reanchor(atFraction f: Double, linear: Bool, unitDuration: TimeInterval) {
    guard f > windowStart else { return }
    anchorProgress = progress(atFraction: f, linear: linear, unitDuration: unitDuration)
    anchorFraction = f
  }

  override func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    guard let animator else { return nil }
    let p = onMainActor("CALayer.presentation() of a layer a UIViewPropertyAnimator animates", self) { animation in
      animator.progress(of: animation)
    }
    return keyPath.write(keyPath.read(base).adding(delta, times: 1 - p), into: base)
  }

  /// The animator's progress for this animation (through its curve, as shown), whatever the
  /// layer's time; 1 once the animator has let go of it.
  override func timingProgress(atLayerTime layerTime: Double) -> Double {
    guard let animator else { return 1 }
    return onMainActor("a UIViewPropertyAnimator's animation", self) { animator.progress(of: $0) }
  }

  /// The animator removes its animations itself; the engine never ends them.
  override func hasEnded(at layerTime: Double) -> Bool { false }

  override func hasStarted(at layerTime: Double) -> Bool { true }
}

/// Reports the end of the animator's clock segment (a plain `CAAnimation` on a private layer,
/// so the engine ends it at the right tick like any other animation).
@MainActor
final class PropertyAnimatorClockDelegate: @preconcurrency CAAnimationDelegate {
  let animator: UIViewPropertyAnimator
  let generation: Int

  init(animator: UIViewPropertyAnimator, generation: Int) {
    self.animator = animator
    self.generation = generation
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard flag else { return }
    let (animator, generation) = (self.animator, self.generation)
    AnimationEngine.enqueueCompletion { animator.clockDidReachTarget(generation: generation) }
  }
}
