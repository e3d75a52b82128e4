import Foundation

/// Core Animation layer time: `t_local = (t_parent − beginTime) × speed + timeOffset`, down
/// the tree (a mask's time parent is the layer it masks).
extension CALayer {
  /// The layer's local time for media time `t`: its ancestors' timing applied top-down.
  public func localTime(forMediaTime t: CFTimeInterval) -> CFTimeInterval {
    let parent = (superlayer ?? maskOwner)?.localTime(forMediaTime: t) ?? t
    return (parent - beginTime) * Double(speed) + timeOffset
  }

  /// The media time at which this layer's local time is `t` (nil when a layer on the way is
  /// paused, so no media time maps to it).
  func mediaTime(forLocalTime t: CFTimeInterval) -> CFTimeInterval? {
    guard speed != 0 else { return nil }
    let parent = (t - timeOffset) / Double(speed) + beginTime
    guard let parentLayer = superlayer ?? maskOwner else { return parent }
    return parentLayer.mediaTime(forLocalTime: parent)
  }

  /// Converts `t` from `layer`'s time (media time when nil) to this layer's, as
  /// `convertTime(_:from:)`.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let media = layer.map { $0.mediaTime(forLocalTime: t) ?? AnimationEngine.mediaTime } ?? t
    return localTime(forMediaTime: media)
  }

  /// Converts `t` from this layer's time to `layer`'s (media time when nil), as
  /// `convertTime(_:to:)`.
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(forLocalTime: t) ?? AnimationEngine.mediaTime
    return layer?.localTime(forMediaTime: media) ?? media
  }
}
