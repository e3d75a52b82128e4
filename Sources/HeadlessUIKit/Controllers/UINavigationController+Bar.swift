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

  /// The insets the visible bars add to the children's safe area: the navigation bar's
  /// height at the top, the toolbar's at the bottom.
  var barSafeAreaInsets: UIEdgeInsets {
    UIEdgeInsets(
      top: navigationBar.requestedHidden ? 0 : NavigationBarMetrics.height, left: 0,
      bottom: showsToolbar ? NavigationBarMetrics.height : 0, right: 0)
  }

  /// Adds the bar above the transition view (called from `viewDidLoad`).
  func installNavigationBar() {
    navigationBar.managingController = self
    navigationBar.isHidden = navigationBar.requestedHidden
    view.addSubview(navigationBar)
    layoutNavigationBar()
    installToolbar()
  }

  /// Places the bar under the top safe-area inset, full width, 44 pt tall.
  func layoutNavigationBar() {
    guard isViewLoaded else { return }
    let frame = CGRect(
      x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: NavigationBarMetrics.height)
    if navigationBar.bounds.size != frame.size { navigationBar.bounds = CGRect(origin: .zero, size: frame.size) }
    navigationBar.center = CGPoint(x: frame.midX, y: frame.midY)
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
    let animations = bar.prepareTransition(to: items, operation: operation)
    let toolbarAnimations = toolbarWillTransition()
    coordinator.animate(
      alongsideTransition: { _ in
        animations()
        toolbarAnimations()
      },
      completion: { context in
        bar.finishRunningTransition()
        if context.isCancelled { bar.replaceItems(before, operation: .none, animation: nil) }
        self.syncToolbar()
      })
  }
}
