import Foundation

/// Options of `boundingRect(with:options:attributes:context:)` and `draw(with:…)`, as UIKit's
/// `NSStringDrawingOptions` (the same raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lay the text out in lines wrapped at the size's width, measured from the top of the first
  /// line; without it the string is one line and the rect's origin is its baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Use the font's leading in line heights (DejaVu Sans has none, so it changes nothing here).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Use glyph image bounds instead of typographic bounds.
  /// - Note: UIKit difference: measured typographically all the same.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last line that fits the size's height with "…" when text remains.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string measuring reports back, as UIKit's `NSStringDrawingContext`: after
/// `boundingRect(with:options:context:)` `totalBounds` holds the rect it returned.
///
/// - Note: UIKit difference: there is no `minimumScaleFactor`; text is never shrunk, so
///   `actualScaleFactor` is always 1.
open class NSStringDrawingContext: NSObject {
  /// The scale the text was drawn or measured at, as `actualScaleFactor`: 1.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the last measured text, as `totalBounds`.
  open internal(set) var totalBounds: CGRect = .zero

  /// A context, as `init()`.
  public override init() {
    super.init()
  }
}
