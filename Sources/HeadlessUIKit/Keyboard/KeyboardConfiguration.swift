import Foundation

/// What the drawn keyboard shows for the first responder, resolved as iOS's keyboard resolves
/// it from the input's ``UITextInputTraits``, its text and the window's interface style: the
/// plane of keys, the return key's title, colour and state, the shift state and whether the
/// predictive bar shows.
struct KeyboardConfiguration: Equatable {
  /// The keys of the keyboard type (see ``UIKeyboardType``).
  var keyboardType: UIKeyboardType = .default
  /// The return key's title: "return", "go", "search", "done", …
  var returnTitle = "return"
  /// Whether the return key is blue (every return key type but `.default`).
  var returnIsProminent = false
  /// Whether the return key can be pressed: false while the text is empty and the input
  /// `enablesReturnKeyAutomatically`.
  var returnIsEnabled = true
  /// Whether the letter keys show capitals: the shift key is on by autocapitalization.
  var isShifted = false
  /// Whether the keys are drawn dark (`.dark`/`.alert`, or `.default` in dark mode).
  var isDark = false
  /// Whether the predictive bar shows above the keys.
  var showsPredictiveBar = true
  /// The traits read when the keyboard came up that decide what follows the text.
  var autocapitalizationType: UITextAutocapitalizationType = .none
  var enablesReturnKeyAutomatically = false

  init() {}

  /// The keyboard iOS shows for `traits` with `text` typed so far, in a window of `style`.
  @MainActor init(traits: UITextInputTraits, text: String, style: UIUserInterfaceStyle) {
    keyboardType = traits.keyboardType
    returnTitle = Self.title(of: traits.returnKeyType)
    returnIsProminent = traits.returnKeyType != .default
    enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
    autocapitalizationType = traits.autocapitalizationType
    switch traits.keyboardAppearance {
    case .dark: isDark = true
    case .light: isDark = false
    case .default: isDark = style == .dark
    }
    self = updated(for: text)
    // Spell checking's default follows autocorrection; with both off iOS hides the bar.
    let corrects = traits.autocorrectionType != .no
    let checksSpelling = traits.spellCheckingType == .yes || (traits.spellCheckingType == .default && corrects)
    showsPredictiveBar = !isKeypad && (corrects || checksSpelling)
  }

  /// The same keyboard after the text became `text`: the shift state and the return key's
  /// state follow the text; the other traits stay as read when the keyboard came up (iOS reads
  /// them again only on `reloadInputViews()`).
  func updated(for text: String) -> KeyboardConfiguration {
    var configuration = self
    configuration.returnIsEnabled = !(enablesReturnKeyAutomatically && text.isEmpty)
    configuration.isShifted = !isKeypad && Self.shifts(autocapitalizationType, after: text)
    return configuration
  }

  /// Whether the keyboard is a keypad of digits (no letters, no predictive bar).
  var isKeypad: Bool {
    switch keyboardType {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
    default: false
    }
  }

  /// The return key's title on iOS's English keyboard.
  static func title(of type: UIReturnKeyType) -> String {
    switch type {
    case .default: "return"
    case .go: "go"
    case .google: "Google"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .search: "search"
    case .send: "send"
    case .yahoo: "Yahoo"
    case .done: "done"
    case .emergencyCall: "Emergency Call"
    case .continue: "continue"
    }
  }

  /// Whether autocapitalization turns the shift key on for the next character after `text`:
  /// always for `.allCharacters`; at the start and after a space or line break for `.words`;
  /// at the start, after a line break, and after a sentence's end (".", "!", "?") and a space
  /// for `.sentences`.
  static func shifts(_ type: UITextAutocapitalizationType, after text: String) -> Bool {
    switch type {
    case .none: return false
    case .allCharacters: return true
    case .words:
      guard let last = text.last else { return true }
      return last.isWhitespace
    case .sentences:
      guard let last = text.last else { return true }
      if last.isNewline { return true }
      guard last.isWhitespace else { return false }
      let trimmed = text.reversed().drop { $0 == " " || $0 == "\t" }
      guard let end = trimmed.first else { return true }
      return end == "." || end == "!" || end == "?" || end.isNewline
    }
  }
}
