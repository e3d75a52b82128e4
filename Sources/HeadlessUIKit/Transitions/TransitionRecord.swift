import Foundation

/// A container transition in progress, as the renderer reports it in manifests: which
/// operation, when it started and how long its animator said it lasts.
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

  public init(operation: String, startTime: TimeInterval, duration: TimeInterval, name: String) {
    self.operation = operation
    self.startTime = startTime
    self.duration = duration
    self.name = name
  }

  /// The fraction of the duration elapsed at `time`, clamped to 0…1.
  public func progress(at time: TimeInterval) -> Double {
    guard duration > 0 else { return 1 }
    return min(max((time - startTime) / duration, 0), 1)
  }

  public var description: String { "\(name), started at \(startTime) s, lasting \(duration) s" }
}

/// The transitions running now, in start order (reset with the timeline).
@MainActor
enum TransitionMonitor {
  private(set) static var active: [(id: ObjectIdentifier, record: TransitionRecord)] = []

  static func began(_ context: AnyObject, _ record: TransitionRecord) {
    active.append((ObjectIdentifier(context), record))
  }

  static func ended(_ context: AnyObject) {
    active.removeAll { $0.id == ObjectIdentifier(context) }
  }

  static func reset() { active = [] }
}

extension Timeline {
  /// The container transitions running at the current tick, oldest first.
  public var activeTransitions: [TransitionRecord] { TransitionMonitor.active.map(\.record) }
}
