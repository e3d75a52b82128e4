import Foundation

/// The geometry and colours of UIKit's standard (non-large-title) navigation bar on iPhone in
/// light mode, in one place. Values measured from iOS screenshots are marked as such.
enum NavigationBarMetrics {
  /// The bar's height in portrait on iPhone (UIKit's documented 44 pt).
  static let height: CGFloat = 44
  /// The bar's height in a compact height (an iPhone in landscape): 32 pt, as UIKit's
  /// `UINavigationBar.sizeThatFits` there (measured on iOS 17 simulators; not documented).
  static let compactHeight: CGFloat = 32
  /// The height of the large-title area under the bar while the large title shows: 52 pt, so
  /// that the whole bar is 96 pt, as UIKit's on iPhone (measured; not documented).
  static let largeTitleAreaHeight: CGFloat = 52
  /// The large title's font: the system font at 34 pt, bold (UIKit's `.largeTitle` style in
  /// bold, the bar's default large-title text attributes).
  static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
  /// The large title's line height (34 pt text on a 41 pt line, as `.largeTitle`).
  static let largeTitleLineHeight: CGFloat = 41
  /// The gap between the large title's line and the bottom of the large-title area (measured
  /// from iOS 17 screenshots: the line's top sits 5 pt under the 44 pt bar).
  static let largeTitleBottomInset: CGFloat = 6
  /// How far (points) the large-title area is from collapsed when the small title has faded in
  /// completely: the small title fades in over the last 8 pt of the collapse.
  ///
  /// - Note: UIKit difference: UIKit fades the small title in over a short time once the large
  ///   title passes under the bar; here the fade follows the scroll offset.
  static let smallTitleFadeDistance: CGFloat = 8
  /// The title font: the system font at 17 pt, semibold (UIKit's `.headline` style, the bar's
  /// default title text attributes).
  static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// The back button's title font: the system font at 17 pt, regular (`.body`).
  static let backTitleFont = UIFont.systemFont(ofSize: 17)
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

  /// The title label's frame in a bar `width` wide and `barHeight` tall (without the
  /// large-title area): centred, between the side areas.
  static func titleFrame(width: CGFloat, barHeight: CGFloat = height) -> CGRect {
    let side = (width * sideFraction).rounded()
    return CGRect(x: side, y: 0, width: max(width - 2 * side, 0), height: barHeight)
  }

  /// The back title's frame: from `backTitleX` to the end of the leading side area.
  static func backTitleFrame(width: CGFloat, barHeight: CGFloat = height) -> CGRect {
    let side = (width * sideFraction).rounded()
    return CGRect(x: backTitleX, y: 0, width: max(side - backTitleX - 4, 0), height: barHeight)
  }

  /// How far titles slide during a push or pop: from the title's centre to the back title's.
  static func slideDistance(width: CGFloat) -> CGFloat {
    titleFrame(width: width).midX - backTitleFrame(width: width).midX
  }
}
