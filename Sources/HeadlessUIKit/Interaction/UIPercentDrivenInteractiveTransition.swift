import Foundation

/// An interaction controller that scrubs a transition's animations by percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// When the transition starts it pauses the container view's layer (`speed = 0`) and lets the
/// animator run `animateTransition(using:)`: every animation the animator adds inside the
/// container is frozen at its start. `update(_:)` moves the layer's `timeOffset` to
/// `percentComplete × duration`, so the frame shows exactly what the animation shows at that
/// time. `finish()` and `cancel()` then play the rest — forwards to the end or backwards to
/// the start — over `(1 − p) × duration / completionSpeed` or `p × duration / completionSpeed`
/// seconds along `completionCurve` (or `timingCurve` when set), driven by a display link on the
/// timeline; at the end the layer runs again, the animations complete in that same tick and
/// the animator calls `completeTransition(_:)` (with `false` after a cancel). No frame shows
/// the model values between the last scrubbed frame and the completion.
///
///     interactive            finish(): rest of the animation at completionSpeed
///     speed 0, timeOffset    ──────────────▶ duration ─▶ speed 1, animations end, complete
///     = p × duration         cancel(): back to 0 ─▶ speed 1, animations end, complete(false)
///
/// - Note: UIKit difference: it drives the transition contexts of UIKit's own containers
///   (navigation, tab bar, modal). A custom container's own context drives its interaction
///   itself, as the seed's container does; starting with another context traps.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// The context of the running transition.
  private var context: (any UIViewControllerContextTransitioning)?
  private var animator: (any UIViewControllerAnimatedTransitioning)?
  private var pendingPercent: CGFloat?
  private var completion: CADisplayLink?
  /// The layers frozen while the transition is interactive: the container and the roots of
  /// what the start animated outside it.
  private var paused: [PausedLayer] = []
  /// The animator's interruptible animator, when it has one.
  private var propertyAnimator: (any UIViewImplicitlyAnimating)?
  /// The last transition started non-interactively without an interruptible animator: it plays
  /// to its end and cannot be driven (until this object starts another transition).
  private var cannotTakeOver = false

  /// The speed of the part played after `finish()` or `cancel()`, as `completionSpeed`
  /// (default 1; a value ≤ 0 counts as 1).
  open var completionSpeed: CGFloat = 1
  /// The curve of the part played after `finish()` or `cancel()`, as `completionCurve`
  /// (default `.easeInOut`).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// A timing curve for the completion that takes precedence over `completionCurve`, as
  /// `timingCurve`.
  open var timingCurve: (any UITimingCurveProvider)?
  /// Whether the transition starts interactively, as `wantsInteractiveStart` (default true).
  ///
  /// When false the transition plays on its own from the start, as in UIKit: an animator with
  /// an interruptible animator has it started, and `pause()` takes the transition over later
  /// (then `update(_:)`, `finish()`, `cancel()` as usual); an animator without one runs
  /// `animateTransition(using:)` unpaused and cannot be taken over (UIKit makes only an
  /// interruptible transition interactive later), so the other methods trap.
  open var wantsInteractiveStart = true
  /// How far the transition is, 0…1, as `percentComplete`.
  public private(set) var percentComplete: CGFloat = 0

  public init() {}

  /// The transition's duration: the animator's `transitionDuration(using:)`, as `duration`
  /// (0 before the transition starts).
  open var duration: CGFloat {
    guard let animator, let context else { return 0 }
    return CGFloat(animator.transitionDuration(using: context))
  }

  /// Starts the transition paused at the beginning (or at the percentage given to `update(_:)`
  /// before it started), as `startInteractiveTransition(_:)`; `percentComplete` starts again at
  /// 0 when the same object drives another transition.
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let carrier = transitionContext as? TransitionAnimatorCarrying, let animator = carrier.animator else {
      preconditionFailure(
        "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): \(type(of: transitionContext)) is not one of UIKit's transition contexts; a custom container's context must drive its own interaction"
      )
    }
    context = transitionContext
    self.animator = animator
    cannotTakeOver = false
    // One interaction controller may drive transition after transition: each starts at 0.
    percentComplete = 0
    if let interruptible = animator.implementedInterruptibleAnimator(using: transitionContext) {
      propertyAnimator = interruptible
      carrier.interruptibleAnimatorInUse = interruptible
      // Added after the animator's own completion, which completes the transition.
      interruptible.addCompletion { [weak self] _ in self?.forget() }
      guard wantsInteractiveStart else {
        // Plays on its own; `pause()` takes it over.
        pendingPercent = nil
        if !interruptible.isRunning { interruptible.startAnimation() }
        return
      }
      interruptible.pauseAnimation()
      if let pendingPercent {
        self.pendingPercent = nil
        update(pendingPercent)
      }
      return
    }
    guard wantsInteractiveStart else {
      // No interruptible animator: the transition plays unpaused, as a non-interactive one.
      pendingPercent = nil
      context = nil
      self.animator = nil
      cannotTakeOver = true
      animator.animateTransition(using: transitionContext)
      return
    }
    let container = transitionContext.containerView.layer
    paused = [PausedLayer(container)]
    // Animations the start adds outside the container (alongside animations: a navigation
    // bar, a dimming view elsewhere) are frozen and scrubbed the same way.
    var touched: [CALayer] = []
    AnimationEngine.attachObserver = { layer in
      if !touched.contains(where: { $0 === layer }) { touched.append(layer) }
    }
    animator.animateTransition(using: transitionContext)
    AnimationEngine.attachObserver = nil
    for layer in touched where !layer.isDescendant(of: container) && !container.isDescendant(of: layer) {
      guard !touched.contains(where: { $0 !== layer && layer.isDescendant(of: $0) }) else { continue }
      paused.append(PausedLayer(layer))
    }
    if let pendingPercent {
      self.pendingPercent = nil
      update(pendingPercent)
    }
  }

  /// Shows the transition at `percentComplete` (clamped to 0…1), as `update(_:)`.
  open func update(_ percentComplete: CGFloat) {
    requireDrivable("update(_:)")
    let p = min(max(percentComplete, 0), 1)
    guard let context else {
      pendingPercent = p
      return
    }
    stopCompletion()
    self.percentComplete = p
    if let propertyAnimator {
      if propertyAnimator.isRunning { propertyAnimator.pauseAnimation() }
      propertyAnimator.fractionComplete = p
    } else {
      for layer in paused { layer.show(Double(p * duration)) }
    }
    context.updateInteractiveTransition(p)
  }

  /// Stops a completion in progress and holds the transition where it is, as `pause()`.
  open func pause() {
    requireDrivable("pause()")
    guard let context else { return }
    stopCompletion()
    if let propertyAnimator, propertyAnimator.isRunning {
      propertyAnimator.pauseAnimation()
      percentComplete = propertyAnimator.fractionComplete
    }
    context.pauseInteractiveTransition()
  }

  /// Plays the rest of the transition backwards and ends it cancelled, as `cancel()`.
  open func cancel() {
    requireDrivable("cancel()")
    guard let context else { return }
    context.cancelInteractiveTransition()
    playCompletion(to: 0)
  }

  /// Plays the rest of the transition and ends it, as `finish()`.
  open func finish() {
    requireDrivable("finish()")
    guard let context else { return }
    context.finishInteractiveTransition()
    playCompletion(to: 1)
  }

  private func playCompletion(to target: CGFloat) {
    stopCompletion()
    guard context != nil else { return }
    if let propertyAnimator {
      let speed = completionSpeed > 0 ? completionSpeed : 1
      let share = target == 1 ? 1 - percentComplete : percentComplete
      propertyAnimator.isReversed = target == 0
      let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
      // durationFactor is in units of the animator's duration (UIKit's definition); a tiny
      // positive share keeps 0 from meaning "keep the pace".
      propertyAnimator.continueAnimation(withTimingParameters: parameters, durationFactor: max(share / speed, 1e-6))
      return
    }
    let total = Double(duration)
    let start = Double(percentComplete)
    let speed = completionSpeed > 0 ? Double(completionSpeed) : 1
    let seconds = abs(Double(target) - start) * total / speed
    let curve =
      timingCurve.map { UIViewPropertyAnimator.timingCurve(of: $0, duration: max(seconds, 1e-9)) }
      ?? completionCurve.timingCurve
    let begin = CACurrentMediaTime()
    let link = CADisplayLink(target: self) { [weak self] link in
      guard let self else { return }
      let elapsed = link.timestamp - begin
      let u = seconds > 0 ? min(1, elapsed / seconds) : 1
      let eased = u >= 1 ? 1 : curve.progress(elapsed: elapsed, duration: seconds)
      let p = start + (Double(target) - start) * eased
      self.percentComplete = CGFloat(p)
      for layer in self.paused { layer.show(p * total) }
      if u >= 1 { self.complete(finished: target == 1, total: total) }
    }
    completion = link
    link.add(to: .main, forMode: .common)
    if seconds == 0 { complete(finished: target == 1, total: total) }
  }

  /// Runs the layers again so the animations end in this tick and the animator completes.
  private func complete(finished: Bool, total: Double) {
    stopCompletion()
    // Finishing continues from the end (longer animations, such as a settling spring, carry
    // on); cancelling jumps to the end of the last animation, which ends them all, their
    // completions restoring the views in this same tick.
    for layer in paused { layer.resume(at: finished ? total : nil, total: total) }
    paused = []
    context = nil
    animator = nil
  }

  private func stopCompletion() {
    completion?.invalidate()
    completion = nil
  }

  private func requireDrivable(_ api: String) {
    precondition(
      !cannotTakeOver,
      "UIPercentDrivenInteractiveTransition.\(api): the transition started non-interactively (wantsInteractiveStart is false) and its animator has no interruptibleAnimator(using:); UIKit can take over only an interruptible transition"
    )
  }

  /// Forgets the finished transition (the property animator's completion ended it).
  private func forget() {
    context = nil
    animator = nil
    propertyAnimator = nil
  }
}

