import Foundation

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active time (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The initial value before the begin time.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsBackwards: Bool { self == .backwards || self == .both }
  var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Core Animation's hierarchical timing, as `CAMediaTiming`: layers and animations map their
/// parent's time to their own local time with
///
/// ```
/// t_local = (t_parent − beginTime) × speed + timeOffset
/// ```
///
/// A layer with `speed = 0` and `timeOffset = t` is frozen at `t`, with its whole subtree: the
/// mechanism behind pausing, scrubbing and percent-driven interactive transitions.
///
/// Nonisolated, as in the SDK.
public protocol CAMediaTiming: AnyObject {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  /// Iterations (fractions allowed); `.infinity` repeats forever; 0 means once.
  var repeatCount: Float { get set }
  /// Seconds to repeat for (overrides `repeatCount` when > 0).
  var repeatDuration: CFTimeInterval { get set }
  /// Plays each iteration forwards then backwards.
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

/// Where an animation is at one moment of its parent's time.
struct ActiveTime: Equatable {
  enum Phase: Equatable {
    /// Before `beginTime`.
    case before
    /// Running; also used for fill-forwards after the end.
    case active
    /// After the active duration.
    case after
  }

  var phase: Phase
  /// Seconds into the current iteration, mirrored on the way back when autoreversing.
  var iterationTime: Double
  /// The simple duration of one iteration.
  var duration: Double

  /// Evaluates `timing` at `parentTime` (the layer's local time for an animation).
  ///
  /// Active duration: `repeatDuration` if set, else `repeatCount` iterations (1 when 0) of
  /// `duration` (twice that when autoreversing).
  init(_ timing: some CAMediaTiming, parentTime: Double) {
    let d = timing.duration
    duration = d
    let local = (parentTime - timing.beginTime) * Double(timing.speed) + timing.timeOffset
    let cycle = d * (timing.autoreverses ? 2 : 1)
    let active = ActiveTime.activeDuration(of: timing)
    if local < 0 {
      phase = .before
      iterationTime = 0
      return
    }
    var within: Double
    if local >= active {
      phase = .after
      // The value at the very end: the end of the last (possibly partial) iteration.
      if cycle <= 0 || active.isInfinite {
        within = d
      } else {
        within = active.truncatingRemainder(dividingBy: cycle)
        if within == 0 { within = cycle }
      }
    } else {
      phase = .active
      within = cycle > 0 ? local.truncatingRemainder(dividingBy: cycle) : 0
    }
    if timing.autoreverses && within > d { within = cycle - within }
    iterationTime = min(max(within, 0), d)
  }

  static func activeDuration(of timing: some CAMediaTiming) -> Double {
    let cycle = timing.duration * (timing.autoreverses ? 2 : 1)
    if timing.repeatDuration > 0 { return timing.repeatDuration }
    if timing.repeatCount.isInfinite { return .infinity }
    return cycle * Double(timing.repeatCount > 0 ? timing.repeatCount : 1)
  }
}

extension ActiveTime {
  /// Whether an animation affects its property at this moment: always while active, before its
  /// begin time only when it fills backwards, after its end only when it fills forwards.
  func hasEffect(fillMode: CAMediaTimingFillMode) -> Bool {
    switch phase {
    case .active: return true
    case .before: return fillMode.fillsBackwards
    case .after: return fillMode.fillsForwards
    }
  }
}
