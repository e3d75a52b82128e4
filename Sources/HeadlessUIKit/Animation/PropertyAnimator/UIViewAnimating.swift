import Foundation

/// The lifecycle state of an interruptible animator, as `UIViewAnimatingState`.
///
/// ```
///            start / pause / fractionComplete =        stopAnimation(false)
///  .inactive ───────────────────────────────▶ .active ─────────────────────▶ .stopped
///      ▲  ▲                                   │    │                          │
///      │  └──── animations end (completion) ──┘    │ stopAnimation(true)      │ finishAnimation(at:)
///      └───────────────────────────────────────────┴──────────────────────────┘
/// ```
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not attached.
  case inactive = 0
  /// Started or paused: its animations are attached and follow its clock.
  case active = 1
  /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animator's animations end up when it finishes, as `UIViewAnimatingPosition`; the
/// value passed to its completion handlers.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values (the values set in the animation blocks).
  case end = 0
  /// At the start values (the values before the animation blocks ran).
  case start = 1
  /// Where the animations were when they stopped.
  case current = 2
}

/// An object that runs, pauses, scrubs, stops and finishes view animations, as UIKit's
/// `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// The current lifecycle state.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are running (false while paused, inactive or stopped).
  var isRunning: Bool { get }
  /// Whether the animations run towards their start values.
  var isReversed: Bool { get set }
  /// How far the animations are, from 0 (start) to 1 (end).
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animator at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added while it runs, as UIKit's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds an animation block that runs alongside the existing ones.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animation block that starts after `delayFactor` × the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a completion handler, run with the final position when the animations finish.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing and a duration factor.
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
