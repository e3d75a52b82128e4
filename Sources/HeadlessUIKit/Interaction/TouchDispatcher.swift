import Foundation

/// Delivers scripted touch samples to a window as UIKit's `UIWindow.sendEvent(_:)` does:
/// hit-tests the touch-down, hands every sample to the gesture recognizers of the hit view
/// and its ancestors (deepest first) and then to the hit view itself, and runs the
/// recognizers' competition (``GestureArena``).
///
/// - Note: UIKit difference: one finger at a time; a second touch going down while one is
///   down traps.
@MainActor
final class TouchDispatcher {
  private var touch: UITouch?
  private var arena: GestureArena?

  func deliver(_ sample: TouchSample, in window: UIWindow) {
    switch sample.phase {
    case .began:
      began(sample, in: window)
    case .moved, .stationary, .ended, .cancelled:
      guard let touch else {
        preconditionFailure("scripted touch: a \(sample.phase) sample at \(sample.time) s with no finger down")
      }
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = sample.location
      touch.timestamp = sample.time
      touch.phase = sample.phase
      continued(touch, sample)
    }
  }

  private func began(_ sample: TouchSample, in window: UIWindow) {
    precondition(
      touch == nil,
      "scripted touch: a finger went down at \(sample.time) s while another is down; HeadlessUIKit scripts one finger at a time"
    )
    let hitView = window.hitTest(sample.location, with: nil)
    let touch = UITouch(location: sample.location, timestamp: sample.time, window: window, view: hitView)
    let event = UIEvent(touches: [touch], timestamp: sample.time)
    self.touch = touch
    var recognizers: [UIGestureRecognizer] = []
    var node = hitView
    while let view = node {
      for recognizer in view.gestureRecognizers ?? []
      where recognizer.isEnabled && !recognizers.contains(where: { $0 === recognizer })
        && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      {
        recognizers.append(recognizer)
      }
      node = view.superview
    }
    touch.gestureRecognizers = recognizers
    let arena = self.arena ?? GestureArena()
    self.arena = arena
    arena.onConclude = { [weak self, weak arena] in
      if let self, self.arena === arena { self.arena = nil }
    }
    arena.touch = touch
    arena.event = event
    arena.touchesDown += 1
    for recognizer in recognizers {
      arena.add(recognizer)
      recognizer.trackedTouches = [touch]
    }
    for recognizer in recognizers where recognizer.arena === arena && !recognizer.state.isFinished {
      recognizer.touchesBegan([touch], with: event)
    }
    if !arena.viewTouchesCancelled { hitView?.touchesBegan([touch], with: event) }
  }

  private func continued(_ touch: UITouch, _ sample: TouchSample) {
    let event = UIEvent(touches: [touch], timestamp: sample.time)
    let arena = self.arena
    arena?.event = event
    let recognizers = (touch.gestureRecognizers ?? []).filter { $0.arena === arena && !$0.state.isFinished }
    // A recognizer that recognizes during this delivery cancels the view's touches first.
    var viewGetsIt: Bool { !(arena?.viewTouchesCancelled ?? false) }
    switch sample.phase {
    case .moved, .stationary:
      for recognizer in recognizers where !recognizer.state.isFinished {
        recognizer.touchesMoved([touch], with: event)
      }
      if viewGetsIt { touch.view?.touchesMoved([touch], with: event) }
    case .ended:
      for recognizer in recognizers where !recognizer.state.isFinished {
        recognizer.touchesEnded([touch], with: event)
      }
      if viewGetsIt { touch.view?.touchesEnded([touch], with: event) }
      finish()
    case .cancelled:
      for recognizer in recognizers where !recognizer.state.isFinished {
        recognizer.touchesCancelled([touch], with: event)
      }
      if viewGetsIt { touch.view?.touchesCancelled([touch], with: event) }
      finish()
    case .began:
      preconditionFailure("unreachable: began is handled by began(_:in:)")
    }
  }

  private func finish() {
    touch = nil
    guard let arena else { return }
    arena.touchesDown -= 1
    arena.touch = nil
    arena.touchesDidEnd()
  }
}
