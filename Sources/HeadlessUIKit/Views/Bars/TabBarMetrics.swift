import Foundation

/// The geometry and colours of UIKit's tab bar on iPhone in portrait, light mode.
enum TabBarMetrics {
  /// The bar's height above the bottom safe-area inset (UIKit's documented 49 pt).
  static let height: CGFloat = 49
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
