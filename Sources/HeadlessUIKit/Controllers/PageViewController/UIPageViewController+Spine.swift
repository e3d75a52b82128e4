import Foundation

/// A `pageViewController(_:spineLocationFor:)` question in progress: the pages the delegate
/// passes to `setViewControllers` meanwhile, shown once it has answered.
@MainActor
final class SpineChange {
  var pages: [UIViewController]?
  var completion: ((Bool) -> Void)?
}

extension UIPageViewController {
  /// A rotation of a `.pageCurl` page view controller: when the new size turns the interface
  /// from portrait to landscape or back (see ``UIInterfaceOrientation``), the delegate's
  /// `pageViewController(_:spineLocationFor:)` chooses the spine, as UIKit asks it. Inside it
  /// the delegate may set ``isDoubleSided`` and call
  /// ``setViewControllers(_:direction:animated:completion:)`` with the pages the new spine
  /// takes; once it answers, the spine changes and those pages replace the shown ones at once.
  ///
  /// A `.mid` answer makes the page view controller double-sided, as in UIKit.
  ///
  /// - Precondition: the answer is not `.none`, and the pages shown then are as many as the new
  ///   spine takes (UIKit raises).
  /// - Note: UIKit difference: the new pages replace the old ones without a curl, and no
  ///   question is asked while a page turn runs.
  func askSpineLocation(forNewSize size: CGSize) {
    guard transitionStyle == .pageCurl, turn == nil, let delegate, isViewLoaded else { return }
    // The interface's orientation is the window's: before the change, its current size.
    let orientation = UIInterfaceOrientation.of(size)
    guard orientation != UIInterfaceOrientation.of(view.window?.bounds.size ?? view.bounds.size) else { return }
    let change = SpineChange()
    spineChange = change
    let location = delegate.pageViewController(self, spineLocationFor: orientation)
    spineChange = nil
    precondition(
      location != .none,
      "UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:) returned .none, the spine location of the .scroll style; a .pageCurl page view controller needs .min, .mid or .max"
    )
    spineLocation = location
    // As UIKit, the `.mid` spine makes the page view controller double-sided.
    if location == .mid { isDoubleSided = true }
    if let pages = change.pages { replacePagesAtOnce(with: pages, completion: change.completion) }
    precondition(
      pages.count == requiredPageCount,
      "UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:) returned .\(location), which shows \(requiredPageCount) view controller(s), but \(pages.count) are shown; call setViewControllers(_:direction:animated:completion:) with them before returning, as UIKit requires"
    )
    view.setNeedsLayout()
  }

  /// Shows `new` instead of the shown pages without a turn (after a spine change): containment
  /// and appearance callbacks for the pages that leave and arrive, the views in their places.
  func replacePagesAtOnce(with new: [UIViewController], completion: ((Bool) -> Void)?) {
    let required = requiredPageCount
    precondition(
      new.count == required,
      "UIPageViewController.setViewControllers(_:direction:animated:completion:): the number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested spine location (.\(spineLocation))"
    )
    let leaving = pages.filter { page in !new.contains { $0 === page } }
    let arriving = new.filter { page in !pages.contains { $0 === page } }
    let visible = isAppearingOrAppeared
    for page in leaving { page.willMove(toParent: nil) }
    for page in arriving { addChild(page) }
    if visible {
      for page in arriving { page.beginAppearanceTransition(true, animated: false) }
      for page in leaving { page.beginAppearanceTransition(false, animated: false) }
    }
    for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
    for page in new { page.viewIfLoaded?.removeFromSuperview() }
    pages = new
    curler?.show(new)
    if visible {
      for page in leaving { page.endAppearanceTransition() }
      for page in arriving { page.endAppearanceTransition() }
    }
    for page in leaving { page.removeFromParent() }
    for page in arriving { page.didMove(toParent: self) }
    AnimationEngine.enqueueCompletion { completion?(true) }
  }
}
