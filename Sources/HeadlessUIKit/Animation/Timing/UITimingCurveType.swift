/// The kind of timing information a `UITimingCurveProvider` supplies, as UIKit's
/// `UITimingCurveType` (same raw values).
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's standard `UIView.AnimationCurve` curves, read from `cubicTimingParameters`.
  case builtin = 0
  /// A custom cubic Bézier, read from `cubicTimingParameters`.
  case cubic = 1
  /// A spring, read from `springTimingParameters`.
  case spring = 2
  /// A spring whose progress is reshaped by a cubic curve; both parameter objects are supplied.
  case composed = 3
}
