import Foundation

/// Declares `UIScrollView.delegate`. Not for use by apps: `UIScrollView` is its only conformer.
///
/// UIKit's Objective-C headers redeclare `delegate` in `UICollectionView` with the
/// collection view's own protocol (`UICollectionViewDelegate`, which inherits
/// `UIScrollViewDelegate`). A Swift class cannot override a stored or read-write property with
/// another type, but a member of the class shadows a protocol-extension member of the same
/// name. So `UIScrollView.delegate` lives in this protocol's extension, and
/// `UICollectionView.delegate` is a class member: `scrollView.delegate` is a
/// `UIScrollViewDelegate?`, `collectionView.delegate` a `UICollectionViewDelegate?`, and both
/// store the same weak reference, as on iOS.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateProperty: AnyObject {}

extension UIScrollViewDelegateProperty where Self: UIScrollView {
  /// The delegate told about scrolling (held weakly, as in UIKit), as `delegate`.
  ///
  /// - Note: UIKit difference: a subclass cannot override `delegate` (it is declared in a
  ///   protocol extension so that `UICollectionView` can give it its own type).
  public var delegate: (any UIScrollViewDelegate)? {
    get { scrollViewDelegate }
    set { scrollViewDelegate = newValue }
  }
}
