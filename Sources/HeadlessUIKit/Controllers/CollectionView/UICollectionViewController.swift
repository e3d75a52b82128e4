import Foundation

/// A controller whose view is a collection view, as UIKit's `UICollectionViewController`: it
/// creates the collection view with the layout it was initialised with and is its data
/// source and delegate. Subclasses override the data-source and delegate methods.
///
/// With `useLayoutToLayoutNavigationTransitions`, pushing it onto a navigation controller
/// whose top controller is a collection view controller animates the items from the top
/// controller's layout to this one's instead of sliding (pop animates them back).
///
/// - Note: UIKit difference: UIKit hands the pushed controller the very same collection view
///   object; here the pushed controller keeps its own collection view but takes the previous
///   one's data source, cell registrations, content offset and item positions, so the frames
///   look the same.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  /// The layout the controller was created with, as `collectionViewLayout`.
  public let collectionViewLayout: UICollectionViewLayout
  /// As `useLayoutToLayoutNavigationTransitions` (default false; set it before pushing).
  open var useLayoutToLayoutNavigationTransitions = false

  /// As `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UICollectionViewController.init(coder:): no storyboards")
  }

  /// The collection view (the controller's view), as `collectionView`.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Creates the collection view with `collectionViewLayout` and makes the controller its
  /// data source.
  open override func loadView() {
    let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
    collectionView.backgroundColor = .systemBackground
    view = collectionView
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  /// One section, as UIKit's default.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items, as UIKit's default; override.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Subclasses with items must override this (UIKit's base class has no cells to give).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    preconditionFailure("\(type(of: self)) must override collectionView(_:cellForItemAt:)")
  }

  /// True, as UIKit's default; override to refuse.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing, as UIKit's default; override to act on a tap.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// True, as UIKit's default.
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing, as UIKit's default.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  // UIScrollViewDelegate: declared here so subclasses override them (`override func
  // scrollViewDidScroll(_:)`), as iOS code does; each does nothing, as UIKit's.

  /// Does nothing; override to follow scrolling, as `scrollViewDidScroll(_:)`.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewWillBeginDragging(_:)`.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing, as `scrollViewDidEndDragging(_:willDecelerate:)`.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing, as `scrollViewWillBeginDecelerating(_:)`.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndDecelerating(_:)`.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndScrollingAnimation(_:)`.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidChangeAdjustedContentInset(_:)`.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Nil (no zooming), as `viewForZooming(in:)`.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing, as `scrollViewWillBeginZooming(_:with:)`.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing, as `scrollViewDidZoom(_:)`.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing, as `scrollViewDidEndZooming(_:with:atScale:)`.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
