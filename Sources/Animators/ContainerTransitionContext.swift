import Foundation
import HeadlessUIKit

/// The custom container's own transition context (the seed's `PrivateTransitionContext`),
/// adopting `UIViewControllerContextTransitioning` so any animator written for UIKit's
/// containers animates this container too.
///
/// The from view starts filling the container; the to view's initial frame is the container's
/// bounds offset by its width to the right (`goingRight`) or left, and its final frame fills
/// the container; the from view's final frame is offset the other way. `completeTransition(_:)`
/// hands the result to `completionBlock` once.
public final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
  public let containerView: UIView
  public let isAnimated = true
  public let isInteractive = false
  public private(set) var transitionWasCancelled = false
  public let presentationStyle = UIModalPresentationStyle.custom
  public let targetTransform = CGAffineTransform.identity
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  /// Runs when the animator calls `completeTransition(_:)`.
  public var completionBlock: ((Bool) -> Void)?

  /// A context for switching from `fromViewController` to `toViewController` inside
  /// `containerView`; `goingRight` when the destination comes after the source.
  public init(
    from fromViewController: UIViewController, to toViewController: UIViewController, containerView: UIView,
    goingRight: Bool
  ) {
    self.containerView = containerView
    controllers = [.from: fromViewController, .to: toViewController]
    let bounds = containerView.bounds
    let offset = goingRight ? -bounds.width : bounds.width
    initialFrames = [
      ObjectIdentifier(fromViewController): bounds,
      ObjectIdentifier(toViewController): bounds.offsetBy(dx: -offset, dy: 0),
    ]
    finalFrames = [
      ObjectIdentifier(fromViewController): bounds.offsetBy(dx: offset, dy: 0),
      ObjectIdentifier(toViewController): bounds,
    ]
  }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: return controllers[.from]?.view
    case .to: return controllers[.to]?.view
    default: return nil
    }
  }

  public func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
  public func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

  public func completeTransition(_ didComplete: Bool) {
    let block = completionBlock
    completionBlock = nil
    precondition(block != nil, "ContainerTransitionContext.completeTransition(_:) was called twice")
    block?(didComplete)
  }

  /// The container's transitions are not interactive: these trap, naming the call.
  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    preconditionFailure("ContainerTransitionContext.updateInteractiveTransition(_:): this container is not interactive")
  }
  public func finishInteractiveTransition() {
    preconditionFailure("ContainerTransitionContext.finishInteractiveTransition(): this container is not interactive")
  }
  public func pauseInteractiveTransition() {
    preconditionFailure("ContainerTransitionContext.pauseInteractiveTransition(): this container is not interactive")
  }
  /// Marks the transition cancelled; the animator then ends it with `completeTransition(false)`.
  public func cancelInteractiveTransition() { transitionWasCancelled = true }
}
