import Foundation

/// The keyframe values of a ``CAKeyframeAnimation`` as component vectors, with the geometry its
/// calculation modes need: straight segments, a Catmull-Rom spline and arc lengths.
///
/// Components are unwrapped along the sequence (each point is the previous one plus the short
/// delta to the next value), so a rotation through ±π keeps turning the short way.
struct KeyframeCurve {
  /// One component vector per keyframe value.
  let points: [[Double]]
  private let template: AnimatableValue

  init(_ values: [AnimatableValue]) {
    precondition(!values.isEmpty, "KeyframeCurve needs at least one value")
    template = values[0]
    var points = [values[0].components]
    for index in values.indices.dropFirst() {
      let step = values[index].delta(from: values[index - 1])
      points.append(zip(points[index - 1], step).map { $0 + $1 })
    }
    self.points = points
  }

  /// The value of the template's kind with components `c`.
  func value(_ c: [Double]) -> AnimatableValue { template.replacingComponents(c) }

  /// The point fraction `s` of the way along the straight segment `i` → `i + 1`.
  func linear(segment i: Int, _ s: Double) -> [Double] {
    zip(points[i], points[i + 1]).map { $0 + ($1 - $0) * s }
  }

  /// The Catmull-Rom spline (Kochanek–Bartels with tension, continuity and bias 0) at `s` in
  /// segment `i`: a cubic Hermite segment with tangents `m_k = (p_{k+1} − p_{k−1}) / 2`; the end
  /// points repeat themselves as their outer neighbours.
  func cubic(segment i: Int, _ s: Double) -> [Double] {
    let last = points.count - 1
    let p0 = points[i]
    let p1 = points[i + 1]
    let before = points[max(i - 1, 0)]
    let after = points[min(i + 2, last)]
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return p0.indices.map { c in
      let m0 = (p1[c] - before[c]) / 2
      let m1 = (after[c] - p0[c]) / 2
      return h00 * p0[c] + h10 * m0 + h01 * p1[c] + h11 * m1
    }
  }

  /// Euclidean distance between two component vectors.
  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }

  /// Key times proportional to the cumulative straight-line distance (``CAAnimationCalculationMode/paced``);
  /// evenly spaced when every value is the same.
  var pacedKeyTimes: [Double] {
    var cumulative = [0.0]
    for i in points.indices.dropFirst() {
      cumulative.append(cumulative[i - 1] + Self.distance(points[i - 1], points[i]))
    }
    let total = cumulative.last ?? 0
    guard total > 0 else { return Self.evenKeyTimes(count: points.count) }
    return cumulative.map { $0 / total }
  }

  /// `count` key times evenly spaced from 0 to 1.
  static func evenKeyTimes(count: Int) -> [Double] {
    count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// The spline sampled by arc length: `samples[j]` is the length up to spline parameter
  /// `j / samplesPerSegment` (segment index + fraction).
  func cubicArcLengths(samplesPerSegment n: Int) -> [Double] {
    var lengths = [0.0]
    var previous = points[0]
    for segment in 0..<(points.count - 1) {
      for j in 1...n {
        let point = cubic(segment: segment, Double(j) / Double(n))
        lengths.append(lengths[lengths.count - 1] + Self.distance(previous, point))
        previous = point
      }
    }
    return lengths
  }

  /// The spline point at fraction `u` of its arc length (``CAAnimationCalculationMode/cubicPaced``).
  func cubicPaced(_ u: Double, samplesPerSegment n: Int = 64) -> [Double] {
    let segments = points.count - 1
    let lengths = cubicArcLengths(samplesPerSegment: n)
    let total = lengths[lengths.count - 1]
    var parameter = u * Double(segments)
    if total > 0 {
      let target = min(max(u, 0), 1) * total
      var low = 0
      var high = lengths.count - 1
      while high - low > 1 {
        let mid = (low + high) / 2
        if lengths[mid] < target { low = mid } else { high = mid }
      }
      let span = lengths[high] - lengths[low]
      let fraction = span > 0 ? (target - lengths[low]) / span : 0
      parameter = (Double(low) + fraction) / Double(n)
    }
    let segment = min(Int(parameter), segments - 1)
    return cubic(segment: segment, parameter - Double(segment))
  }
}
