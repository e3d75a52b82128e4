import Foundation

/// A discrete gesture recognized when fingers tap the required number of times, as UIKit's
/// `UITapGestureRecognizer`.
///
/// Each tap must lift within ``allowableMovement`` points of where it went down, and the next
/// tap must go down within ``maximumTapInterval`` seconds of the previous lift; otherwise the
/// recognizer fails. Between taps of a multi-tap it stays `.possible`, so a single-tap
/// recognizer that `require(toFail:)` a double-tap one waits for it, as on iOS.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far a tapping finger may move: 10 pt.
  /// - Note: UIKit does not document this; 10 pt matches iOS devices.
  public static let allowableMovement: CGFloat = 10
  /// The longest pause between the taps of a multi-tap: 0.35 s.
  /// - Note: UIKit does not document this; 0.35 s matches iOS's double-tap timing.
  public static let maximumTapInterval: TimeInterval = 0.35

  /// Taps needed, as `numberOfTapsRequired` (default 1).
  open var numberOfTapsRequired = 1
  /// Fingers needed, as `numberOfTouchesRequired` (default 1): every tap of the gesture must
  /// bring exactly this many fingers down together; a tap ends when the last of them lifts.
  open var numberOfTouchesRequired = 1

  private var taps = 0
  /// Where each finger of the current tap went down (window coordinates).
  private var downLocations: [ObjectIdentifier: CGPoint] = [:]
  /// The most fingers down at once during the current tap.
  private var fingersInTap = 0
  private var lastLift: TimeInterval?
  private var generation = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    if downLocations.isEmpty, let lastLift, touch.timestamp - lastLift > Self.maximumTapInterval {
      state = .failed
      return
    }
    for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.windowLocation }
    fingersInTap = max(fingersInTap, downLocations.count)
    if fingersInTap > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    for touch in touches {
      guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
      let dx = touch.windowLocation.x - down.x
      let dy = touch.windowLocation.y - down.y
      if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, state == .possible else { return }
    touchesMoved(touches, with: event)
    guard state == .possible else { return }
    // The tap ends when its last finger lifts.
    guard !trackedTouches.contains(where: { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled })
    else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    downLocations = [:]
    fingersInTap = 0
    taps += 1
    if taps >= numberOfTapsRequired {
      state = .recognized
      return
    }
    lastLift = touch.timestamp
    generation += 1
    let expected = generation
    VirtualMainQueue.asyncAfter(delay: Self.maximumTapInterval) { [weak self] in
      guard let self, self.generation == expected, self.state == .possible else { return }
      self.state = .failed
    }
  }

  override var waitsAfterTouchesEnd: Bool { state == .possible && taps > 0 && taps < numberOfTapsRequired }

  open override func reset() {
    super.reset()
    taps = 0
    downLocations = [:]
    fingersInTap = 0
    lastLift = nil
    generation += 1
  }
}
