import Foundation

extension UIView {
  /// The gesture recognizers attached to the view, as `gestureRecognizers`.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { recognizer.view = nil }
      attachedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` (detaching it from any other view), as
  /// `addGestureRecognizer(_:)`. The view holds it strongly.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`, as `removeGestureRecognizer(_:)`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}

extension UIWindow {
  /// Delivers one scripted touch sample, as the system does with `sendEvent(_:)`.
  public func sendTouch(_ sample: TouchSample) {
    touchDispatcher.deliver(sample, in: self)
  }
}

extension Timeline {
  /// Plays `track` into `window`: each of its samples is delivered on the first tick at or
  /// after the sample's time, in order, during the tick's event step (before display links
  /// and animation completions).
  ///
  /// - Precondition: the track is lifted.
  public func play(_ track: TouchTrack, in window: UIWindow) {
    for sample in track.samples {
      schedule(at: sample.time, name: "touch \(sample.phase) at (\(sample.location.x), \(sample.location.y))") {
        [weak window] in
        window?.sendTouch(sample)
      }
    }
  }
}
