import Foundation

/// Main-queue scheduling on the virtual timeline: what `DispatchQueue.main.asyncAfter` and
/// `perform(_:with:afterDelay:)` do in an app, driven by frame time instead of the wall clock.
///
/// Ported code need not call it: `DispatchQueue.main.async` and `asyncAfter` called on the
/// main actor while a ``Timeline`` exists come here (see `DispatchQueue+Timeline.swift`).
///
/// - Note: UIKit difference: a Flipbook addition; `asyncAfter(delay:execute:)` takes the delay
///   exactly (`DispatchQueue.main.asyncAfter` rounds it up to a whole millisecond).
@preconcurrency @MainActor
public enum VirtualMainQueue {
  /// Runs `work` on the first tick at or after `delay` seconds from now.
  ///
  /// - Precondition: a ``Timeline`` exists.
  public static func asyncAfter(delay: TimeInterval, execute work: @escaping () -> Void) {
    guard let timeline = Timeline.current else {
      preconditionFailure("VirtualMainQueue.asyncAfter: no Timeline is running; create one first")
    }
    precondition(delay.isFinite, "VirtualMainQueue.asyncAfter: delay must be finite, got \(delay)")
    timeline.schedule(at: CACurrentMediaTime() + max(0, delay), name: "asyncAfter", work)
  }

  /// Runs `work` later in the current tick (or in the next one), as `DispatchQueue.main.async`.
  public static func async(execute work: @escaping () -> Void) {
    AnimationEngine.enqueueCompletion(work)
  }
}

extension NSObject {
  /// Runs `action` after `delay` seconds of timeline time, as
  /// `perform(_:with:afterDelay:)` does with a selector.
  @preconcurrency @MainActor
  public func perform(afterDelay delay: TimeInterval, _ action: @escaping () -> Void) {
    VirtualMainQueue.asyncAfter(delay: delay, execute: action)
  }
}
