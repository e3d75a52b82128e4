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
    touchDispatcher.deliver([sample], in: self)
  }

  /// Delivers scripted samples of several fingers as one touch event, as the system does
  /// with `sendEvent(_:)`: at most one sample per finger (``TouchSample/finger``), all at the
  /// same time; fingers down but absent from `samples` are `.stationary` in the event.
  public func sendTouches(_ samples: [TouchSample]) {
    touchDispatcher.deliver(samples, in: self)
  }
}

extension Timeline {
  /// Plays `track` into `window`: each of its samples is delivered on the first tick at or
  /// after the sample's time, in order, during the tick's event step (before display links
  /// and animation completions).
  ///
  /// The track is a finger of its own: tracks played at overlapping times are several
  /// fingers down together.
  ///
  /// - Precondition: the track is lifted.
  public func play(_ track: TouchTrack, in window: UIWindow) {
    let finger = window.touchDispatcher.allocateFingers(1)
    for var sample in track.samples {
      sample.finger = finger
      let delivered = sample
      schedule(at: sample.time, name: "touch \(sample.phase) at (\(sample.location.x), \(sample.location.y))") {
        [weak window] in
        window?.sendTouch(delivered)
      }
    }
  }

  /// Plays the fingers of `gesture` into `window`: each of its ``TouchGesture/events`` is
  /// delivered as one touch event on the first tick at or after its time, in order, during
  /// the tick's event step.
  public func play(_ gesture: TouchGesture, in window: UIWindow) {
    let first = window.touchDispatcher.allocateFingers(gesture.tracks.count)
    for event in gesture.events {
      let delivered = event.map { sample in
        var sample = sample
        sample.finger += first
        return sample
      }
      let phases = event.map { "\($0.finger):\($0.phase)" }.joined(separator: " ")
      schedule(at: event[0].time, name: "touches \(phases)") { [weak window] in
        window?.sendTouches(delivered)
      }
    }
  }
}
