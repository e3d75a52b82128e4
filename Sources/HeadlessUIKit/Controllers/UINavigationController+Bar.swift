import Foundation

extension UINavigationController {
  /// How long `setNavigationBarHidden(_:animated:)` slides the bar, as
  /// `UINavigationController.hideShowBarDuration` (0.2 s).
  public static let hideShowBarDuration = CGFloat(NavigationBarMetrics.hideShowDuration)

  /// Whether the navigation bar is hidden, as `isNavigationBarHidden` (default false). Setting
  /// it hides or shows the bar at once.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.requestedHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar, as `setNavigationBarHidden(_:animated:)`. Animated,
  /// the bar slides up out of the screen (or back down) over `hideShowBarDuration` on the
  /// default ease-in-ease-out curve; the children's safe area changes at once.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    let bar = navigationBar
    guard bar.requestedHidden != hidden else { return }
    bar.requestedHidden = hidden
    for child in children { child.viewIfLoaded?.setNeedsLayout() }
    guard animated, isViewLoaded, view.window != nil else {
      bar.isHidden = hidden
      bar.transform = .identity
      return
    }
    let offscreen = CGAffineTransform(translationX: 0, y: -(bar.frame.maxY + 1))
    if !hidden {
      bar.isHidden = false
      bar.transform = offscreen
    }
    UIView.animate(
      withDuration: NavigationBarMetrics.hideShowDuration, delay: 0,
      options: [.overrideInheritedDuration, .overrideInheritedCurve],
      animations: { bar.transform = hidden ? offscreen : .identity },
      completion: { _ in
        guard bar.requestedHidden == hidden else { return }
        bar.isHidden = hidden
        bar.transform = .identity
      })
  }

  /// The insets the visible bars add to `child`'s safe area: the navigation bar's height for
  /// the child's item at the top (44 pt, 32 pt in a compact height, plus the large-title area
  /// while the item shows one), the toolbar's at the bottom. While an active search has lifted
  /// the bar, the top child's top inset is only the search bar's area that stays on screen.
  func barSafeAreaInsets(for child: UIViewController) -> UIEdgeInsets {
    let items = stack.map(\.navigationItem)
    var top = navigationBar.requestedHidden ? 0 : navigationBar.barHeight(for: child.navigationItem, in: items)
    if searchLiftsBar, child === topViewController {
      top = min(top, navigationBar.searchBarAreaHeight(for: child.navigationItem))
    }
    return UIEdgeInsets(top: top, left: 0, bottom: showsToolbar ? toolbarHeight : 0, right: 0)
  }

  /// Something the bar's height depends on changed (large-title settings): lays the bar and
  /// the children out again.
  func navigationBarLayoutDidChange() {
    viewIfLoaded?.setNeedsLayout()
    for child in children { child.viewIfLoaded?.setNeedsLayout() }
  }

  /// `controller`'s content scroll view scrolled: the large title collapses or expands with it
  /// (its area is 52 pt at `contentOffset.y == −adjustedContentInset.top` of the expanded bar
  /// and shrinks point for point as the content scrolls up, to 0), and the bar's appearance
  /// follows the distance from the scroll edge. The scroll view's `adjustedContentInset`
  /// follows the bar's new height at its next layout, as in UIKit.
  ///
  /// - Note: UIKit difference: a large title released half collapsed stays so (UIKit snaps it
  ///   open or closed), and pulling down past the top does not stretch the large-title area.
  func contentDidScroll(_ scrollView: UIScrollView, of controller: UIViewController) {
    guard controller.parent === self, controller.contentScrollView(for: .top) === scrollView else { return }
    let item = controller.navigationItem
    let items = stack.map(\.navigationItem)
    // A scroll view not laid out with the bar's insets yet has not settled at its top.
    // The search bar hides first, then the large title collapses (and the reverse).
    let bar = navigationBar
    let largeFull = bar.displaysLargeTitle(for: item, in: items) ? NavigationBarMetrics.largeTitleAreaHeight : 0
    let searchHides = item.searchController.map { !$0.isActive && item.hidesSearchBarWhenScrolling } ?? false
    let searchFull = searchHides ? bar.searchBarFullHeight(for: item) : 0
    if largeFull + searchFull > 0, scrollView.reportedAdjustedInset != .zero {
      let area = bar.largeTitleAreaHeight(for: item, in: items) + (searchHides ? bar.searchBarAreaHeight(for: item) : 0)
      let collapsedTop = scrollView.adjustedContentInset.top - area
      let newArea = min(max(-scrollView.contentOffset.y - collapsedTop, 0), largeFull + searchFull)
      if newArea != area {
        item.searchBarCollapse = searchFull - max(newArea - largeFull, 0)
        item.largeTitleCollapse = largeFull - min(newArea, largeFull)
        controller.viewIfLoaded?.setNeedsLayout()
        scrollView.setNeedsLayout()
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// The top item's search controller became active or inactive: the bar slides up (while
  /// `hidingBar`) or back, its title and buttons fade, and it lays out again, the top screen's
  /// content with it — inside the search controller's animation block, so all of it animates.
  func searchPresentationDidChange(hidingBar: Bool) {
    searchLiftsBar = hidingBar
    navigationBar.setContentHiddenForSearch(hidingBar)
    layoutNavigationBar()
    navigationBar.layoutIfNeeded()
    // The top screen's safe area follows the bar: its view and content scroll view lay out
    // again in the same animation, so a list resting at its top moves with the search bar.
    if let top = topViewController, let view = top.viewIfLoaded {
      view.setNeedsLayout()
      view.layoutIfNeeded()
      if let scrollView = top.contentScrollView(for: .top), scrollView !== view {
        scrollView.setNeedsLayout()
        scrollView.layoutIfNeeded()
      }
    }
  }

  /// Adds the bar above the transition view (called from `viewDidLoad`).
  func installNavigationBar() {
    navigationBar.managingController = self
    navigationBar.isHidden = navigationBar.requestedHidden
    view.addSubview(navigationBar)
    layoutNavigationBar()
    installToolbar()
  }

  /// Places the bar under the top safe-area inset, full width, as tall as the top item needs
  /// (see ``barSafeAreaInsets(for:)``), and shows the top screen's distance from the scroll
  /// edge. While a transition runs the height changes only in the transition's animation.
  func layoutNavigationBar() {
    guard isViewLoaded else { return }
    let height =
      isTransitioning && !barLayoutInTransition
      ? navigationBar.bounds.height : navigationBar.barHeight(for: navigationBar.topItem)
    // An active search controller that hides the bar lifts it until its search bar is at the top.
    let lift = searchLiftsBar ? max(height - navigationBar.searchBarAreaHeight(for: navigationBar.topItem), 0) : 0
    let frame = CGRect(x: 0, y: view.safeAreaInsets.top - lift, width: view.bounds.width, height: height)
    if navigationBar.bounds.size != frame.size { navigationBar.bounds = CGRect(origin: .zero, size: frame.size) }
    navigationBar.center = CGPoint(x: frame.midX, y: frame.midY)
    if !isTransitioning, let top = topViewController {
      navigationBar.scrollEdgeFraction = top.scrollEdgeFraction(for: .top)
    }
    navigationBar.setNeedsLayout()
  }

  /// Shows the stack's items at once (no transition running).
  func syncNavigationBar() {
    navigationBar.managingController = self
    navigationBar.replaceItems(viewControllers.map(\.navigationItem), operation: .none, animation: nil)
    syncToolbar()
  }

  /// Starts the bar's part of a stack change, as UIKit does: alongside the transition
  /// through the transition coordinator, so the titles move with the animator's own duration
  /// and curve (curve 7 over 0.5 s for the default push) and at once when not animated; a
  /// cancelled transition puts the previous items back.
  func navigationBarWillTransition(_ operation: Operation) {
    let bar = navigationBar
    bar.managingController = self
    let before = bar.storedItems
    let items = viewControllers.map(\.navigationItem)
    guard let coordinator = transitionCoordinator else { return syncNavigationBar() }
    let edgeFraction = topViewController?.scrollEdgeFraction(for: .top) ?? 1
    let animations = bar.prepareTransition(to: items, operation: operation, scrollEdgeFraction: edgeFraction)
    let toolbarAnimations = toolbarWillTransition()
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        animations()
        toolbarAnimations()
        // The bar's height (a large-title area appearing or going) moves with the transition.
        guard let self else { return }
        self.barLayoutInTransition = true
        self.layoutNavigationBar()
        bar.layoutIfNeeded()
        self.barLayoutInTransition = false
      },
      completion: { context in
        bar.finishRunningTransition()
        if context.isCancelled { bar.replaceItems(before, operation: .none, animation: nil) }
        self.syncToolbar()
        self.view.setNeedsLayout()
      })
  }
}
