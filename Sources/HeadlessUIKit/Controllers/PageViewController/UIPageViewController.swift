import Foundation

/// A container whose pages are child view controllers turned by gestures or in code, as
/// UIKit's `UIPageViewController` (onboarding flows, readers, photo browsers).
///
/// `.scroll`: the pages sit side by side in a paging ``UIScrollView`` (the `.interPageSpacing`
/// option apart) that the finger drags with UIKit's scrolling physics; a release settles on the nearest
/// page or, after a flick, on the next one, and a short drag springs back (a cancelled turn).
/// When the data source implements `presentationCount(for:)` and `presentationIndex(for:)`, a
/// ``UIPageControl`` shows the pages as dots at the bottom (the pages end above it).
///
/// `.pageCurl`: the current page curls off round its spine like a book's page, revealing the
/// next one (`.forward`), or the previous page uncurls over it (`.reverse`). The
/// ``gestureRecognizers`` — a pan whose finger the curl follows, and a tap near the outer
/// edges — turn pages interactively.
///
/// Pages come from ``setViewControllers(_:direction:animated:completion:)`` and, for gestures,
/// from the ``dataSource``; the ``delegate`` hears gesture-driven turns. Every shown page is a
/// child controller (`addChild`, `didMove(toParent:)`); the page coming in during a turn is a
/// child too until the turn ends. Appearance callbacks follow UIKit's orders:
///
/// ```
///  scroll, completed:  new.willAppear  old.willDisappear  new.didAppear     old.didDisappear
///  scroll, cancelled:  new.willAppear  old.willDisappear  old.willAppear    old.didAppear
///                                                         new.willDisappear new.didDisappear
///  curl, completed:    new.willAppear  old.willDisappear  old.didDisappear  new.didAppear
///  curl, cancelled:    new.willAppear  old.willDisappear  new.willDisappear old.willAppear
///                                                         new.didDisappear  old.didAppear
/// ```
///
/// (the orders measured on iOS in Wang Ling's "The Inconsistent Order of View Transition
/// Events", 2014; a gesture turn tells the delegate `willTransitionTo` before them and
/// `didFinishAnimating` after them).
///
/// `.pageCurl` with the `.mid` spine shows two pages side by side like an open book (left and
/// right, or top and bottom): a turn lifts the right page and lays it over the left one round
/// the spine, its back showing the next page. With ``isDoubleSided`` (required by `.mid`) the
/// back of a turning page shows a page of its own instead of the front's pale mirror; a
/// `.min`/`.max` double-sided page view controller shows its first page, the second being the
/// back of it.
///
/// A window resized from portrait to landscape or back asks the delegate's
/// `pageViewController(_:spineLocationFor:)` for the spine (see `askSpineLocation(forNewSize:)`).
///
/// - Note: UIKit difference: `pageViewControllerSupportedInterfaceOrientations` is not asked
///   (nothing rotates by itself here). Horizontal scrolling does not mirror for right-to-left
///   layouts.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// What the default `presentationCount(for:)`/`presentationIndex(for:)` return: the mark of
  /// a data source that does not implement them.
  public static let unimplementedPresentationValue = Int.min

  /// The duration of a programmatic or tapped page curl, and of a full curl finished after a
  /// pan (scaled by the part left).
  /// - Note: UIKit difference: Apple does not document the curl's duration; 0.5 s matches it.
  public static let pageCurlDuration: TimeInterval = 0.5

  /// How pages turn, as `transitionStyle`.
  public let transitionStyle: TransitionStyle
  /// The axis pages turn along, as `navigationOrientation`.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is, as `spineLocation`: `.none` for `.scroll`, the `.spineLocation`
  /// option (default `.min`) for `.pageCurl`, or what the delegate's
  /// `pageViewController(_:spineLocationFor:)` last returned.
  public internal(set) var spineLocation: SpineLocation
  /// The gap between pages of the `.scroll` style, from the `.interPageSpacing` option (UIKit
  /// keeps it private).
  let interPageSpacing: CGFloat
  /// Whether content shows on the back of a curled page, as `isDoubleSided` (default false;
  /// true with the `.mid` spine): the back of a turning page shows the next page (`.mid`: the
  /// page that lands on the left; `.min`/`.max`: the second of the shown pages) instead of the
  /// front's pale mirror. It changes how many pages ``setViewControllers(_:direction:animated:completion:)``
  /// takes. The `.scroll` style ignores it, as UIKit does.
  ///
  /// - Precondition: not false with the `.mid` spine (UIKit raises an exception).
  open var isDoubleSided = false {
    didSet {
      // The delegate's `spineLocationFor` may make a `.mid` controller one-sided before it
      // returns another spine.
      precondition(
        isDoubleSided || spineLocation != .mid || spineChange != nil,
        "UIPageViewController.isDoubleSided: a page view controller with the .mid spine location must be double-sided (UIKit raises an exception)"
      )
    }
  }

  /// Supplies pages for gestures (held weakly, as in UIKit). Assigning it asks a `.scroll`
  /// page view controller's data source for the page control's count and index again.
  public weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { if !pages.isEmpty { queryPresentation() } }
  }
  /// Told about gesture-driven turns (held weakly, as in UIKit).
  public weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages shown now.
  var pages: [UIViewController] = []
  /// The running turn, if any.
  var turn: PageTurn?
  /// Work that waits for the running turn to end (a `setViewControllers` called meanwhile).
  var queued: [() -> Void] = []
  /// The `.scroll` style's paging scroll view and what it knows of the neighbours.
  var scroller: PageScroller?
  /// The `.pageCurl` style's content view, recognizers and curl state.
  var curler: PageCurler?
  /// The page control of a `.scroll` page view controller whose data source implements the
  /// presentation methods.
  var pageControl: UIPageControl?
  /// The delegate's `spineLocationFor` question in progress.
  var spineChange: SpineChange?

  /// A page view controller with `style`, turning along `navigationOrientation`, as
  /// `init(transitionStyle:navigationOrientation:options:)`. `options` may hold
  /// `.spineLocation` (`.pageCurl`) and `.interPageSpacing` (`.scroll`); other keys are
  /// ignored, as in UIKit.
  ///
  /// A `.mid` spine makes the page view controller double-sided (``isDoubleSided``), as UIKit
  /// does.
  ///
  /// - Precondition: the spine location is `.min`, `.mid` or `.max` for `.pageCurl`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spacing = options?[.interPageSpacing].map { Self.optionNumber($0, key: .interPageSpacing) } ?? 0
    interPageSpacing = style == .scroll ? CGFloat(max(0, spacing)) : 0
    if style == .scroll {
      spineLocation = .none
    } else {
      let raw = options?[.spineLocation].map { Int(Self.optionNumber($0, key: .spineLocation)) }
      guard let location = SpineLocation(rawValue: raw ?? SpineLocation.min.rawValue), location != .none else {
        preconditionFailure(
          "UIPageViewController(transitionStyle:navigationOrientation:options:): spine location \(raw ?? -1) is not valid for .pageCurl (.min, .mid or .max)"
        )
      }
      spineLocation = location
    }
    super.init(nibName: nil, bundle: nil)
    if spineLocation == .mid { isDoubleSided = true }
  }

  /// How many view controllers ``setViewControllers(_:direction:animated:completion:)`` takes,
  /// as UIKit requires: two for `.pageCurl` with the `.mid` spine (the left and right pages)
  /// or a double-sided page (its front and back), one otherwise.
  var requiredPageCount: Int {
    transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UIPageViewController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// The pages shown, as `viewControllers` (nil before the first
  /// `setViewControllers(_:direction:animated:completion:)`). As in UIKit it names the new page
  /// as soon as `setViewControllers` is called, but changes after a gesture turn only when the
  /// turn completes (so `didFinishAnimating` reads the new page here).
  open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

  /// The recognizers that turn pages, as `gestureRecognizers`: for `.pageCurl` a pan and a tap
  /// installed on the view (they may be moved to another view); for `.scroll` none (the scroll
  /// view's own pan turns pages), as in UIKit.
  open var gestureRecognizers: [UIGestureRecognizer] {
    guard transitionStyle == .pageCurl else { return [] }
    loadViewIfNeeded()
    return curler.map { [$0.pan, $0.tap] } ?? []
  }

  /// Whether a page turn is running (HeadlessUIKit's, as on `UITabBarController`; UIKit has no
  /// such property).
  public var isTransitioning: Bool { turn != nil }

  open override func loadView() {
    let root = PageViewControllerRootView(frame: UIScreen.main.bounds)
    // As the view UIKit's `loadView()` makes: it follows its superview's size.
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.pageViewController = self
    view = root
  }

  /// A new size: with the `.pageCurl` style, a rotation asks the delegate for the spine (see
  /// `askSpineLocation(forNewSize:)`) before the children hear about the size.
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    askSpineLocation(forNewSize: size)
    super.viewWillTransition(to: size, with: coordinator)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    switch transitionStyle {
    case .scroll:
      let scroller = PageScroller(pageViewController: self)
      view.addSubview(scroller.scrollView)
      self.scroller = scroller
    case .pageCurl:
      let curler = PageCurler(pageViewController: self)
      view.addSubview(curler.contentView)
      view.addGestureRecognizer(curler.pan)
      view.addGestureRecognizer(curler.tap)
      self.curler = curler
    }
    layoutPages()
  }

  /// Shows `viewControllers`, as `setViewControllers(_:direction:animated:completion:)`.
  ///
  /// Not animated: the pages are replaced at once and `completion(true)` runs at the end of
  /// the current tick. Animated: `.scroll` slides the new page in from the side `direction`
  /// names (0.3 s, as `setContentOffset(_:animated:)`); `.pageCurl` curls the current page off
  /// (`.forward`) or the new page back on (`.reverse`) over ``pageCurlDuration``; then
  /// `completion(true)`. The data source and the delegate are not consulted, except that a
  /// `.scroll` page view controller asks for the page control's count and index. A call
  /// during a running turn waits for it to end.
  ///
  /// With the `.mid` spine, pass the left and the right page: an animated `.forward` turn lays
  /// the right page over the left one with its back showing the first new page and uncovers
  /// the second; `.reverse` brings the left page back over the right one. A double-sided
  /// `.min`/`.max` page view controller takes the page's front and back.
  ///
  /// - Precondition: as many view controllers as UIKit requires (`requiredPageCount`: two
  ///   for `.mid` or a double-sided page curl, else one); UIKit raises an exception otherwise.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let given = viewControllers ?? []
    if let spineChange {
      // Inside the delegate's `spineLocationFor`: shown once it has answered.
      spineChange.pages = given
      spineChange.completion = completion
      return
    }
    let required = requiredPageCount
    precondition(
      given.count == required,
      "UIPageViewController.setViewControllers(_:direction:animated:completion:): the number of view controllers provided (\(given.count)) doesn't match the number required (\(required)) for the requested spine location (.\(spineLocation))\(isDoubleSided ? " of a double-sided page view controller" : "")"
    )
    if turn != nil {
      queued.append { [weak self] in
        self?.setViewControllers(given, direction: direction, animated: animated, completion: completion)
      }
      return
    }
    loadViewIfNeeded()
    let unchanged = pages.count == given.count && zip(pages, given).allSatisfy { $0 === $1 }
    guard !pages.isEmpty, !unchanged else {
      if pages.isEmpty { install(given) }
      queryPresentation()
      AnimationEngine.enqueueCompletion { completion?(true) }
      return
    }
    let turn = PageTurn(from: pages, to: given, direction: direction, isGesture: false, animated: animated)
    turn.completion = completion
    begin(turn)
    // `viewControllers` names the new pages from now on, as in UIKit (a gesture turn changes
    // them only when it completes).
    pages = given
    queryPresentation()
    switch transitionStyle {
    case .scroll: scroller?.animate(turn)
    case .pageCurl: curler?.animate(turn)
    }
  }

  /// Makes `shown` the shown pages without a turn (the first `setViewControllers`).
  private func install(_ shown: [UIViewController]) {
    for page in shown { addChild(page) }
    pages = shown
    let appearing = isAppearingOrAppeared
    if appearing { for page in shown { page.beginAppearanceTransition(true, animated: false) } }
    switch transitionStyle {
    case .scroll: scroller?.show(shown[0])
    case .pageCurl: curler?.show(shown)
    }
    for page in shown { page.didMove(toParent: self) }
    if appearing { for page in shown { page.endAppearanceTransition() } }
  }

  /// Asks the data source for the page control's count and index (`.scroll` only) and shows,
  /// updates or removes the page control.
  func queryPresentation() {
    guard transitionStyle == .scroll, isViewLoaded else { return }
    let count = dataSource?.presentationCount(for: self) ?? Self.unimplementedPresentationValue
    let index =
      count == Self.unimplementedPresentationValue
      ? count : dataSource?.presentationIndex(for: self) ?? Self.unimplementedPresentationValue
    guard count != Self.unimplementedPresentationValue, index != Self.unimplementedPresentationValue else {
      if let pageControl {
        pageControl.removeFromSuperview()
        self.pageControl = nil
        view.setNeedsLayout()
      }
      return
    }
    let control = pageControl ?? UIPageControl(frame: .zero)
    if pageControl == nil {
      control.isUserInteractionEnabled = false
      view.addSubview(control)
      pageControl = control
      view.setNeedsLayout()
    }
    control.numberOfPages = count
    control.currentPage = index
  }

  /// The rectangle the pages fill: the bounds, less the page control's strip at the bottom.
  var pageArea: CGRect {
    var area = view.bounds
    if pageControl != nil {
      area.size.height = max(0, area.height - view.safeAreaInsets.bottom - UIPageControl.standardHeight)
    }
    return area
  }

  /// Lays out the pages' area and the page control.
  func layoutPages() {
    let area = pageArea
    if let pageControl {
      pageControl.frame = CGRect(x: 0, y: area.maxY, width: view.bounds.width, height: UIPageControl.standardHeight)
    }
    scroller?.layout(in: area)
    curler?.layout(in: area)
  }
}

/// The page view controller's root view: lays out the pages and the page control.
@MainActor
final class PageViewControllerRootView: UIView {
  weak var pageViewController: UIPageViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    pageViewController?.layoutPages()
  }
}
