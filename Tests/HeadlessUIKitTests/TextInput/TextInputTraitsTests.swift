import Foundation
import Testing

@testable import HeadlessUIKit

/// `UITextInputTraits`: UIKit's defaults, and the keyboard iOS shows for them — keys, return
/// key, shift state, appearance, predictive bar and height — including after focus moves and
/// `reloadInputViews()`.
@MainActor
@Suite("UITextInputTraits and the keyboard they choose")
struct TextInputTraitsTests {
  /// A 390 × 844 window (34 pt home indicator) at 60 fps holding `fields`.
  @MainActor final class Rig {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    var frame = 0

    init(_ views: UIView...) {
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible()
      timeline.advance(to: 0)
    }

    /// Runs the timeline `seconds` on.
    func run(_ seconds: Double) {
      frame += Int((seconds * 60).rounded())
      timeline.advance(to: FrameIndex(frame))
    }

    /// The titles of the keyboard's keys, in the order they are laid out.
    var keys: [String] {
      (window.keyboardView?.subviews ?? []).compactMap { key in
        key.subviews.compactMap { ($0 as? UILabel)?.text }.first { !$0.isEmpty }
      }
    }

    /// The key titled `title`.
    func key(_ title: String) -> UIView? {
      window.keyboardView?.subviews.first { key in key.subviews.contains { ($0 as? UILabel)?.text == title } }
    }
  }

