import Foundation

/// The `.scroll` style of a ``UIPageViewController`` (UIKit's private `_UIQueuingScrollView`):
/// a paging ``UIScrollView`` holding the shown page and, once the data source named them, its
/// neighbours, one page length plus the inter-page spacing apart.
///
/// ```
///  content:  [ before ] gap [ current ] gap [ after ]      (only the neighbours that exist)
///  a drag begins   → the data source is asked for the page after, then before (once each)
///  it moves toward a neighbour → willTransitionTo, the neighbour's view added, appearance
///  it settles      → on the neighbour: completed; back on the current page: cancelled
/// ```
///
/// The scroll view's frame is the pages' area widened by the spacing (half on each side), so a
/// page step is exactly one page plus the gap, as in UIKit. With no neighbour on a side the
/// content bounces there (`alwaysBounceHorizontal`/`alwaysBounceVertical`).
@MainActor
final class PageScroller: UIScrollViewDelegate {
  /// What the data source said about one side of the shown page.
  enum Neighbour {
    case unknown
    case known(UIViewController?)

    var page: UIViewController? {
      if case .known(let page) = self { return page }
      return nil
    }
  }

  unowned let pageViewController: UIPageViewController
  let scrollView = UIScrollView(frame: .zero)
  /// The pages in content order; `slots[currentSlot]` is the shown page.
  private(set) var slots: [UIViewController] = []
  private(set) var currentSlot = 0
  private(set) var before = Neighbour.unknown
  private(set) var after = Neighbour.unknown
  /// The pages' area in the page view controller's view.
  private var area = CGRect.zero
  /// True while the scroller moves the offset itself (no turn may start from it).
  private var isAdjusting = false

  init(pageViewController: UIPageViewController) {
    self.pageViewController = pageViewController
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.scrollsToTop = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.alwaysBounceHorizontal = isHorizontal
    scrollView.alwaysBounceVertical = !isHorizontal
    scrollView.delegate = self
  }

  private var isHorizontal: Bool { pageViewController.navigationOrientation == .horizontal }
  private var spacing: CGFloat { pageViewController.interPageSpacing }
  /// One page step along the axis: the page length plus the spacing.
  var pitch: CGFloat { (isHorizontal ? area.width : area.height) + spacing }

