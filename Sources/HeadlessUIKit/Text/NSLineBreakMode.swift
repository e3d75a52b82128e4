import Graphics

/// How a line that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode` (the same cases
/// and raw values). `UILabel.lineBreakMode` and `NSParagraphStyle.lineBreakMode` take it.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap between words (a word wider than the line is broken between characters).
  case byWordWrapping = 0
  /// Wrap between characters.
  case byCharWrapping = 1
  /// Lines simply end at the edge of the text container.
  case byClipping = 2
  /// The line is shown so that its end fits; its start is replaced by "…".
  case byTruncatingHead = 3
  /// The line is shown so that its start fits; its end is replaced by "…".
  case byTruncatingTail = 4
  /// The line is shown so that its start and end fit; its middle is replaced by "…".
  case byTruncatingMiddle = 5

  /// The display list's value for this mode.
  var layoutMode: LineBreakMode { LineBreakMode(rawValue: rawValue) ?? .byTruncatingTail }
}
