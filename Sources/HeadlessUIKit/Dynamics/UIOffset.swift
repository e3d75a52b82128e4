import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (dynamic behaviours use it for
/// points relative to an item's centre).
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal offset in points.
  public var horizontal: CGFloat
  /// The vertical offset in points.
  public var vertical: CGFloat

  /// As `UIOffset(horizontal:vertical:)`.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A zero offset, as `UIOffset()`.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// The zero offset, as `UIOffset.zero`.
  public static let zero = UIOffset(horizontal: 0, vertical: 0)

  public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
