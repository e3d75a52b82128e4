import Foundation

/// Animates changes to views and lets them be paused, scrubbed, reversed, re-timed, stopped and
/// finished while in flight, as UIKit's `UIViewPropertyAnimator`.
///
/// As in UIKit the animation blocks run when the animator becomes active (`startAnimation()`,
/// `pauseAnimation()` or setting `fractionComplete`), or at once when added to an active
/// animator; every animatable property they change takes its new model value and gets an
/// additive animation driven by the animator's clock (`PropertyAnimatorClock`), not by the
/// layer's time. When the clock reaches its end the animations are removed, the model holds the
/// end values (or the start values when reversed) and the completions run, in the order added,
/// at the end of that tick.
///
/// ```
///  startAnimation()         pauseAnimation()  fractionComplete = x   startAnimation()
///  |── curve(f) ────────────|━━ paused: p linear in f (scrubsLinearly) ━━|── curve, re-anchored ──| .end
/// ```
///
/// - Note: UIKit difference: the animator's clock is media time; timing set on the animated
///   layers' ancestors (`speed`, `timeOffset`) does not affect it.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, AnimationInterceptor {
  /// The duration of the main animations in seconds, fixed at creation, as `duration`.
  public let duration: TimeInterval
  /// The delay before the animations start, as `delay`: set by `startAnimation(afterDelay:)`
  /// (and the `delay:` of `runningPropertyAnimator`), 0 otherwise.
  public private(set) var delay: TimeInterval = 0
  /// The lifecycle state, as `state`.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations run after the completion, as `pausesOnCompletion` (iOS 11): when
  /// true, reaching the end leaves the animator `.active` and paused, and no completion runs.
  public var pausesOnCompletion = false
  /// Whether a paused animator scrubs linearly (true, the default) or along its timing curve,
  /// as `scrubsLinearly` (iOS 11).
  public var scrubsLinearly = true
  /// Whether the animator can be paused or stopped, as `isInterruptible` (default true).
  ///
  /// - Precondition: set only while `.inactive` (UIKit raises otherwise).
  public var isInterruptible = true {
    willSet {
      precondition(
        state == .inactive,
        "UIViewPropertyAnimator.isInterruptible set while state is \(state.name); it can only change while .inactive")
    }
  }
  /// Whether the animated views receive touches while the animator animates them, as
  /// `isUserInteractionEnabled` (default true): when false, hit-testing skips them.
  public var isUserInteractionEnabled = true
  /// Whether hit-testing of animating views is left to the app, as `isManualHitTestingEnabled`
  /// (default false): when false, UIKit hit-tests the views the animator animates where they
  /// are drawn (their presentation geometry); when true, at their model geometry, and the app
  /// overrides `hitTest(_:with:)` to do better.
  public var isManualHitTestingEnabled = false

  /// The curve new animations use (internal stand-in for `timingParameters`).
  var curve: TimingCurve
  private var clock = PropertyAnimatorClock()
  /// The speed of the clock in fraction per second, whatever the direction.
  private var rateMagnitude: Double
  /// Whether the paused animations show linear progress (paused with `scrubsLinearly`).
  private var scrubbing = false
  private var reversed = false
  private var animations: [PropertyAnimatorAnimation] = []
  private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Where the blocks being run start, in animator fraction.
  private var recordingWindowStart = 0.0
  private let clockLayer = CALayer()
  private var clockGeneration = 0

  /// The designated initialiser: `duration` seconds on `timingCurve`.
  init(duration: TimeInterval, timingCurve: TimingCurve, animations: (() -> Void)?) {
    precondition(duration.isFinite && duration >= 0, "UIViewPropertyAnimator: duration \(duration) must be ≥ 0")
    self.duration = duration
    self.curve = timingCurve
    self.rateMagnitude = duration > 0 ? 1 / duration : .infinity
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  /// An inactive animator with one of UIKit's standard curves, as
  /// `init(duration:curve:animations:)`.
  public required convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    let timing: TimingCurve
    switch curve {
    case .easeInOut: timing = .easeInOut
    case .easeIn: timing = .easeIn
    case .easeOut: timing = .easeOut
    case .linear: timing = .linear
    }
    self.init(duration: duration, timingCurve: timing, animations: animations)
  }

  /// An inactive animator on the cubic Bézier through (0, 0), `point1`, `point2`, (1, 1), as
  /// `init(duration:controlPoint1:controlPoint2:animations:)`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    let function = CAMediaTimingFunction(
      controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    self.init(duration: duration, timingCurve: .bezier(function), animations: animations)
  }

  /// An inactive animator with a spring of `ratio` that settles in `duration`, as
  /// `init(duration:dampingRatio:animations:)` (UIKit's duration-based spring).
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An inactive animator on any timing curve provider, as `init(duration:timingParameters:)`.
  ///
  /// A spring given by mass, stiffness and damping runs for its settling duration, ignoring
  /// `duration`, as UIKit does; a damping-ratio spring settles in `duration`.
  public convenience init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    let runDuration = parameters.springTimingParameters?.animationDuration(requested: duration) ?? duration
    self.init(
      duration: runDuration, timingCurve: Self.timingCurve(of: parameters, duration: runDuration), animations: nil)
    timingParameters = parameters
  }

  /// The timing parameters given at creation or by the last `continueAnimation`, as
  /// `timingParameters` (nil for the curve and control-point initialisers' implicit cubic).
  public private(set) var timingParameters: (any UITimingCurveProvider)?

  /// The curve a timing provider describes for an animation of `duration` seconds.
  static func timingCurve(of parameters: any UITimingCurveProvider, duration: TimeInterval) -> TimingCurve {
    switch parameters.timingCurveType {
    case .builtin, .cubic:
      guard let cubic = parameters.cubicTimingParameters else {
        preconditionFailure("UITimingCurveProvider of type \(parameters.timingCurveType) has no cubicTimingParameters")
      }
      return cubic.timingCurve
    case .spring:
      guard let spring = parameters.springTimingParameters else {
        preconditionFailure("UITimingCurveProvider of type .spring has no springTimingParameters")
      }
      return spring.timingCurve(duration: duration)
    case .composed:
      preconditionFailure("UIViewPropertyAnimator: composed timing curve providers are not supported by HeadlessUIKit")
    }
  }

  /// Resumes a paused animator, optionally on new timing parameters, as
  /// `continueAnimation(withTimingParameters:durationFactor:)` (see
  /// `continueAnimation(withTimingCurve:durationFactor:)` for the duration rule).
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    let f = clock.fraction(at: now)
    let remaining = durationFactor > 0 ? durationFactor * duration : (reversed ? f : 1 - f) * duration
    continueAnimation(
      withTimingCurve: parameters.map { Self.timingCurve(of: $0, duration: remaining) }, durationFactor: durationFactor)
  }

  /// An animator that is already running, as
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: it starts
  /// after `delay` seconds with the curve in `options` (easeInOut by default).
  ///
  /// - Note: UIKit difference: options other than the curve are ignored.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, curve: .easeInOut, animations: animations)
    animator.curve = options.timingCurve
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  private var now: TimeInterval { AnimationEngine.mediaTime }

  // MARK: UIViewAnimating

  /// Whether the clock is running (also during a start delay), as `isRunning`.
  public var isRunning: Bool { state == .active && clock.rate != 0 }

  /// Whether the animations run back towards their start values, as `isReversed`. Setting it on
  /// a running animator turns it round where it is: the animations retrace their curve and,
  /// at the start, the model is set back to the start values and the completions receive
  /// `.start`.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      guard isRunning else { return }
      let f = clock.fraction(at: now)
      clock = PropertyAnimatorClock(fraction: f, since: max(now, clock.since), rate: signedRate)
      scheduleClock()
    }
  }

  /// How far the animations are, 0…1, as `fractionComplete`: the fraction of the duration
  /// elapsed (time, not the curve's progress).
  ///
  /// Setting it moves a paused animator there (linearly when `scrubsLinearly`); setting it on an
  /// inactive animator makes it active and paused first. As in UIKit, setting it while the
  /// animator is running is ignored.
  /// - Precondition: not `.stopped`.
  public var fractionComplete: CGFloat {
    get { CGFloat(clock.fraction(at: now)) }
    set {
      precondition(
        state != .stopped,
        "UIViewPropertyAnimator.fractionComplete set while state is .stopped; call finishAnimation(at:) first")
      if state == .inactive { pauseAnimation() }
      guard !isRunning else { return }
      clock.fraction = min(max(Double(newValue), 0), 1)
    }
  }

  /// Starts the animations, or resumes paused ones, as `startAnimation()`. Has no effect on a
  /// running animator.
  /// - Precondition: not `.stopped` (UIKit raises).
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) the animations after `delay` seconds, as `startAnimation(afterDelay:)`;
  /// `delay` becomes the animator's `delay`.
  /// - Precondition: not `.stopped`.
  public func startAnimation(afterDelay delay: TimeInterval) {
    precondition(
      state != .stopped,
      "UIViewPropertyAnimator.startAnimation called while state is .stopped; call finishAnimation(at:) first")
    precondition(
      delay.isFinite && delay >= 0, "UIViewPropertyAnimator.startAnimation(afterDelay:): delay \(delay) must be ≥ 0")
    if state == .inactive { activate() }
    guard !isRunning else { return }
    self.delay = delay
    resume(since: now + delay)
  }

  /// Pauses the animations where they are, as `pauseAnimation()`; an inactive animator becomes
  /// active and paused at its start. With `scrubsLinearly` the paused animations then move
  /// linearly with `fractionComplete` (passing through where they paused, so nothing jumps).
  /// - Precondition: interruptible and not `.stopped`.
  public func pauseAnimation() {
    precondition(
      isInterruptible, "UIViewPropertyAnimator.pauseAnimation() called on an animator that is not interruptible")
    precondition(
      state != .stopped,
      "UIViewPropertyAnimator.pauseAnimation() called while state is .stopped; call finishAnimation(at:) first")
    if state == .inactive { activate() }
    let f = clock.fraction(at: now)
    clock = PropertyAnimatorClock(fraction: f, since: now, rate: 0)
    invalidateClock()
    if scrubsLinearly && !scrubbing {
      for animation in animations { animation.reanchor(atFraction: f, linear: false, unitDuration: duration) }
      scrubbing = true
    }
  }

  /// Stops the animations where they are, as `stopAnimation(_:)`: the model takes the values
  /// on screen and the animations are removed. With `withoutFinishing == false` the animator
  /// becomes `.stopped` and waits for `finishAnimation(at:)`; with `true` it becomes
  /// `.inactive` at once and the completions are not called. No effect on an inactive animator.
  /// - Precondition: interruptible and not `.stopped`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    precondition(
      isInterruptible, "UIViewPropertyAnimator.stopAnimation(_:) called on an animator that is not interruptible")
    precondition(
      state != .stopped, "UIViewPropertyAnimator.stopAnimation(_:) called while state is already .stopped")
    guard state == .active else { return }
    let f = clock.fraction(at: now)
    clock = PropertyAnimatorClock(fraction: f, since: now, rate: 0)
    invalidateClock()
    for animation in animations {
      bake(animation, to: 1 - progress(of: animation, atFraction: f))
      animation.layer?.removeAnimation(forKey: animation.animationKey)
    }
    if withoutFinishing {
      completions = []
      reset()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator, as `finishAnimation(at:)`: the model takes the end values,
  /// the start values or stays where it stopped (`.current`), the animator becomes `.inactive`
  /// and the completions run with `finalPosition`, in the order they were added.
  /// - Precondition: the state is `.stopped` (UIKit raises otherwise).
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    precondition(
      state == .stopped,
      "UIViewPropertyAnimator.finishAnimation(at:) called while state is \(state.name); it is only valid when .stopped")
    finish(at: finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating

  /// Adds an animation block, as `addAnimations(_:)`: on an inactive animator it runs with the
  /// others when the animator starts; on an active one it runs now and its animations take the
  /// remaining duration.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds an animation block whose animations begin after `delayFactor` × the remaining
  /// duration (`(1 − fractionComplete) × duration`) and end with the others, as
  /// `addAnimations(_:delayFactor:)`.
  /// - Precondition: `0 ≤ delayFactor ≤ 1` and the animator is not `.stopped`.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    precondition(
      delayFactor >= 0 && delayFactor <= 1,
      "UIViewPropertyAnimator.addAnimations(_:delayFactor:): delayFactor \(delayFactor) must be in 0…1")
    precondition(
      state != .stopped,
      "UIViewPropertyAnimator.addAnimations called while state is .stopped; call finishAnimation(at:) first")
    if state == .inactive {
      pendingBlocks.append((animation, Double(delayFactor)))
    } else {
      let f = clock.fraction(at: now)
      run(animation, windowStart: f + Double(delayFactor) * (1 - f))
    }
  }

  /// Adds a completion handler, as `addCompletion(_:)`; handlers run in the order added with
  /// the position the animations finished at.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes a paused animator with a new remaining duration and optionally a new curve, as
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  ///
  /// UIKit's header defines `durationFactor` in units of the original duration: the rest of
  /// the animation takes `durationFactor × duration` seconds. A factor of 0 keeps the pace, so
  /// the rest takes its remaining share of the duration, `(1 − fractionComplete) × duration`
  /// (`fractionComplete × duration` when reversed). A new curve applies from where the
  /// animations are, without a jump, over those remaining seconds (a spring runs in real time)
  /// and in the direction of travel: reversed, it starts where the views are and ends at the
  /// start values, as a release towards the start does on iOS.
  /// - Precondition: the animator is `.active`.
  func continueAnimation(withTimingCurve newCurve: TimingCurve?, durationFactor: CGFloat) {
    precondition(
      state == .active,
      "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:) called while state is \(state.name); it is only valid when .active"
    )
    precondition(
      durationFactor >= 0, "UIViewPropertyAnimator.continueAnimation: durationFactor \(durationFactor) must be ≥ 0")
    let f = clock.fraction(at: now)
    let remainingFraction = reversed ? f : 1 - f
    let seconds = durationFactor > 0 ? Double(durationFactor) * duration : remainingFraction * duration
    if let newCurve {
      // The new curve spans the seconds the rest takes, in the direction of travel.
      for animation in animations {
        animation.reanchor(atFraction: f, linear: scrubbing, unitDuration: duration)
        animation.curve = newCurve
        animation.span = seconds > 0 ? seconds : nil
        animation.travelsBackwards = reversed
      }
      scrubbing = false
      curve = newCurve
    }
    if remainingFraction > 0 && seconds > 0 { rateMagnitude = remainingFraction / seconds }
    clock.rate = 0
    resume(since: now)
  }

  // MARK: Clock and animations

  private var signedRate: Double { reversed ? -rateMagnitude : rateMagnitude }

  /// The progress `animation` shows now.
  func progress(of animation: PropertyAnimatorAnimation) -> Double {
    progress(of: animation, atFraction: clock.fraction(at: now))
  }

  private func progress(of animation: PropertyAnimatorAnimation, atFraction f: Double) -> Double {
    animation.progress(atFraction: f, linear: scrubbing, unitDuration: duration)
  }

  /// inactive → active: runs the pending blocks from fraction 0.
  private func activate() {
    state = .active
    clock = PropertyAnimatorClock()
    let blocks = pendingBlocks
    pendingBlocks = []
    for (block, delayFactor) in blocks { run(block, windowStart: delayFactor) }
  }

  /// Starts the clock from where it is, at media time `since`.
  private func resume(since: TimeInterval) {
    let f = clock.fraction(at: now)
    if scrubbing {
      for animation in animations { animation.reanchor(atFraction: f, linear: true, unitDuration: duration) }
      scrubbing = false
    }
    clock = PropertyAnimatorClock(fraction: f, since: since, rate: signedRate)
    scheduleClock()
  }

  /// Attaches the clock animation that ends when the clock reaches its target.
  private func scheduleClock() {
    invalidateClock()
    let generation = clockGeneration
    let remaining = clock.remainingSeconds
    // A hair short of the exact end, so floating-point rounding never delays the end a frame.
    guard remaining > 1e-9, remaining.isFinite else {
      AnimationEngine.enqueueCompletion { [self] in clockDidReachTarget(generation: generation) }
      return
    }
    let tick = CAAnimation()
    tick.beginTime = clock.since
    tick.duration = remaining - 1e-9
    tick.delegate = PropertyAnimatorClockDelegate(animator: self, generation: generation)
    clockLayer.add(tick, forKey: "clock")
  }

  private func invalidateClock() {
    clockGeneration += 1
    clockLayer.removeAllAnimations()
  }

  /// The clock reached its end: pause there (`pausesOnCompletion`) or finish.
  func clockDidReachTarget(generation: Int) {
    guard generation == clockGeneration, isRunning else { return }
    let target = clock.target
    if pausesOnCompletion {
      clock = PropertyAnimatorClock(fraction: target, since: now, rate: 0)
      invalidateClock()
      return
    }
    clock = PropertyAnimatorClock(fraction: target, since: now, rate: 0)
    invalidateClock()
    for animation in animations { animation.layer?.removeAnimation(forKey: animation.animationKey) }
    finish(at: target == 0 ? .start : .end)
  }

  /// Sets the model for `position`, forgets the animations and runs the completions.
  private func finish(at position: UIViewAnimatingPosition) {
    for animation in animations {
      switch position {
      case .end: bake(animation, to: 0)
      case .start: bake(animation, to: 1)
      case .current: break
      }
    }
    let handlers = completions
    completions = []
    reset()
    for handler in handlers { handler(position) }
  }

  private func reset() {
    for animation in animations { animation.animator = nil }
    animations = []
    scrubbing = false
    clock = PropertyAnimatorClock()
    rateMagnitude = duration > 0 ? 1 / duration : .infinity
    state = .inactive
  }

  /// Makes the model hold `amount` of `animation`'s delta (0: end value, 1: start value).
  private func bake(_ animation: PropertyAnimatorAnimation, to amount: Double) {
    guard let layer = animation.layer else { return }
    let model = layer.modelValue(animation.property)
    layer.setModelValue(model.adding(animation.delta, times: amount - animation.applied), for: animation.property)
    animation.applied = amount
  }

  /// Runs `block` with this animator recording its property changes.
  private func run(_ block: () -> Void, windowStart: Double) {
    recordingWindowStart = min(max(windowStart, 0), 1)
    let context = AnimationContext(
      duration: duration > 0 ? duration : 1, delay: 0, curve: curve, repeatCount: 0, autoreverses: false,
      group: AnimationGroup(completion: nil), interceptor: self)
    UIView.run(context, block)
  }

  func record(layer: CALayer, property: LayerProperty, old: AnimatableValue, new: AnimatableValue) -> Bool {
    let animation = PropertyAnimatorAnimation(
      layer: layer, property: property, delta: old.delta(from: new), windowStart: recordingWindowStart, curve: curve)
    animation.animator = self
    animation.animationKey = layer.uniqueKey(for: property.rawValue)
    layer.attach(animation, forKey: animation.animationKey, observers: CATransaction.openGroups)
    animations.append(animation)
    return true
  }

  func didAttach(_ animation: ViewBlockAnimation, to layer: CALayer, key: String) {}
}

extension UIViewAnimatingState {
  /// `.inactive`, `.active` or `.stopped`, for messages.
  var name: String {
    switch self {
    case .inactive: return ".inactive"
    case .active: return ".active"
    case .stopped: return ".stopped"
    }
  }
}
