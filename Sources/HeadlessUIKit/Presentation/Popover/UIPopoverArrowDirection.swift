import Foundation

/// The directions a popover's arrow may point, as `UIPopoverArrowDirection` (the same raw
/// values).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover is below the source rectangle.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above the source rectangle.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is right of the source rectangle.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is left of the source rectangle.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet: the value of `arrowDirection` before the popover is shown and after it is
  /// dismissed.
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)

  public var description: String {
    if self == .unknown { return "unknown" }
    if self == .any { return "any" }
    let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
    let parts = names.filter { contains($0.0) }.map(\.1)
    return parts.isEmpty ? "[]" : parts.joined(separator: "|")
  }
}