  @Test func uikitsDefaults() {
    let field = UITextField()
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default && field.spellCheckingType == .default)
    #expect(field.keyboardType == .default && field.keyboardAppearance == .default)
    #expect(field.returnKeyType == .default && !field.enablesReturnKeyAutomatically)
    #expect(field.textContentType == nil && field.passwordRules == nil)
    #expect(UIKeyboardType.numberPad.rawValue == 4 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
    #expect(UIKeyboardAppearance.alert == .dark)
  }

  @Test func returnKeyTitlesAreIOSs() {
    let titles = [UIReturnKeyType.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done]
      .map(KeyboardConfiguration.title(of:))
    #expect(titles == ["return", "go", "Google", "join", "next", "route", "search", "send", "Yahoo", "done"])
    #expect(KeyboardConfiguration.title(of: .emergencyCall) == "Emergency Call")
    #expect(KeyboardConfiguration.title(of: .continue) == "continue")
  }

  @Test func autocapitalizationTurnsShiftOnWhereIOSDoes() {
    func shifts(_ type: UITextAutocapitalizationType, _ text: String) -> Bool {
      KeyboardConfiguration.shifts(type, after: text)
    }
    #expect(shifts(.sentences, "") && shifts(.sentences, "Hi. ") && shifts(.sentences, "Why?  "))
    #expect(shifts(.sentences, "Hi!\n"))
    #expect(!shifts(.sentences, "Hi") && !shifts(.sentences, "Hi ") && !shifts(.sentences, "Hi."))
    #expect(shifts(.words, "") && shifts(.words, "New ") && !shifts(.words, "New"))
    #expect(shifts(.allCharacters, "abc") && !shifts(.none, ""))
  }

  @Test func anEmailFieldGetsAtAndDotAndABlueNextKeyWithoutPredictiveBar() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.returnKeyType = .next
    let rig = Rig(field)
    #expect(field.becomeFirstResponder())
    rig.run(0.5)
    #expect(rig.window.keyboardFrame == CGRect(x: 0, y: 844 - 292, width: 390, height: 292), "336 − the 44 pt bar")
    #expect(rig.keys.prefix(3) == ["q", "w", "e"], "autocapitalization none: lower-case keys")
    #expect(rig.keys.suffix(5) == ["123", "next", "space", "@", "."])
    #expect(rig.key("next")?.backgroundColor == KeyboardView.returnBlue)
    #expect(rig.key("space")!.frame.maxX < rig.key("@")!.frame.minX)
  }

  /// A search bar's field gets UIKit's search defaults: lower-case keys, a "search" return key
  /// disabled while empty and blue once there is text; the bar's traits are its field's.
  @Test func aSearchBarsKeyboardHasASearchKeyDisabledWhileEmpty() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
    #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
    #expect(bar.autocapitalizationType == .none && bar.keyboardType == .default)
    let rig = Rig(bar)
    bar.searchTextField.becomeFirstResponder()
    rig.run(0.5)
    #expect(rig.keys.prefix(3) == ["q", "w", "e"], "no automatic capitals")
    #expect(rig.key("search")?.backgroundColor == KeyboardView.specialKeyGrey, "disabled while empty")
    bar.searchTextField.insertText("s")
    #expect(rig.key("search")?.backgroundColor == KeyboardView.returnBlue)
    bar.keyboardType = .emailAddress
    bar.returnKeyType = .go
    #expect(bar.searchTextField.keyboardType == .emailAddress && bar.searchTextField.returnKeyType == .go)
  }

  @Test func aDefaultFieldShowsCapitalsUntilTheFirstLetterAndADisabledReturnWhileEmpty() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    field.returnKeyType = .go
    field.enablesReturnKeyAutomatically = true
    let rig = Rig(field)
    field.becomeFirstResponder()
    rig.run(0.5)
    #expect(rig.window.keyboardFrame?.height == 336, "with the predictive bar")
    #expect(rig.keys.prefix(3) == ["Q", "W", "E"], "sentences: shift is on at the start")
    #expect(rig.key("go")?.backgroundColor == KeyboardView.specialKeyGrey, "disabled while the text is empty")
    field.insertText("h")
    #expect(rig.keys.prefix(3) == ["q", "w", "e"])
    #expect(rig.key("go")?.backgroundColor == KeyboardView.returnBlue)
    field.insertText("i. ")
    #expect(rig.keys.prefix(3) == ["Q", "W", "E"], "a new sentence")
  }

  @Test func keypadsHaveDigitsAndNoPredictiveBar() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    field.keyboardType = .decimalPad
    let rig = Rig(field)
    field.becomeFirstResponder()
    rig.run(0.5)
    #expect(rig.window.keyboardFrame?.height == 292)
    #expect(rig.keys == ["1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0", "\u{232B}"])
    let one = rig.key("1")!.frame, three = rig.key("3")!.frame, zero = rig.key("0")!.frame
    #expect(one.minY == three.minY && zero.minX == rig.key("2")!.frame.minX, "a 3 × 4 grid")
  }

  @Test func movingFocusToAnotherKeyboardTypeResizesTheKeyboardWithNotifications() {
    let email = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    email.autocorrectionType = .no
    let code = UITextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
    code.keyboardType = .numberPad
    let notes = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 34))
    let rig = Rig(email, code, notes)
    final class Heights: @unchecked Sendable { var ends: [CGFloat] = [] }
    let heights = Heights()
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { note in
      heights.ends.append(
        (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0)
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    email.becomeFirstResponder()
    rig.run(0.5)
    code.becomeFirstResponder()
    rig.run(0.5)
    #expect(heights.ends == [292], "the same height: only the keys change")
    #expect(rig.keys.first == "1")
    notes.becomeFirstResponder()
    rig.run(0.5)
    #expect(heights.ends == [292, 336], "the predictive bar comes back: the keyboard grows")
    #expect(rig.window.keyboardView?.frame == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
  }

  @Test func traitsChangedWhileEditingApplyAfterReloadInputViews() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    let rig = Rig(field)
    field.becomeFirstResponder()
    rig.run(0.5)
    field.returnKeyType = .done
    field.keyboardAppearance = .dark
    field.insertText("a")
    #expect(rig.key("return") != nil, "iOS reads the traits when editing begins")
    field.reloadInputViews()
    #expect(rig.key("done")?.backgroundColor == KeyboardView.returnBlue)
    #expect(rig.window.keyboardView?.backgroundColor == KeyboardView.darkBackground)
  }

  @Test func theDefaultAppearanceFollowsTheWindowsStyle() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    let rig = Rig(field)
    rig.window.overrideUserInterfaceStyle = .dark
    field.becomeFirstResponder()
    rig.run(0.5)
    #expect(rig.window.keyboardView?.backgroundColor == KeyboardView.darkBackground)
  }

  /// A PIN entry view as iOS apps write it: a plain view adopting `UIKeyInput`.
  final class PINView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { _ = digits.popLast() }
  }

  @Test func aCustomKeyInputViewRaisesItsKeyboardAndLowersItOnResign() {
    let pin = PINView(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    let rig = Rig(pin)
    #expect(pin.becomeFirstResponder())
    rig.run(0.5)
    #expect(rig.window.isKeyboardShown)
    #expect(rig.keys.first == "1", "its keyboardType: the number pad")
    #expect(pin.resignFirstResponder())
    rig.run(0.5)
    #expect(!rig.window.isKeyboardShown)
  }
}
