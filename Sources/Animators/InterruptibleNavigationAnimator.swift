import Foundation
import HeadlessUIKit

/// An iOS 10-style interruptible push/pop (WWDC 2016 "Advances in UIKit Animations and
/// Transitions"): the whole transition runs on one `UIViewPropertyAnimator`, which
/// `interruptibleAnimator(using:)` returns (the same object for the whole transition). The
/// object is its own interaction controller, so a gesture can take hold of the transition at
/// any moment:
///
/// - a pan scrubs `fractionComplete` (the animator is paused and the context told with
///   `pauseInteractiveTransition()` / `updateInteractiveTransition(_:)`);
/// - on release the context is told `finishInteractiveTransition()` or
///   `cancelInteractiveTransition()` and the animator continues towards `.end` or `.start`
///   (`isReversed`) with a `UISpringTimingParameters` whose initial velocity is the finger's;
/// - a tap while it runs turns it round (`isReversed`), finishing ↔ cancelling.
///
/// The animator's completion resets the views' transforms and calls
/// `completeTransition(position == .end)`.
///
/// Push: the incoming view slides in from the right over the outgoing one, which moves a third
/// of the width left (UIKit's parallax); pop is the mirror image, the incoming view below.
public final class InterruptibleNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerInteractiveTransitioning
{
  /// The WWDC sample's duration.
  public static let defaultDuration: TimeInterval = 0.5
  /// The release speed (points per second) above which a flick decides the outcome by its
  /// direction; slower releases finish past halfway and cancel before it.
  public static let flickVelocity: CGFloat = 300
  /// The damping ratio of the release spring.
  public static let releaseDampingRatio: CGFloat = 0.85

  public let operation: UINavigationController.Operation
  public let duration: TimeInterval
  /// Whether the transition starts under the finger (a pan began it), as
  /// `wantsInteractiveStart`; otherwise it starts running and a gesture can grab it later.
  public var wantsInteractiveStart: Bool
  /// The property animator of the transition (nil until the transition starts).
  public private(set) var transitionAnimator: UIViewPropertyAnimator?
  private var context: (any UIViewControllerContextTransitioning)?
  private var grabFraction: CGFloat = 0

  /// An animator for `operation` lasting `duration` seconds; `interactiveStart` when a pan
  /// starts the transition.
  ///
  /// - Precondition: `operation` is `.push` or `.pop`; `duration` is finite and > 0.
  public init(
    operation: UINavigationController.Operation, duration: TimeInterval = defaultDuration,
    interactiveStart: Bool = false
  ) {
    precondition(
      operation == .push || operation == .pop,
      "InterruptibleNavigationAnimator: operation must be .push or .pop, got \(operation)")
    precondition(
      duration > 0 && duration.isFinite, "InterruptibleNavigationAnimator: duration must be > 0, got \(duration)")
    self.operation = operation
    self.duration = duration
    self.wantsInteractiveStart = interactiveStart
  }

  /// Whether the transition is still running (started and not yet completed).
  public var isActive: Bool { context != nil }

  /// Called once the transition has ended, completed or cancelled: how
  /// ``InterruptibleNavigationDelegate`` lets go of its ``InterruptibleNavigationDelegate/activeAnimator``.
  var onEnded: (() -> Void)?

