import Foundation

extension UISplitViewController {
  /// Whether the split view controller shows its display mode button, as
  /// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5).
  public enum DisplayModeButtonVisibility: Int, Sendable {
    /// Shown while ``presentsWithGesture`` is true (the default).
    case automatic = 0
    /// Never shown.
    case never = 1
    /// Shown even when ``presentsWithGesture`` is false.
    case always = 2
  }
}

/// The bar button items a column-style split view controller puts in its columns' navigation
/// bars by itself, made on first use.
@MainActor
final class SplitAutomaticButtons {
  /// The sidebar toggle of each column (one item per bar, so each bar owns its item's view).
  var toggles: [UISplitViewController.Column: UIBarButtonItem] = [:]
  /// The secondary's button to the secondary-only mode, and the one back from it.
  var enterSecondaryOnly: UIBarButtonItem?
  var exitSecondaryOnly: UIBarButtonItem?
  /// The display mode the secondary-only button left, for the way back.
  var modeBeforeSecondaryOnly: UISplitViewController.DisplayMode?
}

extension UISplitViewController {
  /// The column and the target of the sidebar toggle for `mode` (see
  /// ``automaticButtonItems(for:)``), or nil when the mode shows none.
  func sidebarToggle(for mode: DisplayMode) -> (column: Column, target: DisplayMode)? {
    let shown = visibleColumns(in: mode)
    let triple = storedStyle == .tripleColumn
    let behavior = splitBehavior
    if shown.contains(.primary) {
      // Only tiled leading columns keep a button to hide the sidebar; overlaid or displacing
      // ones are hidden by a tap on the dimmed secondary.
      guard behavior == .tile || (!triple && behavior == .displace) else { return nil }
      return (.primary, triple ? .oneBesideSecondary : .secondaryOnly)
    }
    if shown.contains(.supplementary) { return (.supplementary, twoColumnMode(for: behavior)) }
    return (.secondary, behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
  }

  /// Whether the sidebar toggle shows, per ``displayModeButtonVisibility`` and
  /// ``presentsWithGesture``.
  var showsSidebarToggle: Bool {
    switch displayModeButtonVisibility {
    case .always: true
    case .never: false
    case .automatic: presentsWithGesture
    }
  }

  /// The items UIKit puts at the leading end of each column's navigation bar for `mode`
  /// (column style, expanded; nothing for a classic split view or a collapsed one):
  ///
  /// - the sidebar toggle, in the leading-most column on screen: in the secondary when the
  ///   leading columns are hidden (it shows the next one: beside, over or displacing per the
  ///   split behaviour), in the supplementary when only the primary is hidden (it shows the
  ///   primary), and in a tiled primary (it hides the primary); while ``showsSidebarToggle``;
  /// - with ``showsSecondaryOnlyButton`` (triple column), in the secondary while it is not
  ///   dimmed: a button to `.secondaryOnly` and, there, one back to the mode it left.
  ///
  /// The toggle shows `sidebar.left` for the tile behaviour and a back chevron for the overlay
  /// and displace behaviours, as UIKit documents.
  func automaticButtonItems(for mode: DisplayMode) -> [Column: [UIBarButtonItem]] {
    guard storedStyle != .unspecified, !collapsed else { return [:] }
    var result: [Column: [UIBarButtonItem]] = [:]
    if showsSidebarToggle, let toggle = sidebarToggle(for: mode) {
      result[toggle.column] = [sidebarToggleItem(in: toggle.column)]
    }
    let normal = normalized(mode)
    let dimmed = columnFrames(for: normal, in: CGRect(origin: .zero, size: currentSize)).dimming > 0
    if storedStyle == .tripleColumn, showsSecondaryOnlyButton, !dimmed {
      result[.secondary, default: []].append(secondaryOnlyItem(exiting: normal == .secondaryOnly))
    }
    return result
  }

  /// Puts the automatic items for `mode` in the columns' navigation bars (cross-faded when
  /// `animated`), and takes them out of bars that no longer get them.
  func updateAutomaticButtons(for mode: DisplayMode? = nil, animated: Bool = false) {
    let placement = automaticButtonItems(for: mode ?? displayMode)
    for column in [Column.primary, .supplementary, .secondary] {
      guard let navigation = columns[column] as? UINavigationController else { continue }
      navigation.navigationBar.setContainerLeadingItems(placement[column] ?? [], animated: animated)
    }
  }

  /// The sidebar toggle of `column`'s bar, made once: a tap goes to the target
  /// ``sidebarToggle(for:)`` gives for the mode then on screen, animated.
  private func sidebarToggleItem(in column: Column) -> UIBarButtonItem {
    let symbol = splitBehavior == .tile ? "sidebar.left" : "chevron.backward"
    if let item = automaticButtons.toggles[column], item.image?.symbolName == symbol { return item }
    let item = UIBarButtonItem(
      image: UIImage(systemName: symbol), style: .plain, target: self,
      action: { [weak self] _ in
        guard let self, !self.collapsed, let toggle = self.sidebarToggle(for: self.displayMode) else { return }
        self.changeDisplayMode(to: toggle.target, animated: true)
      })
    automaticButtons.toggles[column] = item
    return item
  }

  /// The secondary's button to the secondary-only mode (`arrow.up.left.and.arrow.down.right`)
  /// or back from it (`arrow.down.right.and.arrow.up.left`, to the mode it left).
  private func secondaryOnlyItem(exiting: Bool) -> UIBarButtonItem {
    let buttons = automaticButtons
    if let item = exiting ? buttons.exitSecondaryOnly : buttons.enterSecondaryOnly { return item }
    let symbol = exiting ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right"
    let item = UIBarButtonItem(
      image: UIImage(systemName: symbol), style: .plain, target: self,
      action: { [weak self] _ in
        guard let self, !self.collapsed else { return }
        if exiting {
          let back = buttons.modeBeforeSecondaryOnly ?? self.twoColumnMode(for: self.splitBehavior)
          buttons.modeBeforeSecondaryOnly = nil
          self.changeDisplayMode(to: back, animated: true)
        } else {
          buttons.modeBeforeSecondaryOnly = self.displayMode
          self.changeDisplayMode(to: .secondaryOnly, animated: true)
        }
      })
    if exiting { buttons.exitSecondaryOnly = item } else { buttons.enterSecondaryOnly = item }
    return item
  }
}
