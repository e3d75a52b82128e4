import Foundation
import Graphics

/// The layout attributes of a paragraph, as UIKit's `NSParagraphStyle`: immutable; make a
/// ``NSMutableParagraphStyle`` (or `mutableCopy()`) to change them. Attach one to text with the
/// `.paragraphStyle` attribute; labels, `size(withAttributes:)`, `boundingRect(with:…)` and string
/// drawing honour `alignment`, `lineBreakMode`, `lineSpacing`, `paragraphSpacing`,
/// `paragraphSpacingBefore`, `lineHeightMultiple`, `minimumLineHeight` and `maximumLineHeight`.
///
/// - Note: UIKit difference: indents, tab stops, hyphenation and writing direction are not part
///   of the model (every line starts at the container's leading edge, left to right).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  struct Values: Equatable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
  }

  var values = Values()

  /// The default style (natural alignment, word wrapping, every spacing 0), as `default`.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A style with the default values, as `init()`.
  public override init() {
    super.init()
  }

  /// The lines' horizontal alignment, as `alignment` (default `.natural`).
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines break, as `lineBreakMode` (default `.byWordWrapping`).
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Points between the bottom of one line and the top of the next, as `lineSpacing`.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Points after a paragraph, as `paragraphSpacing`.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Points before a paragraph (not the first), as `paragraphSpacingBefore`.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// A factor on the natural line height when positive, as `lineHeightMultiple`.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The least line height when positive, as `minimumLineHeight`.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest line height when positive, as `maximumLineHeight`.
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }

  /// An immutable copy, as `copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy, as `mutableCopy(with:)`.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Styles are equal when every value is, as `isEqual(_:)`.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  open override var hash: Int { Int(values.lineSpacing * 1000) ^ values.lineBreakMode.rawValue }

  /// The typesetter's paragraph values.
  var layoutStyle: TextParagraphStyle {
    TextParagraphStyle(
      lineSpacing: values.lineSpacing, paragraphSpacing: values.paragraphSpacing,
      paragraphSpacingBefore: values.paragraphSpacingBefore, lineHeightMultiple: values.lineHeightMultiple,
      minimumLineHeight: values.minimumLineHeight, maximumLineHeight: values.maximumLineHeight)
  }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// As `alignment`.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// As `lineBreakMode`.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// As `lineSpacing`.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// As `paragraphSpacing`.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// As `paragraphSpacingBefore`.
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// As `lineHeightMultiple`.
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// As `minimumLineHeight`.
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// As `maximumLineHeight`.
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }

  /// Copies every value of `obj`, as `setParagraphStyle(_:)`.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    values = obj.values
  }
}
