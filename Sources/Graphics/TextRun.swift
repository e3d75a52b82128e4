import Foundation

/// The weight of a font face, mapped by the rasteriser to a fixed font file.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case regular
  case bold
}

/// A font request: a size in points and a weight. The family is fixed (DejaVu Sans, installed
/// by the project's set-up) so glyphs are identical on every machine.
///
/// - Note: UIKit difference: the system font (San Francisco) is not available on Linux;
///   DejaVu Sans stands in for it.
public struct FontDescriptor: Sendable, Hashable, CustomStringConvertible {
  public var size: CGFloat
  public var weight: FontWeight

  public init(size: CGFloat, weight: FontWeight = .regular) {
    self.size = size
    self.weight = weight
  }

  public var description: String { "\(weight.rawValue) \(DisplayList.format(size))pt" }
}

/// Horizontal alignment of text in its frame, as `NSTextAlignment` (natural resolved to left for
/// left-to-right text).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case left
  case center
  case right
}

/// A label's text, laid out by the typesetter (the `TextLayout` module) inside `frame` as
/// `UILabel.drawText(in:)` does: lines stacked and centred vertically in the frame, each aligned
/// horizontally by `alignment`. The same typesetter measures text in the model
/// (`UILabel.sizeThatFits(_:)`, `boundingRect(with:…)`), so what is measured is what is drawn.
///
/// Wrapping (see ``wrapsLines``): a label (`isTopAligned == false`) wraps unless
/// `numberOfLines == 1`, and `lineBreakMode` says how its last visible line ends (an ellipsis
/// for the truncating modes), as `UILabel` does; string drawing (`isTopAligned`) wraps only in
/// the wrapping modes, as `NSString.draw(in:withAttributes:)` does with a paragraph style.
public struct TextRun: Sendable, Hashable, CustomStringConvertible {
  public var string: String
  /// The font of the characters no span gives one.
  public var font: FontDescriptor
  /// The colour of the characters no span gives one.
  public var color: RGBA
  /// The layout box, in the coordinate space of the item's transform (points).
  public var frame: CGRect
  public var alignment: TextAlignment
  /// Lines allowed; 0 means no limit (`UILabel.numberOfLines`).
  public var numberOfLines: Int
  /// Whether the lines start at the frame's top, as `NSString.draw(at:withAttributes:)` and
  /// `draw(in:withAttributes:)` place them, instead of being centred vertically (`UILabel`).
  public var isTopAligned: Bool
  /// How lines break and how the last visible one is cut (`UILabel.lineBreakMode`).
  public var lineBreakMode: LineBreakMode
  /// Line spacing and line heights (`NSParagraphStyle`).
  public var paragraphStyle: TextParagraphStyle
  /// Points added after each character (`NSAttributedString.Key.kern`) where no span sets it.
  public var kern: CGFloat
  /// Ranges with their own font, colour or kerning (an attributed string's runs), in order.
  public var spans: [TextSpan]

  public init(
    string: String, font: FontDescriptor, color: RGBA, frame: CGRect,
    alignment: TextAlignment = .left, numberOfLines: Int = 1, isTopAligned: Bool = false,
    lineBreakMode: LineBreakMode = .byTruncatingTail, paragraphStyle: TextParagraphStyle = TextParagraphStyle(),
    kern: CGFloat = 0, spans: [TextSpan] = []
  ) {
    self.isTopAligned = isTopAligned
    self.string = string
    self.font = font
    self.color = color
    self.frame = frame
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.paragraphStyle = paragraphStyle
    self.kern = kern
    self.spans = spans
  }

  /// Whether lines wrap at the frame's width: for a label (not ``isTopAligned``) unless
  /// `numberOfLines == 1`; for string drawing only when ``lineBreakMode`` is a wrapping mode
  /// (a truncating or clipping mode keeps each paragraph on one line, as TextKit does).
  public var wrapsLines: Bool {
    isTopAligned ? lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping : numberOfLines != 1
  }

  /// The same text with every colour's alpha multiplied by `opacity`.
  public func multiplyingOpacity(_ opacity: Double) -> TextRun {
    var run = self
    run.color = color.multiplyingAlpha(opacity)
    run.spans = spans.map { span in
      var span = span
      span.color = span.color?.multiplyingAlpha(opacity)
      return span
    }
    return run
  }

  public var description: String {
    var text =
      "\"\(string)\" \(font) \(color) in \(Shape.rect(frame)) \(alignment.rawValue) lines=\(numberOfLines)\(isTopAligned ? " top" : "")"
    if lineBreakMode != .byTruncatingTail { text += " \(lineBreakMode)" }
    let style = paragraphStyle.description
    if !style.isEmpty { text += " " + style }
    if kern != 0 { text += " kern=\(DisplayList.format(kern))" }
    if !spans.isEmpty { text += " spans=[" + spans.map(\.description).joined(separator: "; ") + "]" }
    return text
  }
}
