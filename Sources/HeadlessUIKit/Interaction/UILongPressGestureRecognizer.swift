import Foundation

/// A continuous gesture that begins when a finger stays down long enough without moving far,
/// as UIKit's `UILongPressGestureRecognizer`: it begins once `numberOfTouchesRequired` fingers
/// have stayed down for `minimumPressDuration`, changes as they move, and ends when any of
/// them lifts. A finger moving more than `allowableMovement` before it begins, more fingers
/// than required, or lifting early, makes it fail.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Seconds the finger must stay down, as `minimumPressDuration` (default 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// Points the finger may move before the gesture begins, as `allowableMovement` (default 10).
  open var allowableMovement: CGFloat = 10
  /// Fingers needed, as `numberOfTouchesRequired` (default 1).
  open var numberOfTouchesRequired = 1
  /// Taps before the press, as `numberOfTapsRequired` (default 0).
  /// - Precondition: 0; scripted presses are not preceded by taps.
  open var numberOfTapsRequired = 0 {
    didSet {
      precondition(
        numberOfTapsRequired == 0,
        "UILongPressGestureRecognizer.numberOfTapsRequired = \(numberOfTapsRequired) is not supported by HeadlessUIKit (only 0)"
      )
    }
  }

  /// Where each finger went down (window coordinates).
  private var downLocations: [ObjectIdentifier: CGPoint] = [:]
  private var generation = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.windowLocation }
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
      return
    }
    guard numberOfTouches == numberOfTouchesRequired else { return }
    generation += 1
    let expected = generation
    VirtualMainQueue.asyncAfter(delay: minimumPressDuration) { [weak self] in
      guard let self, self.generation == expected, self.state == .possible,
        self.trackedTouches.contains(where: { $0.phase != .ended && $0.phase != .cancelled })
      else { return }
      self.state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      for touch in touches {
        guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
        let dx = touch.windowLocation.x - down.x
        let dy = touch.windowLocation.y - down.y
        if (dx * dx + dy * dy).squareRoot() > allowableMovement {
          state = .failed
          return
        }
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    downLocations = [:]
    generation += 1
  }
}
