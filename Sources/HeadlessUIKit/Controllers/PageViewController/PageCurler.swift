import Foundation

/// The `.pageCurl` style of a ``UIPageViewController``: the shown page in a content view, and
/// the page curls that turn it, drawn by ``PageCurlView`` (the same curl as
/// `UIView.transition`'s `.transitionCurlUp`).
///
/// ```
///  .forward:  new page underneath, a picture of the old page curls off round the spine
///             curlProgress 0 ──────▶ 1
///  .reverse:  old page underneath, a picture of the new page uncurls onto it
///             curlProgress 1 ──────▶ 0
/// ```
///
/// The pan drives the curl with the finger: the part turned is the finger's travel along the
/// axis over the page's length. On release the turn completes when the finger flicks toward
/// the turn (faster than ``flickVelocity``) or, without a flick, when more than half is
/// turned; the rest of the curl runs for the matching share of `pageCurlDuration`. A tap within
/// ``tapEdgeFraction`` of the outer edge turns forward, of the spine's edge turns back.
///
/// With the `.mid` spine the content view holds two pages (the left and right halves, or the
/// top and bottom ones); a turn is a leaf turning over the spine: `.forward` curls the right
/// page over onto the left one, its back showing the first new page, and uncovers the second
/// new page under it; `.reverse` brings the left page's leaf back. The curl's picture is then
/// a right-hand page that folds beyond itself (``PageCurlLayer/foldsBeyondPage``): at progress
/// 1 it lies on the left page, mirrored about the spine. A double-sided page shows its back
/// page (the `.mid` leaf's other side, or a `.min`/`.max` page's second controller) on the
/// back of the curl.
///
/// The curler is the recognizers' delegate, as UIKit's page view controller is: a pan or a tap
/// with no page in its direction (the data source says nil), or a tap away from the edges,
/// fails, so it neither turns nor cancels the touches of the page's own views (its buttons).
/// An app that sets its own delegate on them still turns pages; the data source is then asked
/// when the pan begins.
///
/// - Note: UIKit difference: UIKit's curl bends round the touch point and its flick and tap
///   thresholds are private; here the curl lifts the free edge (its lower corner ahead by
///   ``cornerTilt``) and the thresholds are the stated constants.
@MainActor
final class PageCurler: UIGestureRecognizerDelegate {
  /// The finger speed along the axis (points per second) above which a release follows the
  /// flick's direction.
  static let flickVelocity: CGFloat = 300
  /// The share of the page, from an edge, where a tap turns the page.
  static let tapEdgeFraction: CGFloat = 0.2
  /// How far the curl's lifting direction turns from square on, toward the lower (or right)
  /// corner: 10°.
  static let cornerTilt: CGFloat = .pi / 18

  unowned let pageViewController: UIPageViewController
  /// The view the pages are in.
  let contentView = UIView(frame: .zero)
  let pan = UIPanGestureRecognizer()
  let tap = UITapGestureRecognizer()
  /// The curling picture of the running turn.
  private(set) var page: PageCurlView?
  /// The turn a recognizer's `gestureRecognizerShouldBegin` found, for its action to start.
  private var pending: (direction: UIPageViewController.NavigationDirection, pages: [UIViewController])?

  init(pageViewController: UIPageViewController) {
    self.pageViewController = pageViewController
    contentView.clipsToBounds = false
    pan.addTarget(nil) { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    tap.addTarget(nil) { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.handleTap(recognizer)
    }
    pan.delegate = self
    tap.delegate = self
  }

  private var isHorizontal: Bool { pageViewController.navigationOrientation == .horizontal }
  /// +1 when `.forward` moves the finger toward negative coordinates (spine `.min` or
  /// `.mid`), −1 for spine `.max`.
  private var forwardSign: CGFloat { pageViewController.spineLocation == .max ? -1 : 1 }
  private var isBook: Bool { pageViewController.spineLocation == .mid }

  /// Where the page at `index` of the shown pages lies: the whole content view, or with the
  /// `.mid` spine its first (left/top) or second (right/bottom) half. Nil for a page that is
  /// not on screen (the back of a double-sided `.min`/`.max` page).
  func pageFrame(at index: Int) -> CGRect? {
    let bounds = contentView.bounds
    guard isBook else { return index == 0 ? bounds : nil }
    guard index < 2 else { return nil }
    if isHorizontal {
      let half = bounds.width / 2
      return CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
    }
    let half = bounds.height / 2
    return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * half, width: bounds.width, height: half)
  }

  /// The direction the free edge lifts toward: away from the spine, the lower (or right)
  /// corner a little ahead; a `.mid` leaf lifts square to the spine, so that it lands on the
  /// facing page.
  var curlAngle: CGFloat {
    let tilt = isBook ? 0 : Self.cornerTilt
    switch (isHorizontal, pageViewController.spineLocation == .max) {
    case (true, false): return tilt
    case (true, true): return .pi - tilt
    case (false, false): return .pi / 2 - tilt
    case (false, true): return -.pi / 2 + tilt
    }
  }

