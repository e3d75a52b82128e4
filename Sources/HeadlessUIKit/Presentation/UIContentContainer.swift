import Foundation

/// An object that lays out child content and hears about its size wishes, as
/// `UIContentContainer` (adopted by `UIViewController` and `UIPresentationController`).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container would like for its content.
  var preferredContentSize: CGSize { get }
  /// A child changed its `preferredContentSize`.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size for a child inside a parent of `parentSize`.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  /// The container's view is about to change to `size` (a rotation, a window resize), as
  /// `viewWillTransition(to:with:)`; `coordinator` runs animations alongside the change.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits are about to change to `newCollection` (a resize across a size
  /// class), as `willTransition(to:with:)`; sent before `viewWillTransition(to:with:)`.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
