import Foundation

extension UIView {
  /// Options for `UIView` animation blocks, with UIKit's raw values (ported code often uses raw
  /// values, e.g. `UIView.AnimationOptions(rawValue: 7 << 16)` for the system spring curve).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The options selecting `curve` (its raw value in bits 16…19).
    init(curve: AnimationCurve) { self.rawValue = UInt(curve.rawValue) << 16 }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Accepted; scripted touches are delivered during animations either way.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Accepted: animations are additive, so they always start from the current presentation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards (each direction takes the duration).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve field, bits 16–19: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear, 7 system spring.
    var curveValue: UInt { (rawValue >> 16) & 0xF }

    /// The timing curve the curve field selects.
    var timingCurve: TimingCurve {
      switch curveValue {
      case 0: return .easeInOut
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      case 7: return .system
      default:
        preconditionFailure(
          "UIView.AnimationOptions: curve value \(curveValue) (rawValue \(rawValue)) is a private UIKit curve that HeadlessUIKit does not reproduce; use 0–3 or 7"
        )
      }
    }
  }

  /// The standard curves, as `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }
}
