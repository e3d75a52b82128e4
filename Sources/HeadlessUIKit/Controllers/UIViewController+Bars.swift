import Foundation

extension UIViewController {
  /// The item a navigation bar shows for this controller, created on first access with the
  /// controller's `title`, as `navigationItem`.
  public var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// The item a tab bar shows for this controller, created on first access with the
  /// controller's `title` and no image, as `tabBarItem`.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The insets the container lays over this controller's root view: a navigation
  /// controller's visible bar (its height for this controller's item, large-title area
  /// included, under the inherited top inset) and toolbar; a tab bar controller's tab bar.
  var containerSafeAreaInsets: UIEdgeInsets {
    guard let parent else { return .zero }
    if let navigation = parent as? UINavigationController { return navigation.barSafeAreaInsets(for: self) }
    return .zero
  }

  /// Sets the scroll view whose scrolling the bar along `edge` follows, as
  /// `setContentScrollView(_:for:)` (iOS 15): the navigation bar for `.top` (scroll-edge
  /// appearance, large-title collapse), the tab bar and toolbar for `.bottom`. Nil goes back to
  /// UIKit's guess: the controller's view when it is a scroll view, else its first subview when
  /// that is one.
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    for bit in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(bit) {
      contentScrollViews[bit.rawValue] = scrollView.map(WeakScrollView.init)
    }
    parent?.viewIfLoaded?.setNeedsLayout()
  }

  /// Sets the scroll view for the top and bottom edges, as `setContentScrollView(_:)`.
  public func setContentScrollView(_ scrollView: UIScrollView?) {
    setContentScrollView(scrollView, for: [.top, .bottom])
  }

  /// The scroll view the bar along `edge` follows, as `contentScrollView(for:)`: the one set
  /// with ``setContentScrollView(_:for:)``, else UIKit's guess (see there).
  public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    let bit: NSDirectionalRectEdge = edge.contains(.top) ? .top : edge.contains(.bottom) ? .bottom : edge
    if let set = contentScrollViews[bit.rawValue] { return set.scrollView }
    guard let view = viewIfLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}

/// A scroll view held weakly.
@MainActor
final class WeakScrollView {
  weak var scrollView: UIScrollView?
  init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}

extension UIViewController {
  /// How close `edge`'s content scroll view is to its scroll edge, 1 at it (or when there is
  /// no scroll view) down to 0 from ``BarAppearanceMetrics/scrollEdgeFadeDistance`` points
  /// past it: the top edge is reached at `contentOffset.y == −adjustedContentInset.top`, the
  /// bottom one when the content's end is in view.
  func scrollEdgeFraction(for edge: NSDirectionalRectEdge) -> CGFloat {
    guard let scrollView = contentScrollView(for: edge) else { return 1 }
    let inset = scrollView.adjustedContentInset
    let distance: CGFloat
    if edge == .top {
      distance = scrollView.contentOffset.y + inset.top
    } else {
      let end = max(scrollView.contentSize.height + inset.bottom, scrollView.bounds.height - inset.top)
      distance = end - (scrollView.contentOffset.y + scrollView.bounds.height)
    }
    return min(max(1 - distance / BarAppearanceMetrics.scrollEdgeFadeDistance, 0), 1)
  }
}
