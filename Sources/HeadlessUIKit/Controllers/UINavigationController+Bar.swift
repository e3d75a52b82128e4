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

  /// The inset the visible bar adds to the children's safe area.
  var barSafeAreaInsets: UIEdgeInsets {
    navigationBar.requestedHidden ? .zero : UIEdgeInsets(top: NavigationBarMetrics.height, left: 0, bottom: 0, right: 0)
  }

  /// Adds the bar above the transition view (called from `viewDidLoad`).
  func installNavigationBar() {
    navigationBar.managingController = self
    navigationBar.isHidden = navigationBar.requestedHidden
    view.addSubview(navigationBar)
    layoutNavigationBar()
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
  }

  /// Starts the bar's part of a push or pop, alongside the animator: UIKit's default
  /// animation's timing (0.5 s, curve 7) for the default transition; for a custom animator,
  /// its `transitionDuration` on ease-in-ease-out.
  ///
  /// - Note: UIKit difference: UIKit animates the bar in the transition coordinator's
  ///   alongside block with the transition's own curve; a custom animator's curve is not
  ///   known here, so ease-in-ease-out stands in for it.
  func navigationBarWillTransition(
    _ operation: Operation, animator: (any UIViewControllerAnimatedTransitioning)?,
    context: any UIViewControllerContextTransitioning
  ) {
    let items = viewControllers.map(\.navigationItem)
    navigationBar.itemsBeforeTransition = navigationBar.storedItems
    guard let animator else {
      return navigationBar.replaceItems(items, operation: operation, animation: nil)
    }
    let options: UIView.AnimationOptions =
      animator is NavigationParallaxTransition ? NavigationParallaxTransition.systemCurve : .curveEaseInOut
    navigationBar.replaceItems(
      items, operation: operation, animation: (animator.transitionDuration(using: context), options))
  }

  /// Ends the bar's part: on cancel the previous items come back.
  func navigationBarDidTransition(completed: Bool) {
    let before = navigationBar.itemsBeforeTransition
    navigationBar.itemsBeforeTransition = nil
    navigationBar.finishRunningTransition()
    if !completed, let before { navigationBar.replaceItems(before, operation: .none, animation: nil) }
  }
}
