import Foundation

/// The container transitions running now, in start order, as `Timeline.activeTransitions`
/// reports them to manifests, contact sheets, golden tests and the watchdog (reset with the
/// timeline).
///
/// UIKit's own containers (navigation, tab bar, modal presentation) register every transition
/// they run. A custom container brings its own `UIViewControllerContextTransitioning`, which
/// UIKit cannot see; it opts in with ``transitionDidBegin(_:operation:duration:name:interactiveProgress:)``
/// when it starts a transition and ``transitionDidEnd(_:)`` when the animator completes it.
///
/// Each transition's progress is the visual progress of its lead animation: the first
/// animation attached inside its container view in the tick it began (see ``TransitionRecord``).
///
/// Not registered, by design: `UIView.transition(with:…)`/`transition(from:to:…)`,
/// `UIViewController.transition(from:to:duration:options:animations:completion:)` and
/// `UICollectionView.setCollectionViewLayout(_:animated:)`. They are view animations a
/// controller runs inside its own view, with no transition context, coordinator or
/// interaction; a test or sheet chooses their frames by time.
///
/// - Note: UIKit difference: UIKit has no such register; it is Flipbook's way of knowing which
///   transition a frame shows and how far it is.
@preconcurrency @MainActor
public enum TransitionMonitor {
  /// One running transition.
  @MainActor final class Entry {
    let id: ObjectIdentifier
    let record: TransitionRecord
    weak var container: CALayer?
    /// The record as of now, without its visual progress.
    let live: (Entry) -> TransitionRecord
    /// The animation whose timing gives the visual progress, and its layer.
    var lead: (layer: Weak<CALayer>, animation: CAAnimation)?
    /// The last time a custom context was seen interactive.
    var lastInteractiveTime: TimeInterval?

    init(
      id: ObjectIdentifier, record: TransitionRecord, container: CALayer, live: @escaping (Entry) -> TransitionRecord
    ) {
      self.id = id
      self.record = record
      self.container = container
      self.live = live
    }

    /// The record now, with the lead animation's progress.
    var current: TransitionRecord {
      var now = live(self)
      if let lead, let layer = lead.layer.value {
        now.visualProgress = lead.animation.timingProgress(
          atLayerTime: layer.localTime(forMediaTime: CACurrentMediaTime()))
      }
      return now
    }
  }

  private(set) static var active: [Entry] = []

  /// Registers a running transition of UIKit's own transition context; `live` gives its record
  /// as of now (interaction state and progress).
  static func began(
    _ context: AnyObject, _ record: TransitionRecord, container: UIView, live: @escaping () -> TransitionRecord
  ) {
    active.append(Entry(id: ObjectIdentifier(context), record: record, container: container.layer) { _ in live() })
  }

  /// Registers a transition that a custom container runs with its own context, so manifests,
  /// contact sheets and golden progress points see it like UIKit's own transitions. Call it
  /// when the transition starts — before the animator's `animateTransition(using:)` (or
  /// `startInteractiveTransition(_:)`), in the same tick — and call
  /// ``transitionDidEnd(_:)`` when the animator completes it (in `completeTransition(_:)`).
  ///
  /// The record reads `isInteractive` and `transitionWasCancelled` from `context` whenever it is
  /// asked; its progress is the visual progress of the first animation attached inside
  /// `context.containerView` in this tick, which follows the context's own layer-time driving
  /// (`speed`, `timeOffset`, `beginTime`) while interactive, finishing or cancelling.
  ///
  /// - Parameters:
  ///   - context: the custom context (registered once; a second registration traps).
  ///   - operation: the operation's name in manifests and golden labels (`select`, `push`, …).
  ///   - duration: the animator's `transitionDuration(using:)`.
  ///   - name: the transition named for messages (default: operation, controllers, context).
  ///   - interactiveProgress: the interaction's `percentComplete` while a gesture drives the
  ///     transition and while it finishes or cancels (nil: none).
  /// - Note: UIKit difference: UIKit has no such call; on iOS, remove it or keep it behind
  ///   `#if canImport(HeadlessUIKit)`.
  public static func transitionDidBegin(
    _ context: any UIViewControllerContextTransitioning, operation: String, duration: TimeInterval,
    name: String? = nil, interactiveProgress: (() -> Double?)? = nil
  ) {
    precondition(
      !active.contains { $0.id == ObjectIdentifier(context) },
      "TransitionMonitor.transitionDidBegin(_:operation:duration:): \(type(of: context)) is already registered; call transitionDidEnd(_:) when its transition completes"
    )
    precondition(
      duration.isFinite && duration >= 0,
      "TransitionMonitor.transitionDidBegin(_:operation:duration:): duration \(duration) must be ≥ 0")
    let from = context.viewController(forKey: .from).map(TransitionTrace.name(of:)) ?? "nil"
    let to = context.viewController(forKey: .to).map(TransitionTrace.name(of:)) ?? "nil"
    let record = TransitionRecord(
      operation: operation, startTime: CACurrentMediaTime(), duration: duration,
      name: name ?? "\(operation) '\(from)' → '\(to)' (\(type(of: context)))")
    let entry = Entry(id: ObjectIdentifier(context), record: record, container: context.containerView.layer) {
      [weak context] entry in
      var live = record
      guard let context else { return live }
      live.isInteractive = context.isInteractive
      live.isCancelled = context.transitionWasCancelled
      live.interactiveProgress = interactiveProgress?()
      if context.isInteractive { entry.lastInteractiveTime = CACurrentMediaTime() }
      live.interactionEndTime = entry.lastInteractiveTime
      return live
    }
    active.append(entry)
  }

  /// Removes a transition registered with
  /// ``transitionDidBegin(_:operation:duration:name:interactiveProgress:)`` (call it when the
  /// animator completes the transition).
  ///
  /// - Precondition: `context` is registered.
  /// - Note: UIKit difference: UIKit has no such call.
  public static func transitionDidEnd(_ context: any UIViewControllerContextTransitioning) {
    precondition(
      active.contains { $0.id == ObjectIdentifier(context) },
      "TransitionMonitor.transitionDidEnd(_:): \(type(of: context)) was not registered with transitionDidBegin(_:operation:duration:)"
    )
    ended(context)
  }

  static func ended(_ context: AnyObject) {
    active.removeAll { $0.id == ObjectIdentifier(context) }
  }

  /// Makes `animation`, just attached to `layer`, the lead of every transition that began in
  /// this tick, has no lead yet and contains `layer` in its container view.
  static func animationAttached(_ animation: CAAnimation, to layer: CALayer) {
    let now = CACurrentMediaTime()
    for entry in active where entry.lead == nil && entry.record.startTime == now {
      guard let container = entry.container, layer.isDescendant(of: container) else { continue }
      entry.lead = (Weak(layer), animation)
    }
  }

  static func reset() { active = [] }
}

/// A weak reference, for tuples.
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}

extension Timeline {
  /// The container transitions running at the current tick, oldest first.
  public var activeTransitions: [TransitionRecord] { TransitionMonitor.active.map(\.current) }
}
