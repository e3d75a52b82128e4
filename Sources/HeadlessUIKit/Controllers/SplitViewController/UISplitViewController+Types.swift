import Foundation

extension UISplitViewController {
  /// How many columns a split view controller shows, as `UISplitViewController.Style` (iOS 14).
  public enum Style: Int, Sendable {
    /// The classic split view controller made by `init(nibName:bundle:)`: its children are set
    /// through `viewControllers`, and the classic delegate methods (`collapseSecondary:onto:`,
    /// `separateSecondaryFrom:`) apply.
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column of a column-style split view controller, as `UISplitViewController.Column`.
  public enum Column: Int, Sendable {
    /// The leading column (the sidebar).
    case primary = 0
    /// The middle column of a `.tripleColumn` split view.
    case supplementary = 1
    /// The main content column.
    case secondary = 2
    /// The controller shown instead of the columns while the interface is collapsed (a
    /// horizontally compact environment).
    case compact = 3
  }

  /// Which columns are on screen and how, as `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable {
    /// The split view controller chooses from the space it has (the default preference).
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// The leading column (the primary; the supplementary in a triple column) tiled beside the
    /// secondary.
    case oneBesideSecondary = 2
    /// The leading column over the secondary, which keeps its full width and is dimmed.
    case oneOverSecondary = 3
    /// The primary and the supplementary tiled beside the secondary.
    case twoBesideSecondary = 4
    /// The primary and the supplementary over the secondary.
    case twoOverSecondary = 5
    /// The primary and the supplementary pushing the secondary, which keeps its width, partly
    /// off screen.
    case twoDisplaceSecondary = 6

    /// The iOS 8 name of `.secondaryOnly`.
    @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    /// The iOS 8 name of `.oneBesideSecondary`.
    @available(
      iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary"
    )
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    /// The iOS 8 name of `.oneOverSecondary`.
    @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// How the leading columns share the width with the secondary column, as
  /// `UISplitViewController.SplitBehavior` (iOS 14).
  public enum SplitBehavior: Int, Sendable {
    /// The split view controller chooses from the space it has.
    case automatic = 0
    /// Side by side: the secondary narrows.
    case tile = 1
    /// Over the secondary, which keeps its full width.
    case overlay = 2
    /// Pushing the secondary, which keeps its width, partly off screen.
    case displace = 3
  }

  /// The side of the primary column, as `UISplitViewController.PrimaryEdge` (iOS 11).
  public enum PrimaryEdge: Int, Sendable {
    /// The leading side (left in a left-to-right layout).
    case leading = 0
    /// The trailing side.
    case trailing = 1
  }
}
