import Foundation

extension UISheetPresentationController {
  /// Before the sheet rises: rounds its corners, adds the grabber and the dimming view (below
  /// the sheet), and alongside the presentation fades the dimming in and scales the presenting
  /// view back for the selected detent (see `dimmingFraction(atValue:)` and
  /// `scaleBackFraction(atValue:)`).
  func beginPresentation() {
    guard let container = containerView else { return }
    let sheet = presentedView
    sheet?.layer.cornerRadius = sheetCornerRadius
    sheet?.clipsToBounds = true
    updateGrabber()
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    guard let presentingView = presentingViewController.viewIfLoaded, let superview = presentingView.superview
    else { return }
    saved = PresentingLook(of: presentingView)
    presentingView.clipsToBounds = true
    let untransformed = CGRect(
      x: presentingView.center.x - presentingView.bounds.width / 2,
      y: presentingView.center.y - presentingView.bounds.height / 2,
      width: presentingView.bounds.width, height: presentingView.bounds.height)
    scaledBackTransform = Self.presentingTransform(
      forFrame: container.convert(untransformed, from: superview), safeTop: safeInsets.top)
    let target = selectedDetentValue
    let change = { self.applySurroundings(atValue: target) }
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
    } else {
      change()
    }
  }

  /// A completed presentation lets the user drag the sheet; a cancelled one puts the
  /// presenting view back as it was (UIKit's sheet does; the alongside animation only reversed
  /// what is shown, not the model values).
  func endPresentation(_ completed: Bool) {
    if completed {
      presentedView?.addGestureRecognizer(panGestureRecognizer)
      return
    }
    dimmingView.removeFromSuperview()
    grabber?.removeFromSuperview()
    grabber = nil
    if let presentingView = presentingViewController.viewIfLoaded { saved.apply(to: presentingView) }
  }

  /// Before the sheet leaves: alongside the dismissal the dimming fades out and the presenting
  /// view returns to its look before the presentation.
  func beginDismissal() {
    drag = nil
    let look = saved
    let presentingView = presentingViewController.viewIfLoaded
    let change = {
      self.dimmingView.alpha = 0
      presentingView?.transform = look.transform
      presentingView?.layer.cornerRadius = look.cornerRadius
    }
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
    } else {
      change()
    }
  }

  /// A completed dismissal gives the presenting view its clipping back and takes the pan, the
  /// grabber and the dimming view away; a cancelled one shows the sheet's detent look again,
  /// as before the dismissal began.
  func endDismissal(_ completed: Bool) {
    guard completed else {
      applySurroundings(atValue: currentValue)
      return
    }
    presentedView?.removeGestureRecognizer(panGestureRecognizer)
    grabber?.removeFromSuperview()
    grabber = nil
    dimmingView.removeFromSuperview()
    if let presentingView = presentingViewController.viewIfLoaded { saved.apply(to: presentingView) }
  }

  /// A touch outside the sheet reaches the views below while the sheet is undimmed (at or
  /// below `largestUndimmedDetentIdentifier`).
  func passesTouchThroughSheet(atWindowPoint point: CGPoint) -> Bool {
    guard isPresentingSheet, let view = presentedView, let window = view.window,
      largestUndimmedDetentIdentifier != nil, dimmingFraction(atValue: currentValue) == 0
    else { return false }
    return !view.bounds.contains(view.convert(point, from: window))
  }
}
