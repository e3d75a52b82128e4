import Foundation

/// One page turn of a ``UIPageViewController``: from the shown pages to the ones coming in
/// (one each, or two for a `.mid` spine or a double-sided page: see
/// ``UIPageViewController/requiredPageCount``).
@MainActor
final class PageTurn {
  let fromPages: [UIViewController]
  let toPages: [UIViewController]
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
    from: [UIViewController], to: [UIViewController], direction: UIPageViewController.NavigationDirection,
    isGesture: Bool, animated: Bool
  ) {
    precondition(!from.isEmpty && !to.isEmpty, "a page turn goes from pages to pages")
    fromPages = from
    toPages = to
    self.direction = direction
    self.isGesture = isGesture
    self.animated = animated
  }

  convenience init(
    from: UIViewController, to: UIViewController, direction: UIPageViewController.NavigationDirection,
    isGesture: Bool, animated: Bool
  ) {
    self.init(from: [from], to: [to], direction: direction, isGesture: isGesture, animated: animated)
  }

  /// The (first) page shown before the turn.
  var from: UIViewController { fromPages[0] }
  /// The (first) page coming in.
  var to: UIViewController { toPages[0] }
  /// The pages that leave (not among those coming in).
  var leaving: [UIViewController] { fromPages.filter { page in !toPages.contains { $0 === page } } }
  /// The pages that arrive (not among those shown).
  var arriving: [UIViewController] { toPages.filter { page in !fromPages.contains { $0 === page } } }
}

extension UIPageViewController {
  /// Starts `turn`: the delegate's `willTransitionTo` (gestures only), the new pages added as
  /// children, then their `viewWillAppear` and the shown pages' `viewWillDisappear`. The
  /// caller puts the new pages' views in place.
  func begin(_ turn: PageTurn) {
    self.turn = turn
    if turn.isGesture { delegate?.pageViewController(self, willTransitionTo: turn.toPages) }
    for page in turn.arriving { addChild(page) }
    turn.sendsAppearance = isAppearingOrAppeared
    if turn.sendsAppearance {
      for page in turn.arriving { page.beginAppearanceTransition(true, animated: turn.animated) }
      for page in turn.leaving { page.beginAppearanceTransition(false, animated: turn.animated) }
    }
  }

  /// Ends `turn` once the caller has taken the views that leave out of the hierarchy: the
  /// "did" appearance callbacks in the style's order (see the type's table), containment, the
  /// delegate's `didFinishAnimating` (gestures only), the page control's dot, the completion
  /// block, then any queued `setViewControllers`.
  func end(_ turn: PageTurn, completed: Bool) {
    if turn.sendsAppearance { endAppearance(turn, completed: completed) }
    if completed {
      for page in turn.leaving {
        page.willMove(toParent: nil)
        page.removeFromParent()
      }
      pages = turn.toPages
      for page in turn.arriving { page.didMove(toParent: self) }
    } else {
      for page in turn.arriving {
        page.willMove(toParent: nil)
        page.removeFromParent()
      }
    }
    self.turn = nil
    if turn.isGesture {
      if completed, let pageControl {
        pageControl.currentPage += turn.direction == .forward ? 1 : -1
      }
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: turn.fromPages, transitionCompleted: completed)
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
    let (from, to) = (turn.leaving, turn.arriving)
    switch (transitionStyle, completed) {
    case (.scroll, true):
      for page in to { page.endAppearanceTransition() }
      for page in from { page.endAppearanceTransition() }
    case (.pageCurl, true):
      for page in from { page.endAppearanceTransition() }
      for page in to { page.endAppearanceTransition() }
    case (.scroll, false):
      for page in from {
        page.beginAppearanceTransition(true, animated: turn.animated)
        page.endAppearanceTransition()
      }
      for page in to {
        page.beginAppearanceTransition(false, animated: turn.animated)
        page.endAppearanceTransition()
      }
    case (.pageCurl, false):
      for page in to { page.beginAppearanceTransition(false, animated: turn.animated) }
      for page in from { page.beginAppearanceTransition(true, animated: turn.animated) }
      for page in to { page.endAppearanceTransition() }
      for page in from { page.endAppearanceTransition() }
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

  /// The pages a gesture turn in `direction` shows, asking the data source as UIKit does: one
  /// page, the neighbour of the shown one; two pages (a `.mid` spine or a double-sided page),
  /// forward `after(last shown)` then `after` that one, reverse `before(first shown)` then
  /// `before` that one (the new pages in reading order). Nil at an end.
  func neighbourPages(_ direction: NavigationDirection) -> [UIViewController]? {
    guard let first = pages.first, let last = pages.last else { return nil }
    guard requiredPageCount == 2 else { return neighbour(of: first, direction).map { [$0] } }
    switch direction {
    case .forward:
      guard let near = neighbour(of: last, .forward), let far = neighbour(of: near, .forward) else { return nil }
      return [near, far]
    case .reverse:
      guard let near = neighbour(of: first, .reverse), let far = neighbour(of: near, .reverse) else { return nil }
      return [far, near]
    }
  }
}
