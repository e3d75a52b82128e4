import Foundation

/// Edges of a rectangle named by layout direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge, as `[]`.
  public static let none = NSDirectionalRectEdge([])
  /// The top edge, as `.top`.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge, as `.leading`.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge, as `.bottom`.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge, as `.trailing`.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge, as `.all`.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
