import Foundation

/// An animation through a sequence of values, as Core Animation's `CAKeyframeAnimation`.
///
/// Fraction `u` of the iteration (after the animation's own `timingFunction`) is looked up in
/// `keyTimes` — fractions of the duration, evenly spaced by default — to find the segment
/// between two values; the segment's entry in `timingFunctions` paces it; `calculationMode`
/// says how the values in between are computed:
///
/// ```
///  values:    v0          v1                 v2
///  keyTimes:  0 ───────── 0.3 ────────────── 1      u →
///             timingFunctions[0]  timingFunctions[1]
/// ```
///
/// - `.linear`: straight lines between the values.
/// - `.discrete`: each value held from its key time until the next. Default key times are
///   `i / n` for `n` values (so each value shows for `1/n` of the duration); as Apple documents,
///   `keyTimes` may have one more entry than `values`.
/// - `.paced`: straight lines at constant speed; key times proportional to the cumulative
///   Euclidean distance between the values' components (decomposed for transforms).
/// - `.cubic`: a Catmull-Rom spline through the values at their key times (Core Animation's
///   Kochanek–Bartels spline with tension, continuity and bias 0; end points are their own
///   outer neighbours; tangents use the index spacing, not the key-time spacing).
/// - `.cubicPaced`: the same spline, re-timed by arc length (sampled) for constant speed.
///
/// As Apple documents for the paced modes, `keyTimes`, `timingFunctions` and the animation's
/// `timingFunction` are ignored there.
///
/// A `path` replaces `values` for point key paths (`position`, `anchorPoint`): see
/// `CAKeyframeAnimation+Path.swift`.
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: `tensionValues`, `continuityValues` and `biasValues` are not
///   available (always 0); `isCumulative` has no effect.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values, of the key path's type (numbers, `CGPoint`, `CGRect`,
  /// `CGAffineTransform`, `CGColor`, …), as `values`.
  open var values: [Any]?
  /// The fraction of the duration at which each value applies, non-decreasing in 0…1, as
  /// `keyTimes`; nil spaces them evenly.
  open var keyTimes: [NSNumber]?
  /// One timing function per segment (`values.count − 1`), pacing each segment, as
  /// `timingFunctions`; nil paces every segment linearly.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How in-between values are computed (default `.linear`), as `calculationMode`.
  open var calculationMode: CAAnimationCalculationMode = .linear

  /// The path a point property follows, as `path`; when set, `values` is ignored. Each
  /// segment of the path (line or curve) is one keyframe interval: `keyTimes` has one entry
  /// per segment end plus the start, `timingFunctions` one per segment, and the paced modes
  /// move at constant speed along the path's length.
  open var path: CGPath?
  /// Whether the layer turns to follow the path's tangent, as `rotationMode` (nil: it does not).
  open var rotationMode: CAAnimationRotationMode?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAKeyframeAnimation {
      values = other.values
      keyTimes = other.keyTimes
      timingFunctions = other.timingFunctions
      calculationMode = other.calculationMode
      // Core Animation copies the path with the animation; later changes to a mutable path
      // do not reach an added animation.
      path = other.path?.copy()
      rotationMode = other.rotationMode
    }
  }

  /// The prepared `path` (segments and arc lengths), built once: evaluating every frame would
  /// otherwise flatten the whole path again.
  var preparedPath: (path: CGPath, track: PathTrack)?

  override var extraProperties: LayerPropertySet {
    path != nil && rotationMode != nil ? LayerPropertySet(.transform) : []
  }

  var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

  override func prepare(addedAt layerTime: Double) {
    super.prepare(addedAt: layerTime)
    validate()
  }

  /// Traps on settings Core Animation would not make sense of, naming the property and values.
  func validate() {
    let name = "CAKeyframeAnimation '\(keyPath ?? "nil")'"
    let known: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    precondition(
      known.contains(calculationMode), "\(name): unknown calculationMode '\(calculationMode.rawValue)'")
    if path != nil { validatePath(name) }
    preparedPath = path.map { ($0, PathTrack($0)) }
    let count = preparedPath.map { $0.track.segments.count + 1 } ?? values?.count ?? 0
    if let keyTimes, !isPaced {
      let allowed = calculationMode == .discrete ? [count, count + 1] : [count]
      precondition(
        allowed.contains(keyTimes.count),
        "\(name): keyTimes has \(keyTimes.count) entries but values has \(count); they must match"
          + (calculationMode == .discrete ? " (or keyTimes may have one more in discrete mode)" : ""))
      let times = keyTimes.map(\.doubleValue)
      for (index, time) in times.enumerated() {
        precondition((0...1).contains(time), "\(name): keyTimes[\(index)] = \(time) is outside 0…1")
        precondition(
          index == 0 || time >= times[index - 1],
          "\(name): keyTimes must be non-decreasing, but keyTimes[\(index)] = \(time) < keyTimes[\(index - 1)] = \(times[index - 1])"
        )
      }
    }
    if let timingFunctions {
      precondition(
        timingFunctions.count == max(count - 1, 0),
        "\(name): timingFunctions has \(timingFunctions.count) entries but values has \(count); it needs values.count − 1 = \(max(count - 1, 0))"
      )
    }
  }

  override func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    let time = ActiveTime(self, parentTime: layerTime)
    guard time.hasEffect(fillMode: fillMode) else { return nil }
    if let path {
      return pathValue(path, time: time, base: base, keyPath: keyPath)
    }
    guard let values, !values.isEmpty else { return nil }
    let converted = values.enumerated().map { index, value in
      convert(value, keyPath: keyPath, base: base, field: "values[\(index)]")!
    }
    let fraction = time.phase == .before || time.duration <= 0 ? 0 : time.iterationTime / time.duration
    let u = isPaced ? min(max(fraction, 0), 1) : progress(iterationTime: time.iterationTime, duration: time.duration)
    let animated = KeyframeCurve(converted).value(components(at: time.phase == .before ? 0 : u, converted))
    return combine(animated, into: base, keyPath: keyPath)
  }

  /// The components at fraction `u` of the iteration (after the animation's timing function).
  func components(at u: Double, _ values: [AnimatableValue]) -> [Double] {
    let curve = KeyframeCurve(values)
    let n = values.count
    if n == 1 { return curve.points[0] }
    switch calculationMode {
    case .discrete:
      let times = keyTimes?.map(\.doubleValue) ?? (0...n).map { Double($0) / Double(n) }
      let index = times.lastIndex { $0 <= u } ?? 0
      return curve.points[min(index, n - 1)]
    case .paced:
      let (segment, s) = Self.segment(at: u, keyTimes: curve.pacedKeyTimes)
      return curve.linear(segment: segment, s)
    case .cubicPaced:
      return curve.cubicPaced(u)
    default:
      let times = keyTimes?.map(\.doubleValue) ?? KeyframeCurve.evenKeyTimes(count: n)
      var (segment, s) = Self.segment(at: u, keyTimes: times)
      if let function = timingFunctions?[segment] { s = function.progress(at: s) }
      return calculationMode == .cubic ? curve.cubic(segment: segment, s) : curve.linear(segment: segment, s)
    }
  }

  /// The segment containing `u` and the fraction through it (0 before the first key time, 1
  /// after the last; a zero-length segment counts as passed).
  static func segment(at u: Double, keyTimes times: [Double]) -> (Int, Double) {
    let last = times.count - 2
    if u <= times[0] { return (0, 0) }
    var segment = last
    for index in 0...last where u < times[index + 1] {
      segment = index
      break
    }
    let start = times[segment]
    let width = times[segment + 1] - start
    return (segment, width > 0 ? min(max((u - start) / width, 0), 1) : 1)
  }
}
