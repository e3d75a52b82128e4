import Synchronization

/// A thread-safe count of finished frames, for progress reports from worker threads.
public final class FrameCounter: Sendable {
  private let count = Atomic<Int>(0)

  public init() {}

  /// Adds one and returns the new count.
  @discardableResult
  public func increment() -> Int {
    count.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The count so far.
  public var value: Int { count.load(ordering: .relaxed) }
}
