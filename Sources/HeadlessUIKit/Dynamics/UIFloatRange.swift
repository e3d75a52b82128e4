import Foundation

/// A range of floating-point values, as UIKit's `UIFloatRange` (the travel of a sliding
/// attachment in points, or the rotation of a pin attachment in radians).
public struct UIFloatRange: Hashable, Sendable, CustomStringConvertible {
  /// The lower end.
  public var minimum: CGFloat
  /// The upper end.
  public var maximum: CGFloat

  /// As `UIFloatRange(minimum:maximum:)`.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// An empty range at 0, as `UIFloatRange()`.
  public init() { self.init(minimum: 0, maximum: 0) }

  /// The range 0…0, as `UIFloatRange.zero`.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)
  /// The range −∞…+∞, as `UIFloatRange.infinite`.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// Whether both ends are infinite, as `isInfinite`.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

  /// As `isEqual(to:)`.
  public func isEqual(to other: UIFloatRange) -> Bool { self == other }

  public var description: String { "UIFloatRange(minimum: \(minimum), maximum: \(maximum))" }

  /// The range as a Swift range, nil when it is infinite or inverted.
  var closedRange: ClosedRange<CGFloat>? {
    guard !isInfinite, minimum <= maximum else { return nil }
    return minimum...maximum
  }
}
