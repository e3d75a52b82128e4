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
      // A text input taking over from another keeps the keyboard up.
      let wasTransferring = UIResponder.isTransferringTextFocus
      if self is UIKeyInput { UIResponder.isTransferringTextFocus = true }
      defer { UIResponder.isTransferringTextFocus = wasTransferring }
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    if let input = customKeyInput {
      input.raiseKeyboardForTextInput(traits: input, text: input.hasText ? "x" : "")
    }
    return true
  }

  /// `resignFirstResponder()`'s default implementation.
  func giveUpFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = firstResponderWindow, window.firstResponder === self {
      window.firstResponder = nil
      customKeyInput?.lowerKeyboardForTextInput(in: window)
    }
    return true
  }

  /// The responder as a view of its own that takes typed text (a custom `UIKeyInput` view,
  /// such as a PIN entry): on iOS the keyboard rises when it becomes first responder and
  /// lowers when it resigns. Text fields and text views raise and lower it themselves, after
  /// their delegate calls.
  private var customKeyInput: (UIView & UIKeyInput)? {
    guard !(self is UITextField), !(self is UITextView) else { return nil }
    return self as? UIView & UIKeyInput
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
