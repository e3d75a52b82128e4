import Foundation

/// One page turn of a ``UIPageViewController``: from the shown page to the one coming in.
@MainActor
final class PageTurn {
  let from: UIViewController
  let to: UIViewController
  let direction: UIPageViewController.NavigationDirection
  /// Whether a gesture (swipe, curl pan or tap) started it: only those tell the delegate.
  let isGesture: Bool
  let animated: Bool
  /// Whether the page view controller was visible when the turn began, so the pages hear
  /// appearance callbacks.
  var sendsAppearance = false
  /// `setViewControllers`' completion block.
  var completion: ((Bool) -> Void)?

  init(
    from: UIViewController, to: UIViewController, direction: UIPageViewController.NavigationDirection,
    isGesture: Bool, animated: Bool
  ) {
    self.from = from
    self.to = to
    self.direction = direction
    self.isGesture = isGesture
    self.animated = animated
  }
}

extension UIPageViewController {
  /// Starts `turn`: the delegate's `willTransitionTo` (gestures only), the new page added as a
  /// child, then its `viewWillAppear` and the shown page's `viewWillDisappear`. The caller
  /// puts the new page's view in place.
  func begin(_ turn: PageTurn) {
    self.turn = turn
    if turn.isGesture { delegate?.pageViewController(self, willTransitionTo: [turn.to]) }
    addChild(turn.to)
    turn.sendsAppearance = isAppearingOrAppeared
    if turn.sendsAppearance {
      turn.to.beginAppearanceTransition(true, animated: turn.animated)
      turn.from.beginAppearanceTransition(false, animated: turn.animated)
    }
  }

  /// Ends `turn` once the caller has taken the view that leaves out of the hierarchy: the
  /// "did" appearance callbacks in the style's order (see the type's table), containment, the
  /// delegate's `didFinishAnimating` (gestures only), the page control's dot, the completion
  /// block, then any queued `setViewControllers`.
  func end(_ turn: PageTurn, completed: Bool) {
    let (from, to) = (turn.from, turn.to)
    if turn.sendsAppearance { endAppearance(turn, completed: completed) }
    if completed {
      from.willMove(toParent: nil)
      from.removeFromParent()
      pages = [to]
      to.didMove(toParent: self)
    } else {
      to.willMove(toParent: nil)
      to.removeFromParent()
    }
    self.turn = nil
    if turn.isGesture {
      if completed, let pageControl {
        pageControl.currentPage += turn.direction == .forward ? 1 : -1
      }
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [from], transitionCompleted: completed)
    }
    if let completion = turn.completion {
      if turn.animated { completion(completed) } else { AnimationEngine.enqueueCompletion { completion(completed) } }
    }
    let waiting = queued
    queued = []
    for work in waiting { work() }
  }

  /// The appearance callbacks that close `turn`, in UIKit's order for the style.
  private func endAppearance(_ turn: PageTurn, completed: Bool) {
    let (from, to) = (turn.from, turn.to)
    switch (transitionStyle, completed) {
    case (.scroll, true):
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    case (.pageCurl, true):
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    case (.scroll, false):
      from.beginAppearanceTransition(true, animated: turn.animated)
      from.endAppearanceTransition()
      to.beginAppearanceTransition(false, animated: turn.animated)
      to.endAppearanceTransition()
    case (.pageCurl, false):
      to.beginAppearanceTransition(false, animated: turn.animated)
      from.beginAppearanceTransition(true, animated: turn.animated)
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    }
  }

  /// The page the data source gives on `direction`'s side of `page` (nil without a data
  /// source or at an end).
  func neighbour(of page: UIViewController, _ direction: NavigationDirection) -> UIViewController? {
    guard let dataSource else { return nil }
    switch direction {
    case .forward: return dataSource.pageViewController(self, viewControllerAfter: page)
    case .reverse: return dataSource.pageViewController(self, viewControllerBefore: page)
    }
  }
}
