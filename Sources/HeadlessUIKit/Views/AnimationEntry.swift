import Foundation

/// One attached animation and who waits for it to stop.
struct AnimationEntry {
  let key: String
  let animation: CAAnimation
  let keyPath: LayerKeyPath?
  /// The properties the animation affects: its key path's, or a group's children's.
  let properties: LayerPropertySet
  let observers: [AnimationGroup]
  var started = false
  /// Ended but kept (`isRemovedOnCompletion == false`): still evaluated for its fill, never
  /// reported again.
  var stopped = false

  /// Notifies the delegate and the waiting groups.
  @MainActor
  func stop(finished: Bool) {
    animation.delegate?.animationDidStop(animation, finished: finished)
    for group in observers { group.animationStopped(finished: finished) }
  }
}
