import Foundation

extension UISplitViewController {
  /// `show(_:)` for a column (see ``show(_:)``).
  func showColumn(_ column: Column) {
    precondition(
      storedStyle != .unspecified,
      "UISplitViewController.show(_:): a classic split view controller has no columns; use preferredDisplayMode")
    if collapsed { return bringToTop(column) }
    let current = normalized(displayMode)
    let shown = visibleColumns(in: current)
    let behavior = splitBehavior
    let triple = storedStyle == .tripleColumn
    switch column {
    case .primary where !shown.contains(.primary):
      let mode: DisplayMode =
        triple ? twoColumnMode(for: behavior) : (behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
      changeDisplayMode(to: mode, animated: true)
    case .supplementary where triple && !shown.contains(.supplementary):
      changeDisplayMode(to: behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary, animated: true)
    case .secondary where columnFrames(for: current, in: view.bounds).dimming > 0:
      changeDisplayMode(
        to: triple && current == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly, animated: true)
    default:
      break
    }
  }

  /// `hide(_:)` for a column (see ``hide(_:)``).
  func hideColumn(_ column: Column) {
    precondition(
      storedStyle != .unspecified,
      "UISplitViewController.hide(_:): a classic split view controller has no columns; use preferredDisplayMode")
    let triple = storedStyle == .tripleColumn
    if collapsed {
      switch column {
      case .secondary: bringToTop(triple ? .supplementary : .primary)
      case .supplementary: bringToTop(.primary)
      default: break
      }
      return
    }
    let current = normalized(displayMode)
    guard visibleColumns(in: current).contains(column) else { return }
    switch column {
    case .primary:
      changeDisplayMode(
        to: triple ? (current == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary) : .secondaryOnly,
        animated: true)
    case .supplementary where triple:
      changeDisplayMode(to: .secondaryOnly, animated: true)
    default:
      break
    }
  }

  /// Collapsed (column style, no `.compact` column): pushes the columns up to `column` onto
  /// the stack, or pops back to `column`'s last controller, animated.
  func bringToTop(_ column: Column) {
    guard columns[.compact] == nil, var record = collapseRecord,
      let primary = columns[.primary] as? UINavigationController, column != .compact
    else { return }
    let rank: [Column: Int] = [.primary: 0, .supplementary: 1, .secondary: 2]
    guard let wanted = rank[column], let current = rank[record.top], wanted != current else { return }
    if wanted > current {
      var moved: [UIViewController] = []
      if storedStyle == .tripleColumn, current < 1, wanted >= 1 {
        record.supplementary = takeControllers(of: .supplementary, saved: record.supplementary)
        moved += record.supplementary
      }
      if wanted == 2 {
        record.secondary = takeControllers(of: .secondary, saved: record.secondary)
        moved += record.secondary
      }
      record.top = column
      collapseRecord = record
      if !moved.isEmpty { primary.setViewControllers(primary.stack + moved, animated: true) }
    } else {
      let keep = record.base + (wanted >= 1 ? record.supplementary.count : 0)
      record.top = column
      collapseRecord = record
      guard keep >= 1, keep < primary.stack.count else { return }
      primary.popToViewController(primary.stack[keep - 1], animated: true)
    }
  }

  /// A column's controllers for the collapsed stack: its navigation controller's (taken off
  /// it), or those it had when they were last taken.
  private func takeControllers(of column: Column, saved: [UIViewController]) -> [UIViewController] {
    if let navigation = columns[column] as? UINavigationController, !navigation.stack.isEmpty {
      return navigation.releaseStack()
    }
    return saved.filter { $0.parent == nil }
  }

  /// `show(_:sender:)` (see ``show(_:sender:)``).
  func showAsPrimary(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if collapsed { return showCollapsed(vc) }
    install(vc, in: .primary)
  }

  /// `showDetailViewController(_:sender:)` (see ``showDetailViewController(_:sender:)``).
  func showAsDetail(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if collapsed { return showCollapsed(vc) }
    if storedStyle != .unspecified, !(vc is UINavigationController),
      let secondary = columns[.secondary] as? UINavigationController
    {
      assigned[.secondary] = vc
      secondary.setViewControllers([vc], animated: false)
    } else {
      install(vc, in: .secondary)
    }
    if isViewLoaded, columnFrames(for: displayMode, in: view.bounds).dimming > 0 {
      let triple = storedStyle == .tripleColumn
      changeDisplayMode(
        to: triple && normalized(displayMode) == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly,
        animated: true)
    }
  }

  /// Collapsed: the collapsed navigation controller pushes `vc` (a navigation controller's
  /// controllers); without one, the split view controller presents it.
  func showCollapsed(_ vc: UIViewController) {
    guard let navigation = collapsedController as? UINavigationController else {
      return present(vc, animated: true)
    }
    if let nested = vc as? UINavigationController {
      let moved = nested.releaseStack()
      guard !moved.isEmpty else { return }
      navigation.setViewControllers(navigation.stack + moved, animated: true)
    } else {
      navigation.pushViewController(vc, animated: true)
    }
  }
}
