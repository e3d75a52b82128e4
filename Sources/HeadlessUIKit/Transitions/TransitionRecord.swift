import Foundation

/// A container transition in progress, as the renderer reports it in manifests and golden
/// tests choose frames by it: which operation, when it started, how long its animator said it
/// lasts and how far it visibly is.
///
/// **Progress is visual progress**, the same way for every kind of transition: how far the
/// transition's *lead animation* (the first animation its animator attached inside the
/// transition's container view in the tick it started) shows its change — the value of that
/// animation's timing curve, not the fraction of time elapsed:
///
/// | transition | progress |
/// | --- | --- |
/// | plain animated (`UIView.animate`, Core Animation) | the curve's value at the animation's local time: a cubic's y, a spring's displacement fraction |
/// | percent-driven (`UIPercentDrivenInteractiveTransition`, a custom context's layer time) | the same, at the frozen or replayed layer time: `curve(percentComplete)` while the finger drives it |
/// | interruptible (`interruptibleAnimator(using:)`) | the property animator's progress through its timing: linear while scrubbed, the release spring's displacement after `continueAnimation` |
///
/// `UIViewPropertyAnimator.fractionComplete` stays a fraction of *time*, as UIKit defines it
/// (it is ``interactiveProgress`` for an interruptible transition). A transition that attached
/// no animation when it started (its animator starts work later or drives views itself)
/// reports its interaction's progress, or else the fraction of its duration elapsed.
///
/// ```
///  easeInOut push of 0.4 s:  time  0 ──── 0.1 ──── 0.2 ──── 0.3 ──── 0.4
///                            progress 0   0.13      0.5     0.87      1
/// ```
public struct TransitionRecord: Sendable, Hashable, CustomStringConvertible {
  /// `push`, `pop`, `present`, `dismiss`, `select` (the operation's name).
  public var operation: String
  /// Media time at which the animator started.
  public var startTime: TimeInterval
  /// The animator's `transitionDuration(using:)`; 0 for a non-animated transition.
  public var duration: TimeInterval
  /// The transition named for messages: operation, controllers and animator
  /// (`push 'Inbox' → 'Detail' (SlideAnimationController)`).
  public var name: String
  /// The progress an interaction controller has given the transition (its `percentComplete`,
  /// or the interruptible animator's `fractionComplete`, while the finger drives it and while
  /// it finishes or cancels), or nil when no interaction drives it.
  public var interactiveProgress: Double?
  /// How far the lead animation shows its change now (see the type's discussion; unclamped,
  /// springs overshoot), or nil when the transition attached no animation when it started.
  public var visualProgress: Double?
  /// Whether the transition was cancelled (it is playing back to its start).
  public var isCancelled: Bool
  /// Whether an interaction (a finger) drives it now.
  public var isInteractive = false
  /// When the interaction last stopped driving it (`finish`/`cancel`), if it did.
  public var interactionEndTime: TimeInterval?

  public init(
    operation: String, startTime: TimeInterval, duration: TimeInterval, name: String,
    interactiveProgress: Double? = nil, isCancelled: Bool = false
  ) {
    self.operation = operation
    self.startTime = startTime
    self.duration = duration
    self.name = name
    self.interactiveProgress = interactiveProgress
    self.isCancelled = isCancelled
  }

  /// How far the transition is at `time` (the time this record was taken), 0…1: its
  /// ``visualProgress`` when it has one, else its ``interactiveProgress``, else the fraction of
  /// the duration elapsed; clamped.
  public func progress(at time: TimeInterval) -> Double {
    if let progress = visualProgress ?? interactiveProgress { return min(max(progress, 0), 1) }
    guard duration > 0 else { return 1 }
    return min(max((time - startTime) / duration, 0), 1)
  }

  public var description: String { "\(name), started at \(startTime) s, lasting \(duration) s" }
}
