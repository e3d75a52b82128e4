import Foundation
import Testing

@testable import HeadlessUIKit

/// A delegate that logs every callback and can refuse.
@MainActor
final class LoggingFieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var refusedCharacters: Set<String> = []

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log.append("didEnd(\(reason.rawValue))")
  }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    log.append("shouldChange(\(range.location),\(range.length),\(string))")
    return !refusedCharacters.contains(string)
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return true
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    log.append("shouldClear")
    return true
  }
}

/// `UITextField`: values, rectangles, sizes, the editing callbacks in UIKit's order and the
/// keyboard it raises.
@MainActor
@Suite("UITextField")
struct TextFieldTests {
  /// A 390 × 844 window at 60 fps with a field in it (keep it alive: the timeline and the
  /// window are only referenced here).
  @MainActor final class Rig {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))

    init(_ field: UITextField) {
      window.addSubview(field)
      window.makeKeyAndVisible()
      timeline.advance(to: 0)
    }
  }

  static func rig(_ field: UITextField) -> Rig { Rig(field) }

  @Test func defaultsAreUIKits() {
    let field = UITextField(frame: .zero)
    #expect(field.text == "")
    field.text = nil
    #expect(field.text == "")
    #expect(field.font == .systemFont(ofSize: 17))
    #expect(field.textColor == .label)
    #expect(field.borderStyle == .none)
    #expect(field.clearButtonMode == .never)
    #expect(field.leftViewMode == .never)
    #expect(field.isSecureTextEntry == false)
    #expect(field.isEditing == false)
    #expect(field.hasText == false)
    #expect(field.canBecomeFirstResponder)
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
  }

  @Test func roundedRectSizeAndTextRectFollowTheMetrics() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    let scale = UIScreen.main.scale
    let lineHeight = TextMeasurement.ceilToPixels(UIFont.systemFont(ofSize: 17).lineHeight, scale: scale)
    #expect(field.intrinsicContentSize.height == lineHeight + 2 * UITextField.roundedRectVerticalInset)
    let placeholderWidth = TextMeasurement.ceilToPixels(
      ("Email" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width, scale: scale)
    #expect(field.intrinsicContentSize.width == placeholderWidth + 2 * UITextField.roundedRectTextInset)
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    field.borderStyle = .none
    #expect(field.textRect(forBounds: field.bounds) == field.bounds)
    #expect(field.intrinsicContentSize.height == lineHeight)
  }

  @Test func overlayViewsFollowTheirModes() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    field.leftView = left
    field.leftViewMode = .unlessEditing
    #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
    #expect(field.textRect(forBounds: field.bounds).minX == 30)
    field.clearButtonMode = .always
    #expect(field.textRect(forBounds: field.bounds).maxX == 200)  // no text: no clear button
    field.text = "hi"
    #expect(field.textRect(forBounds: field.bounds).maxX == 200 - UITextField.clearButtonSide)
    field.layoutIfNeeded()
    #expect(left.superview === field)
    #expect(left.isHidden == false)
    #expect(field.clearButton.isHidden == false)
  }

  @Test func secureEntryDrawsBullets() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.text = "secret"
    field.isSecureTextEntry = true
    field.layoutIfNeeded()
    #expect(field.textLabel.text == String(repeating: "\u{2022}", count: 6))
    #expect(field.text == "secret")
  }

  @Test func placeholderIsDrawnGreyUntilThereIsText() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.placeholder = "Password"
    field.layoutIfNeeded()
    #expect(field.textLabel.text == "Password")
    #expect(field.textLabel.textColor == .placeholderText)
    field.text = "x"
    field.layoutIfNeeded()
    #expect(field.textLabel.text == "x")
    #expect(field.textLabel.textColor == .label)
  }

  @Test func editingCallbacksComeInUIKitsOrder() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let delegate = LoggingFieldDelegate()
    field.delegate = delegate
    let rig = Self.rig(field)
    let window = rig.window
    defer { withExtendedLifetime(rig) {} }
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"),
    ] {
      field.addTarget(nil, action: { _ in delegate.log.append(name) }, for: event)
    }
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { delegate.log.append("keyboardWillShow") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(window.isKeyboardShown)
    #expect(delegate.log == ["shouldBegin", "didBegin", "editingDidBegin", "keyboardWillShow"])
    delegate.log = []
    field.insertText("ab")
    #expect(field.text == "ab")
    #expect(delegate.log == ["shouldChange(0,0,ab)", "didChangeSelection", "editingChanged"])
    delegate.log = []
    field.deleteBackward()
    #expect(field.text == "a")
    #expect(delegate.log == ["shouldChange(1,1,)", "didChangeSelection", "editingChanged"])
    delegate.log = []
    delegate.refusedCharacters = ["z"]
    field.insertText("z")
    #expect(field.text == "a")
    #expect(delegate.log == ["shouldChange(1,0,z)"])
    delegate.log = []
    #expect(field.resignFirstResponder())
    #expect(delegate.log == ["shouldEnd", "didEnd(0)", "editingDidEnd"])
    #expect(!field.isEditing)
    #expect(!window.isKeyboardShown)
  }

  @Test func aRefusingDelegateKeepsTheFieldAsItIs() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let delegate = LoggingFieldDelegate()
    delegate.allowsBegin = false
    field.delegate = delegate
    let rig = Self.rig(field)
    let window = rig.window
    defer { withExtendedLifetime(rig) {} }
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
    #expect(!window.isKeyboardShown)
    delegate.allowsBegin = true
    #expect(field.becomeFirstResponder())
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder)
  }

  @Test func focusMovingBetweenFieldsKeepsTheKeyboardUp() {
    let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
    let rig = Self.rig(first)
    let (timeline, window) = (rig.timeline, rig.window)
    defer { withExtendedLifetime(rig) {} }
    window.addSubview(second)
    var hides = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { hides += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    #expect(first.becomeFirstResponder())
    timeline.advance(to: 30)
    #expect(second.becomeFirstResponder())
    #expect(!first.isEditing)
    #expect(second.isEditing)
    #expect(hides == 0)
    #expect(window.isKeyboardShown)
  }

  @Test func returnKeyAsksTheDelegateAndEndsOnExit() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let delegate = LoggingFieldDelegate()
    field.delegate = delegate
    let rig = Self.rig(field)
    defer { withExtendedLifetime(rig) {} }
    var exits = 0
    field.addTarget(nil, action: { _ in exits += 1 }, for: .editingDidEndOnExit)
    #expect(field.becomeFirstResponder())
    delegate.log = []
    field.insertText("ok\n")
    #expect(field.text == "ok")
    #expect(exits == 1)
    #expect(delegate.log.contains("shouldReturn"))
    #expect(!field.isFirstResponder)
  }

  @Test func clearButtonEmptiesTheFieldAfterAsking() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let delegate = LoggingFieldDelegate()
    field.delegate = delegate
    field.text = "hello"
    field.clearButtonMode = .always
    let rig = Self.rig(field)
    let (timeline, window) = (rig.timeline, rig.window)
    defer { withExtendedLifetime(rig) {} }
    window.layoutIfNeeded()
    let centre = field.clearButton.convert(
      CGPoint(x: field.clearButton.bounds.midX, y: field.clearButton.bounds.midY), to: nil)
    var track = TouchTrack(downAt: centre, time: 0.1)
    track.hold(for: 0.1)
    track.lift()
    timeline.play(track, in: window)
    for frame in 1...30 { timeline.advance(to: FrameIndex(frame)) }
    #expect(field.text == "")
    #expect(delegate.log == ["shouldClear", "didChangeSelection"])
  }

  @Test func caretSitsAfterTheTextInTheTintWhileEditing() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let rig = Self.rig(field)
    defer { withExtendedLifetime(rig) {} }
    field.layoutIfNeeded()
    #expect(field.caretView.isHidden)
    #expect(field.becomeFirstResponder())
    field.insertText("Hi")
    field.layoutIfNeeded()
    #expect(!field.caretView.isHidden)
    #expect(field.caretView.backgroundColor == .systemBlue)
    let width = ("Hi" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
    #expect(abs(field.caretView.frame.midX - (7 + width)) < 1e-6)
    #expect(field.caretView.frame.width == UITextField.caretWidth)
  }

  @Test func textChangeNotificationsNameTheField() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let rig = Self.rig(field)
    defer { withExtendedLifetime(rig) {} }
    var names: [String] = []
    let center = NotificationCenter.default
    let observers = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: field, queue: nil) { note in
        let raw = note.name.rawValue
        MainActor.assumeIsolated { names.append(raw) }
      }
    }
    defer { for observer in observers { center.removeObserver(observer) } }
    _ = field.becomeFirstResponder()
    field.insertText("a")
    _ = field.resignFirstResponder()
    #expect(
      names == [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
        "UITextFieldTextDidEndEditingNotification",
      ])
  }
}
