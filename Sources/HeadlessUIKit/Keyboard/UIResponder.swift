import Foundation

/// The namespace of UIKit's responder-level constants, as `UIResponder`: the keyboard
/// notifications and their user-info keys (see `UIResponder+Keyboard.swift`).
///
/// - Note: UIKit difference: `UIView` and `UIViewController` do not inherit from
///   `UIResponder` (their responder methods — touches, `next` — are declared on them
///   directly); `UIResponder` carries the constants iOS code reads from it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder, as `init()`.
  public override init() { super.init() }
}