/// A transition context that knows its animator: UIKit's own contexts, which
/// `UIPercentDrivenInteractiveTransition` drives.
@MainActor
protocol TransitionAnimatorCarrying: AnyObject {
  var animator: (any UIViewControllerAnimatedTransitioning)? { get }
  /// The animator's interruptible animator once an interaction controller drives it.
  var interruptibleAnimatorInUse: (any UIViewImplicitlyAnimating)? { get set }
}

extension UIView.AnimationCurve {
  /// The curve as a timing curve.
  var timingCurve: TimingCurve {
    switch self {
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }
}

/// A layer frozen by an interactive transition: its local time is held at `base` (its time
/// when the transition started) plus the shown offset.
@MainActor
private struct PausedLayer {
  let layer: CALayer
  let base: CFTimeInterval

  /// Freezes `layer` at its current local time.
  init(_ layer: CALayer) {
    self.layer = layer
    base = layer.localTime(forMediaTime: CACurrentMediaTime())
    layer.speed = 0
    layer.timeOffset = base
  }

  /// How far past the last animation's end a cancelled layer resumes: far below a frame, far
  /// above the rounding of the time arithmetic.
  static let pastTheEnd: CFTimeInterval = 1e-6

  /// Shows the animations `offset` seconds after the start.
  func show(_ offset: CFTimeInterval) { layer.timeOffset = base + offset }

  /// Runs the layer again from `offset` seconds after the start (nil: just past the end of its
  /// last animation, so that every animation ends in this tick — exactly at the end, rounding
  /// in the time arithmetic could leave them running until the next tick and show their end
  /// state for one frame).
  func resume(at offset: CFTimeInterval?, total: CFTimeInterval) {
    let local =
      offset.map { base + $0 } ?? max(base + total, layer.latestAnimationEnd() ?? 0) + Self.pastTheEnd
    let parentTime = layer.superlayer?.localTime(forMediaTime: CACurrentMediaTime()) ?? CACurrentMediaTime()
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = parentTime - local
  }
}
