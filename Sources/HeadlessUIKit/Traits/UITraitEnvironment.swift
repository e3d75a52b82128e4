import Foundation

/// An object with interface traits that hears when they change, as `UITraitEnvironment`
/// (adopted by `UIView`, `UIWindow`, `UIViewController` and `UIPresentationController`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The environment's traits.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed, with the traits before the change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
