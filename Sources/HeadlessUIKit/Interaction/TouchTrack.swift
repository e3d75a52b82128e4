import Foundation

/// A scripted finger: where one touch is at every moment from touch-down to lift, and the
/// samples a touch screen would report, as tests and scenes describe input.
///
/// A track starts with the finger going down, then chains segments — moves with an easing,
/// moves through explicit points, holds, flicks at a release velocity — and ends with
/// ``lift()``. Playing it on a timeline (`Timeline.play(_:in:)`) delivers `.began`, then a
/// `.moved` sample every `1 / sampleRate` seconds while the finger moves, then `.ended`.
/// Sample times are computed from their index, so the same track always yields the same
/// samples, translations and velocities.
///
///     down ──move(easeOut)──▶ hold ──flick(v)──▶ lift
///     t0        0.3 s          0.1 s   0.05 s
public struct TouchTrack: Sendable, Hashable {
  /// The shape of a move over its duration.
  public enum Easing: Sendable, Hashable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A cubic Bézier with control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:)`.
    case controlPoints(Float, Float, Float, Float)
  }

  enum Segment: Sendable, Hashable {
    case move(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval, easing: Easing)
    case hold(at: CGPoint, start: TimeInterval, duration: TimeInterval)
    /// Around `center`: the distance to it scales from 1 to `scale` and the direction turns by
    /// `angle` radians (clockwise on screen), both eased by `easing`.
    case orbit(
      center: CGPoint, from: CGPoint, scale: CGFloat, angle: CGFloat, start: TimeInterval, duration: TimeInterval,
      easing: Easing)
  }

  /// Touch samples per second while the finger moves: 60, as iOS reports touches on a
  /// 60 Hz display.
  public var sampleRate: Double = 60
  /// When the finger goes down, in timeline seconds.
  public let startTime: TimeInterval
  /// Where the finger goes down, in window coordinates.
  public let startLocation: CGPoint
  private(set) var segments: [Segment] = []
  /// Whether the track is finished with ``lift()``.
  public private(set) var isLifted = false

  /// A finger going down at `location` (window coordinates) at `time` seconds.
  public init(downAt location: CGPoint, time: TimeInterval) {
    precondition(time.isFinite && time >= 0, "TouchTrack: touch-down time must be ≥ 0, got \(time)")
    precondition(
      location.x.isFinite && location.y.isFinite, "TouchTrack: touch-down location \(location) is not finite")
    startTime = time
    startLocation = location
  }

  /// A finger that moves through explicit `(time, location)` points, straight between them;
  /// the first point is the touch-down. The track is lifted at the last point.
  public init(points: [(time: TimeInterval, location: CGPoint)]) {
    precondition(!points.isEmpty, "TouchTrack(points:): at least one point is needed")
    self.init(downAt: points[0].location, time: points[0].time)
    for point in points.dropFirst() {
      precondition(
        point.time > endTime, "TouchTrack(points:): times must increase; \(point.time) s follows \(endTime) s")
      move(to: point.location, duration: point.time - endTime)
    }
    lift()
  }

  /// When the last segment ends (the lift time once lifted).
  public var endTime: TimeInterval {
    switch segments.last {
    case .move(_, _, let start, let duration, _), .hold(_, let start, let duration),
      .orbit(_, _, _, _, let start, let duration, _):
      start + duration
    case nil: startTime
    }
  }

  /// Where the finger is at the end of the last segment.
  public var endLocation: CGPoint {
    switch segments.last {
    case .move(_, let to, _, _, _): to
    case .hold(let at, _, _): at
    case .orbit(let center, let from, let scale, let angle, _, _, _):
      Self.orbit(center: center, from: from, scale: scale, angle: angle, progress: 1)
    case nil: startLocation
    }
  }

  /// Moves the finger to `location` over `duration` seconds with `easing`.
  public mutating func move(to location: CGPoint, duration: TimeInterval, easing: Easing = .linear) {
    requireOpen("move(to:duration:easing:)")
    precondition(duration.isFinite && duration > 0, "TouchTrack.move: duration must be > 0, got \(duration)")
    precondition(location.x.isFinite && location.y.isFinite, "TouchTrack.move: location \(location) is not finite")
    segments.append(.move(from: endLocation, to: location, start: endTime, duration: duration, easing: easing))
  }

  /// Moves the finger straight through `locations`, spending `duration` seconds in all, each
  /// leg taking time in proportion to its length.
  public mutating func move(through locations: [CGPoint], duration: TimeInterval) {
    requireOpen("move(through:duration:)")
    precondition(!locations.isEmpty, "TouchTrack.move(through:): no points")
    var lengths: [Double] = []
    var from = endLocation
    for point in locations {
      lengths.append(hypot(point.x - from.x, point.y - from.y))
      from = point
    }
    let total = lengths.reduce(0, +)
    for (point, length) in zip(locations, lengths) {
      let share = total > 0 ? length / total : 1 / Double(locations.count)
      move(to: point, duration: duration * share)
    }
  }

  /// Moves the finger around `center` (window coordinates) over `duration` seconds: its
  /// distance to the centre is multiplied by `scale` and its direction turned by `angle`
  /// radians (positive turns clockwise on screen, as `UIRotationGestureRecognizer.rotation`
  /// counts), both following `easing`. Two fingers on opposite sides of the centre doing
  /// the same orbit pinch (`scale`) and rotate (`angle`), as ``TouchGesture`` scripts them.
  public mutating func move(
    around center: CGPoint, scalingDistanceBy scale: CGFloat, rotatingBy angle: CGFloat = 0,
    duration: TimeInterval, easing: Easing = .linear
  ) {
    requireOpen("move(around:scalingDistanceBy:rotatingBy:duration:easing:)")
    precondition(duration.isFinite && duration > 0, "TouchTrack.move(around:): duration must be > 0, got \(duration)")
    precondition(scale.isFinite && scale >= 0, "TouchTrack.move(around:): scale must be ≥ 0, got \(scale)")
    precondition(angle.isFinite, "TouchTrack.move(around:): angle \(angle) is not finite")
    precondition(center.x.isFinite && center.y.isFinite, "TouchTrack.move(around:): centre \(center) is not finite")
    segments.append(
      .orbit(
        center: center, from: endLocation, scale: scale, angle: angle, start: endTime, duration: duration,
        easing: easing))
  }

  static func orbit(center: CGPoint, from: CGPoint, scale: CGFloat, angle: CGFloat, progress p: Double) -> CGPoint {
    let dx = from.x - center.x
    let dy = from.y - center.y
    let k = 1 + (scale - 1) * p
    let theta = angle * p
    let (c, s) = (cos(theta), sin(theta))
    return CGPoint(x: center.x + k * (dx * c - dy * s), y: center.y + k * (dx * s + dy * c))
  }

  /// Keeps the finger still for `duration` seconds.
  public mutating func hold(for duration: TimeInterval) {
    requireOpen("hold(for:)")
    precondition(duration.isFinite && duration > 0, "TouchTrack.hold: duration must be > 0, got \(duration)")
    segments.append(.hold(at: endLocation, start: endTime, duration: duration))
  }

  /// Moves the finger at a constant `velocity` (points per second) for `duration` seconds, so
  /// a lift right after releases with exactly that velocity.
  public mutating func flick(velocity: CGVector, duration: TimeInterval = 0.05) {
    let to = CGPoint(x: endLocation.x + velocity.dx * duration, y: endLocation.y + velocity.dy * duration)
    move(to: to, duration: duration)
  }

  /// Lifts the finger at the end of the last segment.
  public mutating func lift() {
    requireOpen("lift()")
    isLifted = true
  }

  private func requireOpen(_ api: String) {
    precondition(!isLifted, "TouchTrack.\(api): the finger was already lifted")
  }

  /// Where the finger is at `time` (the touch-down location before the track starts, the
  /// lift location after it ends).
  public func location(at time: TimeInterval) -> CGPoint {
    for segment in segments {
      switch segment {
      case .move(let from, let to, let start, let duration, let easing) where time <= start + duration:
        let p = Self.eased(min(1, max(0, time - start) / duration), easing)
        return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
      case .hold(let at, let start, let duration) where time <= start + duration:
        return at
      case .orbit(let center, let from, let scale, let angle, let start, let duration, let easing)
      where time <= start + duration:
        let p = Self.eased(min(1, max(0, time - start) / duration), easing)
        return Self.orbit(center: center, from: from, scale: scale, angle: angle, progress: p)
      default:
        continue
      }
    }
    return endLocation
  }

  static func eased(_ x: Double, _ easing: Easing) -> Double {
    let function: CAMediaTimingFunction
    switch easing {
    case .linear: return x
    case .easeIn: function = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: function = CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)
    case .easeInOut: function = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    case .controlPoints(let x1, let y1, let x2, let y2): function = CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)
    }
    return function.progress(at: x)
  }

  /// The samples a touch screen reports for this track: `.began` at the start, `.moved`
  /// every `1 / sampleRate` seconds and at the end of the last segment whenever the finger
  /// has moved since the previous sample, then `.ended` at the lift.
  ///
  /// - Precondition: the track is lifted.
  public var samples: [TouchSample] {
    precondition(isLifted, "TouchTrack: the track must end with lift() before it is played")
    precondition(sampleRate > 0 && sampleRate.isFinite, "TouchTrack.sampleRate must be > 0, got \(sampleRate)")
    var result = [TouchSample(time: startTime, location: startLocation, phase: .began)]
    // A finger that does not move reports nothing until it moves or lifts (iOS sends no
    // `.moved` for a still finger).
    func report(_ t: TimeInterval, _ location: CGPoint) {
      if location != result[result.count - 1].location {
        result.append(TouchSample(time: t, location: location, phase: .moved))
      }
    }
    var k = 1
    while true {
      let t = startTime + Double(k) / sampleRate
      guard t < endTime - 1e-9 else { break }
      report(t, location(at: t))
      k += 1
    }
    report(endTime, endLocation)
    result.append(TouchSample(time: endTime, location: endLocation, phase: .ended))
    return result
  }
}

/// One report of a scripted touch: when, where (window coordinates), in which phase, and
/// which finger (a finger's samples share its number from `.began` to `.ended`).
public struct TouchSample: Sendable, Hashable {
  public var time: TimeInterval
  public var location: CGPoint
  public var phase: UITouch.Phase
  /// The finger the sample belongs to (0 for a one-finger track).
  public var finger: Int

  public init(time: TimeInterval, location: CGPoint, phase: UITouch.Phase, finger: Int = 0) {
    self.time = time
    self.location = location
    self.phase = phase
    self.finger = finger
  }
}
