/// An object that supplies the timing curve of an animation, as UIKit's
/// `UITimingCurveProvider` (adopted by `UICubicTimingParameters` and `UISpringTimingParameters`
/// and consumed by `UIViewPropertyAnimator(duration:timingParameters:)`).
///
/// `timingCurveType` says which of the two parameter objects holds the curve: `.builtin` and
/// `.cubic` read `cubicTimingParameters`, `.spring` reads `springTimingParameters`, and
/// `.composed` supplies both.
///
/// - Note: UIKit difference: UIKit declares the protocol `@MainActor` and refines `NSCoding` and
///   `NSCopying`. Here it is not actor-isolated: its requirements are getters of immutable,
///   `Sendable` values that touch no view, so timing can be evaluated from any context (a renderer
///   sampling frames, a test). A main-actor class can still adopt it through an isolated
///   conformance (`extension MyCurve: @MainActor UITimingCurveProvider`, SE-0470).
public protocol UITimingCurveProvider: AnyObject {
  /// Which kind of timing information the provider supplies.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve; required for `.builtin`, `.cubic` and `.composed`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring; required for `.spring` and `.composed`.
  var springTimingParameters: UISpringTimingParameters? { get }
}
