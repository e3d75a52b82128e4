import Foundation

extension UINavigationController {
  /// The animator UIKit uses when the delegate gives none: the layout-to-layout transition
  /// between collection view controllers when the pushed one (or, on pop, the popped one)
  /// sets `useLayoutToLayoutNavigationTransitions`, otherwise the default parallax slide.
  func defaultAnimator(for operation: Operation, from: UIViewController, to: UIViewController)
    -> any UIViewControllerAnimatedTransitioning
  {
    let pushed = operation == .pop ? from : to
    if let pushed = pushed as? UICollectionViewController, pushed.useLayoutToLayoutNavigationTransitions,
      from is UICollectionViewController, to is UICollectionViewController
    {
      return LayoutToLayoutNavigationTransition(operation: operation)
    }
    return NavigationParallaxTransition(operation: operation)
  }
}
