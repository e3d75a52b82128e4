import Foundation

/// UIKit's own transition context (UIKit's private `_UIViewControllerTransitionContext`), the
/// one transition driver every container uses: navigation, tab bar and modal presentation.
///
/// A container builds it with the two participants, then calls
/// ``start(coordinating:willBegin:withoutAnimator:)``, which runs the sequence every UIKit
/// transition shares:
///
/// ```
/// start ─ monitor + coordinator attached ─ willBegin (container: appearance "will", …)
///       ─ animator.animateTransition(using:)   (alongside animations join its first block)
///         or, without an animator: views placed, alongside run unanimated, completeTransition(true)
/// completeTransition(_:) ─ animator.animationEnded(_:) ─ alongside completions
///       ─ coordinator detached ─ container's completion work (…DidEnd, "did", removal, blocks)
/// ```
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
  /// One side of the transition.
  struct Participant {
    var controller: UIViewController
    /// What `view(forKey:)` returns for this side (nil where UIKit gives nil).
    var view: UIView?
    var initialFrame: CGRect
    var finalFrame: CGRect
  }

  let operation: String
  let containerView: UIView
  let isAnimated: Bool
  /// Whether an interaction controller drives the transition now: from the start when its
  /// `wantsInteractiveStart`, until `finishInteractiveTransition()` or
  /// `cancelInteractiveTransition()`; `pauseInteractiveTransition()` makes it interactive again.
  private(set) var isInteractive = false
  /// Whether the transition started interactively.
  private(set) var initiallyInteractive = false
  /// The interaction controller, retained for the whole transition.
  let interactionController: (any UIViewControllerInteractiveTransitioning)?
  /// The latest `updateInteractiveTransition(_:)` value.
  private(set) var interactivePercent: CGFloat = 0
  /// How far the interaction has brought the transition now, including its finishing or
  /// cancelling part; nil without an interaction controller.
  var liveInteractiveProgress: Double? {
    guard let interactionController else { return nil }
    if let animator = interruptibleAnimatorInUse { return Double(animator.fractionComplete) }
    if let percentDriven = interactionController as? UIPercentDrivenInteractiveTransition {
      return Double(percentDriven.percentComplete)
    }
    return Double(interactivePercent)
  }

  /// The animator's interruptible animator once the interaction controller drives it.
  var interruptibleAnimatorInUse: (any UIViewImplicitlyAnimating)?
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform: CGAffineTransform = .identity
  let from: Participant
  let to: Participant
  /// The animator, retained for the whole transition; nil means the container places the
  /// views itself without animation.
  let animator: (any UIViewControllerAnimatedTransitioning)?
  /// The container's completion work, run once by `completeTransition(_:)`.
  var onComplete: ((Bool) -> Void)?
  private(set) var isComplete = false
  /// Whether the animator ended the transition with `completeTransition(false)`: the change
  /// did not happen, whether or not an interaction cancelled it first.
  private(set) var endedIncomplete = false
  private(set) var startTime: TimeInterval = 0
  private(set) var duration: TimeInterval = 0
  private(set) var coordinator: TransitionCoordinator?
  private var coordinated: [UIViewController] = []

  init(
    operation: String, containerView: UIView, from: Participant, to: Participant, animated: Bool,
    presentationStyle: UIModalPresentationStyle = .none, animator: (any UIViewControllerAnimatedTransitioning)?,
    interactionController: (any UIViewControllerInteractiveTransitioning)? = nil
  ) {
    precondition(
      interactionController == nil || animator != nil,
      "an interaction controller needs an animator (UIKit asks for it only when an animator came back)")
    self.interactionController = interactionController
    self.operation = operation
    self.containerView = containerView
    self.from = from
    self.to = to
    self.isAnimated = animated
    self.presentationStyle = presentationStyle
    self.animator = animator
  }

  /// The transition named for messages and manifests.
  var name: String {
    let animatorName = animator.map { TransitionTrace.name(of: $0) } ?? "no animator"
    return
      "\(operation) '\(TransitionTrace.name(of: from.controller))' → '\(TransitionTrace.name(of: to.controller))' (\(animatorName))"
  }

  // MARK: Running

  /// Runs the transition: registers it, attaches its coordinator to `controllers` (their
  /// `transitionCoordinator` returns it until completion), calls `willBegin`, then starts the
  /// animator — or, without one, calls `withoutAnimator` to place the views and completes.
  func start(coordinating controllers: [UIViewController], willBegin: () -> Void, withoutAnimator: () -> Void) {
    startTime = CACurrentMediaTime()
    duration = animator?.transitionDuration(using: self) ?? 0
    let record = TransitionRecord(operation: operation, startTime: startTime, duration: duration, name: name)
    TransitionMonitor.began(self, record, container: containerView) { [weak self] in
      var live = record
      live.interactiveProgress = self?.liveInteractiveProgress
      live.isCancelled = self?.transitionWasCancelled ?? false
      live.isInteractive = self?.isInteractive ?? false
      live.interactionEndTime = self?.interactionEndTime
      return live
    }
    let coordinator = TransitionCoordinator(context: self)
    self.coordinator = coordinator
    coordinated = controllers
    for controller in controllers { controller.activeCoordinator = coordinator }
    willBegin()
    guard let animator else {
      withoutAnimator()
      coordinator.applyAlongside(animated: false)
      return completeTransition(true)
    }
    AnimationEngine.transitionBlockHook = { [weak coordinator] in coordinator?.applyAlongside(animated: true) }
    if let interactionController {
      initiallyInteractive = interactionController.wantsInteractiveStart
      isInteractive = initiallyInteractive
      TransitionTrace.record(TransitionTrace.name(of: interactionController), "startInteractiveTransition(_:)")
      interactionController.startInteractiveTransition(self)
      // UIKit asks the animator for its interruptible animator (the same object for the whole
      // transition) and drives the alongside animations with it.
      if !isComplete && interruptibleAnimatorInUse == nil {
        interruptibleAnimatorInUse = animator.implementedInterruptibleAnimator(using: self)
      }
    } else {
      TransitionTrace.record(TransitionTrace.name(of: animator), "animateTransition(using:)")
      animator.animateTransition(using: self)
    }
    AnimationEngine.transitionBlockHook = nil
    if !isComplete && !coordinator.hasApplied, let interruptible = interruptibleAnimatorInUse {
      // Alongside animations join the interruptible animator: scrubbed, reversed and
      // continued with it.
      interruptible.addAnimations { coordinator.applyAlongside(animated: true) }
    } else if !isComplete && !coordinator.hasApplied {
      // The animator made no UIView animation block while it was called (a property
      // animator, keyframes, or work started later): UIKit's own block for the alongside
      // animations, with the transition's duration and the completion curve.
      UIView.animate(
        withDuration: duration, delay: 0, options: UIView.AnimationOptions(curve: coordinator.completionCurve),
        animations: { coordinator.applyAlongside(animated: true) })
    }
  }

  // MARK: UIViewControllerContextTransitioning

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return from.controller
    case .to: return to.controller
    default: return nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return from.view
    case .to: return to.view
    default: return nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    if vc === from.controller { return from.initialFrame }
    if vc === to.controller { return to.initialFrame }
    return .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    if vc === from.controller { return from.finalFrame }
    if vc === to.controller { return to.finalFrame }
    return .zero
  }

  /// Records the interaction's progress, as `updateInteractiveTransition(_:)`.
  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    requireInteractive("updateInteractiveTransition(_:)")
    interactivePercent = percentComplete
  }

  /// The interaction ended and the transition plays to its end, as
  /// `finishInteractiveTransition()`; the coordinator's interaction handlers are told.
  /// An interruptible transition may have been cancelled before (a tap reversed it): the
  /// latest decision wins, so `transitionWasCancelled` becomes false again.
  func finishInteractiveTransition() {
    requireInteractive("finishInteractiveTransition()")
    TransitionTrace.record("transitionContext", "finishInteractiveTransition()")
    transitionWasCancelled = false
    setInteractive(false)
  }

  /// The interaction took over again (an interruptible transition), as
  /// `pauseInteractiveTransition()`. The outcome is open again: a cancel decided before is
  /// forgotten (`transitionWasCancelled` false) until the next finish or cancel.
  func pauseInteractiveTransition() {
    requireInteractive("pauseInteractiveTransition()")
    TransitionTrace.record("transitionContext", "pauseInteractiveTransition()")
    transitionWasCancelled = false
    setInteractive(true)
  }

  /// Marks the transition cancelled, as UIKit does; the animator then reports it with
  /// `completeTransition(false)`. The coordinator's interaction handlers are told.
  func cancelInteractiveTransition() {
    TransitionTrace.record("transitionContext", "cancelInteractiveTransition()")
    transitionWasCancelled = true
    setInteractive(false)
  }

  /// When the interaction last stopped driving the transition.
  private(set) var interactionEndTime: TimeInterval?

  private func setInteractive(_ interactive: Bool) {
    let changed = isInteractive != interactive
    isInteractive = interactive
    if changed && !interactive { interactionEndTime = CACurrentMediaTime() }
    if changed && !interactive { coordinator?.interactionDidChange() }
  }

  private func requireInteractive(_ api: String) {
    precondition(
      interactionController != nil,
      "UIViewControllerContextTransitioning.\(api) was called on a non-interactive transition (\(name)); only interactive transitions (an interaction controller was supplied) can be driven"
    )
  }

  /// Ends the transition: the animator's `animationEnded(_:)`, the alongside completions, then
  /// the container's work (presentation `…DidEnd`, appearance "did" callbacks, view removal,
  /// completion blocks). A second call traps, as a transition can end only once.
  func completeTransition(_ didComplete: Bool) {
    precondition(
      !isComplete, "completeTransition(_:) was called twice for the same transition (\(name))")
    isComplete = true
    endedIncomplete = !didComplete
    TransitionTrace.record("transitionContext", "completeTransition(\(didComplete))")
    if let coordinator, !coordinator.hasApplied { coordinator.applyAlongside(animated: false) }
    if let animator {
      TransitionTrace.record(TransitionTrace.name(of: animator), "animationEnded(\(didComplete))")
      animator.animationEnded(didComplete)
    }
    coordinator?.runCompletions()
    for controller in coordinated where controller.activeCoordinator === coordinator {
      controller.activeCoordinator = nil
    }
    coordinated = []
    coordinator = nil
    TransitionMonitor.ended(self)
    let work = onComplete
    onComplete = nil
    work?(didComplete)
  }
}

extension TransitionContext: TransitionAnimatorCarrying {}
