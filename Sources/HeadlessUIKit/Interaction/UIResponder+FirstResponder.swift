import Foundation

// First-responder bookkeeping: each window stores its first responder (UIKit's private
// `UIWindow._firstResponder`); a view or controller that leaves the window resigns it.

extension UIResponder {
  /// The window whose first responder this responder can be: a view's window, a controller's
  /// loaded view's window; nil for other responders (the application).
  var firstResponderWindow: UIWindow? {
    switch self {
    case let view as UIView: return view.window
    case let controller as UIViewController: return controller.viewIfLoaded?.window
    default: return nil
    }
  }

  /// `becomeFirstResponder()`'s default implementation.
  func makeFirstResponder() -> Bool {
    guard let window = firstResponderWindow else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = window.firstResponder {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    return true
  }

  /// `resignFirstResponder()`'s default implementation.
  func giveUpFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }
}

extension UIView {
  /// Called before the view (with its subviews) leaves `oldWindow`: when the window's first
  /// responder is the view, a descendant, or the controller of one of their root views, UIKit
  /// asks it to resign; it stops being first responder even if it refuses, since it is no
  /// longer in the window.
  func resignFirstResponder(leaving oldWindow: UIWindow?) {
    guard let oldWindow, let responder = oldWindow.firstResponder else { return }
    let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
    guard let view, view.isDescendant(of: self) else { return }
    _ = responder.resignFirstResponder()
    if oldWindow.firstResponder === responder { oldWindow.firstResponder = nil }
  }
}
