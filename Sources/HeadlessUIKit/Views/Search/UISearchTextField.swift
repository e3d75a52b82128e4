import Foundation

/// The text field inside a search bar, as UIKit's `UISearchTextField` (iOS 13+, a
/// `UITextField` subclass): a rounded grey capsule with a magnifying glass at its leading edge,
/// the placeholder in `placeholderText` grey, and a clear button while editing with text.
///
/// It is a `UITextField` in every other way: `text`, `placeholder`, `font`, `delegate`,
/// `becomeFirstResponder()`, `insertText(_:)` and the editing events behave as the base class
/// documents.
///
/// - Note: UIKit difference: tokens (`tokens`, `UISearchToken`) are not implemented; there is
///   no API for them.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The capsule's corner radius: 10 pt, as UIKit's search field.
  public static let searchFieldCornerRadius: CGFloat = 10
  /// The capsule's height in a search bar: 36 pt, as UIKit's.
  public static let searchFieldHeight: CGFloat = 36
  /// The width of the magnifying-glass area at the leading edge: 28 pt (UIKit's glyph with its
  /// padding; an approximation of a private value).
  public static let searchIconAreaWidth: CGFloat = 28

  let searchIcon = UIView(frame: CGRect(x: 0, y: 0, width: UISearchTextField.searchIconAreaWidth, height: 20))
  private let glyph = SymbolGlyphView(glyph: SymbolGlyph(name: "magnifyingglass"), tint: .secondaryLabel)

  /// A search field with `frame`, as `init(frame:)`: UIKit's capsule, the magnifying glass,
  /// the clear button while editing.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = Self.searchFieldCornerRadius
    clipsToBounds = true
    glyph.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    glyph.center = CGPoint(x: Self.searchIconAreaWidth / 2 + 2, y: 10)
    searchIcon.isUserInteractionEnabled = false
    searchIcon.addSubview(glyph)
    leftView = searchIcon
    leftViewMode = .always
    clearButtonMode = .whileEditing
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISearchTextField.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// The text's rectangle: after the magnifying glass, 6 pt from the clear button or the
  /// trailing edge.
  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.textRect(forBounds: bounds)
    rect.size.width = max(rect.width - 6, 0)
    return rect
  }

  /// The clear button sits 6 pt from the trailing edge of the capsule.
  open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.clearButtonRect(forBounds: bounds)
    rect.origin.x -= 6
    return rect
  }
}