  /// UIKit's last call for the transition (`animationEnded(_:)`): tells `onEnded`.
  public func animationEnded(_ transitionCompleted: Bool) {
    let ended = onEnded
    onEnded = nil
    ended?()
  }

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  /// Without an interaction controller UIKit calls this: the property animator just runs.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  /// The transition's one property animator, built on the first call, as
  /// `interruptibleAnimator(using:)`.
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let transitionAnimator { return transitionAnimator }
    context = transitionContext
    let container = transitionContext.containerView
    guard let fromView = transitionContext.viewController(forKey: .from)?.view,
      let toView = transitionContext.viewController(forKey: .to)?.view
    else { preconditionFailure("InterruptibleNavigationAnimator: the context has no from/to view controller") }
    let width = container.bounds.width
    let push = operation == .push
    if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
    toView.transform = CGAffineTransform(translationX: push ? width : -width / 3, y: 0)
    let fromEnd = CGAffineTransform(translationX: push ? -width / 3 : width, y: 0)
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
      fromView.transform = fromEnd
      toView.transform = .identity
    }
    animator.addCompletion { [weak self] position in
      fromView.transform = .identity
      toView.transform = .identity
      self?.context = nil
      transitionContext.completeTransition(position == .end)
    }
    transitionAnimator = animator
    return animator
  }

  /// Starts the transition, as `startInteractiveTransition(_:)`: paused at 0 under the finger
  /// when `wantsInteractiveStart`, running otherwise.
  public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: transitionContext)
    if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
  }

  /// How a horizontal finger movement of `dx` points moves the transition (push goes with
  /// leftward movement, pop with rightward), in fraction of the width.
  private func progressDelta(_ dx: CGFloat) -> CGFloat {
    let width = max(context?.containerView.bounds.width ?? 1, 1)
    return (operation == .push ? -dx : dx) / width
  }

  /// Drives the transition from a pan: `.began` grabs it (pauses the animator where it is and
  /// makes the transition interactive), `.changed` scrubs `fractionComplete` by the
  /// translation, `.ended` releases it with a spring and `.cancelled` releases it at rest.
  public func handlePan(_ gesture: UIPanGestureRecognizer) {
    guard let context, let animator = transitionAnimator else { return }
    let view = context.containerView
    switch gesture.state {
    case .began:
      grab(animator, context)
      gesture.setTranslation(.zero, in: view)
    case .changed:
      let fraction = min(max(grabFraction + progressDelta(gesture.translation(in: view).x), 0), 1)
      animator.fractionComplete = fraction
      context.updateInteractiveTransition(fraction)
    case .ended, .cancelled:
      let velocity = gesture.state == .ended ? gesture.velocity(in: view).x : 0
      release(animator, context, velocity: velocity)
    default:
      break
    }
  }

  /// A tap while the transition runs turns it round (`isReversed`): a finishing transition
  /// then cancels, a cancelling one finishes.
  public func handleTap(_ gesture: UITapGestureRecognizer) {
    guard gesture.state == .ended, let context, let animator = transitionAnimator, animator.isRunning else { return }
    animator.isReversed.toggle()
    if animator.isReversed { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
  }

  private func grab(_ animator: UIViewPropertyAnimator, _ context: any UIViewControllerContextTransitioning) {
    if animator.state != .active || animator.isRunning { animator.pauseAnimation() }
    // Scrubbing works on the forward timeline wherever the animator was heading.
    animator.isReversed = false
    grabFraction = animator.fractionComplete
    if !context.isInteractive { context.pauseInteractiveTransition() }
  }

  private func release(
    _ animator: UIViewPropertyAnimator, _ context: any UIViewControllerContextTransitioning, velocity: CGFloat
  ) {
    let width = max(context.containerView.bounds.width, 1)
    let progressVelocity = (operation == .push ? -velocity : velocity) / width  // fraction per second
    let fraction = animator.fractionComplete
    let finishes =
      abs(progressVelocity * width) > Self.flickVelocity ? progressVelocity > 0 : fraction > 0.5
    if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    animator.isReversed = !finishes
    let distance = finishes ? 1 - fraction : fraction
    // UISpringTimingParameters' initial velocity is in units of the remaining distance per
    // second, positive towards the target.
    let towardsTarget = finishes ? progressVelocity : -progressVelocity
    let relative = distance > 1e-6 ? towardsTarget / distance : 0
    let spring = UISpringTimingParameters(
      dampingRatio: Self.releaseDampingRatio, initialVelocity: CGVector(dx: relative, dy: 0))
    animator.continueAnimation(withTimingParameters: spring, durationFactor: max(distance, 1e-3))
  }
}
