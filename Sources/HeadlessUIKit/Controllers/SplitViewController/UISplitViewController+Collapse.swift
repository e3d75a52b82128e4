import Foundation

/// What collapsing moved onto the primary's navigation stack, to be given back on expansion.
@MainActor
struct CollapseRecord {
  /// The primary navigation controller's stack height before the collapse.
  var base: Int
  /// The controllers taken from the supplementary's navigation controller (column style).
  var supplementary: [UIViewController] = []
  /// The controllers taken from the secondary's navigation controller (column style), or the
  /// classic secondary pushed by `collapseSecondaryViewController(_:for:)`.
  var secondary: [UIViewController] = []
  /// The classic secondary navigation controller whose controllers were moved, refilled on
  /// expansion.
  var secondaryNavigation: UINavigationController?
  /// The column on top of the collapsed stack (column style).
  var top: UISplitViewController.Column = .secondary
  /// The classic secondary as it was before the collapse.
  var formerSecondary: UIViewController?
}

extension UISplitViewController {
  /// Collapses or expands to match the horizontal size class, the first time the view is in
  /// a window and whenever the size class changes outside a window resize.
  func settleCollapse() {
    guard !isReconciling, columnTransition == nil else { return }
    isReconciling = true
    defer { isReconciling = false }
    settled = true
    let compact = traitCollection.horizontalSizeClass == .compact
    if compact && !collapsed { collapse() } else if !compact && collapsed { expand() }
  }

  /// Collapses the interface to one stack with UIKit's questions (see the class discussion).
  func collapse() {
    guard !collapsed else { return }
    settled = true
    let reconciling = isReconciling
    isReconciling = true
    defer { isReconciling = reconciling }
    if storedStyle == .unspecified {
      collapseClassic()
    } else {
      let proposed: Column = .secondary
      let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
      collapsed = true
      stackColumns(upTo: top)
      installColumns()
      delegate?.splitViewControllerDidCollapse(self)
    }
  }

  /// Expands the interface to its columns with UIKit's questions (see the class discussion).
  func expand() {
    guard collapsed else { return }
    let reconciling = isReconciling
    isReconciling = true
    defer { isReconciling = reconciling }
    if storedStyle == .unspecified {
      expandClassic()
    } else {
      let proposed = automaticOrPreferredMode(for: currentSize)
      let mode =
        delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
      _ = unstackColumns()
      collapsed = false
      shownMode = mode == proposed || mode == .automatic ? nil : mode
      installColumns()
      delegate?.splitViewControllerDidExpand(self)
    }
  }

  private func collapseClassic() {
    if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== columns[.primary] {
      install(replacement, in: .primary)
    }
    let secondary = columns[.secondary]
    collapsed = true
    collapseRecord = CollapseRecord(base: (columns[.primary] as? UINavigationController)?.stack.count ?? 0)
    collapseRecord?.formerSecondary = secondary
    if let secondary, let primary = columns[.primary] {
      let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
      if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }
    // The secondary leaves the split view (a navigation controller may have taken it).
    if let secondary, secondary.parent === self {
      let visible = secondary.viewIfLoaded?.superview != nil && isAppearingOrAppeared
      secondary.willMove(toParent: nil)
      if visible { secondary.beginAppearanceTransition(false, animated: false) }
      secondary.viewIfLoaded?.removeFromSuperview()
      if visible { secondary.endAppearanceTransition() }
      secondary.removeFromParent()
    }
    columns[.secondary] = nil
    installColumns()
  }

  private func expandClassic() {
    if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== columns[.primary] {
      install(replacement, in: .primary)
    }
    var secondary: UIViewController?
    if let primary = columns[.primary] {
      secondary =
        delegate?.splitViewController(self, separateSecondaryFrom: primary)
        ?? primary.separateSecondaryViewController(for: self)
    }
    let former = collapseRecord?.formerSecondary
    collapseRecord = nil
    collapsed = false
    if secondary == nil, let former, former.parent == nil { secondary = former }
    shownMode = nil
    install(secondary, in: .secondary)
  }

