import Foundation

/// The keyboard-related traits of a text input, as UIKit's `UITextInputTraits`: which keyboard
/// the input gets (its keys, return key, appearance, predictive bar) and how typed text is
/// treated. `UITextField` and `UITextView` implement every trait as a settable property; a
/// custom `UIKeyInput` view declares the ones it wants (`var keyboardType: UIKeyboardType =
/// .numberPad`) and gets UIKit's defaults for the rest.
///
/// The drawn keyboard follows the first responder's traits as iOS's does: see
/// `UIWindow.showKeyboard(height:)` and ``UIResponder/reloadInputViews()``.
///
/// - Note: UIKit difference: UIKit declares the traits as optional, settable requirements of an
///   Objective-C protocol; here they are readable requirements with UIKit's defaults, so a type
///   that declares a trait as a stored `var` satisfies it as it does on iOS. Autocorrection,
///   spell checking, smart punctuation and AutoFill (`textContentType`, `passwordRules`) have
///   no Linux counterpart: they change the keyboard's predictive bar as on iOS but never
///   change the text, which is what scripted typing inserts.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// When the shift key turns on by itself, as `autocapitalizationType`.
  var autocapitalizationType: UITextAutocapitalizationType { get }
  /// Whether autocorrection is on, as `autocorrectionType`.
  var autocorrectionType: UITextAutocorrectionType { get }
  /// Whether spell checking is on, as `spellCheckingType`.
  var spellCheckingType: UITextSpellCheckingType { get }
  /// Whether straight quotes become curly ones, as `smartQuotesType`.
  var smartQuotesType: UITextSmartQuotesType { get }
  /// Whether double hyphens become dashes, as `smartDashesType`.
  var smartDashesType: UITextSmartDashesType { get }
  /// Whether spaces are managed around pasted words, as `smartInsertDeleteType`.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
  /// The keyboard's keys, as `keyboardType`.
  var keyboardType: UIKeyboardType { get }
  /// Light or dark keys, as `keyboardAppearance`.
  var keyboardAppearance: UIKeyboardAppearance { get }
  /// The return key's title and colour, as `returnKeyType`.
  var returnKeyType: UIReturnKeyType { get }
  /// Whether the return key is disabled while the text is empty, as
  /// `enablesReturnKeyAutomatically`.
  var enablesReturnKeyAutomatically: Bool { get }
  /// Whether the text is hidden as it is typed, as `isSecureTextEntry`.
  var isSecureTextEntry: Bool { get }
  /// What the text means (for AutoFill), as `textContentType`.
  var textContentType: UITextContentType! { get }
  /// The rules a new password must follow (for AutoFill), as `passwordRules`.
  var passwordRules: UITextInputPasswordRules? { get }
}

extension UITextInputTraits {
  /// UIKit's default: `.sentences`.
  public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
  /// UIKit's default: `.default`.
  public var autocorrectionType: UITextAutocorrectionType { .default }
  /// UIKit's default: `.default`.
  public var spellCheckingType: UITextSpellCheckingType { .default }
  /// UIKit's default: `.default`.
  public var smartQuotesType: UITextSmartQuotesType { .default }
  /// UIKit's default: `.default`.
  public var smartDashesType: UITextSmartDashesType { .default }
  /// UIKit's default: `.default`.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
  /// UIKit's default: `.default`.
  public var keyboardType: UIKeyboardType { .default }
  /// UIKit's default: `.default`.
  public var keyboardAppearance: UIKeyboardAppearance { .default }
  /// UIKit's default: `.default`.
  public var returnKeyType: UIReturnKeyType { .default }
  /// UIKit's default: false.
  public var enablesReturnKeyAutomatically: Bool { false }
  /// UIKit's default: false.
  public var isSecureTextEntry: Bool { false }
  /// UIKit's default: nil.
  public var textContentType: UITextContentType! { nil }
  /// UIKit's default: nil.
  public var passwordRules: UITextInputPasswordRules? { nil }
}
