/// The traits a view overrides for itself and its subviews, as UIKit's `UITraitOverrides`
/// (iOS 17): `window.traitOverrides.layoutDirection = .rightToLeft` lays the whole window out
/// right to left, as an app in Arabic or Hebrew.
///
/// - Note: UIKit difference: only `layoutDirection` can be overridden (the other traits, and
///   `contains(_:)`/`remove(_:)`, do not exist), views and windows only (not view controllers or
///   presentation controllers), and a subview (other than a window) whose direction changes is
///   laid out again but not sent `traitCollectionDidChange(_:)`.
public struct UITraitOverrides: Sendable, Equatable {
  /// The overridden direction; nil: not overridden.
  var overriddenLayoutDirection: UITraitEnvironmentLayoutDirection?

  /// The layout direction of this view and its subviews, as `layoutDirection`; reads
  /// `.unspecified` when not overridden.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { overriddenLayoutDirection ?? .unspecified }
    set { overriddenLayoutDirection = newValue }
  }
}
