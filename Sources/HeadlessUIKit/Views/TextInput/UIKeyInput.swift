import Foundation

/// A responder that takes typed text, as UIKit's `UIKeyInput`: what the keyboard calls for
/// each key. `UITextField` and `UITextView` adopt it; a scene's `type:` step calls
/// `insertText(_:)` once per character on the first responder. Its ``UITextInputTraits``
/// choose the keyboard.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text to delete, as `hasText`.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point, as `insertText(_:)` (a return key inserts "\n").
  func insertText(_ text: String)
  /// Deletes the character before the insertion point, as `deleteBackward()`.
  func deleteBackward()
}

extension UIResponder {
  /// Whether a text input is becoming first responder right now: the keyboard stays up while
  /// focus moves from one text input to another, as on iOS.
  @MainActor static var isTransferringTextFocus = false

  /// Becomes first responder as a text input: sets ``isTransferringTextFocus`` while the
  /// current first responder resigns.
  @MainActor func becomeTextInputFirstResponder() -> Bool {
    let wasTransferring = UIResponder.isTransferringTextFocus
    UIResponder.isTransferringTextFocus = true
    defer { UIResponder.isTransferringTextFocus = wasTransferring }
    return makeFirstResponder()
  }
}

extension UIView {
  /// Raises the simulated keyboard in the view's window for an input with `traits` holding
  /// `text` (see `UIWindow.showKeyboard(for:text:)`), as iOS does when a text input becomes
  /// first responder.
  ///
  /// - Note: UIKit difference: without a running ``Timeline`` there is no keyboard (its
  ///   did-notifications need the virtual clock), so nothing is posted.
  func raiseKeyboardForTextInput(traits: UITextInputTraits, text: String) {
    guard Timeline.current != nil, let window else { return }
    window.showKeyboard(for: traits, text: text)
  }

  /// Redraws the keyboard's keys after the first responder's text changed (shift state,
  /// return key state).
  func refreshKeyboardForTextInput(text: String) {
    guard isFirstResponder, let window else { return }
    window.refreshKeyboard(text: text)
  }

  /// Lowers the simulated keyboard when a text input resigns, unless another text input is
  /// taking its place.
  func lowerKeyboardForTextInput(in window: UIWindow?) {
    guard Timeline.current != nil, !UIResponder.isTransferringTextFocus, let window else { return }
    window.hideKeyboard()
  }
}
