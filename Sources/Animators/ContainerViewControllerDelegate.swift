import Foundation
import HeadlessUIKit

/// The custom container's delegate (the seed's custom-container chapter): supplies the
/// animator for a switch between two children, exactly as a navigation or tab bar delegate
/// does. Returning nil gives the container's default slide.
@preconcurrency @MainActor
public protocol ContainerViewControllerDelegate: AnyObject {
  func containerViewController(
    _ containerViewController: ContainerViewController,
    animationControllerForTransitionFrom fromViewController: UIViewController,
    to toViewController: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}
