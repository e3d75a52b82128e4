import Foundation

/// A scrollable, multi-line, editable text view, as UIKit's `UITextView` (a `UIScrollView`).
///
/// The text wraps at the width less ``textContainerInset`` and the line fragment padding
/// (``lineFragmentPadding`` on each side) through the same typesetter as `UILabel`; it is laid
/// out from the top, and `contentSize` is its height plus the insets, so a long text scrolls.
/// With `isScrollEnabled == false` the view sizes itself: `intrinsicContentSize` is the text's
/// height for the current width (UIKit's self-sizing text view).
///
/// An editable text view (``isEditable``, the default) becomes first responder, asks and tells
/// its ``delegate`` (`textViewShouldBeginEditing` → `textViewDidBeginEditing` →
/// `textDidBeginEditingNotification` → the keyboard rises), takes typed text with
/// `insertText(_:)` ("\n" starts a new line; `shouldChangeTextIn` → text →
/// `textViewDidChangeSelection` → `textViewDidChange` → `textDidChangeNotification`) and draws a
/// steady caret in the tint colour after the last character.
///
/// - Note: UIKit difference: the default font is the system font at 12 pt (UIKit's default
///   text view font is 12 pt Helvetica); there is no selection, no `NSTextContainer` /
///   `NSLayoutManager` (see ``lineFragmentPadding``), the caret does not blink, and the view
///   does not scroll to keep the caret visible.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
  /// Posted after a text view became first responder, as `textDidBeginEditingNotification`.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after a text view resigned first responder, as `textDidEndEditingNotification`.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// Posted after the user changed the text, as `textDidChangeNotification`.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

  /// The horizontal padding inside the text container on each side: 5 points, UIKit's
  /// `textContainer.lineFragmentPadding` default.
  public static let lineFragmentPadding: CGFloat = 5

  private var storedText = ""
  private var storedAttributedText: NSAttributedString?
  private let textLabel = UILabel(frame: .zero)
  private let caretView = UIView(frame: .zero)

  /// The text, as `text` (never nil when read).
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      contentDidChange()
    }
  }

  /// The styled text, as `attributedText`; setting it sets `text` to its string.
  open var attributedText: NSAttributedString! {
    get {
      storedAttributedText
        ?? NSAttributedString(string: storedText, attributes: [.font: currentFont, .foregroundColor: currentTextColor])
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      storedText = newValue?.string ?? ""
      contentDidChange()
    }
  }

  private var currentFont: UIFont = .systemFont(ofSize: 12)
  private var currentTextColor: UIColor = .label

  /// The font, as `font` (default the system font at 12 pt; nil restores it).
  open var font: UIFont? {
    get { currentFont }
    set {
      currentFont = newValue ?? .systemFont(ofSize: 12)
      contentDidChange()
    }
  }
  /// The text colour, as `textColor` (default `.label`; nil restores it).
  open var textColor: UIColor? {
    get { currentTextColor }
    set {
      currentTextColor = newValue ?? .label
      contentDidChange()
    }
  }
  /// The alignment, as `textAlignment` (default `.natural`).
  open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
  /// The inset of the text container from the view's edges, as `textContainerInset`
  /// (default top and bottom 8, left and right 0).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentDidChange() } }
  /// Whether the text can be edited (the view becomes first responder), as `isEditable`
  /// (default true); making it false while editing ends editing.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { _ = resignFirstResponder() } }
  }
  /// Whether the view scrolls; when false the view sizes itself to its text, as UIKit's.
  open override var isScrollEnabled: Bool {
    didSet { contentDidChange() }
  }

  /// The delegate (held weakly), as `delegate`; it is the scroll view's delegate too.
  open var delegate: (any UITextViewDelegate)? {
    get { scrollViewDelegate as? any UITextViewDelegate }
    set { scrollViewDelegate = newValue }
  }

  /// A text view with `frame`, as `init(frame:textContainer:)` with no container.
  public init(frame: CGRect, textContainer: AnyObject?) {
    precondition(textContainer == nil, "UITextView(frame:textContainer:): NSTextContainer is not available")
    super.init(frame: frame)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    textLabel.isUserInteractionEnabled = false
    caretView.isUserInteractionEnabled = false
    caretView.isHidden = true
    addSubview(textLabel)
    addSubview(caretView)
    contentDidChange()
  }

  /// A text view with `frame`, as `init(frame:)`.
  public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UITextView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// Whether there is text, as `hasText`.
  open var hasText: Bool { !storedText.isEmpty }

  // MARK: Text input traits (UITextInputTraits; the keyboard reads them when the input becomes
  // first responder or reloads its input views, see `reloadInputViews()`)

  /// When the keyboard's shift key turns on by itself, as `autocapitalizationType` (default
  /// `.sentences`): the drawn keyboard shows capitals where iOS's would.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether autocorrection is on, as `autocorrectionType` (default `.default`); with it and
  /// spell checking off the keyboard has no predictive bar and is 44 points shorter.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether spell checking is on, as `spellCheckingType` (default `.default`: as
  /// autocorrection).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether straight quotes become curly, as `smartQuotesType` (default `.default`).
  ///
  /// - Note: UIKit difference: scripted typing inserts the text as written.
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// Whether a double hyphen becomes a dash, as `smartDashesType` (default `.default`).
  ///
  /// - Note: UIKit difference: scripted typing inserts the text as written.
  open var smartDashesType: UITextSmartDashesType = .default
  /// Whether spaces are managed around pasted words, as `smartInsertDeleteType`.
  ///
  /// - Note: UIKit difference: there is no pasting; kept for code that sets it.
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  /// The keyboard's keys, as `keyboardType` (default `.default`): letters with the type's
  /// extra keys, the numbers plane, or a keypad without predictive bar.
  open var keyboardType: UIKeyboardType = .default
  /// Light or dark keys, as `keyboardAppearance` (default `.default`: the window's style).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The return key's title and colour, as `returnKeyType` (default `.default`, "return").
  open var returnKeyType: UIReturnKeyType = .default
  /// Whether the return key is disabled while the text is empty, as
  /// `enablesReturnKeyAutomatically` (default false).
  open var enablesReturnKeyAutomatically = false
  /// What the text means, for AutoFill, as `textContentType` (default nil).
  open var textContentType: UITextContentType!
  /// The rules of a new password, for AutoFill, as `passwordRules` (default nil).
  open var passwordRules: UITextInputPasswordRules?

  /// A text view can become first responder while editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Whether the view is being edited (it is first responder).
  private var isEditingText = false

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    refreshKeyboardForTextInput(text: storedText)
  }

  // MARK: Measuring

  /// The width the text wraps at in a view `width` wide.
  private func wrapWidth(for width: CGFloat) -> CGFloat {
    max(0, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
  }

  /// The laid-out text's size wrapped at `width` (one line's height when empty).
  private func textSize(wrappingAt width: CGFloat) -> CGSize {
    configureLabel()
    let scale = window?.screen.scale ?? UIScreen.main.scale
    let height =
      storedText.isEmpty
      ? TextMeasurement.ceilToPixels(currentFont.lineHeight, scale: scale)
      : textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let fitted =
      storedText.isEmpty ? 0 : textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).width
    return CGSize(width: min(fitted, width), height: height)
  }

  /// The view's size for `size`, as UIKit's `sizeThatFits(_:)`: `size.width` and the wrapped
  /// text's height plus the insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    let text = textSize(wrappingAt: wrapWidth(for: width))
    return CGSize(width: width, height: text.height + textContainerInset.top + textContainerInset.bottom)
  }

  /// With scrolling disabled, the height of the text wrapped at the current width plus the
  /// insets (no intrinsic width), as UIKit's self-sizing text view; with scrolling, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
  }

  private func configureLabel() {
    textLabel.font = currentFont
    textLabel.textColor = currentTextColor
    textLabel.textAlignment = textAlignment
    if let storedAttributedText {
      textLabel.attributedText = storedAttributedText
    } else {
      textLabel.text = storedText
    }
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let wrap = wrapWidth(for: bounds.width)
    let size = textSize(wrappingAt: wrap)
    let origin = CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    textLabel.frame = CGRect(origin: origin, size: CGSize(width: wrap, height: size.height))
    let contentHeight = size.height + textContainerInset.top + textContainerInset.bottom
    let newContentSize = CGSize(width: bounds.width, height: contentHeight)
    if contentSize != newContentSize { contentSize = newContentSize }
    layoutCaret(textOrigin: origin, wrapWidth: wrap)
  }

  /// The caret after the last character: on the last line, at its measured width.
  private func layoutCaret(textOrigin origin: CGPoint, wrapWidth: CGFloat) {
    caretView.isHidden = !isEditingText
    guard isEditingText else { return }
    caretView.backgroundColor = tintColor
    let lineHeight = currentFont.lineHeight
    var x = origin.x
    var y = origin.y
    if !storedText.isEmpty {
      let run = TextRun(
        string: storedText, font: currentFont.descriptor, color: currentTextColor.rgba,
        frame: CGRect(x: 0, y: 0, width: wrapWidth, height: .greatestFiniteMagnitude), alignment: .left,
        numberOfLines: 0, lineBreakMode: NSLineBreakMode.byWordWrapping.layoutMode)
      let typeset = TextMeasurement.typeset(run, width: wrapWidth, api: "UITextView caret")
      if storedText.hasSuffix("\n") {
        y += typeset.size.height
      } else if let last = typeset.lines.last {
        x += last.x + last.width
        y += last.top
      }
    }
    caretView.frame = CGRect(
      x: min(x, origin.x + wrapWidth) - UITextField.caretWidth / 2, y: y, width: UITextField.caretWidth,
      height: lineHeight)
  }

  // MARK: Editing

  /// Starts editing, as `becomeFirstResponder()`: asks `textViewShouldBeginEditing`, becomes
  /// first responder, then `textViewDidBeginEditing`, `textDidBeginEditingNotification` and
  /// the keyboard rises. False when not editable, refused or not in a window.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
    guard becomeTextInputFirstResponder() else { return false }
    isEditingText = true
    setNeedsLayout()
    delegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    raiseKeyboardForTextInput(traits: self, text: storedText)
    return true
  }

  /// Ends editing, as `resignFirstResponder()`: asks `textViewShouldEndEditing`, resigns, then
  /// `textViewDidEndEditing`, `textDidEndEditingNotification` and the keyboard lowers unless
  /// another text input takes focus.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditingText else { return super.resignFirstResponder() }
    if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
    let window = self.window
    guard super.resignFirstResponder() else { return false }
    isEditingText = false
    setNeedsLayout()
    delegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    lowerKeyboardForTextInput(in: window)
    return true
  }

  /// Types `text` at the end, as the keyboard through `insertText(_:)` ("\n" is a new line):
  /// `textView(_:shouldChangeTextIn:replacementText:)`, then the text changes,
  /// `textViewDidChangeSelection`, `textViewDidChange`, `textDidChangeNotification`.
  open func insertText(_ text: String) {
    replaceEnd(deleting: 0, with: text)
  }

  /// Deletes the last character, as `deleteBackward()`.
  open func deleteBackward() {
    guard let last = storedText.last else { return }
    replaceEnd(deleting: String(last).utf16.count, with: "")
  }

  private func replaceEnd(deleting count: Int, with string: String) {
    let length = storedText.utf16.count
    let range = NSRange(location: length - count, length: count)
    if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string) { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    storedAttributedText = nil
    contentDidChange()
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }
}