  /// Column style: moves the supplementary's and the secondary's controllers (up to `top`)
  /// onto the primary's navigation stack. Nothing moves when a `.compact` column is set.
  func stackColumns(upTo top: Column) {
    guard columns[.compact] == nil, let primary = columns[.primary] as? UINavigationController else {
      collapseRecord = nil
      return
    }
    var record = CollapseRecord(base: primary.stack.count, top: top)
    var moved: [UIViewController] = []
    if storedStyle == .tripleColumn, top != .primary,
      let supplementary = columns[.supplementary] as? UINavigationController
    {
      record.supplementary = supplementary.releaseStack()
      moved += record.supplementary
    }
    if top == .secondary, let secondary = columns[.secondary] as? UINavigationController {
      record.secondary = secondary.releaseStack()
      moved += record.secondary
    }
    if !moved.isEmpty { primary.replaceStackAtOnce(with: primary.stack + moved) }
    collapseRecord = record
  }

  /// Column style: gives the controllers above the primary's own back to the supplementary
  /// and secondary navigation controllers (the controllers pushed while collapsed go to the
  /// secondary; a column whose controllers were popped gets its former ones back). Returns
  /// the column that was on top.
  func unstackColumns() -> Column? {
    guard let record = collapseRecord else { return nil }
    collapseRecord = nil
    guard let primary = columns[.primary] as? UINavigationController else { return record.top }
    var above = Array(primary.stack.dropFirst(record.base))
    if !above.isEmpty { primary.replaceStackAtOnce(with: Array(primary.stack.prefix(record.base))) }
    if let supplementary = columns[.supplementary] as? UINavigationController, !record.supplementary.isEmpty {
      let count = min(record.supplementary.count, above.count)
      let back = count > 0 ? Array(above.prefix(count)) : record.supplementary
      above.removeFirst(count)
      supplementary.replaceStackAtOnce(with: back)
    }
    if let secondary = columns[.secondary] as? UINavigationController {
      if !above.isEmpty {
        secondary.replaceStackAtOnce(with: record.secondary.isEmpty ? secondary.stack + above : above)
      } else if !record.secondary.isEmpty {
        secondary.replaceStackAtOnce(with: record.secondary)
      }
    }
    return record.top
  }

  /// The classic collapse of a navigation primary: pushes the secondary (a navigation
  /// controller's controllers) onto `navigation`'s stack without animation.
  func collapse(_ secondary: UIViewController, onto navigation: UINavigationController) {
    var record = collapseRecord ?? CollapseRecord(base: navigation.stack.count)
    record.base = navigation.stack.count
    if let secondaryNavigation = secondary as? UINavigationController {
      record.secondaryNavigation = secondaryNavigation
      record.secondary = secondaryNavigation.releaseStack()
    } else {
      record.secondary = [secondary]
    }
    collapseRecord = record
    navigation.replaceStackAtOnce(with: navigation.stack + record.secondary)
  }

  /// The classic expansion of a navigation primary: pops the controllers above its own and
  /// returns them as the secondary (in the former secondary navigation controller, or in a new
  /// one when there are several); nil when there is nothing above its own.
  func separate(from navigation: UINavigationController) -> UIViewController? {
    guard let record = collapseRecord else { return nil }
    guard navigation.stack.count > record.base else {
      // Popped back to the primary: a secondary navigation controller gets its controllers back.
      guard let secondaryNavigation = record.secondaryNavigation, secondaryNavigation.stack.isEmpty else { return nil }
      let former = record.secondary.filter { $0.parent == nil }
      guard !former.isEmpty else { return nil }
      secondaryNavigation.replaceStackAtOnce(with: former)
      return secondaryNavigation
    }
    let above = Array(navigation.stack.dropFirst(record.base))
    navigation.replaceStackAtOnce(with: Array(navigation.stack.prefix(record.base)))
    if let secondaryNavigation = record.secondaryNavigation {
      secondaryNavigation.replaceStackAtOnce(with: above)
      return secondaryNavigation
    }
    guard above.count > 1 else { return above[0] }
    let wrapper = UINavigationController(rootViewController: above[0])
    wrapper.replaceStackAtOnce(with: above)
    return wrapper
  }
}
