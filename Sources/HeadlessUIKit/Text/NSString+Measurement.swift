import Foundation
import Graphics

extension NSAttributedString.Key {
  /// The text's paragraph style (an `NSParagraphStyle`; default `NSParagraphStyle.default`), as
  /// `.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Points added after each character (an `NSNumber` or `CGFloat`; default 0, the font's own
  /// kerning), as `.kern`.
  public static let kern = NSAttributedString.Key("NSKern")
}

/// String measuring shared by `NSString`, `String` and `NSAttributedString`.
enum StringMeasurement {
  /// The system font at 12 points: UIKit's default for strings without `.font` (Helvetica 12).
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// The size of `run` laid out on unlimited lines broken only at newlines.
  static func size(of run: TextRun, api: String) -> CGSize {
    var run = run
    run.lineBreakMode = .byClipping
    return TextMeasurement.typeset(run, width: .infinity, api: api).size
  }

  /// `boundingRect(with:options:…)`: with `.usesLineFragmentOrigin` the text wrapped at
  /// `size.width` (as its paragraph style's line break mode says) keeping the lines that fit
  /// `size.height`; without it one line measured from its baseline.
  static func boundingRect(
    of run: TextRun, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?, api: String
  ) -> CGRect {
    var run = run
    let rect: CGRect
    if options.contains(.usesLineFragmentOrigin) {
      if options.contains(.truncatesLastVisibleLine), !run.lineBreakMode.truncates, run.wrapsLines {
        // Wrapped lines, the last one that fits ending in "…".
        run.isTopAligned = false
        run.numberOfLines = 0
        run.lineBreakMode = .byTruncatingTail
      }
      let width = size.width > 0 ? size.width : .infinity
      let height = size.height > 0 ? size.height : .infinity
      let text = TextMeasurement.typeset(run, width: width, maximumHeight: height, api: api)
      rect = CGRect(origin: .zero, size: text.size)
    } else {
      run.lineBreakMode = .byClipping
      run.string = run.string.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      let text = TextMeasurement.typeset(run, width: .infinity, api: api)
      let baseline = text.lines.first?.baseline ?? 0
      rect = CGRect(x: 0, y: -baseline, width: text.size.width, height: text.size.height)
    }
    context?.totalBounds = rect
    context?.actualScaleFactor = 1
    return rect
  }
}

extension NSString {
  /// The size of the string drawn with `attrs` on lines broken only at its newlines, as
  /// `size(withAttributes:)`: the widest line's advance (kerning and `.kern` included) by the
  /// lines' heights (`UIFont.lineHeight`, adjusted by a `.paragraphStyle`). Not rounded: UIKit
  /// asks callers to `ceil` it for view sizes. `.font` defaults to the system font at 12 points.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let run = TextMeasurement.run(
      String(self), attributes: attrs, defaultFont: StringMeasurement.defaultFont, defaultColor: .black)
    return StringMeasurement.size(of: run, api: "NSString.size(withAttributes:)")
  }

  /// The rectangle the string occupies when drawn with `attributes` in a box of `size`, as
  /// `boundingRect(with:options:attributes:context:)`: with `.usesLineFragmentOrigin` the lines
  /// wrap at `size.width` (by the paragraph style's line break mode, default word wrapping), only
  /// those within `size.height` count, and the rect starts at (0, 0); without it the first line
  /// is measured from its baseline (origin y = −ascender). Not rounded, as in UIKit.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let run = TextMeasurement.run(
      String(self), attributes: attributes, defaultFont: StringMeasurement.defaultFont, defaultColor: .black)
    return StringMeasurement.boundingRect(
      of: run, size: size, options: options, context: context,
      api: "NSString.boundingRect(with:options:attributes:context:)")
  }
}

extension StringProtocol {
  /// As `NSString.size(withAttributes:)`, bridged to `String` as on iOS.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: String(self)).size(withAttributes: attrs)
  }

  /// As `NSString.boundingRect(with:options:attributes:context:)`, bridged to `String` as on iOS.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The size of the attributed string on lines broken only at its newlines, as `size()`:
  /// each run in its own `.font` (default the system font at 12 points) and `.kern`.
  public func size() -> CGSize {
    let run = TextMeasurement.run(self, defaultFont: StringMeasurement.defaultFont, defaultColor: .black)
    return StringMeasurement.size(of: run, api: "NSAttributedString.size()")
  }

  /// The rectangle the attributed string occupies in a box of `size`, as
  /// `boundingRect(with:options:context:)`; see `NSString.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let run = TextMeasurement.run(self, defaultFont: StringMeasurement.defaultFont, defaultColor: .black)
    return StringMeasurement.boundingRect(
      of: run, size: size, options: options, context: context,
      api: "NSAttributedString.boundingRect(with:options:context:)")
  }
}
