import Foundation

extension UIView {
  /// Animates changes made in `animations`, as
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// Every animatable property changed in the block takes its new model value at once and
  /// animates its presentation from the old value with the curve in `options` (easeInOut by
  /// default; raw curve 7 is UIKit's system spring). A nested block inherits the outer block's
  /// duration and curve unless `overrideInheritedDuration`/`overrideInheritedCurve` is set, and
  /// its repeat/autoreverse options unless `overrideInheritedOptions` is set.
  /// `completion` runs when every animation of the block has stopped — with `true` when all
  /// ran to their end, `false` when any was removed — or, when nothing animated (no change,
  /// or `duration ≤ 0`), at the end of the current tick with `true`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animateBlock(
      duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
  }

  /// One animation block: resolves what it inherits from an enclosing block, then runs it.
  ///
  /// A nested block takes the outer block's duration unless `overrideInheritedDuration`, its
  /// curve unless `overrideInheritedCurve` (a spring block keeps its spring), and its
  /// repeat/autoreverse unless `overrideInheritedOptions`. A spring block's spring is solved
  /// for the duration it ends up with.
  static func animateBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    spring: ((TimeInterval) -> SpringCurve)?, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    precondition(
      duration.isFinite && delay.isFinite, "UIView.animate: duration \(duration) and delay \(delay) must be finite")
    var context = AnimationContext(
      duration: duration, delay: max(0, delay), curve: options.timingCurve,
      repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
      group: AnimationGroup(completion: completion), interceptor: nil)
    if let outer = AnimationEngine.currentContext {
      context.interceptor = outer.interceptor
      if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { context.curve = outer.curve }
      if !options.contains(.overrideInheritedOptions) {
        context.repeatCount = outer.repeatCount
        context.autoreverses = outer.autoreverses
      }
    }
    if let spring, context.duration > 0 { context.curve = .spring(spring(context.duration)) }
    // A transition animator's first top-level block carries the coordinator's alongside
    // animations (UIKit runs them in the same animation context).
    let alongside = AnimationEngine.contextStack.isEmpty ? AnimationEngine.takeTransitionBlockHook() : nil
    run(context) {
      animations()
      alongside?()
    }
  }

  /// Runs `animations` with `context` open, then seals the block's group.
  static func run(_ context: AnimationContext, _ animations: () -> Void) {
    AnimationEngine.contextStack.append(context.duration > 0 ? context : nil)
    animations()
    AnimationEngine.contextStack.removeLast()
    context.group.seal()
  }

  /// Animates with a spring, as
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  ///
  /// The spring has mass 1 and the stiffness for which its envelope decays to 0.1 % of the
  /// distance at `duration` (UIKit's duration-based spring); `velocity` is in units of the
  /// whole distance per second. The curve bits of `options` are ignored, as in UIKit.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animateBlock(
      duration: duration, delay: delay, options: options,
      spring: { SpringCurve(duration: $0, dampingRatio: dampingRatio, initialVelocity: velocity) },
      animations: animations, completion: completion)
  }

  /// Animates with the default options and no delay, as
  /// `animate(withDuration:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates with the default options, as `animate(withDuration:animations:)`.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block,
  /// as `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationEngine.contextStack.append(nil)
    actionsWithoutAnimation()
    AnimationEngine.contextStack.removeLast()
  }

  /// The duration of the innermost animation block being executed, or 0 outside one, as
  /// `inheritedAnimationDuration`.
  public static var inheritedAnimationDuration: TimeInterval {
    AnimationEngine.currentContext?.duration ?? 0
  }

  /// Repeats and/or autoreverses the animations made in `animations`, inside an animation block,
  /// as `modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13).
  ///
  /// - Precondition: called inside an animation block.
  public static func modifyAnimations(
    withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
  ) {
    guard var context = AnimationEngine.currentContext else {
      preconditionFailure(
        "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) must be called inside an animation block")
    }
    context.repeatCount = Float(count)
    context.autoreverses = autoreverses
    AnimationEngine.contextStack.append(context)
    animations()
    AnimationEngine.contextStack.removeLast()
  }

  /// Whether property changes are currently animated (false inside `performWithoutAnimation`
  /// and outside animation blocks), as `areAnimationsEnabled` reports for blocks.
  public static var areAnimationsEnabled: Bool { AnimationEngine.currentContext != nil }
}
