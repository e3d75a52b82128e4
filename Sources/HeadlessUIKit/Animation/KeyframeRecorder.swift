import Foundation

/// Collects the property changes made inside `UIView.animateKeyframes` and turns them into one
/// ``CAKeyframeAnimation`` per (layer, property), as UIKit's keyframe animation state does.
///
/// For each property the values are: the value before the block at time 0; at each keyframe's
/// start, the value held so far; at its end, the value it set. So the property holds between
/// keyframes. A change made outside any `addKeyframe` spans the whole duration (0…1).
///
/// ```
///  keyframe 1: start 0, duration 0.5 sets x = 100;  keyframe 2: start 0.5 … 1 sets alpha = 0
///  position.x  keyTimes 0 ── 0.5 ── 1      values x0, 100, 100
///  opacity     keyTimes 0 ── 0.5 ── 1      values 1, 1, 0
/// ```
@MainActor
final class KeyframeRecorder: AnimationInterceptor {
  private struct Keyframe {
    var start: Double
    var end: Double
    var value: AnimatableValue
  }

  private struct Track {
    let layer: CALayer
    let property: LayerProperty
    let initial: AnimatableValue
    var keyframes: [Keyframe] = []
  }

  /// `animateKeyframes` blocks being executed (with or without animation); `addKeyframe`
  /// outside all of them traps.
  static var openBlocks = 0

  /// The relative start and duration of the `addKeyframe` being executed; (0, 1) outside one.
  var current: (start: Double, duration: Double) = (0, 1)
  private var tracks: [Track] = []

  func record(layer: CALayer, property: LayerProperty, old: AnimatableValue, new: AnimatableValue) -> Bool {
    let index: Int
    if let found = tracks.firstIndex(where: { $0.layer === layer && $0.property == property }) {
      index = found
    } else {
      tracks.append(Track(layer: layer, property: property, initial: old))
      index = tracks.count - 1
    }
    let frame = Keyframe(start: current.start, end: current.start + current.duration, value: new)
    if let last = tracks[index].keyframes.last, last.start == frame.start, last.end == frame.end {
      tracks[index].keyframes[tracks[index].keyframes.count - 1].value = new
    } else {
      tracks[index].keyframes.append(frame)
    }
    return true
  }

  func didAttach(_ animation: ViewBlockAnimation, to layer: CALayer, key: String) {}

  /// Attaches the keyframe animations, each observed by `context.group` so the block's
  /// completion waits for them.
  func attachAnimations(_ context: AnimationContext, options: UIView.KeyframeAnimationOptions) {
    for track in tracks {
      var times = [0.0]
      var values = [track.initial]
      var held = track.initial
      for frame in track.keyframes.sorted(by: { $0.start < $1.start }) {
        let start = max(frame.start, times[times.count - 1])
        if start > times[times.count - 1] {
          times.append(start)
          values.append(held)
        }
        times.append(max(frame.end, start))
        values.append(frame.value)
        held = frame.value
      }
      if times[times.count - 1] < 1 {
        times.append(1)
        values.append(held)
      }
      let animation = CAKeyframeAnimation(keyPath: track.property.rawValue)
      animation.values = values.map(\.anyValue)
      animation.keyTimes = times.map { NSNumber(value: $0) }
      animation.calculationMode = options.calculationMode
      animation.timingFunction = options.timingFunction
      animation.duration = context.duration
      animation.beginTime = track.layer.localTime(forMediaTime: AnimationEngine.mediaTime) + context.delay
      animation.repeatCount = context.repeatCount
      animation.autoreverses = context.autoreverses
      animation.fillMode = .both
      animation.validate()
      let key = track.layer.uniqueKey(for: track.property.rawValue)
      track.layer.attach(animation, forKey: key, observers: [context.group] + CATransaction.openGroups)
    }
    tracks = []
  }
}
