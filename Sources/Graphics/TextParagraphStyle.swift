import Foundation

/// The paragraph attributes the typesetter honours, as `NSParagraphStyle` holds them (HeadlessUIKit's
/// `NSParagraphStyle` converts to this value). Lengths are in points; 0 means "not set" for the
/// line-height fields, as in UIKit.
public struct TextParagraphStyle: Sendable, Hashable, CustomStringConvertible {
  /// Extra space between the bottom of one line and the top of the next (`lineSpacing`).
  public var lineSpacing: CGFloat
  /// Extra space after a paragraph's last line (`paragraphSpacing`).
  public var paragraphSpacing: CGFloat
  /// Extra space before a paragraph's first line, except the first paragraph's
  /// (`paragraphSpacingBefore`).
  public var paragraphSpacingBefore: CGFloat
  /// The natural line height is multiplied by this when positive (`lineHeightMultiple`).
  public var lineHeightMultiple: CGFloat
  /// Lines are at least this tall when positive (`minimumLineHeight`).
  public var minimumLineHeight: CGFloat
  /// Lines are at most this tall when positive (`maximumLineHeight`).
  public var maximumLineHeight: CGFloat

  /// A style; every value defaults to 0 (UIKit's `NSParagraphStyle.default`).
  public init(
    lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0,
    lineHeightMultiple: CGFloat = 0, minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0
  ) {
    self.lineSpacing = lineSpacing
    self.paragraphSpacing = paragraphSpacing
    self.paragraphSpacingBefore = paragraphSpacingBefore
    self.lineHeightMultiple = lineHeightMultiple
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
  }

  /// The line height of a line whose fonts want `natural` points, as TextKit computes it:
  /// `natural × lineHeightMultiple` (when positive), then raised to `minimumLineHeight` and
  /// lowered to `maximumLineHeight` (each when positive).
  public func lineHeight(natural: CGFloat) -> CGFloat {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }

  public var description: String {
    let fields: [(String, CGFloat)] = [
      ("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing),
      ("paragraphSpacingBefore", paragraphSpacingBefore), ("lineHeightMultiple", lineHeightMultiple),
      ("minimumLineHeight", minimumLineHeight), ("maximumLineHeight", maximumLineHeight),
    ]
    return fields.filter { $0.1 != 0 }.map { "\($0.0)=\(DisplayList.format($0.1))" }.joined(separator: " ")
  }
}
