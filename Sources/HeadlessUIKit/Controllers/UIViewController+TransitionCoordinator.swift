import Foundation

extension UIViewController {
  /// The coordinator of the transition this controller takes part in, as
  /// `transitionCoordinator`: non-nil only while a transition runs (it is available in
  /// `viewWillAppear`/`viewWillDisappear` and in a presentation controller's
  /// `…TransitionWillBegin`). A controller that is not itself part of the transition asks its
  /// ancestors, then the controller presenting it.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var node: UIViewController? = self
    var top = self
    while let current = node {
      if let coordinator = current.activeCoordinator { return coordinator }
      top = current
      node = current.parent
    }
    return top.presentation.presenting?.transitionCoordinator
  }
}
