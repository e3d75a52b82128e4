import Foundation

/// A row of dots, one per page, the current page's dot highlighted, as UIKit's `UIPageControl`.
///
/// The dots are centred in the bounds, ``dotDiameter`` wide, ``dotPitch`` apart centre to
/// centre: `pageIndicatorTintColor` for the other pages and `currentPageIndicatorTintColor` for
/// `currentPage`. A tap on the control's left half goes back one page, on its right half
/// forward one page (never past the ends), and sends `.valueChanged` (then
/// `.primaryActionTriggered`), as on iOS; setting `currentPage` in code sends nothing.
/// `hidesForSinglePage` hides the dots when there are fewer than two pages.
///
/// - Note: UIKit difference: the dots are iOS 6–13's classic ones (7 pt, 16 pt apart, the
///   current one white and the others white at 30 % when no tint is set); iOS 14's capsule
///   background, `backgroundStyle` and per-page indicator images are not drawn, and there is no
///   continuous scrubbing along the dots.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The diameter of a page dot: 7 points.
  public static let dotDiameter: CGFloat = 7
  /// The distance from one dot's centre to the next: 16 points (7 pt dots, 9 pt gaps).
  public static let dotPitch: CGFloat = 16
  /// The height `size(forNumberOfPages:)` gives: 37 points, UIKit's classic page control height.
  public static let standardHeight: CGFloat = 37
  /// The dots' colour when `pageIndicatorTintColor` is nil: white at 30 %.
  static let defaultPageIndicatorColor = UIColor(white: 1, alpha: 0.3)
  /// The current dot's colour when `currentPageIndicatorTintColor` is nil: white.
  static let defaultCurrentPageIndicatorColor = UIColor.white

  private var dots: [UIView] = []

  /// The number of pages (dots), as `numberOfPages` (default 0); `currentPage` is pinned into
  /// the new range.
  open var numberOfPages: Int = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
      syncDots()
    }
  }

  /// The page whose dot is highlighted, as `currentPage` (default 0): pinned to
  /// `0…numberOfPages − 1`. Setting it sends no action.
  open var currentPage: Int = 0 {
    didSet {
      let pinned = min(max(0, currentPage), max(0, numberOfPages - 1))
      if pinned != currentPage { currentPage = pinned }
      syncColors()
    }
  }

  /// Whether the dots are hidden when there is only one page, as `hidesForSinglePage`
  /// (default false).
  open var hidesForSinglePage = false { didSet { syncDots() } }

  /// The colour of the dots of the other pages, as `pageIndicatorTintColor` (default nil:
  /// white at 30 %).
  open var pageIndicatorTintColor: UIColor? { didSet { syncColors() } }

  /// The colour of the current page's dot, as `currentPageIndicatorTintColor` (default nil:
  /// white).
  open var currentPageIndicatorTintColor: UIColor? { didSet { syncColors() } }

  /// Whether a tap waits for ``updateCurrentPageDisplay()`` before the highlighted dot moves,
  /// as `defersCurrentPageDisplay` (default false).
  open var defersCurrentPageDisplay = false

  /// The page the dots show while a tapped change is deferred.
  private var displayedPage: Int?

  /// A page control with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIPageControl.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// The smallest size showing `pageCount` dots, as `size(forNumberOfPages:)`: the dots' row
  /// width by ``standardHeight``.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = max(0, pageCount)
    let width = count == 0 ? 0 : CGFloat(count - 1) * Self.dotPitch + Self.dotDiameter
    return CGSize(width: width, height: Self.standardHeight)
  }

  /// `size(forNumberOfPages: numberOfPages)`, as UIKit's `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// `size(forNumberOfPages: numberOfPages)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

  /// Moves the highlighted dot to `currentPage` after a deferred tap, as
  /// `updateCurrentPageDisplay()`; does nothing unless `defersCurrentPageDisplay` is set.
  open func updateCurrentPageDisplay() {
    guard defersCurrentPageDisplay else { return }
    displayedPage = nil
    syncColors()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let row = size(forNumberOfPages: dots.count).width
    let originX = (bounds.width - row) / 2
    let centerY = bounds.midY
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(
        x: originX + CGFloat(index) * Self.dotPitch, y: centerY - Self.dotDiameter / 2, width: Self.dotDiameter,
        height: Self.dotDiameter)
    }
  }

  /// A tap that lifts inside: one page back on the left half, forward on the right half, then
  /// `.valueChanged` and `.primaryActionTriggered` when the page changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, isInsideWithSlop(touch), numberOfPages > 1 else { return }
    let forward = touch.location(in: self).x >= bounds.midX
    let target = min(max(0, currentPage + (forward ? 1 : -1)), numberOfPages - 1)
    guard target != currentPage else { return }
    let shown = currentPage
    currentPage = target
    if defersCurrentPageDisplay {
      displayedPage = shown
      syncColors()
    }
    sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
  }

  /// One dot view per page (none when hidden for a single page).
  private func syncDots() {
    let wanted = hidesForSinglePage && numberOfPages <= 1 ? 0 : numberOfPages
    while dots.count > wanted { dots.removeLast().removeFromSuperview() }
    while dots.count < wanted {
      let dot = UIView(frame: .zero)
      dot.isUserInteractionEnabled = false
      dot.layer.cornerRadius = Self.dotDiameter / 2
      addSubview(dot)
      dots.append(dot)
    }
    syncColors()
    setNeedsLayout()
  }

  /// Colours every dot for the displayed page.
  private func syncColors() {
    let shown = displayedPage ?? currentPage
    for (index, dot) in dots.enumerated() {
      dot.backgroundColor =
        index == shown
        ? currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorColor
        : pageIndicatorTintColor ?? Self.defaultPageIndicatorColor
    }
  }
}
