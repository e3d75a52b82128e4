import Foundation

extension NSAttributedString.Key {
  /// The text's font (a `UIFont`; default: the system font at 12 points), as `.font`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour (a `UIColor`; default black), as `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Text drawing into the current graphics context, shared by `NSString` and `String`.
enum TextDrawing {
  /// Records `string` in the current context: from the top left of `rect`, wrapped at its
  /// width when `wraps`, lines limited to its height.
  static func draw(_ string: String, in rect: CGRect, wraps: Bool, attributes: [NSAttributedString.Key: Any]?) {
    guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty else { return }
    let frame = wraps ? rect.standardized : CGRect(origin: rect.origin, size: unbounded)
    context.drawText(
      TextMeasurement.run(
        string, attributes: attributes, defaultFont: .systemFont(ofSize: 12), defaultColor: .black, frame: frame))
  }

  /// A box large enough that a single `draw(at:)` string never wraps or loses a line.
  static let unbounded = CGSize(width: 1_000_000, height: 1_000_000)
}

extension NSString {
  /// Draws the string with its first line's top left at `point` in the current context,
  /// lines broken only at newlines, as `draw(at:withAttributes:)`: `.font` (default the
  /// system font at 12 points) and `.foregroundColor` (default black) apply.
  ///
  /// `.paragraphStyle` and `.kern` are honoured as `boundingRect(with:options:attributes:context:)`
  /// measures them.
  ///
  /// - Note: UIKit difference: other attributes (shadows, underlines) are not drawn; DejaVu
  ///   Sans stands in for San Francisco.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(String(self), in: CGRect(origin: point, size: .zero), wraps: false, attributes: attrs)
  }

  /// Draws the string from the top left of `rect`, wrapping words at its width and showing
  /// the lines that fit its height, as `draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(String(self), in: rect, wraps: true, attributes: attrs)
  }
}

extension StringProtocol {
  /// As `NSString.draw(at:withAttributes:)`, bridged to `String` as on iOS.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(String(self), in: CGRect(origin: point, size: .zero), wraps: false, attributes: attrs)
  }

  /// As `NSString.draw(in:withAttributes:)`, bridged to `String` as on iOS.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    TextDrawing.draw(String(self), in: rect, wraps: true, attributes: attrs)
  }
}
