import Foundation

// UIKit's views, layers, controllers and gesture recognizers are `NSObject`s, which compare
// and hash by identity unless a subclass overrides `isEqual:`. Ported code relies on that
// (`viewControllers == [a, b]`, `Set<UIView>`, `firstIndex(of:)`), so they do here too: views
// and controllers are responders, so `NSObject`s (see `UIResponder`); layers and gesture
// recognizers are not, and compare by identity here.

extension CALayer: Hashable {
  /// Identity, as `NSObject.isEqual(_:)`.
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  /// Identity, as `NSObject.hash`.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
  /// Identity, as `NSObject.isEqual(_:)`.
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
  /// Identity, as `NSObject.hash`.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
