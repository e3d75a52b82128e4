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
///
/// An interactive context drives the container view's layer time itself, as objc.io's
/// "Custom Container View Controller Transitions" interactive version does (its
/// `AWPercentDrivenInteractiveTransition`): ``beginInteraction()`` sets the layer's `speed` to
/// 0 before the animator runs, so every animation it adds is frozen at its start;
/// `updateInteractiveTransition(_:)` sets `timeOffset = percent × transitionDuration`;
/// `finishInteractiveTransition()` resumes layer time where it is (`speed = 1`,
/// `beginTime = convertTime(now) − pausedTime`), so the rest plays at normal speed; and
/// `cancelInteractiveTransition()` runs a `CADisplayLink` that decreases `timeOffset` by the
/// link's `duration` every frame, then sets `speed = 1` once it would go below 0 — the
/// animations end in that same frame and the animator completes with `false`.
///
///     beginInteraction   update(p)              finish: speed 1 from p·d ──▶ d, complete(true)
///     speed 0 ─────────▶ timeOffset = p·d ──────┤
///                                               cancel: timeOffset −= 1/fps ──▶ 0, speed 1, complete(false)
public final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
  public let containerView: UIView
  public let isAnimated = true
  /// Whether a gesture drives the transition now: from ``beginInteraction()`` until
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
  public private(set) var isInteractive = false
  /// The animator's `transitionDuration(using:)`, which `updateInteractiveTransition(_:)`
  /// scales (the container sets it before the animator starts).
  public var transitionDuration: TimeInterval = 0
  private var cancelLink: CADisplayLink?
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

  /// Makes the transition interactive and freezes the container view's layer time at 0
  /// (`speed = 0`, `timeOffset = 0`); call it before the animator's `animateTransition(using:)`.
  public func beginInteraction() {
    precondition(!isInteractive, "ContainerTransitionContext.beginInteraction() was called twice")
    isInteractive = true
    containerView.layer.speed = 0
    containerView.layer.timeOffset = 0
  }

  /// Shows the frozen animations at `percentComplete` (clamped to 0…1) of the duration, as
  /// `updateInteractiveTransition(_:)`: the container layer's `timeOffset`.
  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    requireInteractive("updateInteractiveTransition(_:)")
    containerView.layer.timeOffset = Double(min(max(percentComplete, 0), 1)) * transitionDuration
  }

  /// How far the interaction has brought the transition, 0…1: the container layer's frozen
  /// `timeOffset` over the duration while a gesture drives it or the cancel plays back, nil
  /// before an interaction and once the layer runs again (the rest plays in real time).
  public var percentComplete: Double? {
    let layer = containerView.layer
    guard layer.speed == 0, transitionDuration > 0 else { return nil }
    return min(max(layer.timeOffset / transitionDuration, 0), 1)
  }

  /// Resumes the container's layer time where the interaction left it, as
  /// `finishInteractiveTransition()`: the rest of the animations plays at normal speed.
  public func finishInteractiveTransition() {
    requireInteractive("finishInteractiveTransition()")
    isInteractive = false
    let layer = containerView.layer
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
  }

  /// The percent-driven interaction cannot be interrupted once released: this traps.
  public func pauseInteractiveTransition() {
    preconditionFailure(
      "ContainerTransitionContext.pauseInteractiveTransition(): the container's percent-driven interaction cannot be paused"
    )
  }

  /// Marks the transition cancelled, as `cancelInteractiveTransition()`. While interactive it
  /// also plays the animations backwards to their start with a display link (see the type's
  /// description); the animator then ends the transition with `completeTransition(false)`.
  public func cancelInteractiveTransition() {
    transitionWasCancelled = true
    guard isInteractive else { return }
    isInteractive = false
    let link = CADisplayLink(target: self) { [weak self] link in self?.tickCancel(link) }
    cancelLink = link
    link.add(to: .main, forMode: .common)
  }

  private func tickCancel(_ link: CADisplayLink) {
    let layer = containerView.layer
    let timeOffset = layer.timeOffset - link.duration
    if timeOffset < 0 {
      link.invalidate()
      cancelLink = nil
      layer.speed = 1
    } else {
      layer.timeOffset = timeOffset
    }
  }

  private func requireInteractive(_ api: String) {
    precondition(
      isInteractive,
      "ContainerTransitionContext.\(api) was called on a transition that is not interactive (begin it with beginInteraction())"
    )
  }
}
