import Foundation

/// A moment of a stage to check against a golden. Frame index, seconds and transition progress
/// are different cases, so they cannot be mixed up.
public enum FramePoint: Sendable, Hashable, CustomStringConvertible {
  /// The first frame at or after `seconds` (frame `⌈seconds × fps⌉`).
  case time(TimeInterval)
  /// Frame `index` (time `index / fps`).
  case frame(Int)
  /// The first frame at which `transition` (1-based, in start order; nil: every transition)
  /// shows at least `fraction` (0…1) of its change. Progress 0 is the frame it starts in,
  /// progress 1 the frame on which it has completed.
  ///
  /// Progress is the transition's *visual* progress, as the render manifest reports it: the
  /// value of its lead animation's timing curve (a cubic's y, a spring's displacement, the
  /// scrubbed or released property animator's progress), not the time elapsed — so p0.5 is
  /// the frame where the views are halfway, whatever the curve or the finger did (see
  /// `TransitionRecord`).
  case progress(Double, transition: Int?)

  public var description: String {
    switch self {
    case .time(let seconds): return "time \(seconds) s"
    case .frame(let index): return "frame \(index)"
    case .progress(let fraction, let transition):
      return "progress \(fraction) of " + (transition.map { "transition \($0)" } ?? "every transition")
    }
  }
}

/// The moments a golden test checks.
public struct FrameSelection: Sendable, Hashable {
  public var points: [FramePoint]

  public init(_ points: [FramePoint]) { self.points = points }

  /// The frames at or after each time, in seconds.
  public static func times(_ seconds: [TimeInterval]) -> FrameSelection { FrameSelection(seconds.map { .time($0) }) }
  /// The given frame indices.
  public static func frames(_ indices: [Int]) -> FrameSelection { FrameSelection(indices.map { .frame($0) }) }
  /// Each fraction of every transition.
  public static func progress(_ fractions: [Double]) -> FrameSelection {
    FrameSelection(fractions.map { .progress($0, transition: nil) })
  }
  /// Progress 0, 0.25, 0.5, 0.75 and 1 of every transition: the gallery's goldens.
  public static let transitionQuarters = progress([0, 0.25, 0.5, 0.75, 1])
}

/// A frame point resolved against a stage: its golden's name and the frame it selects.
public struct ResolvedFrame: Sendable, Hashable, Codable {
  /// The golden's file name without extension: `frame-0012`, `time-0.400s`,
  /// `transition1-push-p0.25`.
  public var label: String
  public var index: Int
  /// `index / fps`.
  public var time: Double
  /// For people: `push (transition 1) at 25 %`.
  public var detail: String
}
