import Foundation

/// The geometry and colours of UIKit's standard (non-large-title) navigation bar on iPhone in
/// light mode, in one place. Values measured from iOS screenshots are marked as such.
enum NavigationBarMetrics {
  /// The bar's height in portrait on iPhone (UIKit's documented 44 pt).
  static let height: CGFloat = 44
  /// The title font: the system font at 17 pt, semibold (UIKit's `.headline` style, the bar's
  /// default title text attributes).
  static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// The back button's title font: the system font at 17 pt, regular (`.body`).
  static let backTitleFont = UIFont.systemFont(ofSize: 17)
  /// The bar background: an opaque stand-in for UIKit's `systemChromeMaterial` blur over
  /// white, which iOS screenshots show as #F9F9F9 at 94 % opacity (the classic translucent
  /// bar colour; measured, not documented).
  static let background = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 0.94)
  /// The hairline under the bar: `UIBarAppearance`'s default `shadowColor`, black at 30 %
  /// (0.3 alpha), one device pixel tall (UIKit's default shadow image is 1 px).
  static let shadowColor = UIColor(white: 0, alpha: 0.3)
  /// The back chevron (SF Symbol `chevron.backward`, 17 pt semibold in the bar): two strokes
  /// meeting at a tip 9 pt from the leading edge, vertically centred, each arm reaching
  /// 10.5 pt right and up or down, 3 pt thick with round caps (measured from screenshots).
  static let chevronTipX: CGFloat = 9
  static let chevronArm: CGFloat = 10.5
  static let chevronStroke: CGFloat = 3
  /// Where the back button's title starts (6 pt after the chevron; measured).
  static let backTitleX: CGFloat = 28
  /// The share of the bar's width on each side kept for the back button; the title is
  /// centred in the rest (UIKit centres the title unless it would collide with the buttons).
  static let sideFraction: CGFloat = 0.3
  /// `UINavigationController.hideShowBarDuration`: 0.2 s (UIKit's
  /// `UINavigationControllerHideShowBarDuration`).
  static let hideShowDuration: TimeInterval = 0.2

  /// The title label's frame in a bar `width` wide: centred, between the side areas.
  static func titleFrame(width: CGFloat) -> CGRect {
    let side = (width * sideFraction).rounded()
    return CGRect(x: side, y: 0, width: max(width - 2 * side, 0), height: height)
  }

  /// The back title's frame: from `backTitleX` to the end of the leading side area.
  static func backTitleFrame(width: CGFloat) -> CGRect {
    let side = (width * sideFraction).rounded()
    return CGRect(x: backTitleX, y: 0, width: max(side - backTitleX - 4, 0), height: height)
  }

  /// How far titles slide during a push or pop: from the title's centre to the back title's.
  static func slideDistance(width: CGFloat) -> CGFloat {
    titleFrame(width: width).midX - backTitleFrame(width: width).midX
  }
}
