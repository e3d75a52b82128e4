import Foundation

extension UIPageViewController {
  /// How pages turn, as `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over like a book's page (UIKit's default).
    case pageCurl = 0
    /// Pages slide side by side in a paging scroll view.
    case scroll = 1
  }

  /// The axis pages turn along, as `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Pages turn left and right.
    case horizontal = 0
    /// Pages turn up and down.
    case vertical = 1
  }

  /// Where the spine is, as `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the `.scroll` style.
    case none = 0
    /// The left edge (horizontal) or top edge (vertical): one page at a time.
    case min = 1
    /// The middle: two pages side by side.
    case mid = 2
    /// The right edge (horizontal) or bottom edge (vertical): one page at a time.
    case max = 3
  }

  /// The direction of a page turn, as `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To the page after (right to left, or bottom to top).
    case forward = 0
    /// To the page before.
    case reverse = 1
  }

  /// The keys of the `options` dictionary of
  /// ``init(transitionStyle:navigationOrientation:options:)``, as
  /// `UIPageViewController.OptionsKey`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation` (or its raw value as an `Int`/`NSNumber`) for the `.pageCurl` style,
    /// as `.spineLocation`.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The gap between pages in points (any number type) for the `.scroll` style, as
    /// `.interPageSpacing` (default 0).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The number in an options dictionary value (`Int`, `Double`, `CGFloat`, `Float`, `NSNumber`).
  static func optionNumber(_ value: Any, key: OptionsKey) -> Double {
    switch value {
    case let number as Int: return Double(number)
    case let number as Double: return number
    case let number as CGFloat: return Double(number)
    case let number as Float: return Double(number)
    case let number as NSNumber: return number.doubleValue
    case let location as SpineLocation: return Double(location.rawValue)
    default:
      preconditionFailure(
        "UIPageViewController(transitionStyle:navigationOrientation:options:): the value of \(key.rawValue) must be a number, not \(type(of: value)) (\(value))"
      )
    }
  }
}
