import Foundation

/// The competition between the gesture recognizers that receive one touch sequence: UIKit's
/// gesture environment, reduced to the rules scripted fingers need.
///
/// - A recognizer leaving `.possible` asks its delegate (`gestureRecognizerShouldBegin`); a
///   refusal makes it fail.
/// - It cannot recognize while a competitor it may not recognize simultaneously with has
///   recognized; it fails instead.
/// - It waits while a recognizer it requires to fail (`require(toFail:)`, the delegate's and
///   subclass's failure requirements) is still `.possible`; when that one fails its requested
///   changes apply in order, when that one recognizes it fails.
/// - Recognizing makes every non-simultaneous competitor still `.possible` fail, and cancels
///   the view's touches that the recognizer tracks when `cancelsTouchesInView`.
/// - When no touch is down and nobody is in progress or waiting, every member returns to
///   `.possible` and is reset.
@MainActor
final class GestureArena {
  private(set) var members: [UIGestureRecognizer] = []
  private var pending: [ObjectIdentifier: [UIGestureRecognizer.State]] = [:]
  var touchesDown = 0
  /// The event being delivered, for cancelling the views' touches.
  var event: UIEvent?
  /// Called once when the arena is over.
  var onConclude: (() -> Void)?

  func add(_ recognizer: UIGestureRecognizer) {
    guard !members.contains(where: { $0 === recognizer }) else { return }
    members.append(recognizer)
    recognizer.arena = self
  }

  func isPending(_ recognizer: UIGestureRecognizer) -> Bool { pending[ObjectIdentifier(recognizer)] != nil }

  /// A subclass set `state`: apply UIKit's rules (see the type's documentation).
  func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
    let id = ObjectIdentifier(recognizer)
    if var queue = pending[id] {
      if newState == .failed || newState == .cancelled {
        pending[id] = nil
        recognizer.apply(.failed)
        failureResolved()
      } else if queue.last != newState {
        queue.append(newState)
        pending[id] = queue
      }
      return
    }
    if recognizer.state == .possible && (newState == .began || newState == .ended) {
      if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
        || isBlockedByRecognizedCompetitor(recognizer)
      {
        recognizer.apply(.failed)
        failureResolved()
        return
      }
      if !blockers(of: recognizer).isEmpty {
        pending[id] = [newState]
        return
      }
      recognize(recognizer, newState)
    } else {
      recognizer.apply(newState)
      if newState == .failed { failureResolved() }
    }
    concludeIfOver()
  }

  private func recognize(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
    var failed = false
    for other in members where other !== recognizer && other.state == .possible {
      let prevented =
        !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
      if prevented || requires(other, failureOf: recognizer) {
        pending[ObjectIdentifier(other)] = nil
        other.apply(.failed)
        failed = true
      }
    }
    if recognizer.cancelsTouchesInView, let event { cancelViewTouches(of: recognizer, with: event) }
    recognizer.apply(newState)
    if failed { failureResolved() }
  }

  /// Sends `touchesCancelled` to the views of the touches `recognizer` tracks that their
  /// views still follow (one set per view); those views get nothing more from them.
  private func cancelViewTouches(of recognizer: UIGestureRecognizer, with event: UIEvent) {
    let touches = recognizer.trackedTouches.filter { $0.isDeliveredToView && !$0.isViewDone && $0.view != nil }
    var views: [UIView] = []
    for touch in touches {
      if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
    }
    for touch in touches { touch.isViewDone = true }
    for view in views {
      view.touchesCancelled(Set(touches.filter { $0.view === view }), with: event)
    }
  }

  /// Replays the waiting recognizers whose requirements have all failed.
  private func failureResolved() {
    while let ready = members.first(where: { isPending($0) && blockers(of: $0).isEmpty }) {
      let queue = pending.removeValue(forKey: ObjectIdentifier(ready)) ?? []
      // The delegate was asked when the first change was requested.
      for (index, state) in queue.enumerated() where ready.state != .failed {
        if index > 0 {
          ready.apply(state)
        } else if isBlockedByRecognizedCompetitor(ready) {
          ready.apply(.failed)
        } else {
          recognize(ready, state)
        }
      }
    }
  }

  /// The touch sequence's last touch ended: recognizers still undecided fail, unless they
  /// wait for more touches (a multi-tap between taps) or for a required failure.
  func touchesDidEnd() {
    for member in members where member.state == .possible && !isPending(member) && !member.waitsAfterTouchesEnd {
      member.apply(.failed)
    }
    failureResolved()
    concludeIfOver()
  }

  func concludeIfOver() {
    guard touchesDown == 0, pending.isEmpty else { return }
    let busy = members.contains {
      $0.state == .began || $0.state == .changed || ($0.state == .possible && $0.waitsAfterTouchesEnd)
    }
    guard !busy else { return }
    let finished = members
    members = []
    for member in finished where member.arena === self {
      member.arena = nil
      member.resetToPossible()
    }
    let done = onConclude
    onConclude = nil
    done?()
  }

  private func blockers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    members.filter { $0 !== recognizer && $0.state == .possible && requires(recognizer, failureOf: $0) }
  }

  private func isBlockedByRecognizedCompetitor(_ recognizer: UIGestureRecognizer) -> Bool {
    members.contains { other in
      other !== recognizer && other.state.hasRecognized && !simultaneous(recognizer, other)
        && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
    }
  }

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// Whether `waiter` must wait for `other` to fail.
  private func requires(_ waiter: UIGestureRecognizer, failureOf other: UIGestureRecognizer) -> Bool {
    waiter.failureRequirements.contains { $0.recognizer === other }
      || waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter)
      || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
  }
}
