import Foundation

extension UISplitViewController {
  /// `setViewController(_:for:)`'s checks, then ``install(_:in:)``.
  func setColumnController(_ vc: UIViewController?, for column: Column) {
    precondition(
      storedStyle != .unspecified,
      "UISplitViewController.setViewController(_:for:): a classic split view controller (init(nibName:bundle:)) has no columns; use viewControllers or init(style:)"
    )
    precondition(
      !(column == .supplementary && storedStyle == .doubleColumn),
      "UISplitViewController.setViewController(_:for: .supplementary): a .doubleColumn split view controller has no supplementary column"
    )
    install(vc, in: column)
  }

  /// Makes `controller` the controller of `column`: containment, wrapping (column style),
  /// the view (when the column is on screen) and a new layout.
  func install(_ controller: UIViewController?, in column: Column) {
    // While collapsed, the columns' controllers are on the primary's stack: put them back,
    // replace the column, and stack them again.
    let restacked = collapsed && column != .compact ? unstackColumns() : nil
    let old = columns[column]
    let shown: UIViewController? =
      if let controller, storedStyle != .unspecified, !(controller is UINavigationController) {
        UINavigationController(rootViewController: controller)
      } else {
        controller
      }
    assigned[column] = controller
    if let old, old !== shown {
      // It leaves the split view: no column traits or automatic buttons any more.
      old.containerTraitOverrides.remove(UITraitHorizontalSizeClass.self)
      (old as? UINavigationController)?.navigationBar.setContainerLeadingItems([], animated: false)
      let visible = old.viewIfLoaded?.superview != nil && isAppearingOrAppeared
      old.willMove(toParent: nil)
      if visible { old.beginAppearanceTransition(false, animated: false) }
      old.viewIfLoaded?.removeFromSuperview()
      if visible { old.endAppearanceTransition() }
      old.removeFromParent()
    }
    columns[column] = shown
    if let shown, shown.parent !== self {
      addChild(shown)
      shown.didMove(toParent: self)
    }
    if let restacked { stackColumns(upTo: restacked) }
    updateColumnTraits()
    updateAutomaticButtons()
    if isViewLoaded { installColumns() }
  }

  /// The columns whose views are on screen now: collapsed, the one stack; expanded, those the
  /// display mode shows (see ``visibleColumns(in:)``).
  var onScreenColumns: [Column] {
    if collapsed { return [columns[.compact] != nil ? .compact : .primary] }
    return visibleColumns(in: displayMode)
  }

  /// Puts the on-screen columns' views in the hierarchy (secondary first, the leading columns
  /// above it, the dimming between), takes the others out, with appearance callbacks when the
  /// split view is on screen, and lays them out.
  func installColumns() {
    guard isViewLoaded, columnTransition == nil else { return }
    let wanted = onScreenColumns
    let visible = view.window != nil && isAppearingOrAppeared
    for (column, controller) in columns where !wanted.contains(column) {
      guard let shownView = controller.viewIfLoaded, shownView.superview === view else { continue }
      if visible { controller.beginAppearanceTransition(false, animated: false) }
      shownView.removeFromSuperview()
      if visible { controller.endAppearanceTransition() }
    }
    for column in Self.stackingOrder where wanted.contains(column) {
      guard let controller = columns[column] else { continue }
      let appearing = controller.viewIfLoaded?.superview !== view
      controller.loadViewIfNeeded()  // its children's views join it, so they hear the appearance too
      if appearing && visible { controller.beginAppearanceTransition(true, animated: false) }
      view.addSubview(controller.view)
      if appearing && visible { controller.endAppearanceTransition() }
    }
    if wanted.contains(.secondary) { restackColumns() } else { dimmingView.removeFromSuperview() }
    updateColumnTraits()
    layoutColumns()
  }

  /// The columns from bottom to top: the secondary under the leading columns.
  static let stackingOrder: [Column] = [.compact, .secondary, .supplementary, .primary]

  /// The controller that shows the collapsed interface.
  var collapsedController: UIViewController? { columns[.compact] ?? columns[.primary] }
}
