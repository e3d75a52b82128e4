import Foundation

extension UISplitViewController {
  /// The release velocity (points per second, towards the split view's middle) above which a
  /// reveal swipe finishes whatever its progress.
  /// - Note: UIKit difference: UIKit does not publish its rule; this threshold and half the
  ///   revealed width are used, as for the navigation controller's swipe back.
  public static let revealFinishVelocity: CGFloat = 300

  /// The swipe from the primary column's edge that reveals the hidden leading column while
  /// ``presentsWithGesture`` is true: the column follows the finger and, on release, slides
  /// the rest of the way (then `willChangeTo` with the new display mode) or back.
  func makeRevealGesture() -> UIScreenEdgePanGestureRecognizer {
    let gesture = UIScreenEdgePanGestureRecognizer()
    gesture.edges = .left
    gesture.name = "splitViewControllerRevealGesture"
    gesture.delegate = revealGestureDelegate
    revealGestureDelegate.splitViewController = self
    gesture.addTarget(self, action: UISplitViewController.handleReveal)
    return gesture
  }

  /// Whether the reveal swipe may begin: enabled, expanded, idle, the target mode shows more
  /// columns, and the secondary's navigation controller has nothing to swipe back to.
  func shouldBeginReveal() -> Bool {
    guard presentsWithGesture, !collapsed, columnTransition == nil, isViewLoaded else { return false }
    if let secondary = columns[.secondary] as? UINavigationController, secondary.stack.count > 1 { return false }
    let target = targetDisplayModeForAction()
    return visibleColumns(in: target).count > visibleColumns(in: displayMode).count
  }

  private func handleReveal(_ gesture: UIScreenEdgePanGestureRecognizer) {
    let direction: CGFloat = isMirrored ? -1 : 1
    switch gesture.state {
    case .began:
      let transition = beginColumnTransition(to: targetDisplayModeForAction(), animated: true)
      updateReveal(transition, translation: gesture.translation(in: view).x * direction)
    case .changed:
      guard let transition = columnTransition else { return }
      updateReveal(transition, translation: gesture.translation(in: view).x * direction)
    case .ended, .cancelled:
      guard let transition = columnTransition else { return }
      let progress = revealProgress(transition, translation: gesture.translation(in: view).x * direction)
      let velocity = gesture.velocity(in: view).x * direction
      let finishes =
        gesture.state == .ended && (velocity > Self.revealFinishVelocity || (progress > 0.5 && velocity >= 0))
      if finishes {
        delegate?.splitViewController(self, willChangeTo: transition.target)
        shownMode = transition.target
        updateAutomaticButtons(for: transition.target, animated: true)
      }
      let remaining = finishes ? 1 - progress : progress
      UIView.animate(
        withDuration: Self.columnAnimationDuration * Double(remaining), delay: 0, options: [.curveEaseOut],
        animations: { self.apply(finishes ? transition.end : transition.start) },
        completion: { _ in self.finishColumnTransition(transition, completed: finishes) })
    default:
      break
    }
  }

  /// How far the reveal is: the finger's travel over the distance the leading column moves.
  private func revealProgress(_ transition: ColumnTransition, translation: CGFloat) -> CGFloat {
    let distance =
      transition.start.frames.compactMap { column, start in
        transition.end.frames[column].map { abs($0.minX - start.minX) }
      }.max() ?? 0
    guard distance > 0 else { return 1 }
    return min(max(translation / distance, 0), 1)
  }

  private func updateReveal(_ transition: ColumnTransition, translation: CGFloat) {
    let progress = revealProgress(transition, translation: translation)
    UIView.performWithoutAnimation { apply(transition.start.interpolated(to: transition.end, progress: progress)) }
  }
}

/// The delegate of the reveal swipe (UIKit's is private too).
@MainActor
final class SplitRevealGestureDelegate: UIGestureRecognizerDelegate {
  weak var splitViewController: UISplitViewController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    splitViewController?.shouldBeginReveal() ?? false
  }
}
