import Dispatch
import Foundation

/// Runs `body` on the main actor from a QuartzCore entry point that is nonisolated, as in
/// Apple's SDK, but reaches the model's main-actor state: the animation engine, the open
/// transactions, the display links and the views a layer backs.
///
/// Code isolated to the main actor passes, whatever thread runs it (a `@MainActor` Swift
/// Testing test on Linux is on the main actor without being on the main thread), and so does
/// code on the main thread. Anywhere else it traps with a message naming `api`, as UIKit's Main
/// Thread Checker names the API it catches.
///
/// - Note: UIKit difference: Core Animation keeps one transaction per thread, so layers can be
///   animated from any thread; here layers, animations and transactions that need the engine
///   must be used on the main actor.
func onMainActor<T>(_ api: @autoclosure () -> String, _ body: @MainActor () throws -> T) rethrows -> T {
  try onMainActor(api(), ()) { _ in try body() }
}

/// ``onMainActor(_:_:)`` handing `value` to `body`: how a nonisolated method passes its
/// non-`Sendable` receiver and arguments (a layer, an animation, a context) to main-actor code
/// without Swift's region checker seeing them cross, which they do not: the check has just
/// shown that the caller is on the main actor.
func onMainActor<Value, T>(
  _ api: @autoclosure () -> String, _ value: Value, _ body: @MainActor (Value) throws -> T
) rethrows -> T {
  guard MainActorCheck.isCurrent else { calledOffMainActor(api()) }
  return try withoutActuallyEscaping(body) { isolated in
    try unsafeBitCast(isolated, to: ((Value) throws -> T).self)(value)
  }
}

/// Traps for a QuartzCore entry point `api` that needs the main actor and was called off it
/// (see ``onMainActor(_:_:)``).
func calledOffMainActor(_ api: String) -> Never {
  fatalError(
    "\(api) was called off the main actor: HeadlessUIKit's layers share the UI model's main-actor animation "
      + "engine and clock; call it from main-actor code (`@MainActor`, `await MainActor.run { … }`)")
}

/// Whether the caller runs on the main actor, answered without trapping (the runtime's own check,
/// `MainActor.assumeIsolated`, traps off the main actor without a message on Linux, where it ends
/// in libdispatch's queue assertion).
enum MainActorCheck {
  /// The main dispatch queue's label.
  static let mainQueueLabel = DispatchQueue.main.label

  /// True on the main thread and in main-actor jobs, which run on the main queue (a
  /// `@MainActor` Swift Testing test on Linux runs there without being on the main thread, as
  /// every main-queue job does once `dispatchMain()` has handed the queue to a worker thread).
  /// The queue running the caller is told by its label: a queue-specific value set on the main
  /// queue from one of its own jobs only lands after that job, so it cannot answer for it.
  static var isCurrent: Bool {
    // Compared in place (no String made): QuartzCore's entry points ask on every layer change,
    // so the cheap checks come first: the main thread's identity, then the queue's label;
    // `Thread.isMainThread` (a system call on Linux) only answers for a thread that asks first.
    if let mainThread, pthread_equal(pthread_self(), mainThread) != 0 { return true }
    return mainQueueLabel.withCString { strcmp(currentQueueLabel(nil), $0) == 0 } || Thread.isMainThread
  }

  /// The main thread, recorded by the first check made on it (nil while the first check came
  /// from another thread: `Thread.isMainThread` then answers).
  private static let mainThread: pthread_t? = Thread.isMainThread ? pthread_self() : nil
}

/// libdispatch's `dispatch_queue_get_label`, which Swift's overlay hides behind
/// `DispatchQueue.label`; given nil (`DISPATCH_CURRENT_QUEUE_LABEL`) it names the queue running
/// the caller, which the overlay has no property for.
@_silgen_name("dispatch_queue_get_label")
private func currentQueueLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>
