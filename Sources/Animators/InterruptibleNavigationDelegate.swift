import Foundation
import HeadlessUIKit

/// The navigation controller delegate of the WWDC 2016 interruptible transition: every push and
/// pop runs on an ``InterruptibleNavigationAnimator``, which is also the interaction
/// controller, and two gesture recognizers on the navigation controller's view drive it.
///
/// - ``panGestureRecognizer`` grabs a running transition (scrubbing it) or, when none runs and
///   there is a controller to go back to, starts a pop under the finger with a rightward pan.
/// - ``tapGestureRecognizer`` reverses a running transition.
///
/// Install it with ``install(on:)``, which also makes it the navigation controller's delegate
/// (held weakly, as UIKit does: keep a reference to it).
public final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate,
  UIGestureRecognizerDelegate
{
  public let duration: TimeInterval
  /// Scrubs a running transition, or starts an interactive pop.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  /// Reverses a running transition.
  public let tapGestureRecognizer = UITapGestureRecognizer()
  /// The animator of the transition in progress (nil between transitions).
  public private(set) var activeAnimator: InterruptibleNavigationAnimator?
  private weak var navigationController: UINavigationController?
  private var panStartsPop = false

  /// A delegate whose transitions last `duration` seconds.
  public init(duration: TimeInterval = InterruptibleNavigationAnimator.defaultDuration) {
    self.duration = duration
    super.init()
    panGestureRecognizer.name = "interruptiblePan"
    tapGestureRecognizer.name = "interruptibleTap"
    panGestureRecognizer.delegate = self
    tapGestureRecognizer.delegate = self
    panGestureRecognizer.addTarget(self, action: InterruptibleNavigationDelegate.handlePan)
    tapGestureRecognizer.addTarget(self, action: InterruptibleNavigationDelegate.handleTap)
  }

  /// Becomes `navigationController`'s delegate and adds the recognizers to its view.
  public func install(on navigationController: UINavigationController) {
    navigationController.delegate = self
    attachGestures(to: navigationController)
  }

  /// Adds the recognizers to `navigationController`'s view without becoming its delegate (for
  /// a delegate that forwards to ``makeAnimator(for:duration:)``).
  public func attachGestures(to navigationController: UINavigationController) {
    self.navigationController = navigationController
    // The edge swipe back keeps its edge: this pan waits for it to fail.
    if let edgeSwipe = navigationController.interactivePopGestureRecognizer {
      panGestureRecognizer.require(toFail: edgeSwipe)
    }
    navigationController.view.addGestureRecognizer(panGestureRecognizer)
    navigationController.view.addGestureRecognizer(tapGestureRecognizer)
  }

  /// Whether the pan is starting a pop now (a forwarding delegate must then answer with
  /// ``makeAnimator(for:duration:)``).
  public var isStartingInteractivePop: Bool { panStartsPop }

  /// The animator for `operation` (lasting `duration`, or the delegate's), which becomes the
  /// ``activeAnimator`` the recognizers drive.
  public func makeAnimator(for operation: UINavigationController.Operation, duration: TimeInterval? = nil)
    -> InterruptibleNavigationAnimator
  {
    let animator = InterruptibleNavigationAnimator(
      operation: operation, duration: duration ?? self.duration, interactiveStart: panStartsPop && operation == .pop)
    activeAnimator = animator
    animator.onEnded = { [weak self, weak animator] in
      if let self, let animator, self.activeAnimator === animator { self.activeAnimator = nil }
    }
    return animator
  }

  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    makeAnimator(for: operation)
  }

  /// The animator itself drives the interaction.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    animationController as? InterruptibleNavigationAnimator
  }

  /// The pan begins on a running transition, or (rightwards, with a controller to go back to
  /// and no transition) to start a pop; the tap only on a running transition.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    let running = activeAnimator?.isActive == true
    if gestureRecognizer === tapGestureRecognizer { return running }
    if running { return true }
    guard let navigationController, navigationController.viewControllers.count > 1,
      !navigationController.isTransitioning
    else { return false }
    return panGestureRecognizer.translation(in: navigationController.view).x > 0
  }

  private func handlePan(_ gesture: UIPanGestureRecognizer) {
    if gesture.state == .began, activeAnimator?.isActive != true, let navigationController {
      panStartsPop = true
      navigationController.popViewController(animated: true)
      panStartsPop = false
    }
    activeAnimator?.handlePan(gesture)
  }

  private func handleTap(_ gesture: UITapGestureRecognizer) {
    activeAnimator?.handleTap(gesture)
  }
}
