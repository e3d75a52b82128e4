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
/// time since release. The delegate hears, in UIKit's order:
///
/// ```
///  drag:     scrollViewWillBeginDragging → scrollViewDidScroll* →
///            scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) →
///            scrollViewDidEndDragging(_:willDecelerate:)
///  then:     scrollViewWillBeginDecelerating → scrollViewDidScroll* → scrollViewDidEndDecelerating
///  animated: setContentOffset(_:animated: true) → scrollViewDidScroll* → scrollViewDidEndScrollingAnimation
/// ```
///
/// - Note: UIKit difference: scroll indicators are not drawn; a deceleration that reaches an
///   edge settles on it instead of overshooting and springing back; releasing beyond an edge
///   returns to it in 0.4 s (ease-out) rather than with UIKit's spring; zooming is not
///   implemented (`viewForZooming(in:)` is never asked).
@preconcurrency @MainActor
open class UIScrollView: UIView, UIScrollViewDelegateProperty {
  /// How the safe area adds to `contentInset`, as `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes` (see the note on ``UIScrollView/adjustedContentInset``).
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
  /// As `showsVerticalScrollIndicator` (default true). Indicators are not drawn.
  open var showsVerticalScrollIndicator = true
  /// As `showsHorizontalScrollIndicator` (default true). Indicators are not drawn.
  open var showsHorizontalScrollIndicator = true
  /// As `verticalScrollIndicatorInsets` (default zero).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// As `horizontalScrollIndicatorInsets` (default zero).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
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
  }

  public required init?(coder: NSCoder) { preconditionFailure("UIScrollView.init(coder:): no storyboards") }

  /// The bounds; a change of origin is a scroll and calls `scrollViewDidScroll(_:)`.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != old { scrollViewDelegate?.scrollViewDidScroll(self) }
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
    start(ScrollMotion(kind: .animation, from: bounds.origin, to: contentOffset, startTime: CACurrentMediaTime()))
  }

  /// The insets the content is laid out with: `contentInset` plus the safe area on the edges
  /// `contentInsetAdjustmentBehavior` selects, as `adjustedContentInset`.
  ///
  /// - Note: UIKit difference: `.automatic` behaves as `.scrollableAxes` (UIKit also adjusts
  ///   the top and bottom of a controller's scroll view inside a navigation or tab bar
  ///   controller when its content is short).
  public var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var result = contentInset
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .automatic, .scrollableAxes:
      (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
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
  open func adjustedContentInsetDidChange() {
    scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAdjustedContentInset()
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
