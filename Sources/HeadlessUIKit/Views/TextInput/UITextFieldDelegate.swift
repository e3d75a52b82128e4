import Foundation

/// What a text field asks and tells about editing, as UIKit's `UITextFieldDelegate`. Every
/// method is optional: the defaults allow everything and do nothing, as in UIKit, and
/// `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (asked by `becomeFirstResponder()`).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began: the field is first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (asked by `resignFirstResponder()`).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason` (iOS 10); the default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` (UTF-16) may be replaced by `string` (typing,
  /// deleting, clearing).
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// The selection (the insertion point) moved (iOS 13).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// The return key was pressed; return whether the field should process it.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
