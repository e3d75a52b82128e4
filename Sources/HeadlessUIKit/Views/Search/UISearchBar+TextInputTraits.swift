import Foundation

/// The keyboard traits of a search bar, as UIKit's `UISearchBar: UITextInputTraits`: each one is
/// its ``UISearchBar/searchTextField``'s, so the keyboard that rises for the field follows what
/// is set on the bar. A search bar's field starts with UIKit's search defaults: a blue "search"
/// return key (`returnKeyType = .search`) that is disabled while the field is empty
/// (`enablesReturnKeyAutomatically = true`), and no automatic capitalisation
/// (`autocapitalizationType = .none`).
extension UISearchBar: UITextInputTraits {
  /// When the shift key turns on by itself, as `autocapitalizationType` (default `.none`).
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Whether autocorrection is on, as `autocorrectionType` (default `.default`).
  public var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// Whether spell checking is on, as `spellCheckingType` (default `.default`).
  public var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  /// Whether straight quotes become curly ones, as `smartQuotesType` (default `.default`).
  public var smartQuotesType: UITextSmartQuotesType {
    get { searchTextField.smartQuotesType }
    set { searchTextField.smartQuotesType = newValue }
  }
  /// Whether double hyphens become dashes, as `smartDashesType` (default `.default`).
  public var smartDashesType: UITextSmartDashesType {
    get { searchTextField.smartDashesType }
    set { searchTextField.smartDashesType = newValue }
  }
  /// Whether spaces are managed around pasted words, as `smartInsertDeleteType`.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { searchTextField.smartInsertDeleteType }
    set { searchTextField.smartInsertDeleteType = newValue }
  }
  /// The keyboard's keys, as `keyboardType` (default `.default`).
  public var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// Light or dark keys, as `keyboardAppearance` (default `.default`).
  public var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }
  /// The return key's title and colour, as `returnKeyType` (default `.search`: a blue "search").
  public var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  /// Whether the return key is disabled while the text is empty, as
  /// `enablesReturnKeyAutomatically` (default true for a search bar).
  public var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  /// Whether the text is hidden as it is typed, as `isSecureTextEntry` (default false).
  public var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }
  /// What the text means (for AutoFill), as `textContentType` (default nil).
  public var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
  /// The rules a new password must follow, as `passwordRules` (default nil).
  public var passwordRules: UITextInputPasswordRules? {
    get { searchTextField.passwordRules }
    set { searchTextField.passwordRules = newValue }
  }

  /// Gives the field UIKit's search-bar defaults (see the extension's overview).
  func applySearchKeyboardDefaults() {
    searchTextField.returnKeyType = .search
    searchTextField.enablesReturnKeyAutomatically = true
    searchTextField.autocapitalizationType = .none
  }
}
