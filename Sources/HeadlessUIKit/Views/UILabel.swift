import Foundation
import Graphics

/// Horizontal text alignment, as `NSTextAlignment` (the same raw values).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  /// Drawn as `.left`. - Note: UIKit difference: no inter-word justification.
  case justified = 3
  /// Left for left-to-right text.
  case natural = 4
}

/// A view that draws text, as UIKit's `UILabel`: the text is laid out in the bounds, the lines
/// centred vertically, aligned horizontally by `textAlignment`, broken and cut by
/// `lineBreakMode` and `numberOfLines`.
///
/// Text is measured by the same typesetter that draws it (the `TextLayout` module), so
/// `sizeThatFits(_:)`, `sizeToFit()` and `intrinsicContentSize` give the box the pixels fill.
@preconcurrency @MainActor
open class UILabel: UIView {
  private var plainText: String?
  private var storedAttributedText: NSAttributedString?

  /// The text, as `text`. Setting it replaces any `attributedText` and invalidates the
  /// intrinsic content size.
  open var text: String? {
    get { plainText }
    set {
      plainText = newValue
      storedAttributedText = nil
      contentDidChange()
    }
  }

  /// The styled text, as `attributedText`: ranges without a `.font` or `.foregroundColor` use
  /// the label's `font` and `textColor`; a `.paragraphStyle` on the first character sets the
  /// alignment, line break mode and line spacing of the whole text. Reading it after setting
  /// `text` gives the text in the label's font and colour, as UIKit. Setting it sets `text` to
  /// its string.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      guard let plainText else { return nil }
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      style.lineBreakMode = lineBreakMode
      return NSAttributedString(
        string: plainText, attributes: [.font: currentFont, .foregroundColor: currentColor, .paragraphStyle: style])
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      plainText = newValue?.string
      contentDidChange()
    }
  }

  /// Default: the system font at 17 pt, as UIKit's.
  open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
  /// Default: `.label` (black in light mode).
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  /// Maximum lines; 0 means no limit. Default 1.
  open var numberOfLines = 1 { didSet { contentDidChange() } }
  /// How lines wrap and how the last visible line is cut, as `lineBreakMode` (default
  /// `.byTruncatingTail`): a multi-line label wraps words (or characters with
  /// `.byCharWrapping`) and the mode decides where the "…" of its last line goes.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
  /// The width a multi-line label wraps at when it reports its `intrinsicContentSize`, as
  /// `preferredMaxLayoutWidth` (default 0: no preference).
  ///
  /// - Note: UIKit difference: with 0, UIKit wraps at the width of the label's last layout
  ///   pass; here a multi-line label's intrinsic width is then its longest paragraph's.
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

  private var currentFont: UIFont { font ?? .systemFont(ofSize: 17) }
  private var currentColor: UIColor { textColor ?? .label }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Measuring

  /// The size of the label's text laid out for `size`, as UIKit's `sizeThatFits(_:)`: one line
  /// (never narrower than the text) when `numberOfLines == 1`, otherwise the lines wrapped at
  /// `size.width` (no limit when it is 0 or less) up to `numberOfLines`; width and height are
  /// rounded up to whole pixels of the screen; an empty label is `.zero`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize(width: numberOfLines == 1 || size.width <= 0 ? .infinity : size.width)
  }

  /// The label's natural size, as UIKit's `intrinsicContentSize`: `sizeThatFits(_:)` for a
  /// width of `preferredMaxLayoutWidth` (unlimited when 0); `.zero` for an empty label.
  open override var intrinsicContentSize: CGSize {
    measuredSize(width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
  }

  /// The rectangle the text occupies in `bounds`, as `textRect(forBounds:limitedToNumberOfLines:)`:
  /// at `bounds`' origin, the laid-out size (pixel-rounded) no larger than `bounds`' height,
  /// with at most `numberOfLines` lines (0: the label's own limit).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    guard var run = layoutRun(frame: bounds) else { return CGRect(origin: bounds.origin, size: .zero) }
    run.numberOfLines = numberOfLines
    let text = TextMeasurement.typeset(
      run, width: run.wrapsLines ? bounds.width : .infinity, maximumHeight: bounds.height,
      api: "UILabel.textRect(forBounds:limitedToNumberOfLines:)")
    return CGRect(origin: bounds.origin, size: rounded(text.size))
  }

  private func measuredSize(width: CGFloat) -> CGSize {
    guard let run = layoutRun(frame: .zero) else { return .zero }
    return rounded(TextMeasurement.typeset(run, width: width, api: "UILabel.sizeThatFits(_:)").size)
  }

  private func rounded(_ size: CGSize) -> CGSize {
    let scale = window?.screen.scale ?? UIScreen.main.scale
    return CGSize(
      width: TextMeasurement.ceilToPixels(size.width, scale: scale),
      height: TextMeasurement.ceilToPixels(size.height, scale: scale))
  }

  // MARK: Drawing

  /// The label's text as the typesetter takes it, in `frame`; nil when there is no text.
  private func layoutRun(frame: CGRect) -> TextRun? {
    if let storedAttributedText {
      guard storedAttributedText.length > 0 else { return nil }
      var run = TextMeasurement.run(
        storedAttributedText, defaultFont: currentFont, defaultColor: currentColor, frame: frame,
        numberOfLines: numberOfLines, isTopAligned: false)
      let first = storedAttributedText.attributes(at: 0, effectiveRange: nil)
      if first[.paragraphStyle] == nil {
        run.alignment = textAlignment.layoutAlignment
        run.lineBreakMode = lineBreakMode.layoutMode
      }
      return run
    }
    guard let plainText, !plainText.isEmpty else { return nil }
    return TextRun(
      string: plainText, font: currentFont.descriptor, color: currentColor.rgba, frame: frame,
      alignment: textAlignment.layoutAlignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.layoutMode)
  }

  /// The display-list text for the label's current bounds, or nil when there is nothing to
  /// draw.
  func textRun(in bounds: CGRect) -> TextRun? { layoutRun(frame: bounds) }
}
