import Foundation

extension UINavigationBar {
  /// The appearances the bar shows for `item`: the standard one and the one at the scroll edge,
  /// by UIKit's rules —
  ///
  /// ```
  /// regular height: standard = item.standardAppearance ?? bar.standardAppearance
  ///                 edge     = item.scrollEdgeAppearance ?? bar.scrollEdgeAppearance
  ///                            ?? standard with a transparent background (iOS 15+)
  /// compact height: standard = item.compactAppearance ?? bar.compactAppearance
  ///                            ?? the regular standard
  ///                 edge     = item.compactScrollEdgeAppearance ?? bar.compactScrollEdgeAppearance
  ///                            ?? the regular edge
  /// ```
  ///
  /// A bar no navigation controller manages has no scroll edge (nil).
  func resolvedAppearances(for item: UINavigationItem?, compact: Bool) -> (
    standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance?
  ) {
    let regular = item?.standardAppearance ?? legacyStandardAppearance
    let standard = compact ? item?.compactAppearance ?? compactAppearance ?? regular : regular
    guard managingController != nil else { return (standard, nil) }
    let regularEdge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? transparent(regular)
    let edge = compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? regularEdge : regularEdge
    return (standard, edge)
  }

  /// `standardAppearance` with the legacy `barTintColor` and `isTranslucent` applied, as UIKit
  /// bridges them: a tint colour replaces the background colour (over the blur while
  /// translucent); an opaque bar has no blur and an opaque colour (`systemBackground` without a
  /// tint).
  var legacyStandardAppearance: UINavigationBarAppearance {
    guard barTintColor != nil || !isTranslucent else { return standardAppearance }
    return derived(standardAppearance, key: "legacy") { appearance in
      if let barTintColor = self.barTintColor { appearance.backgroundColor = barTintColor }
      if !self.isTranslucent {
        appearance.backgroundEffect = nil
        appearance.backgroundColor = (appearance.backgroundColor ?? BarAppearanceMetrics.opaqueBackground)
          .withAlphaComponent(1)
      }
    }
  }

  /// `appearance` with a transparent background, the same object for the same appearance.
  private func transparent(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
    derived(appearance, key: "transparent") { $0.configureWithTransparentBackground() }
  }

  /// A copy of `source` changed by `change`, cached per source object so that the bar's
  /// background is rebuilt only when an appearance really changes.
  private func derived(
    _ source: UINavigationBarAppearance, key: String, _ change: (UINavigationBarAppearance) -> Void
  ) -> UINavigationBarAppearance {
    let id = "\(key)-\(ObjectIdentifier(source).hashValue)"
    if let cached = derivedAppearances[id], cached.source === source { return cached.derived }
    if derivedAppearances.count > 16 { derivedAppearances = [:] }
    let copy = UINavigationBarAppearance(barAppearance: source)
    change(copy)
    derivedAppearances[id] = (source, copy)
    return copy
  }

  /// Draws the top item's appearances, cross-faded by ``scrollEdgeFraction``, and its title
  /// attributes, at once.
  func updateAppearance() {
    guard outgoingViews.isEmpty else { return }
    let (standard, edge) = resolvedAppearances(for: topItem, compact: isCompact)
    background.show(standard: standard, scrollEdge: edge, edgeFraction: edge == nil ? 0 : scrollEdgeFraction)
    applyTitleAttributes(to: titleLabel, largeTitleLabel)
  }

  /// The appearance whose title attributes the labels use: the one mostly shown.
  var titleAppearance: UINavigationBarAppearance? { background.shownAppearance as? UINavigationBarAppearance }

  /// Sets the title's and the large title's font and colour from the shown appearance's
  /// attributes over the bar's `titleTextAttributes`/`largeTitleTextAttributes` and UIKit's
  /// defaults.
  func applyTitleAttributes(to title: UILabel, _ largeTitle: UILabel) {
    let appearance = titleAppearance
    let titleAttributes = (titleTextAttributes ?? [:]).merging(appearance?.titleTextAttributes ?? [:]) { $1 }
    title.font = titleAttributes[.font] as? UIFont ?? NavigationBarMetrics.titleFont
    title.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
    let largeAttributes = (largeTitleTextAttributes ?? [:]).merging(appearance?.largeTitleTextAttributes ?? [:]) {
      $1
    }
    largeTitle.font = largeAttributes[.font] as? UIFont ?? NavigationBarMetrics.largeTitleFont
    largeTitle.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
  }
}
