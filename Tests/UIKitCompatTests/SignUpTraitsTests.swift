import Foundation
import Testing
import UIKit

/// A sign-up form as iOS apps write it: text input traits on each field, a PIN view adopting
/// `UIKeyInput` with its own `keyboardType`, a dark override, and exclusive-touch buttons.
class SignUpViewController: UIViewController, UITextFieldDelegate {
  let nameField = UITextField()
  let emailField = UITextField()
  let codeField = UITextField()
  let pinView = PINEntryView()
  let agreeButton = UIButton(type: .system)
  let declineButton = UIButton(type: .system)
  var keyboardHeights: [CGFloat] = []
  var taps: [String] = []
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    overrideUserInterfaceStyle = .dark
    nameField.frame = CGRect(x: 20, y: 60, width: 260, height: 34)
    nameField.autocapitalizationType = .words
    nameField.textContentType = .name
    emailField.frame = CGRect(x: 20, y: 100, width: 260, height: 34)
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.spellCheckingType = .no
    emailField.returnKeyType = .next
    emailField.textContentType = .emailAddress
    emailField.delegate = self
    codeField.frame = CGRect(x: 20, y: 140, width: 260, height: 34)
    codeField.keyboardType = .numberPad
    codeField.textContentType = .oneTimeCode
    codeField.passwordRules = UITextInputPasswordRules(descriptor: "required: digit; minlength: 6;")
    pinView.frame = CGRect(x: 20, y: 180, width: 260, height: 44)
    agreeButton.frame = CGRect(x: 20, y: 240, width: 120, height: 44)
    declineButton.frame = CGRect(x: 160, y: 240, width: 120, height: 44)
    for button in [agreeButton, declineButton] {
      button.isExclusiveTouch = true
      button.addAction(
        UIAction { [weak self] _ in self?.taps.append(button === self?.agreeButton ? "agree" : "decline") },
        for: .touchUpInside)
    }
    for subview in [nameField, emailField, codeField, pinView, agreeButton, declineButton] { view.addSubview(subview) }
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] note in
      guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
      MainActor.assumeIsolated { self?.keyboardHeights.append(frame.cgRectValue.height) }
    }
  }

  func stopObserving() {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    codeField.becomeFirstResponder()
    return true
  }
}

/// A six-digit PIN entry: a plain view that takes typed digits.
class PINEntryView: UIView, UIKeyInput {
  var digits = ""
  var keyboardType: UIKeyboardType = .numberPad
  var textContentType: UITextContentType! = .oneTimeCode
  override var canBecomeFirstResponder: Bool { true }
  var hasText: Bool { !digits.isEmpty }
  func insertText(_ text: String) { digits += text.filter(\.isNumber) }
  func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
}

@MainActor
@Suite("Text input traits, custom key input and exclusive touch as iOS code uses them (Swift 5 mode)")
struct SignUpTraitsTests {
  @Test func eachFieldsTraitsChooseItsKeyboard() {
    let signUp = SignUpViewController()
    let bench = TestBench(root: signUp)
    defer { signUp.stopObserving() }
    #expect(signUp.traitCollection.userInterfaceStyle == .dark)
    #expect(signUp.nameField.becomeFirstResponder())
    bench.run(to: 0.5)
    #expect(signUp.emailField.becomeFirstResponder())
    bench.run(to: 1)
    signUp.emailField.insertText("me@example.com\n")
    #expect(signUp.codeField.isFirstResponder, "the return key moved on")
    bench.run(to: 1.5)
    let heights = signUp.keyboardHeights
    #expect(heights.count == 2, "name → email resizes (no predictive bar); email → code keeps the height")
    #expect(heights.count == 2 && heights[1] == heights[0] - 44)
    #expect(signUp.pinView.becomeFirstResponder())
    signUp.pinView.insertText("12a3")
    #expect(signUp.pinView.digits == "123")
    #expect(signUp.pinView.resignFirstResponder())
    bench.run(to: 2)
    #expect(!bench.window.isKeyboardShown, "resigning the PIN view lowers its keyboard")
  }

  @Test func exclusiveTouchButtonsCannotBeTappedTogether() {
    let signUp = SignUpViewController()
    let bench = TestBench(root: signUp)
    defer { signUp.stopObserving() }
    var agree = TouchTrack(downAt: CGPoint(x: 80, y: 262), time: 0.1)
    agree.hold(for: 0.2)
    agree.lift()
    var decline = TouchTrack(downAt: CGPoint(x: 220, y: 262), time: 0.15)
    decline.hold(for: 0.05)
    decline.lift()
    bench.timeline.play(agree, in: bench.window)
    bench.timeline.play(decline, in: bench.window)
    bench.run(to: 0.6)
    #expect(signUp.taps == ["agree"])
  }
}
