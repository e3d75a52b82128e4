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
  /// The progress an interaction controller has given the transition (while the finger
  /// drives it and while it finishes or cancels), or nil when no interaction controller
  /// drives it and time alone says how far it is.
  public var interactiveProgress: Double?
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

  /// How far the transition is at `time`, 0…1: the interaction's progress when an interaction
  /// controller drives it, else the fraction of the duration elapsed, clamped.
  public func progress(at time: TimeInterval) -> Double {
    if let interactiveProgress { return min(max(interactiveProgress, 0), 1) }
    guard duration > 0 else { return 1 }
    return min(max((time - startTime) / duration, 0), 1)
  }

  public var description: String { "\(name), started at \(startTime) s, lasting \(duration) s" }
}

/// The transitions running now, in start order (reset with the timeline).
@MainActor
enum TransitionMonitor {
  private(set) static var active: [(id: ObjectIdentifier, record: TransitionRecord, live: () -> TransitionRecord)] =
    []

  /// Registers a running transition; `live` gives its record as of now (interactive progress).
  static func began(_ context: AnyObject, _ record: TransitionRecord, live: (() -> TransitionRecord)? = nil) {
    active.append((ObjectIdentifier(context), record, live ?? { record }))
  }

  static func ended(_ context: AnyObject) {
    active.removeAll { $0.id == ObjectIdentifier(context) }
  }

  static func reset() { active = [] }
}

extension Timeline {
  /// The container transitions running at the current tick, oldest first.
  public var activeTransitions: [TransitionRecord] { TransitionMonitor.active.map { $0.live() } }
}
