import Foundation

extension UINavigationBar {
  /// Views for the top item's bar button items, added on top of the bar and laid out: the
  /// leading ones from the leading margin rightwards, the trailing ones from the trailing
  /// margin leftwards, outermost first, `BarButtonItemMetrics.spacing` apart.
  func makeBarButtonViews() -> [BarButtonItemView] {
    let tint = tintColor ?? .systemBlue
    let left = (topItem?.leftBarButtonItems ?? []).map { BarButtonItemView(item: $0, isLeading: true, tint: tint) }
    let right = (topItem?.rightBarButtonItems ?? []).map { BarButtonItemView(item: $0, isLeading: false, tint: tint) }
    let views = left + right
    for view in views {
      view.item.bar = self
      view.item.view = view
      addSubview(view)
    }
    layoutBarButtonViews(views)
    return views
  }

  /// Places `views` (one item's, leading and trailing) for the bar's width.
  func layoutBarButtonViews(_ views: [BarButtonItemView]) {
    let width = bounds.width
    let margin = BarButtonItemMetrics.margin(width: width)
    var leading = margin
    var trailing = width - margin
    for view in views {
      let size = view.contentSize
      if view.isLeading {
        view.frame = CGRect(x: leading, y: 0, width: size.width, height: size.height)
        leading += size.width + BarButtonItemMetrics.spacing
      } else {
        trailing -= size.width
        view.frame = CGRect(x: trailing, y: 0, width: size.width, height: size.height)
        trailing -= BarButtonItemMetrics.spacing
      }
    }
  }

  /// Replaces the bar button views with fresh ones for the top item, at rest.
  func showBarButtonItemsNow() {
    for view in barButtonViews where view.superview === self { view.removeFromSuperview() }
    barButtonViews = makeBarButtonViews()
  }

  /// A bar button item of the top item changed (title, style, enabled, tint…): redraws the
  /// items, or leaves it to the end of a running transition.
  func barButtonItemDidChange() {
    guard outgoingViews.isEmpty else { return }
    showBarButtonItemsNow()
  }
}
