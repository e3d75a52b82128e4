import Foundation

// Editing a text field, in UIKit's order:
//
//   becomeFirstResponder():  delegate.textFieldShouldBeginEditing → (first responder)
//                            → [clearsOnBeginEditing empties the text]
//                            → delegate.textFieldDidBeginEditing → .editingDidBegin
//                            → textDidBeginEditingNotification → keyboard will-show
//   insertText(_:) / deleteBackward() / clear button:
//                            delegate.textField(_:shouldChangeCharactersIn:replacementString:)
//                            (delegate.textFieldShouldClear for the clear button)
//                            → text changes → delegate.textFieldDidChangeSelection
//                            → .editingChanged → textDidChangeNotification
//   insertText("\n"):        delegate.textFieldShouldReturn → .editingDidEndOnExit
//                            (a field with an action for it then resigns)
//   resignFirstResponder():  delegate.textFieldShouldEndEditing → (resigns)
//                            → delegate.textFieldDidEndEditing(_:reason: .committed)
//                            → .editingDidEnd → textDidEndEditingNotification
//                            → keyboard will-hide (unless another text input takes focus)

extension UITextField {
  // Starts editing, as UIKit's `becomeFirstResponder()`: asks the delegate, becomes first
  /// responder (the current one resigns), then tells the delegate, sends `.editingDidBegin`,
  /// posts `textDidBeginEditingNotification` and raises the keyboard. Returns false (and does
  /// nothing) when the delegate refuses, the field is disabled or not in a window.
  func beginEditing() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard becomeTextInputFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing, hasText {
      storedText = ""
      storedAttributedText = nil
    }
    contentDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    raiseKeyboardForTextInput(traits: self, text: storedText)
    return true
  }

  /// Ends editing, as UIKit's `resignFirstResponder()`: asks the delegate, resigns, then tells
  /// the delegate (`textFieldDidEndEditing(_:reason:)`), sends `.editingDidEnd`, posts
  /// `textDidEndEditingNotification` and lowers the keyboard unless another text input is
  /// becoming first responder. Returns false when the delegate refuses.
  func endEditing() -> Bool {
    guard isEditing else { return giveUpFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    let window = self.window
    guard giveUpFirstResponder() else { return false }
    isEditing = false
    contentDidChange()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    lowerKeyboardForTextInput(in: window)
    return true
  }

  /// Types `text` at the end of the field, as the keyboard does through UIKit's
  /// `insertText(_:)`: each "\n" is the return key (`textFieldShouldReturn`, then
  /// `.editingDidEndOnExit`, after which a field with an action for that event resigns), the
  /// rest is inserted if the delegate allows (`.editingChanged` follows).
  func typeText(_ text: String) {
    var pending = ""
    for character in text {
      if character == "\n" {
        if !pending.isEmpty { replaceEnd(deleting: 0, with: pending) }
        pending = ""
        pressReturn()
      } else {
        pending.append(character)
      }
    }
    if !pending.isEmpty { replaceEnd(deleting: 0, with: pending) }
  }

  /// Deletes the last character, as the keyboard's delete key through UIKit's
  /// `deleteBackward()` (the delegate may refuse; `.editingChanged` follows).
  func deleteLastCharacter() {
    guard let last = storedText.last else { return }
    replaceEnd(deleting: String(last).utf16.count, with: "")
  }

  /// Replaces the last `count` UTF-16 units with `string` when the delegate allows.
  private func replaceEnd(deleting count: Int, with string: String) {
    let length = storedText.utf16.count
    let range = NSRange(location: length - count, length: count)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
    let replaced = (storedText as NSString).replacingCharacters(in: range, with: string)
    storedText = replaced
    storedAttributedText = nil
    textDidChangeByEditing()
  }

  private func textDidChangeByEditing() {
    contentDidChange()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  private func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let resigns = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if resigns { _ = resignFirstResponder() }
  }

  /// The clear button was tapped: asks `textFieldShouldClear`, then (if allowed) empties the
  /// field as an edit (`shouldChangeCharactersIn` is not asked, as in UIKit).
  func clearButtonTapped() {
    if let delegate, !delegate.textFieldShouldClear(self) { return }
    storedText = ""
    storedAttributedText = nil
    textDidChangeByEditing()
  }
}
