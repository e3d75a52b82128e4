import Foundation

extension UINavigationController {
  /// Whether `stack` hides the bottom bars: a controller above the root has
  /// `hidesBottomBarWhenPushed` (UIKit ignores the root's).
  func hidesBottomBars(for stack: [UIViewController]) -> Bool {
    stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// The tab bar's part of a push or pop that hides or shows it, as UIKit does it: the bar is
  /// moved into the screen it belongs with, so it moves with that screen's view —
  ///
  /// ```
  /// push (hides): the content area grows to the whole tab view at once; the bar is moved into
  ///               the outgoing view (at its place on screen) and leaves with it, under the
  ///               incoming view; at the end it is hidden.
  /// pop (shows):  the bar is moved into the incoming view (at its place on screen) and
  ///               arrives with it; at the end the content area ends above it again.
  /// cancelled:    the bar goes back to its state before the transition.
  /// ```
  ///
  /// Called before the transition's frames are taken, with the stack already changed.
  func prepareTabBarTransition(from: UIViewController, to: UIViewController) {
    guard let tab = tabBarController, tab.selectedViewController === self, tab.isViewLoaded else { return }
    let host = tab.tabBarHostView
    // The stack has already changed: what shows now is the bar's state before the transition.
    let wasHidden = tab.tabBarHostView.isHidden
    let hides = hidesBottomBars(for: stack)
    guard wasHidden != hides, host.superview === tab.view else { return }
    let barFrame = tab.tabBarFrame
    // The content area covers the whole tab view for the transition (both ways).
    tab.tabBarHiddenDuringPush = true
    tab.layoutBars()
    view.frame = tab.transitionView.bounds
    view.layoutIfNeeded()
    let carrier = hides ? from.view! : to.view!
    if !hides { carrier.frame = transitionView.bounds }
    host.isHidden = false
    carrier.addSubview(host)
    // The tab's content area, this view and its transition view all start at the tab view's
    // origin, so the carrier's frame is in the tab view's coordinates.
    host.frame = barFrame.offsetBy(dx: -carrier.frame.minX, dy: -carrier.frame.minY)
    // Whether the transition completed or was cancelled, the stack (restored on cancel) says
    // whether the bar shows.
    bottomBarTransitionEnd = { [weak tab, weak self] _ in
      guard let tab else { return }
      tab.tabBarHiddenDuringPush = nil
      tab.view.addSubview(host)
      tab.layoutBars()
      self?.viewIfLoaded?.setNeedsLayout()
    }
  }
}
