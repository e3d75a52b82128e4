import Foundation

/// The appearances a bar derives from the ones it is given — the standard appearance with a
/// transparent background that stands in for a missing scroll-edge appearance — kept per
/// source object, so that the bar's background is rebuilt only when an appearance changes.
@MainActor
struct TransparentAppearanceCache {
  private var entries: [ObjectIdentifier: (source: UIBarAppearance, derived: UIBarAppearance)] = [:]

  /// `appearance` with ``UIBarAppearance/configureWithTransparentBackground()`` applied.
  mutating func transparent<Appearance: UIBarAppearance>(_ appearance: Appearance) -> Appearance {
    let id = ObjectIdentifier(appearance)
    if let entry = entries[id], entry.source === appearance, let derived = entry.derived as? Appearance {
      return derived
    }
    if entries.count > 16 { entries = [:] }
    let derived = appearance.withTransparentBackground()
    entries[id] = (appearance, derived)
    return derived
  }
}
