import Foundation

/// The bar at the top of a navigation interface, as UIKit's `UINavigationBar`: a background
/// drawn from appearance objects that reaches up under the status bar, the top item's title
/// centred (17 pt semibold) and, when there is an item below the top one, a back button — a
/// chevron and the back item's `backButtonTitle` (or its title) in the tint colour.
///
/// A `UINavigationController` owns one, keeps its items equal to its stack and animates it
/// with each push and pop: the new title slides in from the right and fades in, the old title
/// slides left towards the back button and fades out while the new back title fades in from
/// the title's place (pop is the mirror).
///
/// The top item's `leftBarButtonItems` and `rightBarButtonItems` sit at the bar's margins
/// (see `UIBarButtonItem`); left items take the back button's place. They cross-fade in place
/// with each push and pop.
///
/// **Appearance** (iOS 13+): the background is the top item's or the bar's
/// `standardAppearance`, or — while the content is scrolled to its top, or the screen has no
/// scroll view — its `scrollEdgeAppearance`, which is the standard one with a transparent
/// background unless set (iOS 15+). The two cross-fade as the content scrolls the first
/// `BarAppearanceMetrics.scrollEdgeFadeDistance` points under the bar, and during a push or pop
/// between items with different appearances. In a compact height (an iPhone in landscape) the
/// bar is 32 pt tall and uses the compact appearances.
///
/// **Large titles** (`prefersLargeTitles`): an item that shows one (see
/// `UINavigationItem.largeTitleDisplayMode`) adds a 52 pt area under the 44 pt bar with its
/// title in 34 pt bold at the leading layout margin; the area collapses as the screen's scroll
/// view scrolls up (see `UINavigationController`).
///
/// - Note: UIKit difference: prompts and title views are not implemented; the status bar's own
///   content (time, battery) is not drawn; the title keeps its centred frame whatever the bar
///   button items' widths.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The stack of items, root first, as `items`. Setting it shows the new top item at once.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  var storedItems: [UINavigationItem]?
  /// What `isNavigationBarHidden` last asked for (the bar may still be sliding).
  var requestedHidden = false

  /// The item on top of the stack, as `topItem`.
  public var topItem: UINavigationItem? { storedItems?.last }

  /// The item just below the top one, whose title the back button shows, as `backItem`.
  public var backItem: UINavigationItem? {
    guard let items = storedItems, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// The back chevron and title take the bar's `tintColor` (inherited, default `systemBlue`),
  /// updated when it changes, as `tintColorDidChange()`.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    chevron.tint = tintColor ?? .systemBlue
    backLabel.textColor = chevron.tint
    if outgoingViews.isEmpty { showBarButtonItemsNow() }
  }

  /// The background colour, as `barTintColor` (a legacy customisation UIKit applies to the
  /// standard appearance); nil uses the appearance's.
  open var barTintColor: UIColor? {
    didSet {
      derivedAppearances = [:]
      updateAppearance()
    }
  }

  /// Whether the standard background is translucent, as `isTranslucent` (default true); when
  /// false the standard appearance has no blur and an opaque colour.
  open var isTranslucent = true {
    didSet {
      derivedAppearances = [:]
      updateAppearance()
    }
  }

  /// The look of the bar, as `standardAppearance` (copied when set, as UIKit's `@NSCopying`
  /// property); a new bar has UIKit's default translucent look.
  open var standardAppearance: UINavigationBarAppearance {
    get { storedStandardAppearance }
    set { storedStandardAppearance = newValue.copied() }
  }
  private var storedStandardAppearance = UINavigationBarAppearance() { didSet { updateAppearance() } }

  /// The look in a compact height, as `compactAppearance` (copied when set); nil uses
  /// `standardAppearance`.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      if compactAppearance !== oldValue { compactAppearance = compactAppearance?.copied() }
      updateAppearance()
    }
  }

  /// The look while the content is scrolled to its top, as `scrollEdgeAppearance` (copied
  /// when set); nil uses `standardAppearance` with a transparent background (iOS 15+). Used
  /// only on a bar a navigation controller manages.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copied() }
      updateAppearance()
    }
  }

  /// The scroll-edge look in a compact height, as `compactScrollEdgeAppearance` (copied when
  /// set); nil uses `scrollEdgeAppearance`.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      if compactScrollEdgeAppearance !== oldValue {
        compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied()
      }
      updateAppearance()
    }
  }

  /// The title's attributes (`.font`, `.foregroundColor`), as `titleTextAttributes`; the shown
  /// appearance's `titleTextAttributes` win over them.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { updateAppearance() } }

  /// The large title's attributes, as `largeTitleTextAttributes`; the shown appearance's win
  /// over them.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { updateAppearance() } }

  /// Whether items show large titles, as `prefersLargeTitles` (default false): each item
  /// then follows its `largeTitleDisplayMode`. A managing navigation controller lays its bar
  /// and its children's safe areas out again.
  open var prefersLargeTitles = false {
    didSet {
      guard prefersLargeTitles != oldValue else { return }
      showItemsNow()
      managingController?.navigationBarLayoutDidChange()
    }
  }

  /// How far the content scrolled towards the top edge fades the scroll-edge appearance in:
  /// 1 at the edge, 0 from ``BarAppearanceMetrics/scrollEdgeFadeDistance`` points past it.
  var scrollEdgeFraction: CGFloat {
    get { scrollEdgeFractionWithoutRedraw }
    set {
      guard newValue != scrollEdgeFractionWithoutRedraw else { return }
      scrollEdgeFractionWithoutRedraw = newValue
      if outgoingViews.isEmpty { updateAppearance() }
    }
  }
  /// The storage of ``scrollEdgeFraction`` (a transition sets it without redrawing).
  var scrollEdgeFractionWithoutRedraw: CGFloat = 1
  /// Transparent and legacy variants of the appearances, per source object.
  var derivedAppearances: [String: (source: UINavigationBarAppearance, derived: UINavigationBarAppearance)] = [:]

  /// The controller that drives the bar; UIKit forbids pushing or popping items on such a bar
  /// directly.
  weak var managingController: UINavigationController?

  /// The background and hairline drawn from the appearances.
  let background = BarBackgroundView(edge: .bottom)
  let chevron = BackChevronView()
  var titleLabel = UILabel()
  var backLabel = UILabel()
  /// The large-title area under the bar, clipping the large title as it collapses.
  let largeTitleView = UIView()
  var largeTitleLabel = UILabel()
  /// Large titles moving between the large-title area and the back button in a running
  /// transition (direct subviews of the bar meanwhile).
  var largeTitleTransitionViews: [UILabel] = []
  /// Views leaving the bar in a running transition, removed when it ends.
  var outgoingViews: [UIView] = []
  /// The views of the top item's bar button items.
  var barButtonViews: [BarButtonItemView] = []
  /// Items a container puts before the root item's left bar button items (a split view
  /// controller's display mode buttons); hidden while a back button can show.
  var containerLeadingItems: [UIBarButtonItem] = []
  /// The search bar of the top item's search controller, shown under the large-title area.
  weak var shownSearchBar: UISearchBar?
  /// The opacities of the title, back button and bar button items an active search
  /// controller faded out, restored when it becomes inactive.
  var savedAlphasForSearch: [ObjectIdentifier: (view: UIView, alpha: CGFloat)] = [:]

  /// A bar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(background)
    largeTitleView.clipsToBounds = true
    largeTitleView.isUserInteractionEnabled = false
    addSubview(largeTitleView)
    configureLargeTitle(largeTitleLabel, text: nil)
    largeTitleView.addSubview(largeTitleLabel)
    addSubview(chevron)
    updateAppearance()
    configureTitle(titleLabel, text: nil)
    configureBack(backLabel, text: nil)
    addSubview(backLabel)
    addSubview(titleLabel)
    chevron.alpha = 0
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UINavigationBar.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Replaces the items, as `setItems(_:animated:)`. Animated, the titles cross-fade.
  ///
  /// - Precondition: the bar is not managed by a navigation controller (UIKit raises).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    requireUnmanaged("setItems(_:animated:)")
    replaceItems(items, operation: .none, animation: animated ? Self.standaloneAnimation : nil)
  }

  /// Pushes `item` on top, as `pushItem(_:animated:)`.
  ///
  /// - Precondition: the bar is not managed by a navigation controller (UIKit raises "Cannot
  ///   call pushNavigationItem:animated: directly on a UINavigationBar managed by a
  ///   controller").
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    requireUnmanaged("pushItem(_:animated:)")
    replaceItems((storedItems ?? []) + [item], operation: .push, animation: animated ? Self.standaloneAnimation : nil)
  }

  /// Pops the top item and returns it, as `popItem(animated:)`; nil when only one item is left.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    requireUnmanaged("popItem(animated:)")
    guard var items = storedItems, items.count > 1 else { return nil }
    let popped = items.removeLast()
    replaceItems(items, operation: .pop, animation: animated ? Self.standaloneAnimation : nil)
    return popped
  }

  /// A stand-alone bar's push/pop animation: UIKit's navigation timing, 0.5 s on curve 7.
  static let standaloneAnimation = (duration: TimeInterval(0.5), options: UIView.AnimationOptions(rawValue: 7 << 16))

  private func requireUnmanaged(_ api: String) {
    precondition(
      managingController == nil,
      "UINavigationBar.\(api): cannot be called directly on a UINavigationBar managed by a controller; push or pop view controllers instead"
    )
  }

  /// Redraws after an item's title or back settings changed.
  func itemDidChange(_ item: UINavigationItem) {
    guard outgoingViews.isEmpty else { return }
    showItemsNow()
  }

  func configureTitle(_ label: UILabel, text: String?) {
    label.text = text
    label.textAlignment = .center
    applyTitleAttributes(to: label, UILabel())
    label.frame = NavigationBarMetrics.titleFrame(width: bounds.width, barHeight: standardHeight)
  }

  func configureBack(_ label: UILabel, text: String?) {
    label.text = text
    label.font = NavigationBarMetrics.backTitleFont
    label.textColor = tintColor ?? .systemBlue
    label.textAlignment = .left
    label.frame = NavigationBarMetrics.backTitleFrame(width: bounds.width, barHeight: standardHeight)
  }

  func configureLargeTitle(_ label: UILabel, text: String?) {
    label.text = text
    label.textAlignment = .natural
    applyTitleAttributes(to: UILabel(), label)
    label.frame = largeTitleFrame(areaHeight: NavigationBarMetrics.largeTitleAreaHeight)
  }

  /// Whether the bar is in a compact height (an iPhone in landscape).
  var isCompact: Bool { traitCollection.verticalSizeClass == .compact }

  /// The height of the bar without its large-title area: 44 pt, 32 pt in a compact height.
  var standardHeight: CGFloat { isCompact ? NavigationBarMetrics.compactHeight : NavigationBarMetrics.height }

  /// Whether the back button shows for the current items: not when the top item hides it or
  /// has left bar button items in its place.
  var showsBackButton: Bool {
    backItem != nil && topItem?.hidesBackButton != true && (topItem?.leftBarButtonItems ?? []).isEmpty
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    // The background reaches up to the top of the superview (under the status bar), as
    // UIKit's `.topAttached` bar position.
    updateAppearance()
    let top = center.y - bounds.height * layer.anchorPoint.y
    background.frame = CGRect(x: 0, y: -max(top, 0), width: width, height: bounds.height + max(top, 0))
    let barHeight = standardHeight
    for label in [titleLabel, backLabel] + outgoingViews.compactMap({ $0 as? UILabel }) {
      let frame =
        label.textAlignment == .center
        ? NavigationBarMetrics.titleFrame(width: width, barHeight: barHeight)
        : NavigationBarMetrics.backTitleFrame(width: width, barHeight: barHeight)
      label.bounds = CGRect(origin: .zero, size: frame.size)
      label.center = CGPoint(x: frame.midX, y: frame.midY)
    }
    // The chevron and the bar button items are laid out in a 44 pt row, centred in a
    // compact bar.
    let rowOffset = (barHeight - NavigationBarMetrics.height) / 2
    chevron.frame = CGRect(x: 0, y: rowOffset, width: chevron.bounds.width, height: NavigationBarMetrics.height)
    layoutLargeTitle()
    layoutBarButtonViews(barButtonViews)
    for view in barButtonViews { view.frame.origin.y += rowOffset }
    layoutSearchBar()
  }

  /// Fades the title, the large title, the back button and the bar button items out while a
  /// search controller hides the bar (`hidden`), or back to what they were.
  func setContentHiddenForSearch(_ hidden: Bool) {
    if hidden {
      for view in [titleLabel, backLabel, chevron, largeTitleView] + barButtonViews
      where savedAlphasForSearch[ObjectIdentifier(view)] == nil {
        savedAlphasForSearch[ObjectIdentifier(view)] = (view, view.alpha)
        view.alpha = 0
      }
    } else {
      for (view, alpha) in savedAlphasForSearch.values { view.alpha = alpha }
      savedAlphasForSearch = [:]
    }
  }
}
