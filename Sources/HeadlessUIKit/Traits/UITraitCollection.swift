import Foundation

/// The traits of an interface environment, as `UITraitCollection`: its size classes, display
/// scale, idiom, layout direction, interface style and preferred content size category.
/// Immutable; views and controllers read theirs through ``UITraitEnvironment``.
///
/// A window's traits are derived from its size and its screen, as iOS derives them (the
/// thresholds are in ``init(windowSize:screen:)``). A view outside any window has
/// unspecified traits.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
  /// The width's size class, as `horizontalSizeClass`.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height's size class, as `verticalSizeClass`.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Device pixels per point, as `displayScale` (0 when unspecified).
  public let displayScale: CGFloat
  /// The device kind, as `userInterfaceIdiom`.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The direction content is laid out in, as `layoutDirection`: the application's in a window
  /// (left to right), unless a view overrides it (`traitOverrides.layoutDirection`).
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Light or dark, as `userInterfaceStyle`: `.light` in a window unless overridden.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The preferred size of content, as `preferredContentSizeCategory`: `.large` in a window
  /// unless overridden.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Every trait unspecified, as `init()`.
  public convenience init() {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified)
  }

  /// Only the horizontal size class specified, as `init(horizontalSizeClass:)`.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified)
  }

  /// Only the vertical size class specified, as `init(verticalSizeClass:)`.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, displayScale: 0, idiom: .unspecified)
  }

  /// Only the display scale specified, as `init(displayScale:)`.
  public convenience init(displayScale: CGFloat) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: displayScale,
      idiom: .unspecified)
  }

  /// Only the idiom specified, as `init(userInterfaceIdiom:)`.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: idiom)
  }

  /// Only the layout direction specified, as `init(layoutDirection:)`.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
      layoutDirection: layoutDirection)
  }

  /// Only the interface style specified, as `init(userInterfaceStyle:)`.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
      userInterfaceStyle: userInterfaceStyle)
  }

  /// Only the content size category specified, as `init(preferredContentSizeCategory:)`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, idiom: .unspecified,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// The traits combined, later collections' specified traits winning, as
  /// `init(traitsFrom:)`.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var scale: CGFloat = 0
    var idiom = UIUserInterfaceIdiom.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var style = UIUserInterfaceStyle.unspecified
    var category = UIContentSizeCategory.unspecified
    for collection in collections {
      if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
      if collection.preferredContentSizeCategory != .unspecified { category = collection.preferredContentSizeCategory }
      if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
      if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
      if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
      if collection.displayScale != 0 { scale = collection.displayScale }
      if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
    }
    self.init(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale, idiom: idiom,
      layoutDirection: direction, userInterfaceStyle: style, preferredContentSizeCategory: category)
  }

  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
    displayScale: CGFloat, idiom: UIUserInterfaceIdiom,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.userInterfaceIdiom = idiom
  }

  /// The shortest side, in points, from which a screen is an iPad (the iPad mini's 744 pt).
  public static let padMinimumSide: CGFloat = 744
  /// On an iPad, the narrowest window width that is horizontally regular: 600 pt. Slide Over
  /// (320–375 pt) and most halves of Split View are compact; the 12.9-inch iPad's half (678 pt)
  /// and full-screen windows are regular.
  /// - Note: UIKit does not publish the rule; 600 pt separates the widths iPadOS reports as
  ///   compact from those it reports as regular.
  public static let padRegularMinimumWidth: CGFloat = 600
  /// On an iPhone in landscape, the narrowest portrait width (the screen's shorter side) whose
  /// landscape width is regular: 414 pt, the Plus and Max iPhones (414, 428, 430, 440 pt).
  /// Smaller iPhones (375–402 pt) stay compact in landscape.
  public static let phoneLandscapeRegularMinimumSide: CGFloat = 414

  /// The traits iOS gives a window of `windowSize` on `screen`.
  ///
  /// - Idiom: `.pad` when the screen's shorter side is at least ``padMinimumSide`` (744 pt),
  ///   else `.phone`.
  /// - iPhone, portrait (height ≥ width): compact width, regular height. Landscape: compact
  ///   height; regular width when the screen's shorter side is at least
  ///   ``phoneLandscapeRegularMinimumSide`` (the large phones), else compact.
  /// - iPad: regular height; regular width from ``padRegularMinimumWidth`` (600 pt), so a
  ///   full-screen iPad window is regular/regular.
  /// - `displayScale` is the screen's scale.
  /// - `layoutDirection` is the application's (`UIApplication.userInterfaceLayoutDirection`).
  /// - `userInterfaceStyle` is `.light`, `preferredContentSizeCategory` `.large` (the
  ///   device's defaults).
  ///
  /// - Note: UIKit difference: UIKit has no such initializer (the system computes a window's
  ///   traits); it is a Flipbook addition, used by every view's `traitCollection`.
  @preconcurrency @MainActor public convenience init(windowSize: CGSize, screen: UIScreen) {
    let shortSide = min(screen.bounds.width, screen.bounds.height)
    let idiom: UIUserInterfaceIdiom = shortSide >= Self.padMinimumSide ? .pad : .phone
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    switch idiom {
    case .pad:
      horizontal = windowSize.width >= Self.padRegularMinimumWidth ? .regular : .compact
      vertical = .regular
    default:
      if windowSize.height >= windowSize.width {
        horizontal = .compact
        vertical = .regular
      } else {
        horizontal = shortSide >= Self.phoneLandscapeRegularMinimumSide ? .regular : .compact
        vertical = .compact
      }
    }
    let direction: UITraitEnvironmentLayoutDirection =
      UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    self.init(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: screen.scale, idiom: idiom,
      layoutDirection: direction, userInterfaceStyle: .light, preferredContentSizeCategory: .large)
  }

  /// Whether every trait specified in `trait` has the same value here, as `containsTraits(in:)`.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Equal when every trait is equal.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.displayScale == rhs.displayScale && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
      && lhs.layoutDirection == rhs.layoutDirection && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
  }

  public var description: String {
    "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), userInterfaceIdiom = \(userInterfaceIdiom), layoutDirection = \(layoutDirection), userInterfaceStyle = \(userInterfaceStyle), preferredContentSizeCategory = \(preferredContentSizeCategory)>"
  }

  /// These traits with `layoutDirection` replaced.
  func replacing(layoutDirection: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
    guard layoutDirection != self.layoutDirection else { return self }
    return UITraitCollection(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
      idiom: userInterfaceIdiom, layoutDirection: layoutDirection, userInterfaceStyle: userInterfaceStyle,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// These traits with the traits `overrides` sets replaced by the overridden values.
  func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
    guard !overrides.isEmpty else { return self }
    return UITraitCollection(
      horizontalSizeClass: overrides.storedHorizontalSizeClass ?? horizontalSizeClass,
      verticalSizeClass: overrides.storedVerticalSizeClass ?? verticalSizeClass,
      displayScale: overrides.storedDisplayScale ?? displayScale,
      idiom: overrides.storedUserInterfaceIdiom ?? userInterfaceIdiom,
      layoutDirection: overrides.overriddenLayoutDirection ?? layoutDirection,
      userInterfaceStyle: overrides.storedUserInterfaceStyle ?? userInterfaceStyle,
      preferredContentSizeCategory: overrides.storedPreferredContentSizeCategory ?? preferredContentSizeCategory)
  }
}
