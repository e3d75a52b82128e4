import Foundation

/// Groups layer changes and sets how implicit animations run, as Core Animation's
/// `CATransaction`.
///
/// Outside explicit transactions an implicit one applies: 0.25 s, the default timing function,
/// actions enabled. The completion block of an explicit transaction runs when every animation
/// added while it was open has stopped (or at the end of the tick when there were none).
///
/// Nonisolated, as in the SDK (the completion block is a plain closure, not `@Sendable`); the
/// transactions belong to the model's animation engine, so each method checks that it runs on
/// the main actor.
///
/// - Note: UIKit difference: Core Animation keeps one transaction stack per thread; here there
///   is one, the main actor's, and calling these methods elsewhere traps naming the method.
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
    onMainActor("CATransaction.begin()") {
      var state = current
      state.group = nil
      stack.append(state)
    }
  }

  /// Closes the innermost transaction; its completion block is scheduled.
  public static func commit() {
    onMainActor("CATransaction.commit()") {
      precondition(!stack.isEmpty, "CATransaction.commit() without a matching begin()")
      let state = stack.removeLast()
      state.group?.seal()
    }
  }

  /// Does nothing: there is no render server to flush to.
  public static func flush() {}

  /// The duration of the current transaction's implicit animations, as `animationDuration()`.
  public static func animationDuration() -> CFTimeInterval {
    onMainActor("CATransaction.animationDuration()") { current.duration }
  }

  /// Sets the duration of the current transaction's implicit animations, as
  /// `setAnimationDuration(_:)`.
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    onMainActor("CATransaction.setAnimationDuration(_:)") { current.duration = dur }
  }

  /// The timing function of the current transaction's implicit animations (nil: the default
  /// curve), as `animationTimingFunction()`.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    onMainActor("CATransaction.animationTimingFunction()") { current.timingFunction }
  }

  /// Sets the timing function of the current transaction's implicit animations, as
  /// `setAnimationTimingFunction(_:)`.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    onMainActor("CATransaction.setAnimationTimingFunction(_:)") { current.timingFunction = function }
  }

  /// Whether the current transaction's changes make no implicit animations, as
  /// `disableActions()`.
  public static func disableActions() -> Bool {
    onMainActor("CATransaction.disableActions()") { current.disableActions }
  }

  /// Turns the current transaction's implicit animations off or on, as `setDisableActions(_:)`.
  public static func setDisableActions(_ flag: Bool) {
    onMainActor("CATransaction.setDisableActions(_:)") { current.disableActions = flag }
  }

  /// Sets the block run when the transaction's animations have all stopped.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    onMainActor("CATransaction.setCompletionBlock(_:)", block) { block in
      precondition(!stack.isEmpty, "CATransaction.setCompletionBlock(_:) needs an explicit CATransaction.begin()")
      current.group = block.map { block in AnimationGroup { _ in block() } }
    }
  }

  /// The groups of the open explicit transactions, which an added animation joins.
  @MainActor
  static var openGroups: [AnimationGroup] { stack.compactMap(\.group) }
}
