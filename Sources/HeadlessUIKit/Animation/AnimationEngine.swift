import Foundation

/// The state of one UIView animation block while it executes.
@MainActor
struct AnimationContext {
  var duration: TimeInterval
  var delay: TimeInterval
  var curve: TimingCurve
  var repeatCount: Float
  var autoreverses: Bool
  var group: AnimationGroup
  /// Lets keyframe blocks and property animators take over what a property change records.
  var interceptor: (any AnimationInterceptor)?
}

/// Takes part in how property changes inside an animation block become animations: keyframe
/// blocks collect changes into keyframe animations, property animators drive the animations
/// they create.
@MainActor
protocol AnimationInterceptor: AnyObject {
  /// A view-backed layer's `property` changed from `old` to `new` inside the block; return
  /// true when the interceptor recorded it itself (no block animation is then made).
  func record(layer: CALayer, property: LayerProperty, old: AnimatableValue, new: AnimatableValue) -> Bool
  /// A block animation was made and attached to `layer` under `key`.
  func didAttach(_ animation: ViewBlockAnimation, to layer: CALayer, key: String)
}

/// The process-wide animation state: the media clock, the stack of open animation blocks, the
/// layers with animations attached and the completions due at the end of the tick.
///
/// As on iOS there is one media clock per process. A ``Timeline`` owns it while it runs and
/// resets this state when created, so one timeline is driven at a time.
@MainActor
enum AnimationEngine {
  /// Current media time in seconds (what `CACurrentMediaTime()` returns), readable from any
  /// thread (``MediaClock``).
  nonisolated static var mediaTime: TimeInterval {
    get { MediaClock.now }
    set { MediaClock.now = newValue }
  }
  /// Open animation blocks, innermost last; `nil` marks a `performWithoutAnimation` region.
  static var contextStack: [AnimationContext?] = [] {
    didSet { hasCurrentContext = (contextStack.last ?? nil) != nil }
  }
  /// Whether ``currentContext`` is non-nil, readable without the main actor's isolation: a
  /// layer's model change asks it on every change (a layout pass moves every laid-out layer each
  /// frame) right after checking that it runs on the main actor, where only this is written.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) static var hasCurrentContext = false
  /// Layers with attached animations, in the order they first got one.
  private(set) static var animatedLayers: [CALayer] = []
  private static var completions: [() -> Void] = []

  /// Work to run at the end of the next top-level `UIView.animate` block, inside it: a
  /// transition's alongside animations while its animator's `animateTransition(using:)` runs.
  static var transitionBlockHook: (() -> Void)?

  /// Returns the transition block hook and clears it, so it runs once.
  static func takeTransitionBlockHook() -> (() -> Void)? {
    defer { transitionBlockHook = nil }
    return transitionBlockHook
  }

  /// The innermost open animation block, if animations are enabled.
  static var currentContext: AnimationContext? { contextStack.last ?? nil }

  /// Forgets every animation and pending completion and sets the clock to zero.
  static func reset() {
    mediaTime = 0
    contextStack = []
    transitionBlockHook = nil
    attachObserver = nil
    for layer in animatedLayers { layer.discardAnimations() }
    animatedLayers = []
    completions = []
    CATransaction.reset()
    TransitionMonitor.reset()
  }

  /// Notes that `layer` has animations to evaluate at each tick (and tells the observer of
  /// attached animations, if one is listening).
  static func track(_ layer: CALayer) {
    attachObserver?(layer)
    if !animatedLayers.contains(where: { $0 === layer }) { animatedLayers.append(layer) }
  }

  /// Called with the layer whenever an animation is attached (an interactive transition
  /// collects what its start animates).
  static var attachObserver: ((CALayer) -> Void)?

  /// Schedules work to run at the end of the current tick (or at the next tick when called
  /// between ticks), in FIFO order.
  static func enqueueCompletion(_ work: @escaping () -> Void) {
    completions.append(work)
  }

  /// Sends `animationDidStart`, ends every animation whose active time is over in its layer's
  /// time, then runs due completions; repeats while completions start work that is already
  /// over (zero durations), so the model is settled for this tick.
  static func settle() {
    var rounds = 0
    while true {
      var changed = false
      for layer in animatedLayers where layer.advanceAnimations(mediaTime: mediaTime) { changed = true }
      animatedLayers.removeAll { !$0.hasAnimations }
      if !changed && completions.isEmpty { return }
      rounds += 1
      precondition(
        rounds < 10_000,
        "HeadlessUIKit: animation completions kept starting finished work at t = \(mediaTime) s; a completion handler probably restarts itself with duration 0"
      )
      let due = completions
      completions = []
      for work in due { work() }
    }
  }
}

/// The current media time on the virtual timeline, in seconds, as Core Animation's
/// `CACurrentMediaTime()`.
///
/// Nonisolated, as in the SDK: callable from any thread.
///
/// - Note: UIKit difference: it never reads the wall clock; the ``Timeline`` sets it to
///   `frameIndex / fps` at each tick.
public func CACurrentMediaTime() -> CFTimeInterval {
  MediaClock.now
}

/// Core Animation's time type: seconds, as QuartzCore's `CFTimeInterval`.
public typealias CFTimeInterval = Double
