import Foundation

/// How a keyframe animation computes the values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode` (raw values are Core Animation's strings).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between keyframe values at their key times (the default), as
  /// `kCAAnimationLinear`.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next key time, no interpolation, as `kCAAnimationDiscrete`.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight lines at constant speed: `keyTimes`, `timingFunctions` and `timingFunction` are
  /// ignored, as `kCAAnimationPaced`.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline through the values at their key times, as `kCAAnimationCubic`.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The cubic spline at constant speed: `keyTimes`, `timingFunctions` and `timingFunction` are
  /// ignored, as `kCAAnimationCubicPaced`.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
