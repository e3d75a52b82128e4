import Foundation

/// Why a timeline stopped: a scheduled action (a scene script step) found the model in a state
/// it cannot act on. Actions run inside a tick and cannot throw, so they record the problem and
/// the renderer throws it after the tick.
public struct TimelineActionError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, naming the action (a scene's `script[i]` field path) and the value.
  public var message: String
  /// The media time of the tick that met it.
  public var time: TimeInterval

  public var description: String { "\(message) (at \(DisplayList.format(time)) s)" }
}

extension Timeline {
  /// Records that a scheduled action could not be carried out; the first record wins and
  /// ``checkTransitions()`` throws it after the tick.
  ///
  /// - Note: UIKit difference: a Flipbook addition (scripted scenes have no UIKit counterpart).
  public func fail(_ message: String) {
    if actionFailure == nil { actionFailure = TimelineActionError(message: message, time: CACurrentMediaTime()) }
  }
}