  /// The offset that shows `slot`.
  func offset(ofSlot slot: Int) -> CGPoint {
    let along = CGFloat(slot) * pitch
    return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  /// The frame of the page in `slot`, in content coordinates.
  func frame(ofSlot slot: Int) -> CGRect {
    let along = CGFloat(slot) * pitch + spacing / 2
    return isHorizontal
      ? CGRect(x: along, y: 0, width: area.width, height: area.height)
      : CGRect(x: 0, y: along, width: area.width, height: area.height)
  }

  /// The scroll view's offset along the axis.
  private var position: CGFloat { isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

  /// Fits the scroll view to `area` (widened by the spacing) and places the pages.
  func layout(in area: CGRect) {
    self.area = area
    scrollView.frame =
      isHorizontal
      ? CGRect(x: area.minX - spacing / 2, y: area.minY, width: area.width + spacing, height: area.height)
      : CGRect(x: area.minX, y: area.minY - spacing / 2, width: area.width, height: area.height + spacing)
    placeSlots(keepingOffset: pageViewController.turn != nil)
  }

  /// Sets the content size and the pages' frames; unless a turn runs, scrolls to the shown page.
  private func placeSlots(keepingOffset: Bool) {
    isAdjusting = true
    defer { isAdjusting = false }
    let length = CGFloat(max(1, slots.count)) * pitch
    scrollView.contentSize =
      isHorizontal ? CGSize(width: length, height: area.height) : CGSize(width: area.width, height: length)
    for (slot, page) in slots.enumerated() where page.isViewLoaded && page.view.superview === scrollView {
      page.view.frame = frame(ofSlot: slot)
    }
    if !keepingOffset { scrollView.contentOffset = offset(ofSlot: currentSlot) }
  }

  /// Shows `page` alone (the first `setViewControllers`); its neighbours are unknown.
  func show(_ page: UIViewController) {
    slots = [page]
    currentSlot = 0
    (before, after) = (.unknown, .unknown)
    scrollView.addSubview(page.view)
    placeSlots(keepingOffset: false)
  }

  /// Rebuilds the slots round the shown page from the known neighbours, the offset following
  /// so that nothing moves on screen (a drag in progress keeps its start in step).
  private func rebuildSlots() {
    guard let current = pageViewController.pages.first else { return }
    let oldSlot = slots.firstIndex(where: { $0 === current }) ?? currentSlot
    let shift = position - CGFloat(oldSlot) * pitch
    let offsetBefore = scrollView.contentOffset
    slots = [before.page, current, after.page].compactMap { $0 }
    currentSlot = before.page == nil ? 0 : 1
    placeSlots(keepingOffset: true)
    isAdjusting = true
    defer { isAdjusting = false }
    let start = offset(ofSlot: currentSlot)
    let offsetNow = isHorizontal ? CGPoint(x: start.x + shift, y: 0) : CGPoint(x: 0, y: start.y + shift)
    let dragShift = CGPoint(x: offsetNow.x - offsetBefore.x, y: offsetNow.y - offsetBefore.y)
    scrollView.bounds.origin = offsetNow
    scrollView.dragStartOffset.x += dragShift.x
    scrollView.dragStartOffset.y += dragShift.y
  }

  /// Asks the data source for the neighbours not known yet: the page after, then the page
  /// before (UIKit's order).
  private func loadNeighbours() {
    guard let current = pageViewController.pages.first else { return }
    var changed = false
    if case .unknown = after {
      after = .known(pageViewController.neighbour(of: current, .forward))
      changed = true
    }
    if case .unknown = before {
      before = .known(pageViewController.neighbour(of: current, .reverse))
      changed = true
    }
    if changed { rebuildSlots() }
  }

  // MARK: Programmatic turns

  /// Runs a `setViewControllers` turn: the new page beside the shown one on `direction`'s side,
  /// then an animated scroll to it (or an immediate swap).
  func animate(_ turn: PageTurn) {
    slots = turn.direction == .forward ? [turn.from, turn.to] : [turn.to, turn.from]
    currentSlot = turn.direction == .forward ? 0 : 1
    (before, after) = (.unknown, .unknown)
    scrollView.addSubview(turn.to.view)
    placeSlots(keepingOffset: false)
    let target = offset(ofSlot: 1 - currentSlot)
    guard turn.animated else {
      isAdjusting = true
      scrollView.contentOffset = target
      isAdjusting = false
      return settle()
    }
    // The finger cannot interrupt a programmatic turn.
    scrollView.isScrollEnabled = false
    scrollView.setContentOffset(target, animated: true)
  }

  // MARK: Gesture turns

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard pageViewController.turn == nil else { return }
    loadNeighbours()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isAdjusting, scrollView.isDragging || scrollView.isDecelerating else { return }
    let delta = position - CGFloat(currentSlot) * pitch
    if let turn = pageViewController.turn {
      guard turn.isGesture else { return }
      let flipped = turn.direction == .forward ? delta < 0 : delta > 0
      guard flipped else { return }
      // The finger went back past the shown page: that turn is over, one the other way begins.
      remove(turn.to)
      pageViewController.end(turn, completed: false)
    }
    guard delta != 0, pageViewController.turn == nil, let current = pageViewController.pages.first else { return }
    let direction: UIPageViewController.NavigationDirection = delta > 0 ? .forward : .reverse
    guard let page = (direction == .forward ? after : before).page else { return }
    let turn = PageTurn(from: current, to: page, direction: direction, isGesture: true, animated: true)
    pageViewController.begin(turn)
    scrollView.addSubview(page.view)
    if let slot = slots.firstIndex(where: { $0 === page }) { page.view.frame = frame(ofSlot: slot) }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    scrollView.isScrollEnabled = true
    settle()
  }

  /// The scroll view stopped: the running turn completes when it rests on the new page and is
  /// cancelled when it rests on the shown one.
  private func settle() {
    guard let turn = pageViewController.turn else { return }
    let resting = Int((position / max(1, pitch)).rounded())
    let completed = slots.firstIndex(where: { $0 === turn.to }) == resting
    remove(completed ? turn.from : turn.to)
    if completed {
      if turn.isGesture {
        (before, after) = turn.direction == .forward ? (.known(turn.from), .unknown) : (.unknown, .known(turn.from))
      } else {
        (before, after) = (.unknown, .unknown)
      }
    }
    pageViewController.end(turn, completed: completed)
    guard pageViewController.turn == nil else { return }
    if completed && turn.isGesture {
      // UIKit asks for the new page's far neighbour as soon as the swipe has finished.
      loadNeighbours()
    }
    rebuildSlots()
  }

  /// Takes `page`'s view out of the scroll view.
  private func remove(_ page: UIViewController) {
    if page.viewIfLoaded?.superview === scrollView { page.view.removeFromSuperview() }
  }
}
