import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let dragFields = ["from", "to", "through", "duration", "easing", "hold", "release"]
  static let easings: [(name: String, value: TouchTrack.Easing)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// `drag: { from: [x, y], to: [x, y] | through: [[x, y], …], duration, easing, hold, release }`:
  /// a finger going down at `from` (window points) at the entry's time, moving to `to` (or
  /// straight through the `through` points) over `duration` seconds with `easing`, staying
  /// still for `hold` seconds, optionally flicking on at the `release` velocity [vx, vy]
  /// (points per second) for 0.05 s, then lifting.
  func decodeDrag(_ reader: NodeReader, at time: Double) throws -> TouchTrack {
    let fields = try reader.mapping(accepting: Self.dragFields)
    var track = TouchTrack(downAt: try Self.point(fields.required("from")), time: time)
    let duration = try fields.required("duration").number("a duration > 0") { $0 > 0 && $0 <= 600 }
    let easing = try fields.value("easing", default: TouchTrack.Easing.linear) { try $0.oneOf(Self.easings) }
    switch (fields.optional("to"), fields.optional("through")) {
    case (let to?, nil):
      track.move(to: try Self.point(to), duration: duration, easing: easing)
    case (nil, let through?):
      if let easingField = fields.optional("easing") {
        throw easingField.error("'easing' applies to 'to'; a 'through' path moves at constant speed")
      }
      let points = try through.sequence("a list of points [[x, y], …]").map(Self.point)
      guard !points.isEmpty else { throw through.mismatch("at least one point [x, y]") }
      track.move(through: points, duration: duration)
    case (nil, nil):
      throw reader.error("a drag needs 'to: [x, y]' or 'through: [[x, y], …]'")
    case (_, let through?):
      throw through.error("give either 'to' or 'through', not both")
    }
    if let hold = fields.optional("hold") {
      track.hold(for: try hold.number("a time > 0 and ≤ 600 s") { $0 > 0 && $0 <= 600 })
    }
    if let release = fields.optional("release") {
      let v = try Self.point(release)
      track.flick(velocity: CGVector(dx: v.x, dy: v.y))
    }
    track.lift()
    return track
  }

  static let pinchFields = ["center", "from", "to", "scale", "angle", "duration", "easing"]
  static let rotateFields = ["center", "distance", "from", "to", "duration", "easing"]

  /// `pinch: { center: [x, y], from: d0, to: d1 | scale: s, angle, duration, easing }`: two
  /// fingers going down together at the entry's time, `from` points apart on a line through
  /// `center` (window points) at `angle` degrees from the x axis (clockwise; default 0),
  /// moving to `to` points apart (or `from` × `scale`) over `duration` seconds with `easing`,
  /// then lifting (``TouchGesture/pinch(center:from:to:angle:time:duration:easing:)``).
  func decodePinch(_ reader: NodeReader, at time: Double) throws -> TouchGesture {
    let fields = try reader.mapping(accepting: Self.pinchFields)
    let center = try Self.point(fields.required("center"))
    let from = try fields.required("from").number("a distance > 0 (points)") { $0 > 0 && $0 <= 10_000 }
    let end: Double
    switch (fields.optional("to"), fields.optional("scale")) {
    case (let to?, nil): end = try to.number("a distance ≥ 0 (points)") { $0 >= 0 && $0 <= 10_000 }
    case (nil, let scale?): end = try from * scale.number("a scale ≥ 0") { $0 >= 0 && $0 <= 100 }
    case (nil, nil): throw reader.error("a pinch needs 'to: <distance>' or 'scale: <factor>'")
    case (_, let scale?): throw scale.error("give either 'to' or 'scale', not both")
    }
    let angle = try fields.value("angle", default: 0) { try $0.number("an angle in degrees") { abs($0) <= 3600 } }
    let duration = try fields.required("duration").number("a duration > 0") { $0 > 0 && $0 <= 600 }
    let easing = try fields.value("easing", default: TouchTrack.Easing.linear) { try $0.oneOf(Self.easings) }
    return .pinch(
      center: center, from: from, to: end, angle: angle * .pi / 180, time: time, duration: duration, easing: easing)
  }

  /// `rotate: { center: [x, y], distance, from, to, duration, easing }`: two fingers going
  /// down together at the entry's time, `distance` points apart on a line through `center`
  /// at `from` degrees (clockwise from the x axis; default 0), turning about the centre to
  /// `to` degrees over `duration` seconds with `easing`, then lifting
  /// (``TouchGesture/rotation(center:distance:from:to:time:duration:easing:)``).
  func decodeRotate(_ reader: NodeReader, at time: Double) throws -> TouchGesture {
    let fields = try reader.mapping(accepting: Self.rotateFields)
    let center = try Self.point(fields.required("center"))
    let distance = try fields.required("distance").number("a distance > 0 (points)") { $0 > 0 && $0 <= 10_000 }
    let from = try fields.value("from", default: 0) { try $0.number("an angle in degrees") { abs($0) <= 3600 } }
    let to = try fields.required("to").number("an angle in degrees") { abs($0) <= 3600 }
    let duration = try fields.required("duration").number("a duration > 0") { $0 > 0 && $0 <= 600 }
    let easing = try fields.value("easing", default: TouchTrack.Easing.linear) { try $0.oneOf(Self.easings) }
    return .rotation(
      center: center, distance: distance, from: from * .pi / 180, to: to * .pi / 180, time: time, duration: duration,
      easing: easing)
  }

  /// `tap: [x, y]`: a finger down at the point for 0.05 s, then lifted.
  func decodeTap(_ reader: NodeReader, at time: Double) throws -> TouchTrack {
    var track = TouchTrack(downAt: try Self.point(reader), time: time)
    track.hold(for: 0.05)
    track.lift()
    return track
  }

  /// `[x, y]`: two finite numbers.
  static func point(_ reader: NodeReader) throws -> CGPoint {
    let expectation = "[x, y] (2 numbers)"
    let elements = try reader.sequence(expectation)
    guard elements.count == 2 else { throw reader.mismatch(expectation) }
    return CGPoint(x: try elements[0].number(), y: try elements[1].number())
  }
}
