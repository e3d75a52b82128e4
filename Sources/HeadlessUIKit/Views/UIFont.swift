import Foundation
import TextLayout

/// A font: a point size and weight, as UIKit's `UIFont` for the system font.
///
/// - Note: UIKit difference: every font is DejaVu Sans (San Francisco is not available on
///   Linux); weights of semibold and above draw bold, lighter ones regular.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
  /// UIKit's font weights, as `UIFont.Weight` (the same raw values).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  public let pointSize: CGFloat
  public let weight: Weight

  init(pointSize: CGFloat, weight: Weight) {
    precondition(pointSize > 0 && pointSize.isFinite, "UIFont: point size must be > 0, got \(pointSize)")
    self.pointSize = pointSize
    self.weight = weight
  }

  /// As `UIFont.systemFont(ofSize:)`.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// As `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// As `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The same font at another size, as `withSize(_:)`.
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

  // MARK: Metrics (from the font file, as the typesetter uses them)

  /// The distance from the baseline to the top of the line, as `ascender` (DejaVu Sans:
  /// 1901/2048 of the point size).
  public var ascender: CGFloat { metrics.ascender }
  /// The distance from the baseline to the bottom of the line, negative, as `descender`
  /// (DejaVu Sans: −483/2048 of the point size).
  public var descender: CGFloat { metrics.descender }
  /// The font's extra space between lines, as `leading` (0 for DejaVu Sans).
  public var leading: CGFloat { metrics.leading }
  /// The height of a line, `ascender − descender + leading`, as `lineHeight`.
  public var lineHeight: CGFloat { metrics.lineHeight }
  /// The height of flat capitals above the baseline, as `capHeight`.
  public var capHeight: CGFloat { metrics.capHeight }
  /// The height of flat lowercase letters above the baseline, as `xHeight`.
  public var xHeight: CGFloat { metrics.xHeight }

  private var metrics: FontMetrics {
    do {
      return try FontFiles.standard.metrics(for: descriptor)
    } catch {
      fatalError("UIFont metrics: \(error)")
    }
  }

  /// The font as the display list describes it.
  public var descriptor: FontDescriptor {
    FontDescriptor(size: pointSize, weight: weight.rawValue >= Weight.semibold.rawValue ? .bold : .regular)
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight.rawValue)
  }
  public var description: String { "UIFont(\(pointSize)pt, weight \(weight.rawValue))" }
}
