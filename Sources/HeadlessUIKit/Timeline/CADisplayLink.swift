import Foundation

/// A timer synchronised with the display, as Core Animation's `CADisplayLink`: once added to a
/// run loop it calls its handler on every tick of the ``Timeline`` (or every n-th tick for a
/// lower `preferredFramesPerSecond`), reporting the virtual frame times.
///
/// - Note: UIKit difference: there are no Objective-C selectors on Linux, so the target is a
///   closure: `CADisplayLink { link in … }` or `CADisplayLink(target: self) { link in … }`.
///   Work driven by a display link is not scrubbed by interactive transitions, as on iOS.
///
/// Nonisolated and not `Sendable`, as in the SDK; the handler runs on the main actor (as a link
/// added to the main run loop fires on the main thread), and adding or invalidating a scheduled
/// link happens there too: elsewhere those trap, naming the method.
public final class CADisplayLink {
  private let handler: (CADisplayLink) -> Void
  private weak var target: AnyObject?
  private let hasTarget: Bool
  private(set) var isScheduled = false
  /// Stops the callbacks while true.
  public var isPaused = false
  /// Desired callback rate; 0 means every tick. The link fires on the ticks that keep it closest
  /// to this rate (every `round(fps / preferred)`-th tick).
  public var preferredFramesPerSecond = 0
  /// Time of the last frame shown (media time).
  public private(set) var timestamp: CFTimeInterval = 0
  /// Time of the next frame.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// Seconds between ticks (`1 / fps`).
  public private(set) var duration: CFTimeInterval = 0
  private var ticks = 0

  /// A display link calling `handler` each tick.
  public init(handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
    hasTarget = false
  }

  /// A display link calling `action` while `target` is alive; like UIKit, the link holds its
  /// target — here weakly, and the link stops when the target is gone.
  public init(target: AnyObject, action: @escaping (CADisplayLink) -> Void) {
    self.handler = action
    self.target = target
    hasTarget = true
  }

  /// A display link calling a method of `target` each tick: the closure form of
  /// `init(target:selector:)`, e.g. `CADisplayLink(target: self, selector: SpinnerView.step)` for
  /// `func step(_ link: CADisplayLink)`. The target is held weakly (see `init(target:action:)`).
  public convenience init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
    self.init(target: target) { [weak target] link in
      if let target { selector(target)(link) }
    }
  }

  /// Starts the callbacks, as `add(to:forMode:)`.
  ///
  /// - Note: UIKit difference: whatever `runloop` is given, the link fires with the model's
  ///   timeline, on the main actor.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    onMainActor("CADisplayLink.add(to:forMode:)", self) { link in
      guard !link.isScheduled else { return }
      link.isScheduled = true
      DisplayLinks.active.append(link)
    }
  }

  /// Stops the callbacks for that mode, as `remove(from:forMode:)`.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// Stops the callbacks for good, as `invalidate()`.
  public func invalidate() {
    guard isScheduled else { return }
    onMainActor("CADisplayLink.invalidate()", self) { link in
      link.isScheduled = false
      DisplayLinks.active.removeAll { $0 === link }
    }
  }

  /// Fires for frame `frame` of a timeline ticking `rate` times per model second
  /// (``Timeline/modelFrameRate``; times computed from the index, never accumulated).
  @MainActor
  func tick(frame: Int, rate: Double) {
    guard isScheduled else { return }
    if hasTarget && target == nil { return invalidate() }
    let every =
      preferredFramesPerSecond > 0 ? max(1, Int((rate / Double(preferredFramesPerSecond)).rounded())) : 1
    defer { ticks += 1 }
    guard !isPaused, ticks % every == 0 else { return }
    duration = 1 / rate
    timestamp = Double(frame) / rate
    targetTimestamp = Double(frame + every) / rate
    handler(self)
  }
}

/// The display links currently added to a run loop, in the order they were added.
@MainActor
enum DisplayLinks {
  static var active: [CADisplayLink] = []

  static func tick(frame: Int, rate: Double) {
    for link in active { link.tick(frame: frame, rate: rate) }
  }
}
