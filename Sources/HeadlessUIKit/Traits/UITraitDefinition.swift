import Foundation

/// A trait of a trait collection, as UIKit's `UITraitDefinition` (iOS 17): the type names the
/// trait in `registerForTraitChanges(_:handler:)` and `UITraitOverrides.contains(_:)`.
///
/// - Note: UIKit difference: a custom trait (your own conforming type) can be registered for but
///   not stored in a trait collection or overridden, so it never changes.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when nothing specifies the trait.
  static var defaultValue: Value { get }
  /// A unique identifier (default: the type's qualified name).
  static var identifier: String { get }
  /// A name for logs (default: the type's name).
  static var name: String { get }
  /// Whether the trait changes how colours resolve (default false).
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's qualified name, as UIKit's default `identifier`.
  public static var identifier: String { String(reflecting: Self.self) }
  /// The type's name, as UIKit's default `name`.
  public static var name: String { String(describing: Self.self) }
  /// False, as UIKit's default `affectsColorAppearance`.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its type, as UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait, as `UITraitHorizontalSizeClass`.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait, as `UITraitVerticalSizeClass`.
public struct UITraitVerticalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The light or dark style trait, as `UITraitUserInterfaceStyle`.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// True: colours resolve per style.
  public static let affectsColorAppearance = true
}

/// The preferred content size category trait, as `UITraitPreferredContentSizeCategory`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The display scale trait, as `UITraitDisplayScale`.
public struct UITraitDisplayScale: UITraitDefinition {
  /// 0 (unspecified).
  public static let defaultValue: CGFloat = 0
  /// True: images resolve per scale.
  public static let affectsColorAppearance = true
}

/// The idiom trait, as `UITraitUserInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// The layout direction trait, as `UITraitLayoutDirection`.
public struct UITraitLayoutDirection: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

extension UITraitCollection {
  /// The value of a system trait in this collection, for comparing two collections; nil for a
  /// trait a collection does not hold (a custom trait).
  func value(of trait: UITrait) -> AnyHashable? {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle
    case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory
    case ObjectIdentifier(UITraitDisplayScale.self): displayScale
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom
    case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection
    default: nil
    }
  }
}
