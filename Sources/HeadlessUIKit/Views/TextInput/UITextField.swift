import Foundation

/// A one-line editable text box, as UIKit's `UITextField` (a `UIControl`).
///
/// The field draws its border (``borderStyle``), its text — or the ``placeholder`` in
/// `placeholderText` grey while the text is empty, bullets when ``isSecureTextEntry`` — in
/// ``textRect(forBounds:)`` (``editingRect(forBounds:)`` while editing), the left and right
/// views and the clear button by their modes, and a caret in the tint colour after the text
/// while it is first responder. `becomeFirstResponder()` starts editing (delegate, then
/// `.editingDidBegin`, then `textDidBeginEditingNotification`) and raises the keyboard;
/// `insertText(_:)` and `deleteBackward()` edit it (`.editingChanged`); see
/// UITextField+Editing.swift for the order of every callback.
///
/// - Note: UIKit difference: the caret is steady (UIKit blinks it about once a second when the
///   text is idle and holds it solid while typing); there is no selection, no text scrolling
///   (a long text being edited is cut at its start with "…" instead of scrolling), no
///   autocorrection, and the secure-entry bullets never show the last typed character.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
  /// The border, as `UITextField.BorderStyle` (the same raw values).
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none = 0
    /// A thin black rectangle.
    case line = 1
    /// A grey bezelled rectangle.
    case bezel = 2
    /// A rounded rectangle with a light grey hairline on white (UIKit's standard field).
    case roundedRect = 3
  }

  /// When an overlay view (left, right, clear button) is shown, as `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3

    func shows(editing: Bool) -> Bool {
      switch self {
      case .never: false
      case .whileEditing: editing
      case .unlessEditing: !editing
      case .always: true
      }
    }
  }

  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed = 0
  }

  /// Posted after a field became first responder, as `textDidBeginEditingNotification`.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after a field resigned first responder, as `textDidEndEditingNotification`.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// Posted after the user changed the text, as `textDidChangeNotification`.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

  // MARK: Metrics (UIKit's private values, approximated)

  /// The horizontal inset of the text in a `.roundedRect` field: 7 points.
  ///
  /// - Note: UIKit difference: private; 7 points is the commonly measured value.
  public static let roundedRectTextInset: CGFloat = 7
  /// The vertical room a `.roundedRect` field adds above and below its text line: 7 points
  /// (a 17 pt field is 34 points tall, as UIKit's).
  public static let roundedRectVerticalInset: CGFloat = 7
  /// The horizontal inset of the text in a `.line` or `.bezel` field: 2 points.
  public static let lineTextInset: CGFloat = 2
  /// The corner radius of a `.roundedRect` field: 5 points.
  public static let roundedRectCornerRadius: CGFloat = 5
  /// The hairline of a `.roundedRect` field: light grey (#CCCCCC), 0.5 point.
  public static let roundedRectBorderColor = UIColor(white: 0.8, alpha: 1)
  /// The side of the clear button: 19 points; it sits 5 points from the trailing edge of a
  /// bordered field.
  public static let clearButtonSide: CGFloat = 19
  /// The caret's width: 2 points, in the tint colour.
  public static let caretWidth: CGFloat = 2

  // MARK: Content

  var storedText = ""
  var storedAttributedText: NSAttributedString?

  /// The text, as `text`: never nil when read (setting nil stores ""), as UIKit. Setting it
  /// sends no editing event.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      contentDidChange()
    }
  }

  /// The styled text, as `attributedText`; setting it sets `text` to its string. Reading it
  /// after setting `text` gives the text in the field's font and colour.
  open var attributedText: NSAttributedString? {
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

  /// The grey text shown while the text is empty, as `placeholder`.
  open var placeholder: String? { didSet { contentDidChange() } }
  /// The font, as `font`: the system font at 17 pt by default (nil restores it).
  open var font: UIFont? {
    get { currentFont }
    set {
      currentFont = newValue ?? .systemFont(ofSize: 17)
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
  /// The alignment of the text in its rectangle, as `textAlignment` (default `.natural`).
  open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
  /// The border, as `borderStyle` (default `.none`).
  open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
  /// When the clear button shows (only while there is text), as `clearButtonMode` (default
  /// `.never`).
  open var clearButtonMode: ViewMode = .never { didSet { contentDidChange() } }
  /// A view at the leading edge, as `leftView`, shown by `leftViewMode`.
  open var leftView: UIView? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      contentDidChange()
    }
  }
  /// When the left view shows, as `leftViewMode` (default `.never`).
  open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
  /// A view at the trailing edge, as `rightView`, shown by `rightViewMode` (it replaces the
  /// clear button when both show).
  open var rightView: UIView? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      contentDidChange()
    }
  }
  /// When the right view shows, as `rightViewMode` (default `.never`).
  open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
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

  /// Whether the text is drawn as bullets, as `isSecureTextEntry` (default false).
  open var isSecureTextEntry = false { didSet { contentDidChange() } }
  /// Whether beginning to edit empties the field, as `clearsOnBeginEditing` (default false).
  open var clearsOnBeginEditing = false
  /// The delegate (held weakly), as `delegate`.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited (it is first responder), as `isEditing`.
  public internal(set) var isEditing = false

  var currentFont: UIFont = .systemFont(ofSize: 17)
  var currentTextColor: UIColor = .label

  let borderView = UIView(frame: .zero)
  let textLabel = UILabel(frame: .zero)
  let caretView = UIView(frame: .zero)
  let clearButton = TextFieldClearButton(frame: .zero)

  /// A field with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [borderView, textLabel, caretView] { view.isUserInteractionEnabled = false }
    addSubview(borderView)
    addSubview(textLabel)
    addSubview(caretView)
    addSubview(clearButton)
    clearButton.addTarget(
      nil, action: { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
    contentDidChange()
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UITextField.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// Starts editing, as `becomeFirstResponder()`: asks the delegate
  /// (`textFieldShouldBeginEditing`), becomes first responder (the current one resigns), then
  /// tells the delegate (`textFieldDidBeginEditing`), sends `.editingDidBegin`, posts
  /// `textDidBeginEditingNotification` and raises the keyboard. Returns false (and does nothing)
  /// when the delegate refuses or the field is disabled or not in a window.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { beginEditing() }

  /// Ends editing, as `resignFirstResponder()`: asks the delegate (`textFieldShouldEndEditing`),
  /// resigns, then tells the delegate (`textFieldDidEndEditing(_:reason:)`), sends
  /// `.editingDidEnd`, posts `textDidEndEditingNotification` and lowers the keyboard unless
  /// another text input is becoming first responder. Returns false when the delegate refuses.
  @discardableResult
  open override func resignFirstResponder() -> Bool { endEditing() }

  /// Types `text` at the end of the field, as the keyboard does through `insertText(_:)`:
  /// each "\n" is the return key (`textFieldShouldReturn`, then `.editingDidEndOnExit`, after
  /// which a field with an action for that event resigns); the rest is inserted when the
  /// delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` allows, followed by
  /// `textFieldDidChangeSelection`, `.editingChanged` and `textDidChangeNotification`.
  open func insertText(_ text: String) { typeText(text) }

  /// Deletes the last character, as the keyboard's delete key through `deleteBackward()` (the
  /// delegate may refuse; `.editingChanged` follows).
  open func deleteBackward() { deleteLastCharacter() }

  /// A tap (a touch lifted inside the field) starts editing, as on iOS.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if let touch, bounds.contains(touch.location(in: self)) { _ = becomeFirstResponder() }
  }

  /// Whether there is text, as `hasText`.
  open var hasText: Bool { !storedText.isEmpty }

  /// A field can become first responder while enabled, as UIKit's.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    refreshKeyboardForTextInput(text: storedText)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }

  // MARK: Rectangles (overridable, as UIKit's)

  private var isLeftToRight: Bool { effectiveUserInterfaceLayoutDirection != .rightToLeft }

  /// The rectangle the border is drawn in, as `borderRect(forBounds:)`: `bounds`.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The left view's rectangle, as `leftViewRect(forBounds:)`: its size at the left edge,
  /// centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = leftView.bounds.size
    return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's rectangle, as `rightViewRect(forBounds:)`: its size at the right edge,
  /// centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = rightView.bounds.size
    return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The clear button's rectangle, as `clearButtonRect(forBounds:)`: ``clearButtonSide``
  /// square, 5 points from the trailing edge of a bordered field (at the edge otherwise),
  /// centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = Self.clearButtonSide
    let margin: CGFloat = borderStyle == .none ? 0 : 5
    let x = isLeftToRight ? bounds.maxX - margin - side : bounds.minX + margin
    return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The rectangle of the text when not editing, as `textRect(forBounds:)`: the bounds less
  /// the border's inset (``roundedRectTextInset`` or ``lineTextInset``) and the overlay views
  /// shown now.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset: CGFloat =
      switch borderStyle {
      case .none: 0
      case .line, .bezel: Self.lineTextInset
      case .roundedRect: Self.roundedRectTextInset
      }
    var rect = bounds.insetBy(dx: inset, dy: 0)
    if showsLeftView {
      let left = leftViewRect(forBounds: bounds)
      rect = CGRect(
        x: max(rect.minX, left.maxX), y: rect.minY, width: rect.maxX - max(rect.minX, left.maxX), height: rect.height)
    }
    if showsRightView {
      rect.size.width = min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX
    } else if showsClearButton {
      let clear = clearButtonRect(forBounds: bounds)
      if isLeftToRight {
        rect.size.width = min(rect.maxX, clear.minX) - rect.minX
      } else {
        let minX = max(rect.minX, clear.maxX)
        rect = CGRect(x: minX, y: rect.minY, width: rect.maxX - minX, height: rect.height)
      }
    }
    rect.size.width = max(0, rect.width)
    return rect
  }

  /// The rectangle of the text while editing, as `editingRect(forBounds:)`: `textRect(forBounds:)`.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle of the placeholder, as `placeholderRect(forBounds:)`: `textRect(forBounds:)`.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  var showsLeftView: Bool { leftView != nil && leftViewMode.shows(editing: isEditing) }
  var showsRightView: Bool { rightView != nil && rightViewMode.shows(editing: isEditing) }
  var showsClearButton: Bool { hasText && clearButtonMode.shows(editing: isEditing) }

  // MARK: Size

  /// The field's natural size, as UIKit's `intrinsicContentSize`: the text's (or the
  /// placeholder's) one-line width plus the border insets and the overlay views shown, and
  /// the font's line height (rounded up to pixels) plus 2 × ``roundedRectVerticalInset`` for a
  /// `.roundedRect` field.
  open override var intrinsicContentSize: CGSize { fittingSize }

  /// The same size as `intrinsicContentSize`, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

  private var fittingSize: CGSize {
    let scale = window?.screen.scale ?? UIScreen.main.scale
    let shown = storedText.isEmpty ? (placeholder ?? "") : displayedText
    let textWidth = TextMeasurement.ceilToPixels(
      (shown as NSString).size(withAttributes: [.font: currentFont]).width, scale: scale)
    var width = textWidth
    var height = TextMeasurement.ceilToPixels(currentFont.lineHeight, scale: scale)
    switch borderStyle {
    case .none: break
    case .line, .bezel: width += 2 * Self.lineTextInset
    case .roundedRect:
      width += 2 * Self.roundedRectTextInset
      height += 2 * Self.roundedRectVerticalInset
    }
    if showsLeftView, let leftView { width += leftView.bounds.width }
    if showsRightView, let rightView {
      width += rightView.bounds.width
    } else if showsClearButton {
      width += Self.clearButtonSide + (borderStyle == .none ? 0 : 5)
    }
    return CGSize(width: width, height: height)
  }

  /// The text as drawn: bullets (U+2022) for secure entry.
  var displayedText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutBorder()
    if let leftView {
      if leftView.superview !== self { addSubview(leftView) }
      leftView.isHidden = !showsLeftView
      if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
    }
    if let rightView {
      if rightView.superview !== self { addSubview(rightView) }
      rightView.isHidden = !showsRightView
      if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
    }
    clearButton.isHidden = !showsClearButton || showsRightView
    clearButton.frame = clearButtonRect(forBounds: bounds)
    layoutText()
  }

  private func layoutBorder() {
    let layer = borderView.layer
    borderView.frame = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none:
      borderView.backgroundColor = nil
      layer.borderWidth = 0
      layer.cornerRadius = 0
    case .line:
      borderView.backgroundColor = nil
      layer.borderWidth = 1
      layer.borderColor = UIColor.black.cgColor
      layer.cornerRadius = 0
    case .bezel:
      borderView.backgroundColor = nil
      layer.borderWidth = 1
      layer.borderColor = UIColor.gray.cgColor
      layer.cornerRadius = 0
    case .roundedRect:
      borderView.backgroundColor = backgroundColor == nil ? .white : nil
      layer.borderWidth = 0.5
      layer.borderColor = Self.roundedRectBorderColor.cgColor
      layer.cornerRadius = Self.roundedRectCornerRadius
    }
  }

  private func layoutText() {
    let showsPlaceholder = storedText.isEmpty
    let rect =
      showsPlaceholder
      ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    textLabel.frame = rect
    textLabel.textAlignment = textAlignment
    textLabel.lineBreakMode = isEditing ? .byTruncatingHead : .byTruncatingTail
    if showsPlaceholder {
      textLabel.font = currentFont
      textLabel.textColor = .placeholderText
      textLabel.text = placeholder
    } else if let storedAttributedText, !isSecureTextEntry {
      textLabel.font = currentFont
      textLabel.textColor = currentTextColor
      textLabel.attributedText = storedAttributedText
    } else {
      textLabel.font = currentFont
      textLabel.textColor = currentTextColor
      textLabel.text = displayedText
    }
    layoutCaret(in: rect)
  }

  /// The caret: ``caretWidth`` wide, the font's line height tall (centred on the text line),
  /// in the tint colour, after the last character (at the rectangle's start for an empty
  /// field, by the alignment).
  private func layoutCaret(in rect: CGRect) {
    caretView.isHidden = !isEditing
    guard isEditing else { return }
    caretView.backgroundColor = tintColor
    let textWidth = min(
      rect.width,
      storedText.isEmpty ? 0 : (displayedText as NSString).size(withAttributes: [.font: currentFont]).width)
    let alignment: NSTextAlignment =
      switch textAlignment {
      case .natural, .justified: isLeftToRight ? .left : .right
      default: textAlignment
      }
    let x: CGFloat =
      switch alignment {
      case .center: rect.midX + textWidth / 2
      case .right: rect.maxX
      default: rect.minX + textWidth
      }
    let height = currentFont.lineHeight
    caretView.frame = CGRect(
      x: min(x, rect.maxX - Self.caretWidth / 2) - Self.caretWidth / 2, y: rect.midY - height / 2,
      width: Self.caretWidth, height: height)
  }
}
