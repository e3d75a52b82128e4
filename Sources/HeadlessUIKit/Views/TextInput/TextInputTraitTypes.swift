import Foundation

// The value types of `UITextInputTraits`, with UIKit's cases and raw values.

/// The keys a keyboard shows, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// The letters keyboard.
  case `default` = 0
  /// Letters limited to ASCII.
  case asciiCapable = 1
  /// The numbers-and-punctuation plane.
  case numbersAndPunctuation = 2
  /// Letters with `.`, `/` and `.com` in place of the space bar.
  case URL = 3
  /// Digits 0–9 on a keypad.
  case numberPad = 4
  /// Digits with `+ * #` on a keypad.
  case phonePad = 5
  /// Letters that switch to a phone pad.
  case namePhonePad = 6
  /// Letters with `@` and `.` beside a shorter space bar.
  case emailAddress = 7
  /// Digits and a decimal point on a keypad.
  case decimalPad = 8
  /// Letters with `@` and `#`.
  case twitter = 9
  /// Letters with `.` beside the space bar.
  case webSearch = 10
  /// ASCII digits 0–9 on a keypad.
  case asciiCapableNumberPad = 11
  /// The deprecated name of ``asciiCapable``, as `UIKeyboardType.alphabet`.
  @available(*, deprecated, renamed: "asciiCapable")
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The return key's title, as UIKit's `UIReturnKeyType`. Every type but `.default` draws a
/// blue key.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// Light or dark keys, as UIKit's `UIKeyboardAppearance` (`.default` follows the window's
/// interface style).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
  /// The alert-sheet keyboard: the dark keyboard, as `UIKeyboardAppearance.alert`.
  public static let alert = UIKeyboardAppearance.dark
}

/// When the shift key turns on by itself, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At the start of each word.
  case words = 1
  /// At the start of each sentence.
  case sentences = 2
  /// Always (caps lock).
  case allCharacters = 3
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  /// On for the keyboards that autocorrect (the letter keyboards).
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType` (`.default`: on when
/// autocorrection is).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether straight quotes become curly ones, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether a double hyphen becomes a dash, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether spaces are managed around inserted and deleted words, as UIKit's
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The rules AutoFill follows when it suggests a new password, as UIKit's
/// `UITextInputPasswordRules`, written in Apple's password-rules language
/// (`"required: upper; required: digit; minlength: 8;"`).
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
  /// The rules, as `passwordRulesDescriptor`.
  public let passwordRulesDescriptor: String

  /// Rules from a descriptor, as `init(descriptor:)`.
  public init(descriptor: String) {
    passwordRulesDescriptor = descriptor
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
  }

  public override var hash: Int { passwordRulesDescriptor.hashValue }
}
