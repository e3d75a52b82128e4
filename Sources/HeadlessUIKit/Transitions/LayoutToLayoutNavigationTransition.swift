import Foundation

/// UIKit's push/pop between two collection view controllers when the pushed one sets
/// `useLayoutToLayoutNavigationTransitions`: instead of sliding, the items move from the
/// outgoing layout to the incoming one (on push the incoming collection view takes the
/// outgoing one's data source, cell registrations, offset and item positions first). Same timing as the default
/// navigation animation: 0.5 s on curve 7.
@MainActor
final class LayoutToLayoutNavigationTransition: UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) { self.operation = operation }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    NavigationParallaxTransition.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let from = transitionContext.viewController(forKey: .from) as? UICollectionViewController,
      let to = transitionContext.viewController(forKey: .to) as? UICollectionViewController
    else {
      preconditionFailure("layout-to-layout transition between controllers that are not collection view controllers")
    }
    let source: UICollectionView = from.collectionView
    let target: UICollectionView = to.collectionView
    var start = source.visibleItemFrames
    if operation == .push {
      // UIKit shares one collection view: its registered cell classes come along.
      target.reuseQueue.adoptRegistrations(of: source.reuseQueue)
      target.dataSource = source.dataSource
      target.selected = source.selected
    }
    target.frame = transitionContext.finalFrame(for: to)
    target.contentOffset = source.contentOffset
    transitionContext.containerView.addSubview(target)
    target.layoutVisibleCells()
    // Items that come into view start where the outgoing layout has them.
    for path in target.indexPathsForVisibleItems where start[path] == nil {
      start[path] = source.layoutAttributesForItem(at: path)?.frame
    }
    target.animateItems(
      from: start, duration: transitionDuration(using: transitionContext),
      options: NavigationParallaxTransition.systemCurve,
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }
}
