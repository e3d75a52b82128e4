/// The corners of a rectangle in UIKit's (y-down) coordinates, as `UIRectCorner`.
///
/// The raw values match Core Animation's `CACornerMask` (`layerMinXMinYCorner` is the top
/// left in a y-down space), so one converts to the other bit for bit.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
