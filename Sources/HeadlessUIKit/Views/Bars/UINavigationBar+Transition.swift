import Foundation

extension UINavigationBar {
  /// Sets the items and shows the new top item, animated with `animation` (duration and
  /// curve) when given.
  ///
  /// ```
  /// push (pop mirrors it: every direction reversed)
  ///   new title:      x + d, alpha 0 ──curve──▶ x, alpha 1
  ///   old title:      x,     alpha 1 ──curve──▶ x − d, alpha 0   (towards the back button)
  ///   new back title: x + d, alpha 0 ──curve──▶ x, alpha 1       (from the title's place)
  ///   old back title: x,     alpha 1 ──curve──▶ x − d, alpha 0
  ///   chevron:        fades in or out when the back button appears or disappears
  ///   bar buttons:    new alpha 0 ──curve──▶ 1, old 1 ──curve──▶ 0, in place
  /// d = distance from the title's centre to the back title's centre
  /// ```
  /// `.none` cross-fades without sliding.
  func replaceItems(
    _ items: [UINavigationItem]?, operation: UINavigationController.Operation,
    animation: (duration: TimeInterval, options: UIView.AnimationOptions)?
  ) {
    let animations = prepareTransition(to: items, operation: operation, scrollEdgeFraction: scrollEdgeFraction)
    guard let animation, animation.duration > 0, window != nil else {
      UIView.performWithoutAnimation(animations)
      return finishRunningTransition()
    }
    UIView.animate(
      withDuration: animation.duration, delay: 0,
      options: animation.options.union([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions]
      ),
      animations: animations,
      completion: { [weak self] _ in self?.finishRunningTransition() })
  }

  /// Sets the items, puts the new top item's labels in their starting state (beside the old
  /// ones, which stay until ``finishRunningTransition()``) and returns the changes to make
  /// in an animation block: the end state of every label and of the chevron, the large titles
  /// (see ``prepareLargeTitleTransition(oldTitle:oldShows:oldArea:newShows:operation:)``) and
  /// the background's cross-fade to the new top item's appearances, shown at
  /// `scrollEdgeFraction` (the new top screen's distance from the scroll edge).
  func prepareTransition(
    to items: [UINavigationItem]?, operation: UINavigationController.Operation, scrollEdgeFraction newFraction: CGFloat
  ) -> () -> Void {
    finishRunningTransition()
    let oldTop = topItem
    let oldShows = displaysLargeTitle(for: oldTop)
    let oldArea = largeTitleAreaHeight(for: oldTop)
    for item in storedItems ?? [] where item.bar === self { item.bar = nil }
    storedItems = items
    for item in items ?? [] { item.bar = self }
    let newShows = displaysLargeTitle(for: topItem)
    let largeTitles = prepareLargeTitleTransition(
      oldTitle: oldTop?.title, oldShows: oldShows, oldArea: oldArea, newShows: newShows, operation: operation)
    let (standard, edge) = resolvedAppearances(for: topItem, compact: isCompact)
    let backgroundFade = background.prepareTransition(
      standard: standard, scrollEdge: edge, edgeFraction: edge == nil ? 0 : newFraction)
    scrollEdgeFractionWithoutRedraw = newFraction
    let newTitleAlpha = smallTitleAlpha(for: topItem)
    // A large title shrinking into the back button (push) or growing out of it (pop) takes the
    // back title's slide's place: the back title only fades.
    let backSlides = !((operation == .push && oldShows && !newShows) || (operation == .pop && newShows && !oldShows))

    let oldTitle = titleLabel
    let oldBack = backLabel
    let newTitle = UILabel()
    let newBack = UILabel()
    configureTitle(newTitle, text: topItem?.title)
    configureBack(newBack, text: showsBackButton ? backItem?.resolvedBackTitle : nil)
    insertSubview(newBack, aboveSubview: oldBack)
    insertSubview(newTitle, aboveSubview: oldTitle)
    titleLabel = newTitle
    backLabel = newBack
    let oldItemViews = barButtonViews
    barButtonViews = makeBarButtonViews()
    outgoingViews = [oldTitle, oldBack] + oldItemViews
    let newItemViews = barButtonViews

    let distance = NavigationBarMetrics.slideDistance(width: bounds.width)
    let d: CGFloat = operation == .push ? distance : operation == .pop ? -distance : 0
    UIView.performWithoutAnimation {
      newTitle.transform = CGAffineTransform(translationX: d, y: 0)
      newBack.transform = CGAffineTransform(translationX: backSlides ? d : 0, y: 0)
      newTitle.alpha = 0
      newBack.alpha = 0
      for view in newItemViews { view.alpha = 0 }
    }
    let chevronAlpha: CGFloat = showsBackButton ? 1 : 0
    return { [chevron] in
      newTitle.transform = .identity
      newBack.transform = .identity
      newTitle.alpha = newTitleAlpha
      newBack.alpha = 1
      oldTitle.transform = CGAffineTransform(translationX: -d, y: 0)
      oldBack.transform = CGAffineTransform(translationX: backSlides ? -d : 0, y: 0)
      oldTitle.alpha = 0
      oldBack.alpha = 0
      chevron.alpha = chevronAlpha
      // Bar button items cross-fade in place.
      for view in newItemViews { view.alpha = 1 }
      for view in oldItemViews { view.alpha = 0 }
      largeTitles()
      backgroundFade()
    }
  }

  /// Removes the views of a running transition and shows the current items at rest.
  func finishRunningTransition() {
    background.finishTransition()
    finishLargeTitleTransition()
    guard !outgoingViews.isEmpty else { return }
    for view in outgoingViews { view.removeFromSuperview() }
    outgoingViews = []
    showItemsNow()
  }

  /// Shows the current items without animation.
  func showItemsNow() {
    titleLabel.text = topItem?.title
    titleLabel.transform = .identity
    titleLabel.alpha = smallTitleAlpha(for: topItem)
    largeTitleLabel.text = displaysLargeTitle(for: topItem) ? topItem?.title : nil
    largeTitleLabel.transform = .identity
    largeTitleLabel.alpha = 1
    updateAppearance()
    backLabel.text = showsBackButton ? backItem?.resolvedBackTitle : nil
    backLabel.transform = .identity
    backLabel.alpha = 1
    chevron.alpha = showsBackButton ? 1 : 0
    showBarButtonItemsNow()
    setNeedsLayout()
  }
}

extension UINavigationBar {
  /// The title the bar shows at rest (nil when none).
  var titleText: String? { titleLabel.text }
  /// The back button's title at rest (nil when the back button is hidden).
  var backText: String? { backLabel.text }
  /// The large title at rest (nil when the top item shows none).
  var largeTitleText: String? { largeTitleLabel.text }
  /// Every title label in the bar, outgoing ones of a running transition included.
  var titleLabels: [UILabel] { subviews.compactMap { $0 as? UILabel }.filter { $0.textAlignment == .center } }
}
