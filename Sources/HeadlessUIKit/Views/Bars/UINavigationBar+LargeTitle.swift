import Foundation

extension UINavigationBar {
  /// Whether `item` shows a large title on this bar, by UIKit's rules: only when
  /// `prefersLargeTitles` and not in a compact height; `.always` shows one, `.never` does not,
  /// and `.automatic` does what the item below it on the stack does (the root item: shows one).
  func displaysLargeTitle(for item: UINavigationItem?, in items: [UINavigationItem]? = nil) -> Bool {
    guard prefersLargeTitles, !isCompact, let item, let items = items ?? storedItems,
      var index = items.firstIndex(where: { $0 === item })
    else { return false }
    while true {
      switch items[index].largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic:
        guard index > 0 else { return true }
        index -= 1
      }
    }
  }

  /// The height of `item`'s large-title area: 52 pt less how far its content collapsed it, 0
  /// when it shows no large title.
  func largeTitleAreaHeight(for item: UINavigationItem?, in items: [UINavigationItem]? = nil) -> CGFloat {
    guard let item, displaysLargeTitle(for: item, in: items) else { return 0 }
    return max(NavigationBarMetrics.largeTitleAreaHeight - item.largeTitleCollapse, 0)
  }

  /// The bar's height for `item` on top: the standard height plus the large-title area and
  /// the search bar's area.
  func barHeight(for item: UINavigationItem?, in items: [UINavigationItem]? = nil) -> CGFloat {
    standardHeight + largeTitleAreaHeight(for: item, in: items) + searchBarAreaHeight(for: item)
  }

  /// The full height of `item`'s search bar in the bar (52 pt, plus its scope bar while it
  /// shows one), 0 without a search controller.
  func searchBarFullHeight(for item: UINavigationItem?) -> CGFloat {
    guard let searchBar = item?.searchController?.searchBar else { return 0 }
    return UISearchBar.navigationBarRowHeight + (searchBar.showsScopeBarNow ? UISearchBar.scopeBarHeight : 0)
  }

  /// The height of `item`'s search bar area: the full height less what scrolling has hidden
  /// (nothing hides while its search controller is active).
  func searchBarAreaHeight(for item: UINavigationItem?) -> CGFloat {
    guard let item, let controller = item.searchController else { return 0 }
    let collapse = controller.isActive || !item.hidesSearchBarWhenScrolling ? 0 : item.searchBarCollapse
    return max(searchBarFullHeight(for: item) - collapse, 0)
  }

  /// Shows the top item's search bar under the large-title area (removing another item's),
  /// as tall as its area, clipped by it.
  func layoutSearchBar() {
    let controller = topItem?.searchController
    if let shown = shownSearchBar, shown !== controller?.searchBar {
      if shown.superview === self { shown.removeFromSuperview() }
      shownSearchBar = nil
    }
    guard let controller, let item = topItem else { return }
    let searchBar = controller.searchBar
    if searchBar.superview !== self {
      searchBar.isInNavigationBar = true
      insertSubview(searchBar, aboveSubview: largeTitleView)
    }
    shownSearchBar = searchBar
    let area = searchBarAreaHeight(for: item)
    searchBar.clipsToBounds = true
    searchBar.frame = CGRect(x: 0, y: bounds.height - area, width: bounds.width, height: area)
  }

  /// The small title's opacity for `item` on top: 1 without a large title; with one, 0 until
  /// the area has collapsed to ``NavigationBarMetrics/smallTitleFadeDistance``, then fading in.
  func smallTitleAlpha(for item: UINavigationItem?, in items: [UINavigationItem]? = nil) -> CGFloat {
    guard displaysLargeTitle(for: item, in: items) else { return 1 }
    let fade = NavigationBarMetrics.smallTitleFadeDistance
    return min(max((fade - largeTitleAreaHeight(for: item, in: items)) / fade, 0), 1)
  }

  /// The large title's frame in the large-title area `areaHeight` tall: at the leading layout
  /// margin, its 41 pt line 6 pt above the area's bottom (so it rises with a collapsing area).
  func largeTitleFrame(areaHeight: CGFloat) -> CGRect {
    let margin = BarButtonItemMetrics.margin(width: bounds.width)
    return CGRect(
      x: margin, y: areaHeight - NavigationBarMetrics.largeTitleBottomInset - NavigationBarMetrics.largeTitleLineHeight,
      width: max(bounds.width - 2 * margin, 0), height: NavigationBarMetrics.largeTitleLineHeight)
  }

  /// Places the large-title area under the standard bar (whatever height the bar has beyond
  /// it) and the large title in it; at rest, sets the small title's opacity for the collapse.
  func layoutLargeTitle() {
    let area = max(bounds.height - standardHeight - searchBarAreaHeight(for: topItem), 0)
    largeTitleView.frame = CGRect(x: 0, y: standardHeight, width: bounds.width, height: area)
    let frame = largeTitleFrame(areaHeight: area)
    largeTitleLabel.bounds = CGRect(origin: .zero, size: frame.size)
    largeTitleLabel.center = CGPoint(x: frame.midX, y: frame.midY)
    for label in largeTitleTransitionViews {
      let rest = largeTitleFrame(areaHeight: NavigationBarMetrics.largeTitleAreaHeight)
        .offsetBy(dx: 0, dy: standardHeight)
      label.bounds = CGRect(origin: .zero, size: rest.size)
      label.center = CGPoint(x: rest.midX, y: rest.midY)
    }
    // At rest (the size class may have changed since the items were shown).
    if outgoingViews.isEmpty, largeTitleTransitionViews.isEmpty, savedAlphasForSearch.isEmpty {
      titleLabel.alpha = smallTitleAlpha(for: topItem)
      largeTitleLabel.text = displaysLargeTitle(for: topItem) ? topItem?.title : nil
    }
  }

  /// The transform that shrinks a large title at rest into the back button's title: scaled
  /// from 34 pt to 17 pt about its centre and moved so that its leading edge and centre line
  /// meet the back title's.
  func largeTitleToBackTransform() -> CGAffineTransform {
    let large = largeTitleFrame(areaHeight: NavigationBarMetrics.largeTitleAreaHeight)
      .offsetBy(dx: 0, dy: standardHeight)
    let back = NavigationBarMetrics.backTitleFrame(width: bounds.width, barHeight: standardHeight)
    let scale = NavigationBarMetrics.backTitleFont.pointSize / NavigationBarMetrics.largeTitleFont.pointSize
    let dx = back.minX - (large.midX - large.width * scale / 2)
    let dy = back.midY - large.midY
    return CGAffineTransform(translationX: dx, y: dy).scaledBy(x: scale, y: scale)
  }

  /// The large titles' part of a push or pop from `oldTop` (showing a large title or not) to
  /// the new top item, returning the end state to set in the animation block:
  ///
  /// ```
  /// push, large → small:  old large title shrinks into the back button (34 → 17 pt), fading out
  /// push, → large:        new large title slides in from the right edge
  /// push, large → large:  old large title slides 30 % of the width left, fading out
  /// pop, small → large:   new large title grows out of the back button, fading in
  /// pop, large →:         old large title slides right off the bar
  /// pop, large → large:   new large title slides in from 30 % of the width left, fading in
  /// ```
  ///
  /// - Note: UIKit difference: UIKit morphs the large title into the back button's label; here
  ///   the shrinking large title cross-fades with the back title, which fades in in place.
  func prepareLargeTitleTransition(
    oldTitle: String?, oldShows: Bool, oldArea: CGFloat, newShows: Bool, operation: UINavigationController.Operation
  ) -> () -> Void {
    UIView.performWithoutAnimation { largeTitleLabel.alpha = 0 }
    let width = bounds.width
    var animations: [() -> Void] = []
    func moving(_ text: String?) -> UILabel {
      let label = UILabel()
      configureLargeTitle(label, text: text)
      let rest = largeTitleFrame(areaHeight: NavigationBarMetrics.largeTitleAreaHeight)
        .offsetBy(dx: 0, dy: standardHeight)
      label.frame = rest
      insertSubview(label, aboveSubview: largeTitleView)
      largeTitleTransitionViews.append(label)
      return label
    }
    if oldShows {
      let old = moving(oldTitle)
      let collapsed = NavigationBarMetrics.largeTitleAreaHeight - oldArea
      UIView.performWithoutAnimation { old.transform = CGAffineTransform(translationX: 0, y: -collapsed) }
      let end: CGAffineTransform
      var alpha: CGFloat = 0
      switch (operation, newShows) {
      case (.push, false): end = largeTitleToBackTransform()
      case (.push, true): end = CGAffineTransform(translationX: -0.3 * width, y: -collapsed)
      case (.pop, _):
        end = CGAffineTransform(translationX: width, y: -collapsed)
        alpha = 1
      default: end = CGAffineTransform(translationX: 0, y: -collapsed)
      }
      animations.append {
        old.transform = end
        old.alpha = alpha
      }
    }
    if newShows {
      let new = moving(topItem?.title)
      let start: CGAffineTransform
      var startAlpha: CGFloat = 0
      switch (operation, oldShows) {
      case (.push, _):
        start = CGAffineTransform(translationX: width, y: 0)
        startAlpha = 1
      case (.pop, false): start = largeTitleToBackTransform()
      case (.pop, true): start = CGAffineTransform(translationX: -0.3 * width, y: 0)
      default: start = .identity
      }
      UIView.performWithoutAnimation {
        new.transform = start
        new.alpha = startAlpha
      }
      animations.append {
        new.transform = .identity
        new.alpha = 1
      }
    }
    return { for animation in animations { animation() } }
  }

  /// Removes the large titles of a finished transition.
  func finishLargeTitleTransition() {
    for label in largeTitleTransitionViews { label.removeFromSuperview() }
    largeTitleTransitionViews = []
  }
}
