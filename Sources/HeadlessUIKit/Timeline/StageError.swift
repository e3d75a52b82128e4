import Foundation

/// Why a ``Stage`` cannot be run.
///
/// A plain `Sendable` value (not main-actor bound like the UIKit types): errors cross
/// isolation domains.
public enum StageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The stage's timeline has already ticked (to `frame`): time only moves forward, so a stage
  /// renders once. Build a fresh stage for each run.
  case alreadyRun(stage: String, frame: Int, api: String)

  public var description: String {
    switch self {
    case .alreadyRun(let stage, let frame, let api):
      return
        "\(api): stage '\(stage)' has already run (its timeline is at frame \(frame)); a stage runs once, build a fresh one for each render"
    }
  }
}
