import Foundation

/// A keyframe animation along a `CGPath`, as Core Animation animates one:
///
/// - The path's drawn segments (lines and curves; closing lines included) are the keyframe
///   intervals; a move to a new subpath jumps. Segment ends are the keyframes, so
///   `keyTimes` has `segments + 1` entries and `timingFunctions` `segments`.
/// - `.linear` and `.cubic` give each segment its key-time interval (evenly spaced by default)
///   and follow the segment's own curve within it, paced by its timing function; `.discrete`
///   shows each keyframe point in turn; `.paced` and `.cubicPaced` move at constant speed
///   along the path's arc length.
/// - With a `rotationMode`, the layer's transform also turns to the path's tangent
///   (`.rotateAutoReverse`: plus 180°), before the layer's own transform.
extension CAKeyframeAnimation {
  /// A path prepared for sampling: its drawn segments with their arc lengths.
  struct PathTrack {
    let segments: [PathSegment]
    let lengths: [Double]
    let start: CGPoint?

    init(_ path: CGPath) {
      let subpaths = path.data.subpaths
      segments = subpaths.flatMap(\.segments)
      lengths = segments.map { Double($0.length(tolerance: 0.001)) }
      start = segments.first?.start ?? (path.isEmpty ? nil : path.currentPoint)
    }

    var total: Double { lengths.reduce(0, +) }

    /// The point and tangent at parameter `t` of segment `index`.
    func sample(_ index: Int, _ t: Double) -> (CGPoint, CGVector) {
      let s = segments[index]
      return (s.point(at: CGFloat(t)), Self.tangent(of: s, at: t))
    }

    /// The point and tangent `distance` along the whole path.
    func sample(atLength distance: Double) -> (CGPoint, CGVector) {
      var remaining = distance
      for (index, length) in lengths.enumerated() {
        if remaining <= length || index == lengths.count - 1 {
          let t = segments[index].parameter(atLength: CGFloat(max(0, remaining)), tolerance: 0.001)
          return sample(index, Double(t))
        }
        remaining -= length
      }
      return sample(0, 0)
    }

    /// The derivative of the segment's Bézier (the chord when it vanishes).
    static func tangent(of s: PathSegment, at t: Double) -> CGVector {
      if s.isLine { return CGVector(dx: s.end.x - s.start.x, dy: s.end.y - s.start.y) }
      let u = 1 - t
      let a = 3 * u * u
      let b = 6 * u * t
      let c = 3 * t * t
      let dx = a * (s.control1.x - s.start.x) + b * (s.control2.x - s.control1.x) + c * (s.end.x - s.control2.x)
      let dy = a * (s.control1.y - s.start.y) + b * (s.control2.y - s.control1.y) + c * (s.end.y - s.control2.y)
      if dx == 0 && dy == 0 { return CGVector(dx: s.end.x - s.start.x, dy: s.end.y - s.start.y) }
      return CGVector(dx: dx, dy: dy)
    }
  }

  /// Traps unless the key path holds a point.
  func validatePath(_ name: String) {
    let point = keyPath.flatMap(LayerKeyPath.init).map {
      ($0.property == .position || $0.property == .anchorPoint) && $0.component == .whole
        || $0.property == .bounds && $0.component == .origin
    }
    precondition(
      point == true, "\(name): a path animates a point key path (position, anchorPoint, bounds.origin) only")
  }

  /// The value at `time` along `path`: the point for the animation's key path, or the turned
  /// transform when asked for the transform (with a rotation mode).
  func pathValue(_ path: CGPath, time: ActiveTime, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    let track: PathTrack
    if let prepared = preparedPath, prepared.path === path {
      track = prepared.track
    } else {
      track = PathTrack(path)
      preparedPath = (path, track)
    }
    guard let start = track.start else { return nil }
    let (point, tangent) = pathSample(track, start: start, time: time)
    guard keyPath.property == LayerKeyPath(self.keyPath ?? "")?.property else {
      // Asked for the transform: turn the layer to the tangent.
      guard keyPath.property == .transform, case .transform(let transform) = base, let rotationMode else { return nil }
      var angle = atan2(tangent.dy, tangent.dx)
      if rotationMode == .rotateAutoReverse { angle += .pi }
      return .transform(CATransform3DMakeRotation(angle, 0, 0, 1).concatenating(transform))
    }
    return combine(.point(point), into: base, keyPath: keyPath)
  }

  private func pathSample(_ track: PathTrack, start: CGPoint, time: ActiveTime) -> (CGPoint, CGVector) {
    let n = track.segments.count
    guard n > 0 else { return (start, CGVector(dx: 1, dy: 0)) }
    let fraction = time.phase == .before || time.duration <= 0 ? 0 : time.iterationTime / time.duration
    if isPaced {
      return track.sample(atLength: min(max(fraction, 0), 1) * track.total)
    }
    let u = time.phase == .before ? 0 : progress(iterationTime: time.iterationTime, duration: time.duration)
    if calculationMode == .discrete {
      let times = keyTimes?.map(\.doubleValue) ?? (0...(n + 1)).map { Double($0) / Double(n + 1) }
      let index = min(times.lastIndex { $0 <= u } ?? 0, n)
      return index == 0 ? track.sample(0, 0) : track.sample(index - 1, 1)
    }
    let times = keyTimes?.map(\.doubleValue) ?? KeyframeCurve.evenKeyTimes(count: n + 1)
    var (segment, s) = Self.segment(at: u, keyTimes: times)
    if let function = timingFunctions?[segment] { s = function.progress(at: s) }
    return track.sample(segment, s)
  }
}
