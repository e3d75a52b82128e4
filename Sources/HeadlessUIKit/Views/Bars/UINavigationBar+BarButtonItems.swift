import Foundation

extension UINavigationBar: BarButtonItemHost {
  /// The duration of an animated `setLeftBarButtonItems`/`setRightBarButtonItems` cross-fade.
  ///
  /// - Note: UIKit difference: UIKit does not document it; 0.2 s, its
  ///   `UINavigationController.hideShowBarDuration`, stands in.
  static let itemCrossFadeDuration: TimeInterval = 0.2

  /// Views for the top item's bar button items, added on top of the bar and laid out: the
  /// leading ones from the leading margin rightwards, the trailing ones from the trailing
  /// margin leftwards, outermost first, `BarButtonItemMetrics.spacing` apart.
  func makeBarButtonViews() -> [BarButtonItemView] {
    let tint = tintColor ?? .systemBlue
    let sizeClass = traitCollection.verticalSizeClass
    func view(_ item: UIBarButtonItem, leading: Bool) -> BarButtonItemView {
      precondition(
        item.systemItem != .flexibleSpace,
        "UIBarButtonItem(barButtonSystemItem: .flexibleSpace) is a toolbar item; HeadlessUIKit's navigation bar cannot show it"
      )
      return BarButtonItemView(item: item, isLeading: leading, tint: tint, verticalSizeClass: sizeClass)
    }
    let container = backItem == nil ? containerLeadingItems : []
    let left = (container + (topItem?.leftBarButtonItems ?? [])).map { view($0, leading: true) }
    let right = (topItem?.rightBarButtonItems ?? []).map { view($0, leading: false) }
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

  /// Makes `change` (a new set of bar button items for an item) and cross-fades the top item's
  /// items from the old set to the new one in place, as UIKit's `set…BarButtonItems(_:animated:
  /// true)`: an item in both sets stays still.
  func crossFadeBarButtonItems(_ change: () -> Void) {
    guard outgoingViews.isEmpty, window != nil else { return change() }
    let oldViews = barButtonViews
    barButtonViews = []
    change()
    let kept = Set(oldViews.map { ObjectIdentifier($0.item) }).intersection(
      barButtonViews.map { ObjectIdentifier($0.item) })
    let leaving = oldViews.filter { !kept.contains(ObjectIdentifier($0.item)) }
    for view in oldViews where kept.contains(ObjectIdentifier(view.item)) { view.removeFromSuperview() }
    let arriving = barButtonViews.filter { !kept.contains(ObjectIdentifier($0.item)) }
    guard !leaving.isEmpty || !arriving.isEmpty else { return }
    outgoingViews = leaving
    UIView.performWithoutAnimation { for view in arriving { view.alpha = 0 } }
    UIView.animate(
      withDuration: Self.itemCrossFadeDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
      animations: {
        for view in arriving { view.alpha = 1 }
        for view in leaving { view.alpha = 0 }
      },
      completion: { [weak self] _ in self?.finishRunningTransition() })
  }

  /// Replaces the ``containerLeadingItems``: cross-faded in place when `animated` (as
  /// `setLeftBarButtonItems(_:animated:)`), else at once; during a push or pop they show when
  /// it ends.
  func setContainerLeadingItems(_ items: [UIBarButtonItem], animated: Bool) {
    let unchanged =
      items.count == containerLeadingItems.count && zip(items, containerLeadingItems).allSatisfy { $0 === $1 }
    guard !unchanged else { return }
    guard outgoingViews.isEmpty else { return containerLeadingItems = items }
    guard animated else {
      containerLeadingItems = items
      return showBarButtonItemsNow()
    }
    crossFadeBarButtonItems {
      containerLeadingItems = items
      showBarButtonItemsNow()
    }
  }

  /// A bar button item of the top item changed (title, style, enabled, tint…): redraws the
  /// items, or leaves it to the end of a running transition.
  func barButtonItemDidChange() {
    guard outgoingViews.isEmpty else { return }
    showBarButtonItemsNow()
  }
}
