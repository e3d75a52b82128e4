/// Which corners `cornerRadius` rounds, as Core Animation's `CACornerMask` (`maskedCorners`).
///
/// `layerMinXMinYCorner` is the top left in UIKit's y-down space; the raw values equal
/// `UIRectCorner`'s, bit for bit.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  /// The same corners as a `UIRectCorner` (what the display list carries).
  public var rectCorners: UIRectCorner { UIRectCorner(rawValue: rawValue & 0xF) }
}
