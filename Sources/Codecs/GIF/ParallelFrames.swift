import Foundation

/// Runs per-frame work on a fixed number of worker threads with a fixed assignment (item i on
/// worker i mod workers), so each worker can own the lookup tables it reuses and the results —
/// returned in item order — do not depend on scheduling.
enum ParallelFrames {
  /// `body(worker, item)` for every item in `0..<count`, on at most `workers` threads; the
  /// results in item order. With one worker (or one item) everything runs on the calling thread.
  static func map<T>(_ count: Int, workers: Int, _ body: (_ worker: Int, _ item: Int) -> T) -> [T] {
    let threads = max(1, min(workers, count))
    if threads == 1 { return (0..<count).map { body(0, $0) } }
    let results = UnsafeMutablePointer<T>.allocate(capacity: count)
    defer { results.deallocate() }
    withoutActuallyEscaping(body) { body in
      // Each worker writes only its own items' slots and calls `body` only with its own worker
      // index, whose state the caller keeps apart: no two threads touch the same memory.
      let shared = UncheckedSendable((results: results, body: body))
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        var item = worker
        while item < count {
          (shared.value.results + item).initialize(to: shared.value.body(worker, item))
          item += threads
        }
      }
    }
    return (0..<count).map { (results + $0).move() }
  }
}

/// A value handed to worker threads under a discipline the compiler cannot check (see
/// ``ParallelFrames/map(_:workers:_:)``).
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
