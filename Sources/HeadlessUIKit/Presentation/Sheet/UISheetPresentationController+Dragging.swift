import Foundation

extension UISheetPresentationController {
  /// A drag of the sheet in progress: the detent value it started at, and (once the finger
  /// went below the smallest detent) whether the sheet may be dismissed.
  struct DragState {
    var startValue: CGFloat
    var dismissible: Bool?
  }

  /// How far a release's velocity carries the sheet: UIKit's projection for the normal
  /// deceleration rate, `velocity / 1000 · r / (1 − r)` with r = 0.998 (0.499 s).
  static let projectionTime: CGFloat = 0.998 / 1000 / (1 - 0.998)

  /// The pan on the sheet, as UIKit's sheet follows the finger:
  ///
  /// - between the smallest and the largest detent the sheet's height follows the finger;
  ///   above the largest it rubber-bands; below the smallest it follows the finger when the
  ///   sheet may be dismissed and rubber-bands otherwise (`isModalInPresentation`, or the
  ///   delegate's `presentationControllerShouldDismiss(_:)` answering false, asked once per
  ///   drag when the finger first goes below the smallest detent);
  /// - on release the height is projected with the release velocity and the sheet springs
  ///   to the nearest detent (the selection changes, then the delegate's
  ///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`), or — when the
  ///   projection is nearer zero than the smallest detent — is dismissed
  ///   (`presentationControllerWillDismiss(_:)`, the dismissal from where the finger left it,
  ///   then `presentationControllerDidDismiss(_:)`), or, when it may not be dismissed, springs
  ///   back after `presentationControllerDidAttemptToDismiss(_:)`.
  ///
  /// - Note: UIKit difference: UIKit starts an interactive dismissal as soon as the finger
  ///   goes below the smallest detent (so `presentationControllerWillDismiss(_:)` and the
  ///   appearance callbacks come during the drag); here the dismissal starts on release, with
  ///   the same callbacks in the same order.
  func panned(_ pan: UIPanGestureRecognizer) {
    guard isPresentingSheet, let container = containerView else { return }
    let presented = presentedViewController
    switch pan.state {
    case .began:
      guard presented.presentation.activeTransition == nil else { return }
      drag = DragState(startValue: currentValue)
    case .changed:
      guard var state = drag else { return }
      let raw = state.startValue - pan.translation(in: container).y
      let resolved = resolvedDetents
      let smallest = resolved[0].value
      let largest = resolved[resolved.count - 1].value
      let dimension = container.bounds.height
      var value = raw
      if raw > largest {
        value = largest + UIScrollView.rubberBand(raw - largest, dimension: dimension)
      } else if raw < smallest {
        if state.dismissible == nil { state.dismissible = askMayDismiss() }
        value =
          state.dismissible == true
          ? max(raw, -safeInsets.bottom) : smallest - UIScrollView.rubberBand(smallest - raw, dimension: dimension)
      }
      drag = state
      show(value: value)
    case .ended, .cancelled, .failed:
      guard let state = drag else { return }
      drag = nil
      let value = currentValue
      let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
      release(at: value, velocity: velocity, dismissible: state.dismissible)
    default:
      break
    }
  }

  /// Whether the user may dismiss the sheet now: not when the presented controller (or the
  /// one it presents) `isModalInPresentation`, else the delegate's
  /// `presentationControllerShouldDismiss(_:)`.
  private func askMayDismiss() -> Bool {
    let presented = presentedViewController
    if presented.isModalInPresentation || presented.presentedViewController?.isModalInPresentation == true {
      return false
    }
    guard let delegate else { return true }
    TransitionTrace.record("presentationController.delegate", "presentationControllerShouldDismiss(_:)")
    return delegate.presentationControllerShouldDismiss(self)
  }

  /// The finger lifted at detent value `value` moving at `velocity` (points per second,
  /// downward positive): snap, dismiss, or refuse the dismissal.
  private func release(at value: CGFloat, velocity: CGFloat, dismissible: Bool?) {
    let projected = value - velocity * Self.projectionTime
    let resolved = resolvedDetents
    let subject = "presentationController.delegate"
    if projected < resolved[0].value / 2 {
      let allowed = dismissible ?? askMayDismiss()
      if allowed {
        if let delegate {
          TransitionTrace.record(subject, "presentationControllerWillDismiss(_:)")
          delegate.presentationControllerWillDismiss(self)
        }
        presentedViewController.dismiss(animated: true) { [self] in
          guard let delegate else { return }
          TransitionTrace.record(subject, "presentationControllerDidDismiss(_:)")
          delegate.presentationControllerDidDismiss(self)
        }
        return
      }
      TransitionTrace.record(subject, "presentationControllerDidAttemptToDismiss(_:)")
      delegate?.presentationControllerDidAttemptToDismiss(self)
    }
    let nearest = resolved.min { abs($0.value - projected) < abs($1.value - projected) } ?? resolved[0]
    let distance = nearest.value - value
    // The spring's initial velocity is in units of the distance per second, towards the target.
    let springVelocity = abs(distance) > 0.5 ? -velocity / distance : 0
    let changed = nearest.identifier != (selectedDetentIdentifier ?? resolved[0].identifier)
    if changed {
      animatingChangesDepth += 1
      selectedDetentIdentifier = nearest.identifier
      animatingChangesDepth -= 1
    }
    settle(animated: true, initialVelocity: springVelocity)
    if changed, let delegate = delegate as? any UISheetPresentationControllerDelegate {
      TransitionTrace.record(subject, "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)")
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }
}
