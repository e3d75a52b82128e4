import Foundation

/// Delivers scripted touch samples to a window as UIKit's `UIWindow.sendEvent(_:)` does, with
/// any number of fingers.
///
/// Each call delivers one `UIEvent` holding every finger that is down (fingers absent from
/// the batch are `.stationary`). A finger going down is hit-tested on its own; it goes to the
/// gesture recognizers of its hit view and that view's ancestors (deepest first) and then to
/// the hit view itself. Recognizers get their touches first, phase by phase (began, moved,
/// ended, cancelled), then each view gets its touches as sets grouped by phase. A view whose
/// `isMultipleTouchEnabled` is false receives only the first of the touches down on it; its
/// gesture recognizers still receive all of them, as on iOS. Every finger down together
/// belongs to one touch sequence and one recognizer competition (``GestureArena``), which is
/// over when the last finger lifts.
@MainActor
final class TouchDispatcher {
  /// The fingers down, in the order they went down.
  private var touches: [UITouch] = []
  private var arena: GestureArena?
  /// The next finger number handed out by ``allocateFingers(_:)``.
  private var nextFinger = 1

  /// Reserves `count` finger numbers no other scripted gesture uses, so that tracks played
  /// at overlapping times are distinct fingers. Returns the first; the others follow it.
  func allocateFingers(_ count: Int) -> Int {
    defer { nextFinger += count }
    return nextFinger
  }

  /// Delivers one event made of `samples` (at most one per finger, all at the same time).
  ///
  /// - Precondition: a `.began` sample's finger is not down, any other sample's finger is.
  func deliver(_ samples: [TouchSample], in window: UIWindow) {
    guard let time = samples.first?.time else { return }
    var seen = Set<Int>()
    for sample in samples {
      precondition(
        seen.insert(sample.finger).inserted,
        "scripted touch: finger \(sample.finger) has two samples in one event at \(time) s")
      precondition(
        sample.time == time,
        "scripted touch: samples of one event must share a time; \(sample.time) s differs from \(time) s")
    }
    var began: [UITouch] = []
    var changed: [UITouch] = []
    for touch in touches where touch.phase == .began || touch.phase == .moved { touch.phase = .stationary }
    for sample in samples {
      let existing = touches.first { $0.finger == sample.finger }
      if sample.phase == .began {
        precondition(
          existing == nil,
          "scripted touch: finger \(sample.finger) went down at \(time) s while it is already down")
        let hitView = window.hitTest(sample.location, with: nil)
        let touch = UITouch(location: sample.location, timestamp: time, window: window, view: hitView)
        touch.finger = sample.finger
        if let hitView, !hitView.isMultipleTouchEnabled,
          touches.contains(where: { $0.view === hitView && $0.isDeliveredToView && !$0.isViewDone })
            || began.contains(where: { $0.view === hitView && $0.isDeliveredToView })
        {
          touch.isDeliveredToView = false
        }
        if let hitView, isBlockedByExclusiveTouch(hitView) { touch.isDeliveredToView = false }
        touches.append(touch)
        began.append(touch)
      } else {
        guard let touch = existing else {
          preconditionFailure(
            "scripted touch: a \(sample.phase) sample for finger \(sample.finger) at \(time) s with that finger not down"
          )
        }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = sample.location
        touch.phase = sample.phase
        changed.append(touch)
      }
    }
    for touch in touches { touch.timestamp = time }
    let event = UIEvent(touches: Set(touches), timestamp: time)
    let arena = self.arena ?? GestureArena()
    if self.arena == nil {
      self.arena = arena
      arena.onConclude = { [weak self, weak arena] in
        if let self, self.arena === arena { self.arena = nil }
      }
    }
    arena.event = event
    for touch in began { join(touch, arena: arena) }
    arena.touchesDown += began.count
    deliverToRecognizers(began + changed, event: event, arena: arena)
    deliverToViews(began + changed, event: event)
    let lifted = changed.filter { $0.phase == .ended || $0.phase == .cancelled }
    guard !lifted.isEmpty else { return }
    touches.removeAll { lifted.contains($0) }
    for recognizer in arena.members {
      // A recognizer keeps its last touch after the sequence ends (`location(in:)` in
      // `.ended` reports where it lifted); a finger lifting while others stay down leaves it.
      if recognizer.trackedTouches.contains(where: { $0.phase != .ended && $0.phase != .cancelled }) {
        recognizer.trackedTouches.removeAll { lifted.contains($0) }
      }
    }
    arena.touchesDown -= lifted.count
    if arena.touchesDown == 0 { arena.touchesDidEnd() }
  }

  /// Whether a finger going down on `view` is withheld from it by `isExclusiveTouch`: another
  /// view is tracking a finger and either that view or `view` is exclusive.
  private func isBlockedByExclusiveTouch(_ view: UIView) -> Bool {
    func blocks(_ touch: UITouch) -> Bool {
      guard let other = touch.view, other !== view else { return false }
      return view.isExclusiveTouch || other.isExclusiveTouch
    }
    return touches.contains { $0.isDeliveredToView && !$0.isViewDone && blocks($0) }
  }

  /// Hands a new finger to the recognizers of its hit view and that view's ancestors.
  private func join(_ touch: UITouch, arena: GestureArena) {
    var recognizers: [UIGestureRecognizer] = []
    var node = touch.view
    while let view = node {
      for recognizer in view.gestureRecognizers ?? []
      where recognizer.isEnabled && !recognizers.contains(where: { $0 === recognizer })
        && !(recognizer.arena === arena && recognizer.state.isFinished)
        && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      {
        recognizers.append(recognizer)
      }
      node = view.superview
    }
    touch.gestureRecognizers = recognizers
    for recognizer in recognizers {
      arena.add(recognizer)
      // Touches of an earlier sequence (a multi-tap's previous tap) are over.
      recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
      recognizer.trackedTouches.append(touch)
    }
  }

  private func deliverToRecognizers(_ batch: [UITouch], event: UIEvent, arena: GestureArena) {
    let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    for phase in phases {
      // Each phase goes to the recognizers in the order they joined the competition.
      for recognizer in arena.members where recognizer.arena === arena && !recognizer.state.isFinished {
        let mine = batch.filter { touch in
          touch.phase == phase && recognizer.trackedTouches.contains(touch)
        }
        guard !mine.isEmpty else { continue }
        let set = Set(mine)
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved, .stationary: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        }
      }
    }
  }

  private func deliverToViews(_ batch: [UITouch], event: UIEvent) {
    let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    for phase in phases {
      var views: [UIView] = []
      for touch in batch where touch.phase == phase && touch.isDeliveredToView && !touch.isViewDone {
        if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
      }
      for view in views {
        let mine = batch.filter {
          $0.view === view && $0.phase == phase && $0.isDeliveredToView && !$0.isViewDone
        }
        let set = Set(mine)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
        if phase == .ended || phase == .cancelled {
          for touch in mine { touch.isViewDone = true }
        }
      }
    }
  }
}
