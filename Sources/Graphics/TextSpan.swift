import Foundation

/// A range of a ``TextRun``'s characters drawn with their own font, colour or kerning, as the
/// runs of an `NSAttributedString` (`.font`, `.foregroundColor`, `.kern`). A `nil` field keeps
/// the run's own value.
public struct TextSpan: Sendable, Hashable, CustomStringConvertible {
  /// Character offsets (`Character`s, not UTF-16 units) in ``TextRun/string``.
  public var range: Range<Int>
  public var font: FontDescriptor?
  public var color: RGBA?
  /// Points added after each character of the span (`NSAttributedString.Key.kern`).
  public var kern: CGFloat?

  public init(range: Range<Int>, font: FontDescriptor? = nil, color: RGBA? = nil, kern: CGFloat? = nil) {
    self.range = range
    self.font = font
    self.color = color
    self.kern = kern
  }

  public var description: String {
    var parts = ["\(range.lowerBound)..<\(range.upperBound)"]
    if let font { parts.append("\(font)") }
    if let color { parts.append("\(color)") }
    if let kern { parts.append("kern=\(DisplayList.format(kern))") }
    return parts.joined(separator: " ")
  }
}
