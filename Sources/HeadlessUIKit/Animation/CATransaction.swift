import Foundation

/// Groups layer changes and sets how implicit animations run, as Core Animation's
/// `CATransaction`.
///
/// Outside explicit transactions an implicit one applies: 0.25 s, the default timing function,
/// actions enabled. The completion block of an explicit transaction runs when every animation
/// added while it was open has stopped (or at the end of the tick when there were none).
@preconcurrency @MainActor
open class CATransaction {
  @MainActor
  struct State {
    var duration: CFTimeInterval = CAAnimation.defaultDuration
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var group: AnimationGroup?
  }

  private static var stack: [State] = []
  private static var implicit = State()

  static func reset() {
    stack = []
    implicit = State()
  }

  private static var current: State {
    get { stack.last ?? implicit }
    set {
      if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue }
    }
  }

  /// Opens a transaction nested in the current one, inheriting its settings.
  public static func begin() {
    var state = current
    state.group = nil
    stack.append(state)
  }

  /// Closes the innermost transaction; its completion block is scheduled.
  public static func commit() {
    precondition(!stack.isEmpty, "CATransaction.commit() without a matching begin()")
    let state = stack.removeLast()
    state.group?.seal()
  }

  /// Does nothing: there is no render server to flush to.
  public static func flush() {}

  public static func animationDuration() -> CFTimeInterval { current.duration }
  public static func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
  public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }
  public static func disableActions() -> Bool { current.disableActions }
  public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// Sets the block run when the transaction's animations have all stopped.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    precondition(!stack.isEmpty, "CATransaction.setCompletionBlock(_:) needs an explicit CATransaction.begin()")
    current.group = block.map { block in AnimationGroup { _ in block() } }
  }

  /// The groups of the open explicit transactions, which an added animation joins.
  static var openGroups: [AnimationGroup] { stack.compactMap(\.group) }
}