  /// Fits the content view to `area`; the shown pages take their places (``pageFrame(at:)``).
  func layout(in area: CGRect) {
    contentView.frame = area
    for (index, page) in pageViewController.pages.enumerated() where page.viewIfLoaded?.superview === contentView {
      if let frame = pageFrame(at: index) { page.view.frame = frame }
    }
  }

  /// Shows `pages` (the first `setViewControllers`): those on screen in their places.
  func show(_ pages: [UIViewController]) {
    for (index, page) in pages.enumerated() {
      guard let frame = pageFrame(at: index) else { continue }
      page.view.frame = frame
      contentView.addSubview(page.view)
    }
  }

  /// The leaf a turn curls: the page whose picture curls (`front`) and, double-sided, the
  /// page on its back. Forward, the leaf is the shown (right-hand) page and its back the first
  /// new one (`.mid`) or the shown page's back; reverse, the new (right-hand) page with the old
  /// left page (`.mid`) or its own back on the back.
  private func leaf(of turn: PageTurn) -> (front: UIViewController, back: UIViewController?) {
    let (from, to) = (turn.fromPages, turn.toPages)
    let forward = turn.direction == .forward
    if isBook {
      return forward ? (from[from.count - 1], to[0]) : (to[to.count - 1], from[0])
    }
    let pages = forward ? from : to
    return (pages[0], pageViewController.isDoubleSided && pages.count > 1 ? pages[1] : nil)
  }

  // MARK: Turns

  /// Runs a `setViewControllers` or tapped turn: the whole curl over `pageCurlDuration`, or an
  /// immediate swap when not animated.
  func animate(_ turn: PageTurn) {
    guard turn.animated else {
      for (index, page) in turn.toPages.enumerated() {
        guard let frame = pageFrame(at: index) else { continue }
        page.view.frame = frame
        contentView.addSubview(page.view)
      }
      for page in turn.leaving { page.viewIfLoaded?.removeFromSuperview() }
      pageViewController.end(turn, completed: true)
      return
    }
    prepare(turn)
    finish(turn, completed: true, duration: UIPageViewController.pageCurlDuration, curve: .curveEaseInOut)
  }

  /// Puts the new pages' views in the content view under the shown ones and the curling
  /// picture of the leaf (see ``leaf(of:)``) over them: flat (`.forward`), or curled away onto
  /// the facing page or off it (`.reverse`). The leaf's views hide while its picture turns.
  private func prepare(_ turn: PageTurn) {
    for (index, page) in turn.toPages.enumerated() {
      guard let frame = pageFrame(at: index), !turn.fromPages.contains(where: { $0 === page }) else { continue }
      page.view.frame = frame
      contentView.insertSubview(page.view, at: 0)
      page.view.layoutIfNeeded()
    }
    let forward = turn.direction == .forward
    let (front, back) = leaf(of: turn)
    let picture = PageCurlView(capturing: front.view, angle: curlAngle)
    if let back {
      // The back is laid out at the leaf's size (a `.min`/`.max` page's back is not on screen).
      if back.view.superview == nil { back.view.frame = front.view.frame }
      back.view.layoutIfNeeded()
      picture.setBack(capturing: back.view, flipsVertically: !isHorizontal)
    }
    picture.curlLayer.foldsBeyondPage = isBook
    contentView.addSubview(picture)
    front.view.isHidden = true
    // A `.mid` reverse turn lifts the left page: it is the back of the leaf.
    if isBook, !forward, let back { back.view.isHidden = true }
    UIView.performWithoutAnimation { picture.curlProgress = forward ? 0 : 1 }
    page = picture
  }

  /// Curls the picture to its end (completed) or back (cancelled) over `duration`, then puts
  /// the pages right and ends the turn.
  private func finish(_ turn: PageTurn, completed: Bool, duration: TimeInterval, curve: UIView.AnimationOptions) {
    guard let picture = page else { return }
    let forward = turn.direction == .forward
    let target: CGFloat = (forward == completed) ? 1 : 0
    UIView.animate(
      withDuration: duration, delay: 0, options: curve, animations: { picture.curlProgress = target },
      completion: { [weak self] _ in
        guard let self else { return }
        picture.removeFromSuperview()
        self.page = nil
        for page in turn.fromPages + turn.toPages { page.viewIfLoaded?.isHidden = false }
        for page in completed ? turn.leaving : turn.arriving { page.viewIfLoaded?.removeFromSuperview() }
        if completed {
          // The new pages in their places (a `.mid` turn's back page lands on the left).
          for (index, page) in turn.toPages.enumerated() {
            guard let frame = self.pageFrame(at: index) else { continue }
            page.view.frame = frame
            if page.view.superview !== self.contentView { self.contentView.addSubview(page.view) }
          }
        }
        self.pageViewController.end(turn, completed: completed)
      })
  }

