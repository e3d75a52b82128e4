import Foundation

/// Whether a layer animated along a path turns with it, as Core Animation's
/// `CAAnimationRotationMode` (raw values are Core Animation's strings).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The layer's x axis follows the path's tangent, as `kCAAnimationRotateAuto`.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer's x axis points against the path's tangent (turned by 180°), as
  /// `kCAAnimationRotateAutoReverse`.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
