import Synchronization

/// A thread-safe count of finished frames, for progress reports from worker threads.
final class FrameCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
