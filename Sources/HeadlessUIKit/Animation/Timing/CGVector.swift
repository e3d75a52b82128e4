import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (which Foundation on Linux lacks).
///
/// UIKit uses it for spring velocities: `UISpringTimingParameters.initialVelocity` holds one
/// rate per axis, each in "whole distance per second".
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// A vector with the given components, as `CGVector(dx:dy:)`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector, as `CGVector()`.
  public init() { self.init(dx: 0, dy: 0) }

  /// The vector (0, 0), as `CGVector.zero`.
  public static let zero = CGVector(dx: 0, dy: 0)

  public var description: String { "(\(dx), \(dy))" }
}
