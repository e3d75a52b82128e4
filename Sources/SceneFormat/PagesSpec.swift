import Foundation
import HeadlessUIKit

/// A `UIPageViewController` root (the `root.pages` field): its screens in page order, the
/// first shown, and how the pages turn.
///
/// ```yaml
/// root: { pages: { screens: [A, B, C], style: scroll, orientation: horizontal, spacing: 12 } }
/// ```
///
/// The scene's data source gives each screen's neighbours in `screens` order and, for the
/// `scroll` style with `pageControl` (default true), implements the presentation methods so
/// that UIKit's page control shows the pages as dots at the bottom.
public struct PagesSpec: Sendable, Equatable {
  /// The pages, in order.
  public var screens: [String]
  /// `scroll` (default) or `pageCurl`.
  public var style: UIPageViewController.TransitionStyle
  /// `horizontal` (default) or `vertical`.
  public var orientation: UIPageViewController.NavigationOrientation
  /// The gap between `scroll` pages in points (default 0).
  public var spacing: Double
  /// The spine of a `pageCurl`: `min` (default), `mid` (two pages side by side, a book) or
  /// `max`.
  public var spine: UIPageViewController.SpineLocation
  /// Whether a `pageCurl`'s pages have content on their backs (`isDoubleSided`; default false,
  /// true for the `mid` spine). The screens are then taken two by two: a `mid` spread's left
  /// and right pages, or a page's front and back.
  public var doubleSided: Bool
  /// Whether a `scroll` root shows UIKit's page control (default true).
  public var showsPageControl: Bool

  public init(
    screens: [String], style: UIPageViewController.TransitionStyle = .scroll,
    orientation: UIPageViewController.NavigationOrientation = .horizontal, spacing: Double = 0,
    spine: UIPageViewController.SpineLocation = .min, showsPageControl: Bool = true, doubleSided: Bool? = nil
  ) {
    self.screens = screens
    self.style = style
    self.orientation = orientation
    self.spacing = spacing
    self.spine = spine
    self.showsPageControl = showsPageControl
    self.doubleSided = doubleSided ?? (style == .pageCurl && spine == .mid)
  }

  /// How many screens are shown at once (`setViewControllers` takes that many): two for a
  /// double-sided `pageCurl` (the `mid` spine's spread, or a page's front and back), else one.
  public var pagesPerSpread: Int { style == .pageCurl && doubleSided ? 2 : 1 }

  /// The `UIPageViewController` options these settings make.
  var options: [UIPageViewController.OptionsKey: Any] {
    style == .scroll ? [.interPageSpacing: spacing] : [.spineLocation: spine.rawValue]
  }
}
