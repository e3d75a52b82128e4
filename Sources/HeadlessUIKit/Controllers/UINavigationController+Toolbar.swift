import Foundation

extension UINavigationController {
  /// The toolbar along the bottom, as `toolbar`: shown while `isToolbarHidden` is false, with
  /// the top controller's `toolbarItems`.
  public var toolbar: UIToolbar! { navigationToolbar }

  /// Whether the toolbar is hidden, as `isToolbarHidden` (default true, as in UIKit). Setting
  /// it hides or shows the toolbar at once.
  public var isToolbarHidden: Bool {
    get { toolbarRequestedHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar, as `setToolbarHidden(_:animated:)`. Animated, the toolbar
  /// slides down out of the screen (or back up) over `hideShowBarDuration` on the default
  /// ease-in-ease-out curve, as the navigation bar does; the children's safe area changes at
  /// once.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard toolbarRequestedHidden != hidden else { return }
    toolbarRequestedHidden = hidden
    updateToolbarVisibility(animated: animated)
  }

  /// Whether the toolbar shows: asked for, and no controller on the stack above the root has
  /// `hidesBottomBarWhenPushed`.
  var showsToolbar: Bool {
    !toolbarRequestedHidden && !hidesBottomBars(for: stack)
  }

  /// Adds the toolbar above the transition view (called from `viewDidLoad`).
  func installToolbar() {
    navigationToolbar.isManaged = true
    navigationToolbar.isHidden = !showsToolbar
    view.addSubview(navigationToolbar)
    layoutToolbar()
    syncToolbar()
  }

  /// The toolbar's height: 44 pt, 32 pt in a compact height.
  var toolbarHeight: CGFloat {
    navigationToolbar.traitCollection.verticalSizeClass == .compact
      ? NavigationBarMetrics.compactHeight : NavigationBarMetrics.height
  }

  /// Places the toolbar above the bottom safe-area inset, full width, 44 pt tall (32 pt in a
  /// compact height).
  func layoutToolbar() {
    guard isViewLoaded else { return }
    let height = toolbarHeight
    let frame = CGRect(
      x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height, width: view.bounds.width, height: height)
    if navigationToolbar.bounds.size != frame.size {
      navigationToolbar.bounds = CGRect(origin: .zero, size: frame.size)
    }
    navigationToolbar.center = CGPoint(x: frame.midX, y: frame.midY)
    if !isTransitioning, let top = topViewController {
      navigationToolbar.scrollEdgeFraction = top.scrollEdgeFraction(for: .bottom)
    }
    navigationToolbar.setNeedsLayout()
  }

  /// Shows the top controller's toolbar items and the toolbar's visibility at once.
  func syncToolbar() {
    let items = topViewController?.toolbarItems
    if !Self.same(navigationToolbar.items, items) { navigationToolbar.setItems(items, animated: false) }
    updateToolbarVisibility(animated: false)
  }

  /// A child's `toolbarItems` changed: the toolbar shows them when the child is on top.
  func toolbarItemsDidChange(of child: UIViewController, animated: Bool) {
    guard child === topViewController, !isTransitioning else { return }
    navigationToolbar.setItems(child.toolbarItems, animated: child.toolbarItemsAnimate || animated)
  }

  /// The toolbar's part of a push or pop, as UIKit does it: the new top controller's items
  /// cross-fade in (over the toolbar's own 0.2 s fade), and a toolbar that a
  /// `hidesBottomBarWhenPushed` controller hides or shows slides in the returned block, run
  /// alongside the transition.
  func toolbarWillTransition() -> () -> Void {
    let items = topViewController?.toolbarItems
    if !Self.same(navigationToolbar.items, items) { navigationToolbar.setItems(items, animated: true) }
    let shows = showsToolbar
    let toolbar = navigationToolbar
    guard toolbar.isHidden == shows else { return {} }
    for child in children { child.viewIfLoaded?.setNeedsLayout() }
    let offscreen = CGAffineTransform(translationX: 0, y: toolbar.bounds.height + view.safeAreaInsets.bottom + 1)
    if shows {
      toolbar.isHidden = false
      layoutToolbar()
      UIView.performWithoutAnimation { toolbar.transform = offscreen }
    }
    return { toolbar.transform = shows ? .identity : offscreen }
  }

  /// Hides or shows the toolbar for ``showsToolbar``, sliding when `animated` in a window.
  private func updateToolbarVisibility(animated: Bool) {
    let toolbar = navigationToolbar
    let shows = showsToolbar
    for child in children { child.viewIfLoaded?.setNeedsLayout() }
    viewIfLoaded?.setNeedsLayout()
    guard animated, isViewLoaded, view.window != nil else {
      toolbar.isHidden = !shows
      toolbar.transform = .identity
      layoutToolbar()
      return
    }
    layoutToolbar()
    let offscreen = CGAffineTransform(translationX: 0, y: toolbar.bounds.height + view.safeAreaInsets.bottom + 1)
    if shows {
      toolbar.isHidden = false
      UIView.performWithoutAnimation { toolbar.transform = offscreen }
    }
    UIView.animate(
      withDuration: NavigationBarMetrics.hideShowDuration, delay: 0,
      options: [.overrideInheritedDuration, .overrideInheritedCurve],
      animations: { toolbar.transform = shows ? .identity : offscreen },
      completion: { [weak self] _ in
        guard let self, self.showsToolbar == shows else { return }
        toolbar.isHidden = !shows
        toolbar.transform = .identity
      })
  }

  private static func same(_ a: [UIBarButtonItem]?, _ b: [UIBarButtonItem]?) -> Bool {
    let a = a ?? []
    let b = b ?? []
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }
}
