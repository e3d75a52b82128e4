/// The user's preferred size of content (Dynamic Type), as `UIContentSizeCategory`: a string
/// constant per size, with UIKit's raw values, ordered from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge` (`unspecified` first).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: String

  /// Wraps a raw value, as `init(rawValue:)`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference (a view outside any window).
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size (a window's preferred category).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A size above the default.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest size outside the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// An accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// A larger accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A still larger accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories in increasing size.
  private static let ordered: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes, as `isAccessibilityCategory`.
  public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

  /// Smaller, as UIKit orders the categories (an unknown raw value sorts first).
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }

  /// The raw value.
  public var description: String { rawValue }
}