  // MARK: Gestures

  /// The finger's travel along the axis, positive toward `.forward`'s finger direction.
  private func travel(_ point: CGPoint) -> CGFloat { -(isHorizontal ? point.x : point.y) * forwardSign }

  private var length: CGFloat { max(1, isHorizontal ? contentView.bounds.width : contentView.bounds.height) }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard pageViewController.turn == nil, !pageViewController.pages.isEmpty,
        let found = takePending() ?? resolvePan(pan)
      else { return }
      let turn = PageTurn(
        from: pageViewController.pages, to: found.pages, direction: found.direction, isGesture: true, animated: true)
      pageViewController.begin(turn)
      prepare(turn)
      follow(pan, turn)
    case .changed:
      guard let turn = pageViewController.turn, turn.isGesture, page != nil else { return }
      follow(pan, turn)
    case .ended, .cancelled:
      guard let turn = pageViewController.turn, turn.isGesture, page != nil else { return }
      let turned = turnedFraction(pan, turn)
      let speed = travel(pan.velocity(in: contentView)) * (turn.direction == .forward ? 1 : -1)
      let completed =
        pan.state == .ended && (abs(speed) > Self.flickVelocity ? speed > 0 : turned > 0.5)
      let remaining = completed ? 1 - turned : turned
      finish(
        turn, completed: completed, duration: UIPageViewController.pageCurlDuration * Double(remaining),
        curve: .curveEaseOut)
    default:
      break
    }
  }

  /// The share of the page turned so far: the finger's travel in the turn's direction over the
  /// page's length, in 0…1.
  private func turnedFraction(_ pan: UIPanGestureRecognizer, _ turn: PageTurn) -> CGFloat {
    let moved = travel(pan.translation(in: contentView)) * (turn.direction == .forward ? 1 : -1)
    return min(1, max(0, moved / length))
  }

  /// Sets the curl where the finger is.
  private func follow(_ pan: UIPanGestureRecognizer, _ turn: PageTurn) {
    guard let picture = page else { return }
    let turned = turnedFraction(pan, turn)
    UIView.performWithoutAnimation { picture.curlProgress = turn.direction == .forward ? turned : 1 - turned }
  }

  private func handleTap(_ tap: UIGestureRecognizer) {
    guard pageViewController.turn == nil, !pageViewController.pages.isEmpty,
      let found = takePending() ?? resolveTap(tap)
    else { return }
    let turn = PageTurn(
      from: pageViewController.pages, to: found.pages, direction: found.direction, isGesture: true, animated: true)
    pageViewController.begin(turn)
    animate(turn)
  }

  // MARK: Recognizer delegate

  /// A pan or tap may begin only toward a page the data source gives (which it remembers for
  /// its action).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    pending = nil
    guard pageViewController.turn == nil else { return false }
    if gestureRecognizer === pan {
      pending = resolvePan(pan)
    } else if gestureRecognizer === tap {
      pending = resolveTap(tap)
    } else {
      return true
    }
    return pending != nil
  }

  private func takePending() -> (direction: UIPageViewController.NavigationDirection, pages: [UIViewController])? {
    defer { pending = nil }
    return pending
  }

  /// The pan's direction (its travel so far, else its velocity) and the data source's pages
  /// there (``UIPageViewController/neighbourPages(_:)``).
  private func resolvePan(_ pan: UIPanGestureRecognizer) -> (
    direction: UIPageViewController.NavigationDirection, pages: [UIViewController]
  )? {
    guard !pageViewController.pages.isEmpty else { return nil }
    let moved = travel(pan.translation(in: contentView))
    let towards = moved != 0 ? moved : travel(pan.velocity(in: contentView))
    guard towards != 0 else { return nil }
    let direction: UIPageViewController.NavigationDirection = towards > 0 ? .forward : .reverse
    return pageViewController.neighbourPages(direction).map { (direction, $0) }
  }

  /// The tap's edge (the outer one forward, the spine's one back; with the `.mid` spine the
  /// right and left edges) and the data source's pages there; nil for a tap away from the
  /// edges.
  private func resolveTap(_ tap: UIGestureRecognizer) -> (
    direction: UIPageViewController.NavigationDirection, pages: [UIViewController]
  )? {
    guard !pageViewController.pages.isEmpty else { return nil }
    let point = tap.location(in: contentView)
    var along = (isHorizontal ? point.x : point.y) / length
    if forwardSign < 0 { along = 1 - along }
    let direction: UIPageViewController.NavigationDirection
    if along >= 1 - Self.tapEdgeFraction {
      direction = .forward
    } else if along <= Self.tapEdgeFraction {
      direction = .reverse
    } else {
      return nil
    }
    return pageViewController.neighbourPages(direction).map { (direction, $0) }
  }
}
