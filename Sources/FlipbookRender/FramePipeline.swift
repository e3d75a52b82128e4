import Foundation
import Graphics

/// Rasterises display lists on worker threads while the model moves on, with a bounded queue
/// so memory does not grow with the number of frames.
///
/// The producer (the main actor, ticking the timeline) calls `submit(_:_:)`, which blocks while
/// `capacity` frames are waiting. Each worker takes whole frames — `consume` rasterises, encodes
/// and writes one display list — so output order does not depend on thread timing:
/// every frame goes to its own file. `finish()` waits for the workers and throws the error of
/// the lowest failing frame, so the reported error is deterministic too.
///
/// With a memory limit, each frame reserves its cost (given to `submit`) while a worker
/// renders it, and a worker waits until the reservations in use leave room for its frame (a
/// frame always runs when no other does): frames of a resized, larger window run fewer at once.
final class FramePipeline: @unchecked Sendable {
  typealias Consumer = @Sendable (_ index: Int, _ list: DisplayList) throws -> Void

  private let condition = NSCondition()
  private var queue: [(index: Int, list: DisplayList, cost: Int)] = []
  /// The bytes the frames being rendered reserved, and the most they may reserve (nil: no limit).
  private var reserved = 0
  private let memoryLimit: Int?
  private var closed = false
  private var running = 0
  private var failures: [(index: Int, error: any Error)] = []
  private let capacity: Int
  private let consume: Consumer

  /// Starts `workers` threads (at least 1); frames' reservations stay within `memoryLimit`.
  init(workers: Int, memoryLimit: Int? = nil, consume: @escaping Consumer) {
    let count = max(1, workers)
    self.memoryLimit = memoryLimit
    self.capacity = count * 2
    self.consume = consume
    running = count
    for number in 0..<count {
      let thread = Thread { [self] in self.work() }
      thread.name = "flipbook-render-\(number)"
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// Queues a frame that reserves `cost` bytes while it renders; blocks while the queue is
  /// full. Returns false once a frame has failed (the caller may stop producing).
  @discardableResult
  func submit(_ index: Int, _ list: DisplayList, cost: Int = 0) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= capacity && failures.isEmpty { condition.wait() }
    guard failures.isEmpty else { return false }
    queue.append((index, list, cost))
    condition.broadcast()
    return true
  }

  /// Waits for every queued frame, stops the workers and rethrows the first failure.
  func finish() throws {
    condition.lock()
    closed = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    let first = failures.min { $0.index < $1.index }
    condition.unlock()
    if let first { throw first.error }
  }

  private func work() {
    while true {
      condition.lock()
      while queue.isEmpty && !closed { condition.wait() }
      if queue.isEmpty || !failures.isEmpty {
        running -= 1
        condition.broadcast()
        condition.unlock()
        return
      }
      let job = queue.removeFirst()
      condition.broadcast()
      if let memoryLimit {
        while reserved > 0 && reserved + job.cost > memoryLimit { condition.wait() }
      }
      reserved += job.cost
      condition.unlock()
      var failure: (any Error)?
      do {
        try consume(job.index, job.list)
      } catch {
        failure = error
      }
      condition.lock()
      reserved -= job.cost
      if let failure { failures.append((job.index, failure)) }
      condition.broadcast()
      condition.unlock()
    }
  }
}
