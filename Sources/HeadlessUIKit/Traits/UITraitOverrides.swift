import Foundation

/// The traits a view or view controller overrides for itself and everything below it, as
/// UIKit's `UITraitOverrides` (iOS 17): `window.traitOverrides.layoutDirection = .rightToLeft`
/// lays the whole window out right to left, `controller.traitOverrides.horizontalSizeClass =
/// .regular` gives the controller, its view and its children a regular width.
///
/// A view's `traitCollection` is its environment's (its window's traits, or its controller's)
/// with the overrides of its ancestors applied from the window down — a view controller's
/// before its root view's — and its own last, as UIKit merges them. Reading a trait that is
/// not overridden returns its unspecified value. Changing an override marks the affected views
/// for layout; `traitCollectionDidChange(_:)` and the handlers registered with
/// `registerForTraitChanges(_:handler:)` run at the next layout pass (or
/// `updateTraitsIfNeeded()`), as in UIKit.
///
/// - Note: UIKit difference: the system traits listed here can be overridden; custom traits
///   (`subscript` with a `UITraitDefinition` type) and the other system traits cannot.
public struct UITraitOverrides: Sendable, Equatable {
  /// The overridden direction; nil: not overridden.
  var overriddenLayoutDirection: UITraitEnvironmentLayoutDirection?
  var storedHorizontalSizeClass: UIUserInterfaceSizeClass?
  var storedVerticalSizeClass: UIUserInterfaceSizeClass?
  var storedUserInterfaceStyle: UIUserInterfaceStyle?
  var storedPreferredContentSizeCategory: UIContentSizeCategory?
  var storedDisplayScale: CGFloat?
  var storedUserInterfaceIdiom: UIUserInterfaceIdiom?

  /// Whether no trait is overridden.
  var isEmpty: Bool { self == UITraitOverrides() }

  /// The layout direction of this environment and everything below it, as `layoutDirection`.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { overriddenLayoutDirection ?? .unspecified }
    set { overriddenLayoutDirection = newValue }
  }

  /// The horizontal size class, as `horizontalSizeClass`.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { storedHorizontalSizeClass ?? .unspecified }
    set { storedHorizontalSizeClass = newValue }
  }

  /// The vertical size class, as `verticalSizeClass`.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { storedVerticalSizeClass ?? .unspecified }
    set { storedVerticalSizeClass = newValue }
  }

  /// Light or dark, as `userInterfaceStyle`.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { storedUserInterfaceStyle ?? .unspecified }
    set { storedUserInterfaceStyle = newValue }
  }

  /// The preferred content size category, as `preferredContentSizeCategory`.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { storedPreferredContentSizeCategory ?? .unspecified }
    set { storedPreferredContentSizeCategory = newValue }
  }

  /// The display scale, as `displayScale` (0 when not overridden). It is reported in the trait
  /// collection; rendering keeps the screen's scale.
  public var displayScale: CGFloat {
    get { storedDisplayScale ?? 0 }
    set { storedDisplayScale = newValue }
  }

  /// The idiom, as `userInterfaceIdiom`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { storedUserInterfaceIdiom ?? .unspecified }
    set { storedUserInterfaceIdiom = newValue }
  }

  /// Whether `trait` is overridden, as `contains(_:)`.
  public func contains(_ trait: UITrait) -> Bool {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): storedHorizontalSizeClass != nil
    case ObjectIdentifier(UITraitVerticalSizeClass.self): storedVerticalSizeClass != nil
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): storedUserInterfaceStyle != nil
    case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): storedPreferredContentSizeCategory != nil
    case ObjectIdentifier(UITraitDisplayScale.self): storedDisplayScale != nil
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): storedUserInterfaceIdiom != nil
    case ObjectIdentifier(UITraitLayoutDirection.self): overriddenLayoutDirection != nil
    default: false
    }
  }

  /// Stops overriding `trait`, as `remove(_:)`; the value is inherited again.
  public mutating func remove(_ trait: UITrait) {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): storedHorizontalSizeClass = nil
    case ObjectIdentifier(UITraitVerticalSizeClass.self): storedVerticalSizeClass = nil
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): storedUserInterfaceStyle = nil
    case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): storedPreferredContentSizeCategory = nil
    case ObjectIdentifier(UITraitDisplayScale.self): storedDisplayScale = nil
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): storedUserInterfaceIdiom = nil
    case ObjectIdentifier(UITraitLayoutDirection.self): overriddenLayoutDirection = nil
    default: break
    }
  }
}
