/// How text that does not fit its width is broken or cut, as `NSLineBreakMode` (the same cases
/// and raw values). The display list and the typesetter use it; HeadlessUIKit's
/// `NSLineBreakMode` maps onto it case for case.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Lines break between words; a word wider than the line breaks between characters.
  case byWordWrapping = 0
  /// Lines break between characters.
  case byCharWrapping = 1
  /// The line is cut at the edge of the box.
  case byClipping = 2
  /// The start of the line is replaced by "…" so that its end fits.
  case byTruncatingHead = 3
  /// The end of the line is replaced by "…" so that its start fits.
  case byTruncatingTail = 4
  /// The middle of the line is replaced by "…" so that both ends fit.
  case byTruncatingMiddle = 5

  /// Whether the mode puts an ellipsis in a line that does not fit.
  public var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
