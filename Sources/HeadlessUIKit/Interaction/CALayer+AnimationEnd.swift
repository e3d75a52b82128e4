import Foundation

extension CALayer {
  /// The local time (in this layer's time space) at which the last finite animation of the
  /// layer and its sublayers ends; nil when none is attached. Animations that repeat forever
  /// never end and are left out, as are sublayers whose time is frozen (`speed == 0`).
  func latestAnimationEnd() -> CFTimeInterval? {
    var latest: CFTimeInterval?
    for entry in entries {
      let end = entry.animation.beginTime + ActiveTime.activeDuration(of: entry.animation)
      if end.isFinite { latest = max(latest ?? end, end) }
    }
    for sublayer in sublayers ?? [] where sublayer.speed != 0 {
      guard let childEnd = sublayer.latestAnimationEnd() else { continue }
      // child local = (local − beginTime) × speed + timeOffset, solved for local.
      let end = (childEnd - sublayer.timeOffset) / Double(sublayer.speed) + sublayer.beginTime
      if end.isFinite { latest = max(latest ?? end, end) }
    }
    return latest
  }
}
