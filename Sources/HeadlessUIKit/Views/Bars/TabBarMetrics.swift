import Foundation

/// The geometry and colours of UIKit's tab bar on iPhone in portrait, light mode.
enum TabBarMetrics {
  /// The bar's height above the bottom safe-area inset (UIKit's documented 49 pt).
  static let height: CGFloat = 49
  /// The bar's height above the safe area in a compact height (an iPhone in landscape): 32 pt
  /// (measured on iOS 17 simulators; not documented).
  static let compactHeight: CGFloat = 32
  /// In a compact height the glyph (20 pt box) sits left of the title (13 pt medium), 6 pt
  /// apart, the pair centred in the item (measured from iOS 17 screenshots).
  static let inlineGlyphSide: CGFloat = 20
  static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
  static let inlineSpacing: CGFloat = 6
  /// The badge: a capsule 18 pt tall and at least 18 pt wide, its text the system font at
  /// 13 pt in white with 5 pt of padding each side, its leading edge 5 pt right of the glyph's
  /// centre and its top 2 pt below the bar's top, in `systemRed` (measured from iOS 17
  /// screenshots; UIKit documents only the colour).
  static let badgeHeight: CGFloat = 18
  static let badgeFont = UIFont.systemFont(ofSize: 13)
  static let badgePadding: CGFloat = 5
  static let badgeOffsetX: CGFloat = 5
  static let badgeTop: CGFloat = 2
  /// The glyph is drawn 25 pt tall, its box's top 5 pt below the bar's top (measured from
  /// iOS screenshots).
  static let glyphSide: CGFloat = 25
  static let glyphTop: CGFloat = 5
  /// The title: the system font at 10 pt, medium, in a 12 pt line whose top is 33 pt below
  /// the bar's top (measured).
  static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
  static let titleTop: CGFloat = 33
  static let titleHeight: CGFloat = 12
  /// The default unselected tint: `systemGray` (UIKit's default `unselectedItemTintColor`).
  static let unselectedTint = UIColor.systemGray
}
