import Foundation

/// A `UIVisualEffectView` blur as the display list carries it: what is already drawn behind
/// the shape is blurred by a Gaussian of `radius` (points, σ = radius / 2 like shadows),
/// then `tint` is laid over it.
public struct BackdropBlur: Sendable, Hashable, CustomStringConvertible {
  public var radius: CGFloat
  public var tint: RGBA

  public init(radius: CGFloat, tint: RGBA) {
    self.radius = radius
    self.tint = tint
  }

  public var description: String { "backdrop-blur radius=\(DisplayList.format(radius)) tint=\(tint)" }
}
