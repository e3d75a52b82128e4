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

/// A label's text, laid out by the rasteriser inside `frame` as `UILabel.drawText(in:)` does:
/// lines stacked and centred vertically in the frame, each aligned horizontally by `alignment`;
/// `numberOfLines == 1` truncates the tail with "…" when too wide, `0` wraps words without limit,
/// `n > 1` wraps into at most `n` lines, truncating the last.
public struct TextRun: Sendable, Hashable, CustomStringConvertible {
  public var string: String
  public var font: FontDescriptor
  public var color: RGBA
  /// The layout box, in the coordinate space of the item's transform (points).
  public var frame: CGRect
  public var alignment: TextAlignment
  public var numberOfLines: Int
  /// Whether the lines start at the frame's top, as `NSString.draw(at:withAttributes:)` and
  /// `draw(in:withAttributes:)` place them, instead of being centred vertically (`UILabel`).
  public var isTopAligned: Bool

  public init(
    string: String, font: FontDescriptor, color: RGBA, frame: CGRect,
    alignment: TextAlignment = .left, numberOfLines: Int = 1, isTopAligned: Bool = false
  ) {
    self.isTopAligned = isTopAligned
    self.string = string
    self.font = font
    self.color = color
    self.frame = frame
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }

  public var description: String {
    "\"\(string)\" \(font) \(color) in \(Shape.rect(frame)) \(alignment.rawValue) lines=\(numberOfLines)\(isTopAligned ? " top" : "")"
  }
}
