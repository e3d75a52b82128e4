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
  /// The spine of a `pageCurl`: `min` (default) or `max`.
  public var spine: UIPageViewController.SpineLocation
  /// Whether a `scroll` root shows UIKit's page control (default true).
  public var showsPageControl: Bool

  public init(
    screens: [String], style: UIPageViewController.TransitionStyle = .scroll,
    orientation: UIPageViewController.NavigationOrientation = .horizontal, spacing: Double = 0,
    spine: UIPageViewController.SpineLocation = .min, showsPageControl: Bool = true
  ) {
    self.screens = screens
    self.style = style
    self.orientation = orientation
    self.spacing = spacing
    self.spine = spine
    self.showsPageControl = showsPageControl
  }

  /// The `UIPageViewController` options these settings make.
  var options: [UIPageViewController.OptionsKey: Any] {
    style == .scroll ? [.interPageSpacing: spacing] : [.spineLocation: spine.rawValue]
  }
}
