import Foundation

/// A view whose bounds origin moves over a larger content area, as UIKit's `UIScrollView`.
///
/// `contentOffset` *is* the bounds origin, as in UIKit: subviews stay where they are in
/// content coordinates and the visible rectangle moves. Setting it (directly, through
/// `bounds`, or while scrolling) calls the delegate's `scrollViewDidScroll(_:)` once per change.
///
/// Scrolling follows the scroll view's own ``panGestureRecognizer``, fed by scripted touches
/// like any pan: the content follows the finger on the scrollable axes, rubber-bands beyond
/// its edges when `bounces` (UIKit's `(1 − 1 / (x·0.55 / d + 1))·d`), and after the finger
/// lifts decelerates with `decelerationRate` (the velocity is multiplied by the rate every
/// millisecond: 0.998 for `.normal`, 0.99 for `.fast`), each frame's offset computed from the
/// time since release. A deceleration whose projected rest lies beyond an edge reaches the edge
/// still moving and, when `bounces`, overshoots and returns on UIKit's critically damped spring
/// (mass 1, stiffness 100: see `ScrollAxisMotion`); a release beyond an edge returns on the same
/// spring, starting with the finger's velocity. The whole return counts as decelerating
/// (`isDecelerating`, ending with `scrollViewDidEndDecelerating(_:)`), as on iOS. The delegate
/// hears, in UIKit's order:
///
/// ```
///  drag:     scrollViewWillBeginDragging → scrollViewDidScroll* →
///            scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) →
///            scrollViewDidEndDragging(_:willDecelerate:)
///  then:     scrollViewWillBeginDecelerating → scrollViewDidScroll* → scrollViewDidEndDecelerating
///  animated: setContentOffset(_:animated: true) → scrollViewDidScroll* → scrollViewDidEndScrollingAnimation
/// ```
///
/// While the content scrolls the indicators are drawn (see ``flashScrollIndicators()``), and
/// the delegate's `viewForZooming(in:)` view zooms with ``zoomScale``,
/// ``setZoomScale(_:animated:)`` and ``zoom(to:animated:)``.
///
/// Two fingers pinch-zoom the content when zooming is enabled (``pinchGestureRecognizer``; see
/// `UIScrollView+PinchZooming`).
///
/// - Note: UIKit difference: UIKit's spring and decay constants are private; the ones used are
///   the published measurements cited above.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIScrollViewDelegateProperty {
  /// How the safe area adds to `contentInset`, as `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes`, except that the top and bottom are always adjusted when the
    /// scroll view is the view of a view controller shown by a navigation or tab bar
    /// controller (UIKit's rule), however short its content.
    case automatic
    /// The safe area is added on the axes that scroll.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added.
    case always
  }

  /// How fast scrolling slows after the finger lifts, as `UIScrollView.DecelerationRate`: the
  /// factor the velocity is multiplied by every millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick stop (pickers, paging), 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The delegate told about scrolling, held weakly: the storage of `delegate` (see
  /// `UIScrollViewDelegateProperty`), which `UICollectionView` shares with its own `delegate`.
  weak var scrollViewDelegate: (any UIScrollViewDelegate)?
  /// The size of the content, as `contentSize` (default zero).
  open var contentSize: CGSize = .zero { didSet { updateAdjustedContentInset() } }
  /// Extra scrollable space around the content, as `contentInset` (default zero).
  open var contentInset: UIEdgeInsets = .zero { didSet { updateAdjustedContentInset() } }
  /// How the safe area is added to the insets, as `contentInsetAdjustmentBehavior`
  /// (default `.automatic`).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { updateAdjustedContentInset() }
  }
  /// Whether dragging scrolls, as `isScrollEnabled` (default true).
  open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
  /// Whether the content can be dragged past its edges and springs back, as `bounces`.
  open var bounces = true
  /// Whether a vertical drag scrolls even when the content is not taller than the view, as
  /// `alwaysBounceVertical` (default false).
  open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
  /// Whether a horizontal drag scrolls even when the content is not wider than the view, as
  /// `alwaysBounceHorizontal` (default false).
  open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
  /// Whether a released drag settles on a multiple of the view's size, as `isPagingEnabled`.
  open var isPagingEnabled = false
  /// Whether the vertical indicator is drawn while the content scrolls vertically, as
  /// `showsVerticalScrollIndicator` (default true). See ``flashScrollIndicators()`` for how
  /// the indicators look and when they show.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator is drawn while the content scrolls horizontally, as
  /// `showsHorizontalScrollIndicator` (default true).
  open var showsHorizontalScrollIndicator = true
  /// How far the vertical indicator's track is inset from the view's edges, as
  /// `verticalScrollIndicatorInsets` (default zero).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal indicator's track is inset from the view's edges, as
  /// `horizontalScrollIndicatorInsets` (default zero).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether the indicators' insets also take the safe area the content insets were adjusted
  /// by, as `automaticallyAdjustsScrollIndicatorInsets` (default true).
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// The indicators' colour, as `indicatorStyle` (default `.default`).
  open var indicatorStyle: IndicatorStyle = .default
  /// Sets both indicator insets, as the deprecated `scrollIndicatorInsets`; reads the vertical
  /// one.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// How quickly scrolling stops after a drag, as `decelerationRate` (default `.normal`).
  open var decelerationRate: DecelerationRate = .normal
  /// Whether a tap on the status bar scrolls to the top, as `scrollsToTop` (default true).
  /// There is no status bar to tap.
  open var scrollsToTop = true

  /// The recognizer that drags the content, as `panGestureRecognizer`.
  public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
  private let scrollPan = ScrollPanGestureRecognizer()
  /// Whether a finger is down on the content, as `isTracking`.
  public internal(set) var isTracking = false
  /// Whether the content is being dragged (a pan has begun), as `isDragging`.
  public internal(set) var isDragging = false
  /// Whether the content is still moving after the finger lifted, as `isDecelerating`.
  public internal(set) var isDecelerating = false

  /// The smallest zoom scale, as `minimumZoomScale` (default 1).
  open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
  /// The largest zoom scale, as `maximumZoomScale` (default 1: no zooming until it is raised).
  open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
  /// Whether a pinch may zoom beyond the limits, springing back when the fingers lift, as
  /// `bouncesZoom` (default true). The animated zoom methods always stay inside the limits;
  /// see ``setZoomScale(_:animated:)``.
  open var bouncesZoom = true
  /// The recognizer that zooms the content, attached while the zoom limits differ (see
  /// `UIScrollView+PinchZooming`).
  let scrollPinch = ScrollPinchGestureRecognizer()
  /// Whether fingers are pinching the content, as `isZooming`.
  public internal(set) var isZooming = false
  /// Whether the zoom is springing back inside the limits after a pinch beyond them, as
  /// `isZoomBouncing`.
  public internal(set) var isZoomBouncing = false
  /// The scale of the view the delegate zooms (`viewForZooming(in:)`), as `zoomScale`
  /// (default 1). Setting it zooms at once, as `setZoomScale(_:animated: false)`.
  open var zoomScale: CGFloat {
    get { currentZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  /// Whether an animated zoom is running, as `isZoomAnimating`.
  public internal(set) var isZoomAnimating = false
  /// The zoom scale last applied (see `UIScrollView+Zooming`).
  var currentZoomScale: CGFloat = 1
  /// Whether the indicators show until scrolling stops (see `UIScrollView+Indicators`).
  var indicatorsHeld = false
  /// When the indicators begin to fade out, in media time.
  var indicatorFadeStart: TimeInterval = -.infinity
  /// The offset at the start of the current drag.
  var dragStartOffset = CGPoint.zero
  /// The running deceleration or scroll animation.
  var motion: ScrollMotion?
  /// The display link driving ``motion``.
  var motionLink: CADisplayLink?
  /// The adjusted inset last reported (see `adjustedContentInsetDidChange()`).
  var reportedAdjustedInset = UIEdgeInsets.zero

  /// A scroll view with `frame`, clipping its content, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    scrollPan.scrollView = self
    panGestureRecognizer.addTarget(nil) { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    addGestureRecognizer(panGestureRecognizer)
    scrollPinch.scrollView = self
    scrollPinch.addTarget(nil) { [weak self] recognizer in
      guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      self.handlePinch(pinch)
    }
  }

  public required init?(coder: NSCoder) { preconditionFailure("UIScrollView.init(coder:): no storyboards") }

  /// The bounds; a change of origin is a scroll and calls `scrollViewDidScroll(_:)`.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != old {
        scrollViewDelegate?.scrollViewDidScroll(self)
        notifyBarsOfScroll()
      }
    }
  }

  /// The point of the content at the view's top-left corner: the bounds origin, as
  /// `contentOffset`. Setting it stops a running deceleration or scroll animation.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      stopMotion()
      bounds.origin = newValue
    }
  }

  /// Scrolls to `contentOffset`, as `setContentOffset(_:animated:)`: at once, or over 0.3 s
  /// (ease-in-out) calling `scrollViewDidScroll(_:)` every frame and
  /// `scrollViewDidEndScrollingAnimation(_:)` at the end.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    stopMotion()
    holdIndicators()
    start(ScrollMotion(animationFrom: bounds.origin, to: contentOffset, startTime: CACurrentMediaTime()))
  }

  /// Zooms the delegate's `viewForZooming(in:)` to `scale` (clamped to the zoom limits),
  /// keeping the content point at the centre of the view in place, as
  /// `setZoomScale(_:animated:)`: the view's `transform` becomes a scale by `scale`, its frame
  /// moves to the content's origin, and `contentSize` becomes its frame's size. The delegate
  /// hears `scrollViewDidZoom(_:)` for each change; an animated zoom (0.3 s, ease-in-out) is
  /// announced by `scrollViewWillBeginZooming(_:with:)` and ends with
  /// `scrollViewDidEndZooming(_:with:atScale:)`. Without a zooming view nothing changes, as
  /// in UIKit.
  ///
  /// - Note: UIKit difference: UIKit's zoom animation duration is private; 0.3 s here.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoom(toScale: scale, centeredOn: nil, animated: animated)
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
  /// zoom limits allow, centred, as `zoom(to:animated:)`; the delegate hears what
  /// ``setZoomScale(_:animated:)`` describes.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0 || rect.height > 0 else { return }
    let fit = min(
      rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
    zoom(toScale: fit, centeredOn: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
  }

  /// The insets the content is laid out with: `contentInset` plus the safe area on the edges
  /// `contentInsetAdjustmentBehavior` selects, as `adjustedContentInset`.
  public var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var result = contentInset
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic: (vertical, horizontal) = (scrollsVertically || isBarControllerContentView, scrollsHorizontally)
    }
    if vertical {
      result.top += safe.top
      result.bottom += safe.bottom
    }
    if horizontal {
      result.left += safe.left
      result.right += safe.right
    }
    return result
  }

  /// Called when `adjustedContentInset` changed, as `adjustedContentInsetDidChange()`; the
  /// default tells the delegate (`scrollViewDidChangeAdjustedContentInset(_:)`). Checked when
  /// the insets, the behaviour, the content size or the bounce flags change, and at each
  /// layout pass.
  /// Whether the scroll view's pan may begin for a finger that went down at `start` (window
  /// coordinates) and moved by `movement`; a table view leaves horizontal drags on a row with
  /// swipe actions to its swipe recognizer.
  func scrollPanShouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool { true }

  open func adjustedContentInsetDidChange() {
    scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAdjustedContentInset()
  }

  /// Whether the scroll view is the view of a view controller inside a navigation or tab bar
  /// controller: `.automatic` then always adjusts its top and bottom.
  var isBarControllerContentView: Bool {
    guard let controller = owningViewController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Whether the content scrolls vertically: taller than the view (with its insets), or
  /// `alwaysBounceVertical`.
  var scrollsVertically: Bool {
    alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
  }

  /// Whether the content scrolls horizontally: wider than the view (with its insets), or
  /// `alwaysBounceHorizontal`.
  var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
  }

  func updateAdjustedContentInset() {
    let current = adjustedContentInset
    guard current != reportedAdjustedInset else { return }
    reportedAdjustedInset = current
    adjustedContentInsetDidChange()
  }
}
