import Foundation
import Synchronization

/// Core Animation's transactions on threads other than the main one.
///
/// On iOS each thread has its own transaction stack: a layer created, configured and changed
/// on a background queue (building a layer tree in `DispatchQueue.global().async`) records its
/// changes in that thread's implicit transaction, which commits at the thread's next run-loop
/// turn and reaches the screen with the next main-thread transaction. Here a layer change that
/// needs the main-actor animation engine (a layer tree member's implicit animation, adding or
/// removing an animation) made off the main actor is recorded with the settings of the
/// thread's innermost transaction (duration, timing function, disabled actions, completion
/// block) and applied on the main actor when the model next commits: at the start of the next
/// timeline tick, or at the next `CATransaction.begin()`/`commit()` on the main actor,
/// whichever comes first — in the order the changes were made.
///
/// Nonisolated: the per-thread stacks live in thread-local storage and the committed work in a
/// `Mutex`, so any number of threads may use layers and transactions at once.
///
/// - Note: UIKit difference: the model values themselves are stored at once on the calling
///   thread, without Core Animation's per-layer locks: a layer may be changed off the main
///   thread while it is not yet part of a displayed tree (the usual pattern: build off the main
///   thread, then add the tree on the main queue); changing a layer that is on screen from
///   another thread while frames are rendered is a data race.
enum ThreadTransaction {
  /// One open transaction on a background thread.
  final class Frame {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool
    var completion: (() -> Void)?
    /// The changes made while the transaction was open, applied when it commits.
    var work: [@MainActor () -> Void] = []

    init(duration: CFTimeInterval, timingFunction: CAMediaTimingFunction?, disableActions: Bool) {
      self.duration = duration
      self.timingFunction = timingFunction
      self.disableActions = disableActions
    }
  }

  /// A thread's transactions: the implicit one, then the explicit ones, innermost last.
  final class Stack {
    var frames = [Frame(duration: CAAnimation.defaultDuration, timingFunction: nil, disableActions: false)]
  }

  /// Work committed by background threads, waiting for the main actor.
  private struct Committed: @unchecked Sendable {
    // Only moved between threads under the mutex, and run on the main actor.
    var batches: [[@MainActor () -> Void]] = []
  }
  private static let committed = Mutex(Committed())
  /// Whether `committed` may hold work (checked without the lock on every main-actor commit).
  private static let hasWork = Atomic<Bool>(false)

  private static let key = "HeadlessUIKit.CATransaction.stack"

  /// The calling thread's transaction stack.
  static var stack: Stack {
    if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }

  /// The calling thread's innermost transaction.
  static var current: Frame { stack.frames[stack.frames.count - 1] }

  /// Records `body(value)`, a change the main actor applies, in the calling thread's innermost
  /// transaction with its settings; an implicit transaction commits it at once. `value` (the
  /// layer, the animation) travels to the main actor with it: the thread that changed it hands
  /// it over, as Core Animation's commit does.
  static func record<Value>(_ value: Value, _ body: @escaping @MainActor (Value) -> Void) {
    let carried = Carried(value)
    record { body(carried.value) }
  }

  /// A value handed to the main actor by the transaction that changed it.
  private struct Carried<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private static func record(_ work: @escaping @MainActor () -> Void) {
    let frame = current
    let settings = (frame.duration, frame.timingFunction, frame.disableActions)
    frame.work.append {
      CATransaction.applying(duration: settings.0, timingFunction: settings.1, disableActions: settings.2, work)
    }
    if stack.frames.count == 1 { commitImplicit() }
  }

  /// Commits the implicit transaction's changes.
  private static func commitImplicit() {
    let frame = stack.frames[0]
    let work = frame.work
    frame.work = []
    hand(work)
  }

  /// Opens a transaction on the calling thread, inheriting the current settings.
  static func begin() {
    let outer = current
    stack.frames.append(
      Frame(duration: outer.duration, timingFunction: outer.timingFunction, disableActions: outer.disableActions))
  }

  /// Closes the calling thread's innermost transaction: its changes (with its completion block,
  /// which runs on the main actor once their animations have stopped) join the enclosing one,
  /// or go to the main actor when it was the outermost.
  static func commit() {
    precondition(stack.frames.count > 1, "CATransaction.commit() without a matching begin()")
    let frame = stack.frames.removeLast()
    var work = frame.work
    if let completion = frame.completion {
      let carried = Carried((completion, work))
      work = [{ CATransaction.grouping(carried.value.0, carried.value.1) }]
    }
    if stack.frames.count == 1 { hand(work) } else { current.work.append(contentsOf: work) }
  }

  /// Hands committed work to the main actor.
  private static func hand(_ work: [@MainActor () -> Void]) {
    guard !work.isEmpty else { return }
    committed.withLock { $0.batches.append(work) }
    hasWork.store(true, ordering: .releasing)
  }

  /// Applies the work background threads committed, in commit order (on the main actor).
  @MainActor
  static func flush() {
    guard hasWork.load(ordering: .acquiring) else { return }
    let batches = committed.withLock { committed in
      hasWork.store(false, ordering: .releasing)
      defer { committed.batches = [] }
      return committed.batches
    }
    for batch in batches { for work in batch { work() } }
  }
}
