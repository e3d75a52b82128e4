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
  private var pending: (direction: UIPageViewController.NavigationDirection, page: UIViewController)?

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
  /// +1 when `.forward` moves the finger toward negative coordinates (spine `.min`), −1 for
  /// spine `.max`.
  private var forwardSign: CGFloat { pageViewController.spineLocation == .max ? -1 : 1 }

  /// The direction the free edge lifts toward: away from the spine, the lower (or right)
  /// corner a little ahead.
  var curlAngle: CGFloat {
    switch (isHorizontal, pageViewController.spineLocation == .max) {
    case (true, false): Self.cornerTilt
    case (true, true): .pi - Self.cornerTilt
    case (false, false): .pi / 2 - Self.cornerTilt
    case (false, true): -.pi / 2 + Self.cornerTilt
    }
  }

  /// Fits the content view to `area`; the shown page fills it.
  func layout(in area: CGRect) {
    contentView.frame = area
    for page in pageViewController.pages where page.viewIfLoaded?.superview === contentView {
      page.view.frame = contentView.bounds
    }
  }

  /// Shows `page` alone (the first `setViewControllers`).
  func show(_ page: UIViewController) {
    page.view.frame = contentView.bounds
    contentView.addSubview(page.view)
  }

  // MARK: Turns

  /// Runs a `setViewControllers` or tapped turn: the whole curl over `pageCurlDuration`, or an
  /// immediate swap when not animated.
  func animate(_ turn: PageTurn) {
    guard turn.animated else {
      turn.to.view.frame = contentView.bounds
      contentView.insertSubview(turn.to.view, aboveSubview: turn.from.view)
      turn.from.view.removeFromSuperview()
      pageViewController.end(turn, completed: true)
      return
    }
    prepare(turn)
    finish(turn, completed: true, duration: UIPageViewController.pageCurlDuration, curve: .curveEaseInOut)
  }

  /// Puts the new page's view in the content view and the curling picture over the pages:
  /// the old page's picture, flat (`.forward`), or the new page's, curled away (`.reverse`).
  private func prepare(_ turn: PageTurn) {
    precondition(
      !pageViewController.isDoubleSided,
      "UIPageViewController: double-sided page curls (isDoubleSided = true) are not supported by HeadlessUIKit")
    let (from, to) = (turn.from.view!, turn.to.view!)
    to.frame = contentView.bounds
    contentView.insertSubview(to, belowSubview: from)
    to.layoutIfNeeded()
    let forward = turn.direction == .forward
    let picture = PageCurlView(capturing: forward ? from : to, angle: curlAngle)
    contentView.addSubview(picture)
    (forward ? from : to).isHidden = true
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
        turn.from.view.isHidden = false
        turn.to.view.isHidden = false
        (completed ? turn.from : turn.to).view.removeFromSuperview()
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
      guard pageViewController.turn == nil, let current = pageViewController.pages.first,
        let found = takePending() ?? resolvePan(pan)
      else { return }
      let turn = PageTurn(from: current, to: found.page, direction: found.direction, isGesture: true, animated: true)
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
    guard pageViewController.turn == nil, let current = pageViewController.pages.first,
      let found = takePending() ?? resolveTap(tap)
    else { return }
    let turn = PageTurn(from: current, to: found.page, direction: found.direction, isGesture: true, animated: true)
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

  private func takePending() -> (direction: UIPageViewController.NavigationDirection, page: UIViewController)? {
    defer { pending = nil }
    return pending
  }

  /// The pan's direction (its travel so far, else its velocity) and the data source's page there.
  private func resolvePan(_ pan: UIPanGestureRecognizer) -> (
    direction: UIPageViewController.NavigationDirection, page: UIViewController
  )? {
    guard let current = pageViewController.pages.first else { return nil }
    let moved = travel(pan.translation(in: contentView))
    let towards = moved != 0 ? moved : travel(pan.velocity(in: contentView))
    guard towards != 0 else { return nil }
    let direction: UIPageViewController.NavigationDirection = towards > 0 ? .forward : .reverse
    return pageViewController.neighbour(of: current, direction).map { (direction, $0) }
  }

  /// The tap's edge (the outer one forward, the spine's one back) and the data source's page
  /// there; nil for a tap away from the edges.
  private func resolveTap(_ tap: UIGestureRecognizer) -> (
    direction: UIPageViewController.NavigationDirection, page: UIViewController
  )? {
    guard let current = pageViewController.pages.first else { return nil }
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
    return pageViewController.neighbour(of: current, direction).map { (direction, $0) }
  }
}
