import Foundation

/// Timing as a cubic Bézier from (0, 0) to (1, 1), as UIKit's `UICubicTimingParameters`.
///
/// Either one of UIKit's standard curves (`timingCurveType` `.builtin`) or a custom pair of
/// control points (`.cubic`). The curve maps the fraction of the duration to the fraction of the
/// change exactly as `CAMediaTimingFunction` does.
///
/// - Note: UIKit difference: UIKit's class is `@MainActor`, open and `NSCoding`; this one is a
///   `final`, `Sendable` value holder with immutable properties, so it can be shared freely.
public final class UICubicTimingParameters: UITimingCurveProvider, Sendable {
  /// The standard curve this object was made with; `.easeInOut` for custom control points.
  ///
  /// - Note: UIKit documents the value as undefined for custom control points.
  public let animationCurve: UIView.AnimationCurve
  /// The first inner control point of the Bézier.
  public let controlPoint1: CGPoint
  /// The second inner control point of the Bézier.
  public let controlPoint2: CGPoint
  /// `.builtin` for a standard curve, `.cubic` for custom control points.
  public let timingCurveType: UITimingCurveType

  private let function: CAMediaTimingFunction

  /// UIKit's default curve, ease-in-ease-out (control points (0.42, 0) and (0.58, 1)), as
  /// `UICubicTimingParameters()`.
  public convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of UIKit's standard curves, as `init(animationCurve:)`; `timingCurveType` is `.builtin`.
  ///
  /// The control points are Core Animation's: `.easeInOut` (0.42, 0) (0.58, 1), `.easeIn`
  /// (0.42, 0) (1, 1), `.easeOut` (0, 0) (0.58, 1), `.linear` (0, 0) (1, 1).
  public init(animationCurve curve: UIView.AnimationCurve) {
    let name: CAMediaTimingFunctionName
    switch curve {
    case .easeInOut:
      name = .easeInEaseOut
      (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn:
      name = .easeIn
      (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut:
      name = .easeOut
      (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear:
      name = .linear
      (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    animationCurve = curve
    timingCurveType = .builtin
    function = CAMediaTimingFunction(name: name)
  }

  /// A custom Bézier through (0, 0), `point1`, `point2`, (1, 1), as
  /// `init(controlPoint1:controlPoint2:)`; `timingCurveType` is `.cubic`.
  ///
  /// The curve is evaluated with `Float` control points, as `CAMediaTimingFunction` stores them;
  /// `controlPoint1` and `controlPoint2` return the points as given.
  ///
  /// - Precondition: The x values lie in 0…1 (UIKit asks the same of y; y outside 0…1 is accepted
  ///   here, as it is in practice, for curves that overshoot).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    precondition(
      [point1.x, point1.y, point2.x, point2.y].allSatisfy(\.isFinite),
      "UICubicTimingParameters: control points must be finite, got \(point1) and \(point2)")
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
    function = CAMediaTimingFunction(
      controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
  }

  /// `self`: the provider's cubic curve.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`: cubic parameters carry no spring.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve the engine samples: progress is the Bézier of the fraction of the duration.
  var timingCurve: TimingCurve { .bezier(function) }
}
