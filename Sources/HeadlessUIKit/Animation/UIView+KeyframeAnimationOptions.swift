import Foundation

extension UIView {
  /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)`, with
  /// UIKit's raw values, as `UIView.KeyframeAnimationOptions`: the low bits are those of
  /// ``AnimationOptions``, bits 10–12 the calculation mode.
  ///
  /// As on iOS, `AnimationOptions` curve bits (16–19) passed through `init(rawValue:)` set the
  /// curve over the whole keyframe animation (ease-in-ease-out when absent), e.g.
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight lines between keyframes (the default), as `kCAAnimationLinear`.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's value at its start, as `kCAAnimationDiscrete`.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed, keyframe times ignored, as `kCAAnimationPaced`.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth spline through the keyframes, as `kCAAnimationCubic`.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed, keyframe times ignored, as `kCAAnimationCubicPaced`.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the bits 10–12 select.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 0: return .linear
      case 1: return .discrete
      case 2: return .paced
      case 3: return .cubic
      case 4: return .cubicPaced
      default:
        preconditionFailure(
          "UIView.KeyframeAnimationOptions: calculation mode \((rawValue >> 10) & 0x7) (rawValue \(rawValue)) is not one of UIKit's 0–4"
        )
      }
    }

    /// The curve over the whole animation, from the `AnimationOptions` curve bits (0–3).
    var timingFunction: CAMediaTimingFunction {
      guard case .bezier(let function) = AnimationOptions(rawValue: rawValue & (0xF << 16)).timingCurve else {
        preconditionFailure(
          "UIView.KeyframeAnimationOptions: the spring curve (7 << 16) is not supported for keyframe animations; use curves 0–3"
        )
      }
      return function
    }
  }
}
