import Foundation

/// Groups layer changes and sets how implicit animations run, as Core Animation's
/// `CATransaction`.
///
/// Outside explicit transactions an implicit one applies: 0.25 s, the default timing function,
/// actions enabled. The completion block of an explicit transaction runs when every animation
/// added while it was open has stopped (or at the end of the tick when there were none).
///
/// Nonisolated, as in the SDK (the completion block is a plain closure, not `@Sendable`). As in
/// Core Animation each thread has its own transaction stack: on the main actor the methods
/// drive the model's animation engine; on another thread they set up that thread's
/// transactions, whose changes reach the main actor when they commit (see
/// `ThreadTransaction`). A main-actor `begin()` or `commit()` first applies what other
/// threads committed, as the next main transaction flushes them on iOS.
open class CATransaction {
  @MainActor
  struct State {
    var duration: CFTimeInterval = CAAnimation.defaultDuration
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var group: AnimationGroup?
  }

  @MainActor private static var stack: [State] = []
  @MainActor private static var implicit = State()

  @MainActor
  static func reset() {
    stack = []
    implicit = State()
  }

  /// The innermost open transaction's settings (the implicit transaction's when none is open).
  @MainActor
  static var current: State {
    get { stack.last ?? implicit }
    set {
      if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue }
    }
  }

  /// Opens a transaction nested in the current one, inheriting its settings.
  public static func begin() {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.begin() }
    onMainActor("CATransaction.begin()") {
      ThreadTransaction.flush()
      var state = current
      state.group = nil
      stack.append(state)
    }
  }

  /// Closes the innermost transaction; its completion block is scheduled.
  public static func commit() {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.commit() }
    onMainActor("CATransaction.commit()") {
      ThreadTransaction.flush()
      precondition(!stack.isEmpty, "CATransaction.commit() without a matching begin()")
      let state = stack.removeLast()
      state.group?.seal()
    }
  }

  /// Commits the implicit transaction, as `flush()`: on the main actor, applies what other
  /// threads committed; elsewhere nothing waits (a background thread's implicit transaction
  /// commits each change as it is made).
  public static func flush() {
    guard MainActorCheck.isCurrent else { return }
    onMainActor("CATransaction.flush()") { ThreadTransaction.flush() }
  }

  /// The duration of the current transaction's implicit animations, as `animationDuration()`.
  public static func animationDuration() -> CFTimeInterval {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.duration }
    return onMainActor("CATransaction.animationDuration()") { current.duration }
  }

  /// Sets the duration of the current transaction's implicit animations, as
  /// `setAnimationDuration(_:)`.
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.duration = dur }
    onMainActor("CATransaction.setAnimationDuration(_:)") { current.duration = dur }
  }

  /// The timing function of the current transaction's implicit animations (nil: the default
  /// curve), as `animationTimingFunction()`.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.timingFunction }
    return onMainActor("CATransaction.animationTimingFunction()") { current.timingFunction }
  }

  /// Sets the timing function of the current transaction's implicit animations, as
  /// `setAnimationTimingFunction(_:)`.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.timingFunction = function }
    onMainActor("CATransaction.setAnimationTimingFunction(_:)") { current.timingFunction = function }
  }

  /// Whether the current transaction's changes make no implicit animations, as
  /// `disableActions()`.
  public static func disableActions() -> Bool {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.disableActions }
    return onMainActor("CATransaction.disableActions()") { current.disableActions }
  }

  /// Turns the current transaction's implicit animations off or on, as `setDisableActions(_:)`.
  public static func setDisableActions(_ flag: Bool) {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.current.disableActions = flag }
    onMainActor("CATransaction.setDisableActions(_:)") { current.disableActions = flag }
  }

  /// Sets the block run when the transaction's animations have all stopped.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard MainActorCheck.isCurrent else {
      precondition(
        ThreadTransaction.stack.frames.count > 1,
        "CATransaction.setCompletionBlock(_:) needs an explicit CATransaction.begin()")
      return ThreadTransaction.current.completion = block
    }
    onMainActor("CATransaction.setCompletionBlock(_:)", block) { block in
      precondition(!stack.isEmpty, "CATransaction.setCompletionBlock(_:) needs an explicit CATransaction.begin()")
      current.group = block.map { block in AnimationGroup { _ in block() } }
    }
  }

  /// The groups of the open explicit transactions, which an added animation joins.
  @MainActor
  static var openGroups: [AnimationGroup] { stack.compactMap(\.group) }
}

extension CATransaction {
  /// Runs `work` inside a transaction with these settings (a background thread's transaction
  /// applied on the main actor).
  @MainActor
  static func applying(
    duration: CFTimeInterval, timingFunction: CAMediaTimingFunction?, disableActions: Bool,
    _ work: @MainActor () -> Void
  ) {
    stack.append(State(duration: duration, timingFunction: timingFunction, disableActions: disableActions))
    defer { stack.removeLast() }
    work()
  }

  /// Runs `work` with every animation it adds joining a group whose completion is `block`
  /// (a background thread's transaction with a completion block, applied on the main actor).
  @MainActor
  static func grouping(_ block: @escaping () -> Void, _ work: [@MainActor () -> Void]) {
    var state = current
    let group = AnimationGroup { _ in block() }
    state.group = group
    stack.append(state)
    for item in work { item() }
    stack.removeLast()
    group.seal()
  }
}
