import Foundation

/// Several scripted fingers played together, as a multi-touch screen reports them: at every
/// moment one event carries every finger that changed (``events``), so two fingers moving
/// at the same sample times reach the recognizers in the same `UIEvent`, as on iOS.
///
/// ``pinch(center:from:to:angle:time:duration:easing:)`` and
/// ``rotation(center:distance:from:to:time:duration:easing:)`` script the usual two-finger
/// gestures: two fingers on opposite sides of a fixed centre, their distance and direction
/// eased over the duration. Each finger samples at its track's sample rate from its own
/// touch-down, so the same gesture always yields the same samples, scales and rotations.
///
///     finger 0 ●─────────×─────────● finger 1     distance d0 ──▶ d1, angle a0 ──▶ a1
///                      centre
public struct TouchGesture: Sendable, Hashable {
  /// The fingers, in the order they are numbered (finger 0 first).
  public var tracks: [TouchTrack]

  /// Fingers following `tracks`; each must be lifted.
  public init(tracks: [TouchTrack]) {
    precondition(!tracks.isEmpty, "TouchGesture: at least one finger is needed")
    for (index, track) in tracks.enumerated() {
      precondition(track.isLifted, "TouchGesture: finger \(index)'s track must end with lift()")
    }
    self.tracks = tracks
  }

  /// Two fingers going down together at `time`, `startDistance` points apart on a line
  /// through `center` (window coordinates) at `angle` radians from the x axis (clockwise on
  /// screen), moving apart or together to `endDistance` over `duration` seconds with
  /// `easing`, then lifting together. A `UIPinchGestureRecognizer` under them reports
  /// `scale` = distance ÷ `startDistance`.
  public static func pinch(
    center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
    time: TimeInterval, duration: TimeInterval, easing: TouchTrack.Easing = .linear
  ) -> TouchGesture {
    twoFingers(
      center: center, startDistance: startDistance, endDistance: endDistance, startAngle: angle, endAngle: angle,
      time: time, duration: duration, easing: easing)
  }

  /// Two fingers going down together at `time`, `distance` points apart on a line through
  /// `center` at `startAngle` radians (clockwise on screen), turning about the centre to
  /// `endAngle` over `duration` seconds with `easing`, then lifting. A
  /// `UIRotationGestureRecognizer` under them reports `rotation` = angle − `startAngle`.
  public static func rotation(
    center: CGPoint, distance: CGFloat, from startAngle: CGFloat = 0, to endAngle: CGFloat,
    time: TimeInterval, duration: TimeInterval, easing: TouchTrack.Easing = .linear
  ) -> TouchGesture {
    twoFingers(
      center: center, startDistance: distance, endDistance: distance, startAngle: startAngle, endAngle: endAngle,
      time: time, duration: duration, easing: easing)
  }

  /// Two fingers pinching and rotating at once about a fixed `center`: the general form of
  /// ``pinch(center:from:to:angle:time:duration:easing:)`` and
  /// ``rotation(center:distance:from:to:time:duration:easing:)``.
  public static func twoFingers(
    center: CGPoint, startDistance: CGFloat, endDistance: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    time: TimeInterval, duration: TimeInterval, easing: TouchTrack.Easing = .linear
  ) -> TouchGesture {
    precondition(
      startDistance.isFinite && startDistance > 0,
      "TouchGesture: the fingers' start distance must be > 0, got \(startDistance)")
    precondition(
      endDistance.isFinite && endDistance >= 0,
      "TouchGesture: the fingers' end distance must be ≥ 0, got \(endDistance)"
    )
    let half = startDistance / 2
    let (c, s) = (cos(startAngle), sin(startAngle))
    let ends = [
      CGPoint(x: center.x - half * c, y: center.y - half * s), CGPoint(x: center.x + half * c, y: center.y + half * s),
    ]
    let tracks = ends.map { start in
      var track = TouchTrack(downAt: start, time: time)
      track.move(
        around: center, scalingDistanceBy: endDistance / startDistance, rotatingBy: endAngle - startAngle,
        duration: duration, easing: easing)
      track.lift()
      return track
    }
    return TouchGesture(tracks: tracks)
  }

  /// The events the fingers make, in time order: each holds the samples of every finger
  /// that reports at that time, finger `i`'s samples numbered `i`. A finger reporting twice
  /// at one time (its last move and its lift) does so in two consecutive events.
  public var events: [[TouchSample]] {
    struct Slot: Hashable, Comparable {
      var time: TimeInterval
      var rank: Int
      static func < (a: Slot, b: Slot) -> Bool { (a.time, a.rank) < (b.time, b.rank) }
    }
    var bySlot: [Slot: [TouchSample]] = [:]
    for (index, track) in tracks.enumerated() {
      var reported: [TimeInterval: Int] = [:]
      for var sample in track.samples {
        sample.finger = index
        let rank = reported[sample.time, default: 0]
        reported[sample.time] = rank + 1
        bySlot[Slot(time: sample.time, rank: rank), default: []].append(sample)
      }
    }
    return bySlot.keys.sorted().map { bySlot[$0]! }
  }
}
