import Foundation
import HeadlessUIKit

/// The seed's interactive pop (seed 003, "交互式转场"), written as ordinary UIKit code: a
/// `UIScreenEdgePanGestureRecognizer` with `edges = .left` on the pushed screen's view. When the
/// pan begins it creates a `UIPercentDrivenInteractiveTransition` and calls
/// `popViewController(animated: true)`; while it changes the transition follows the finger
/// (`translation.x / width`); when it ends or is cancelled the pop finishes past halfway and
/// is cancelled otherwise.
///
/// The navigation controller's delegate must hand ``percentDrivenInteractiveTransition`` back
/// from `navigationController(_:interactionControllerFor:)` while it is set, as
/// ``InteractiveSlideNavigationDelegate`` does.
@preconcurrency @MainActor
public final class EdgePanPopInteraction: NSObject {
  /// The pan on the screen's view (`edges = .left`).
  public let edgePanGestureRecognizer = UIScreenEdgePanGestureRecognizer()
  /// The interaction of the running pop; nil when no finger drives one.
  public private(set) var percentDrivenInteractiveTransition: UIPercentDrivenInteractiveTransition?
  /// The screen the pan pops.
  public private(set) weak var viewController: UIViewController?

  /// Adds the edge pan to `viewController.view` (loading it).
  public init(viewController: UIViewController) {
    self.viewController = viewController
    super.init()
    edgePanGestureRecognizer.edges = .left
    edgePanGestureRecognizer.addTarget(self, action: EdgePanPopInteraction.edgePanned)
    viewController.view.addGestureRecognizer(edgePanGestureRecognizer)
  }

  /// What a navigation delegate using the seed's pan does in `willShow`: disables the system's
  /// `interactivePopGestureRecognizer` (both would compete for the same touches), forgets the
  /// interactions of released screens, and gives `viewController` a pan unless it is the root
  /// or already has one.
  public static func install(
    on viewController: UIViewController, in navigationController: UINavigationController,
    interactions: inout [EdgePanPopInteraction]
  ) {
    navigationController.interactivePopGestureRecognizer?.isEnabled = false
    interactions.removeAll { $0.viewController == nil }
    guard viewController !== navigationController.viewControllers.first,
      !interactions.contains(where: { $0.viewController === viewController })
    else { return }
    interactions.append(EdgePanPopInteraction(viewController: viewController))
  }

  private func edgePanned(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
    guard let view = viewController?.view else { return }
    let progress = min(max(gestureRecognizer.translation(in: view).x / max(view.bounds.width, 1), 0), 1)
    switch gestureRecognizer.state {
    case .began:
      // The seed: start the interaction, then ask for the pop.
      let interaction = UIPercentDrivenInteractiveTransition()
      percentDrivenInteractiveTransition = interaction
      viewController?.navigationController?.popViewController(animated: true)
      interaction.update(progress)
    case .changed:
      percentDrivenInteractiveTransition?.update(progress)
    case .ended, .cancelled:
      guard let interaction = percentDrivenInteractiveTransition else { return }
      percentDrivenInteractiveTransition = nil
      if progress > 0.5 { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }
}
