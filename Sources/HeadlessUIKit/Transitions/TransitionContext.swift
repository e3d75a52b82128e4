import Foundation

/// UIKit's own transition context for container transitions (UIKit's private
/// `_UIViewControllerTransitionContext`): built by the container, handed to the animator, and
/// ended by `completeTransition(_:)`, which calls the animator's `animationEnded(_:)` and then
/// the container's completion work.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let isInteractive = false
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform: CGAffineTransform = .identity
  private let fromViewController: UIViewController
  private let toViewController: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
  /// The animator, retained for the whole transition and told `animationEnded(_:)` on completion.
  var animator: (any UIViewControllerAnimatedTransitioning)?
  private var onComplete: ((Bool) -> Void)?
  private(set) var isComplete = false

  init(
    containerView: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
    initialFrames: (from: CGRect, to: CGRect), finalFrames: (from: CGRect, to: CGRect), animated: Bool,
    presentationStyle: UIModalPresentationStyle = .none, onComplete: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    self.fromViewController = from
    self.toViewController = to
    self.fromView = fromView
    self.toView = toView
    self.frames = [
      ObjectIdentifier(from): (initialFrames.from, finalFrames.from),
      ObjectIdentifier(to): (initialFrames.to, finalFrames.to),
    ]
    self.isAnimated = animated
    self.presentationStyle = presentationStyle
    self.onComplete = onComplete
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: return fromViewController
    case .to: return toViewController
    default: return nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return fromView
    case .to: return toView
    default: return nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    requireInteractive("updateInteractiveTransition(_:)")
  }
  func finishInteractiveTransition() { requireInteractive("finishInteractiveTransition()") }
  func pauseInteractiveTransition() { requireInteractive("pauseInteractiveTransition()") }

  /// Marks the transition cancelled, as UIKit does; the animator then reports it with
  /// `completeTransition(false)`.
  func cancelInteractiveTransition() { transitionWasCancelled = true }

  private func requireInteractive(_ api: String) {
    preconditionFailure(
      "UIViewControllerContextTransitioning.\(api) was called on a non-interactive transition; only interactive transitions (an interaction controller was supplied) can be driven"
    )
  }

  /// Ends the transition: the animator's `animationEnded(_:)`, then the container's work
  /// (appearance "did" callbacks, view removal, completion blocks). A second call traps, as a
  /// transition can end only once.
  func completeTransition(_ didComplete: Bool) {
    precondition(!isComplete, "completeTransition(_:) was called twice for the same transition")
    isComplete = true
    animator?.animationEnded(didComplete)
    let work = onComplete
    onComplete = nil
    work?(didComplete)
  }
}
