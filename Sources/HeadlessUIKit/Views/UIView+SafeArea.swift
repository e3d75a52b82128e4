import Foundation

extension UIView {
  /// The insets of the view's area that bars, the status bar and the home indicator do not
  /// cover, as UIKit's `safeAreaInsets`.
  ///
  /// A window reports its screen's insets for its size (a window turned to landscape reports
  /// the iPhone's landscape insets: see `UIScreen.safeAreaInsets(forWindowSize:)`). Any other view reports how far its superview's
  /// safe area reaches into it (each edge clamped to 0…the view's size), plus — for a view
  /// controller's root view — the controller's `additionalSafeAreaInsets` and the bars its
  /// container lays over it (a navigation controller's visible navigation bar).
  ///
  /// - Note: UIKit difference: computed on demand from the model geometry, ignoring the
  ///   views' transforms (UIKit also keeps insets steady while a transition moves views), and
  ///   there is no `safeAreaInsetsDidChange()` callback.
  public var safeAreaInsets: UIEdgeInsets {
    if let window = self as? UIWindow { return window.screen.safeAreaInsets(forWindowSize: window.bounds.size) }
    var insets = UIEdgeInsets.zero
    if let superview {
      let safe = superview.bounds.inset(by: superview.safeAreaInsets)
      let size = bounds.size
      let origin = CGPoint(
        x: center.x - size.width * layer.anchorPoint.x, y: center.y - size.height * layer.anchorPoint.y)
      func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
      insets = UIEdgeInsets(
        top: clamp(safe.minY - origin.y, size.height), left: clamp(safe.minX - origin.x, size.width),
        bottom: clamp(origin.y + size.height - safe.maxY, size.height),
        right: clamp(origin.x + size.width - safe.maxX, size.width))
    }
    if let controller = owningViewController {
      insets = insets + controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
    }
    return insets
  }
}
