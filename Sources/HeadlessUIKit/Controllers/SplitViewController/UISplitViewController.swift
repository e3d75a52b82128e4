import Foundation

/// A container that shows two or three columns side by side in a wide environment and one
/// navigation stack in a horizontally compact one, as UIKit's `UISplitViewController`.
///
/// - Classic (`init(nibName:bundle:)`, `style == .unspecified`): `viewControllers` is
///   `[primary, secondary]`; collapsing asks the delegate's `collapseSecondary:onto:` and, when
///   it returns false, the primary's `collapseSecondaryViewController(_:for:)` (a navigation
///   controller pushes the secondary); expanding asks `separateSecondaryFrom:` and then the
///   primary's `separateSecondaryViewController(for:)`.
/// - Column style (`init(style:)`, iOS 14): `setViewController(_:for:)` wraps each column's
///   controller in a `UINavigationController` (unless it is one); `show(_:)`/`hide(_:)` a
///   column; collapsing stacks the columns in the primary's navigation controller (or shows the
///   `.compact` column), asking `topColumnForCollapsingToProposedTopColumn`, then
///   `splitViewControllerDidCollapse`; expanding asks
///   `displayModeForExpandingToProposedDisplayMode`, then `splitViewControllerDidExpand`.
///
/// The interface collapses when the split view controller's horizontal size class is compact
/// (an iPhone-width window, an iPad window narrower than 600 pt, or `traitOverrides`): at its
/// first layout, when its window is resized across the size class (during
/// `willTransition(to:with:)`, before `viewWillTransition(to:with:)`, as UIKit) and when an
/// override changes.
///
/// Expanded, the columns are laid out per ``displayMode`` (see `UISplitViewController+Layout`);
/// the leading columns of the overlay and displace modes dim the secondary, and a tap on the
/// dimmed secondary hides them. A hidden column's view leaves the hierarchy, so its controller
/// gets UIKit's appearance callbacks when it slides in or out.
///
/// In the column style the leading columns (primary, supplementary) are horizontally compact
/// (`updateColumnTraits()`), and the columns' navigation bars get UIKit's automatic buttons —
/// the sidebar toggle and, with ``showsSecondaryOnlyButton``, the secondary-only button (see
/// `automaticButtonItems(for:)`). A classic split view leaves ``displayModeButtonItem`` for
/// the app to place, as iOS 13 apps do.
///
/// - Note: UIKit difference: there is no `.inspector` column.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// UIKit's `automaticDimension`: the split view controller picks the width.
  public static let automaticDimension: CGFloat = -1

  /// The default width of a leading column, and the default maximum.
  /// - Note: UIKit difference: UIKit documents no number; 320 pt is the classic split view's
  ///   documented default maximum and the width an iPad shows, used here for every leading column.
  public static let defaultColumnWidth: CGFloat = 320

  let storedStyle: Style
  /// The controller set for each column as given (`viewController(for:)`).
  var assigned: [Column: UIViewController] = [:]
  /// The controller shown in each column: the given one, or the navigation controller wrapping
  /// it (column style).
  var columns: [Column: UIViewController] = [:]
  /// Whether the interface is collapsed to one stack.
  var collapsed = false
  /// Whether the first layout decided `collapsed` from the traits.
  var settled = false
  /// Whether a collapse or an expansion is being run from a layout pass.
  var isReconciling = false
  /// The display mode chosen by a column change (never `.automatic`); nil follows
  /// `preferredDisplayMode` (or, for `.automatic`, the split view's size).
  var shownMode: DisplayMode?
  /// What a collapse moved into the primary's navigation controller (see `+Collapse`).
  var collapseRecord: CollapseRecord?
  /// A column animation or gesture in progress.
  var columnTransition: ColumnTransition?
  /// Dims the secondary column under the overlaid or displacing leading columns.
  let dimmingView = UIView()
  lazy var revealGesture = makeRevealGesture()
  let revealGestureDelegate = SplitRevealGestureDelegate()
  var storedDisplayModeButtonItem: UIBarButtonItem?

  /// The delegate (held weakly, as in UIKit).
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The display mode you prefer, as `preferredDisplayMode` (default `.automatic`). Setting it
  /// changes the displayed columns, animated when set inside an animation block.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      guard preferredDisplayMode != oldValue else { return }
      // The mode on screen until now, for the change to start from.
      if shownMode == nil, isViewLoaded {
        shownMode = oldValue == .automatic ? automaticDisplayMode(for: currentSize) : oldValue
      }
      applyPreferredDisplayMode()
    }
  }

  /// The split behaviour you prefer, as `preferredSplitBehavior` (default `.automatic`).
  open var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether a swipe from the primary column's edge reveals the hidden primary column, as
  /// `presentsWithGesture` (default true). In a column style it also shows the sidebar toggle
  /// while ``displayModeButtonVisibility`` is `.automatic`.
  open var presentsWithGesture = true { didSet { updateAutomaticButtons() } }

  /// Whether the column style shows its display mode button (the sidebar toggle), as
  /// `displayModeButtonVisibility` (iOS 14.5; default `.automatic`: while
  /// ``presentsWithGesture``). See `automaticButtonItems(for:)`.
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
    didSet { updateAutomaticButtons() }
  }

  /// Whether a triple-column split view's secondary shows a button to the `.secondaryOnly`
  /// display mode and back, as `showsSecondaryOnlyButton` (iOS 14; default false; no effect on
  /// other styles, as in UIKit).
  open var showsSecondaryOnlyButton = false { didSet { updateAutomaticButtons() } }

  /// The items the column style puts in its columns' bars by itself.
  let automaticButtons = SplitAutomaticButtons()

  /// The primary column's width as a fraction of the split view's width, as
  /// `preferredPrimaryColumnWidthFraction` (default `automaticDimension`), bounded by
  /// ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``.
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The primary column's width in points, as `preferredPrimaryColumnWidth` (iOS 14; default
  /// `automaticDimension`); it takes precedence over the fraction.
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The narrowest primary column, as `minimumPrimaryColumnWidth` (`automaticDimension`: 0).
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The widest primary column, as `maximumPrimaryColumnWidth` (`automaticDimension`: 320 pt).
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The supplementary column's width as a fraction, as
  /// `preferredSupplementaryColumnWidthFraction` (iOS 14).
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The supplementary column's width in points, as `preferredSupplementaryColumnWidth` (iOS 14).
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The narrowest supplementary column, as `minimumSupplementaryColumnWidth` (iOS 14).
  open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
  /// The widest supplementary column, as `maximumSupplementaryColumnWidth` (iOS 14).
  open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }

  /// The side of the primary column, as `primaryEdge` (default `.leading`).
  open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }

  /// A classic split view controller, as `init(nibName:bundle:)` (`style` `.unspecified`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    storedStyle = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A column-style split view controller with two or three columns, as `init(style:)`
  /// (iOS 14).
  public init(style: Style) {
    storedStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UISplitViewController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// The number of columns, as `style`.
  open var style: Style { storedStyle }

  /// Whether the interface is collapsed to one stack, as `isCollapsed`.
  open var isCollapsed: Bool {
    if !settled, isViewLoaded, view.window != nil { settleCollapse() }
    return collapsed
  }

  /// The columns on screen, as `displayMode` (never `.automatic`).
  open var displayMode: DisplayMode { shownMode ?? automaticOrPreferredMode(for: currentSize) }

  /// The split behaviour in effect, as `splitBehavior`: the preferred one, or for
  /// `.automatic`, `.tile` in a landscape split view and `.overlay` in a portrait one.
  /// - Note: UIKit difference: UIKit's automatic choice also weighs the column widths.
  open var splitBehavior: SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    let size = currentSize
    return size.width > size.height ? .tile : .overlay
  }

  /// The controllers shown, as `viewControllers`: expanded, the primary, the supplementary (a
  /// triple column) and the secondary; collapsed, the `.compact` column's controller when one
  /// is set, else the primary. Setting it on a classic split view replaces the primary and the
  /// secondary; on a column style it sets the columns in that order.
  open var viewControllers: [UIViewController] {
    get {
      if collapsed { return [columns[.compact] ?? columns[.primary]].compactMap { $0 } }
      let order: [Column] =
        storedStyle == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
      return order.compactMap { columns[$0] }
    }
    set { replaceViewControllers(newValue) }
  }

  /// The controller set for `column`, as `viewController(for:)` (iOS 14): the controller you
  /// set, not the navigation controller it was wrapped in. Nil for a classic split view.
  open func viewController(for column: Column) -> UIViewController? {
    storedStyle == .unspecified ? nil : assigned[column]
  }

  /// Sets the controller of `column`, as `setViewController(_:for:)` (iOS 14): a controller
  /// that is not a navigation controller is wrapped in one (the `.compact` column's too), as
  /// UIKit does; nil removes the column's controller.
  ///
  /// - Precondition: a column-style split view controller (UIKit ignores the call on a
  ///   classic one with a console message), and no `.supplementary` column in a double column.
  open func setViewController(_ vc: UIViewController?, for column: Column) { setColumnController(vc, for: column) }

  /// Shows `column`, as `show(_:)` (iOS 14), animated. Expanded: the display mode changes to
  /// one that shows it (`.primary`: with the split behaviour's mode — tiled, over or
  /// displacing; `.supplementary`: beside or over the secondary; `.secondary`: the leading
  /// columns over it hide). Collapsed: the column's controller comes to the top of the stack
  /// (pushed, or popped back to).
  ///
  /// - Precondition: a column-style split view controller.
  open func show(_ column: Column) { showColumn(column) }

  /// Hides `column`, as `hide(_:)` (iOS 14), animated. Expanded: `.primary` leaves the
  /// supplementary (a triple column) or the secondary alone; `.supplementary` leaves the
  /// secondary alone; the secondary cannot be hidden. Collapsed: the stack pops back to the
  /// column before it.
  ///
  /// - Precondition: a column-style split view controller.
  open func hide(_ column: Column) { hideColumn(column) }

  /// The button that changes the display mode, as `displayModeButtonItem`: tapping it goes to
  /// the delegate's `targetDisplayModeForAction(in:)` or, for `.automatic`, the split view
  /// controller's own choice (the hidden leading column appears; a shown one hides), animated.
  /// It shows the `sidebar.left` symbol.
  open var displayModeButtonItem: UIBarButtonItem { modeButtonItem }

  /// The primary column's width in points, as `primaryColumnWidth`: the preferred width
  /// (`preferredPrimaryColumnWidth`, else `preferredPrimaryColumnWidthFraction` × the split
  /// view's width, else 320 pt) kept between `minimumPrimaryColumnWidth` (automatic: 0) and
  /// `maximumPrimaryColumnWidth` (automatic: 320 pt for a classic split view, the split
  /// view's width for a column style one given a preferred width) and within the split view.
  /// - Note: UIKit difference: the automatic maximum of a column-style split view is not
  ///   published; a preferred width is honoured up to the split view's width.
  open var primaryColumnWidth: CGFloat { laidOutPrimaryWidth }

  /// The supplementary column's width in points, as `supplementaryColumnWidth` (iOS 14), by
  /// the rule of ``primaryColumnWidth`` with the supplementary properties; 0 without a
  /// supplementary column.
  open var supplementaryColumnWidth: CGFloat { laidOutSupplementaryWidth }

  /// Shows `vc` as the primary, as UIKit's split view controller overrides `show(_:sender:)`:
  /// unless the delegate's `splitViewController(_:show:sender:)` shows it, expanded it
  /// becomes the primary (column style: the primary column's controller); collapsed, the
  /// collapsed navigation controller pushes it.
  open override func show(_ vc: UIViewController, sender: Any?) { showAsPrimary(vc, sender: sender) }

  /// Shows `vc` as the detail, as UIKit's split view controller overrides
  /// `showDetailViewController(_:sender:)`: unless the delegate's
  /// `splitViewController(_:showDetail:sender:)` shows it, expanded it replaces the secondary
  /// (column style: the secondary navigation controller's stack becomes `[vc]`) and leading
  /// columns over the secondary hide; collapsed, the collapsed navigation controller pushes it.
  ///
  /// - Note: UIKit difference: collapsed, a navigation controller given here has its
  ///   controllers pushed (UIKit nests it).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showAsDetail(vc, sender: sender)
  }

  /// True for `show` and `showDetailViewController`, which this class overrides.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == .show || action == .showDetailViewController
  }

  /// Whether columns are sliding in or out (Flipbook's scene scripts wait for it).
  package var isChangingColumns: Bool { columnTransition != nil }

  /// The size the columns are laid out in.
  var currentSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

  open override func loadView() {
    let root = SplitRootView(frame: UIScreen.main.bounds)
    root.splitViewController = self
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISplitViewController.dimmingTapped))
    view.addGestureRecognizer(revealGesture)
    installColumns()
  }

  /// Collapses or expands with the new size class before the children hear about the size, as
  /// UIKit does during a trait transition.
  open override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    guard settled else { return }
    let compact = newCollection.horizontalSizeClass == .compact
    if compact && !collapsed { collapse() } else if !compact && collapsed { expand() }
  }

  /// A new size: with `.automatic` preferred, the display mode follows the new orientation.
  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    if preferredDisplayMode == .automatic, !collapsed, columnTransition == nil {
      let mode = automaticDisplayMode(for: size)
      if mode != displayMode { delegate?.splitViewController(self, willChangeTo: mode) }
      shownMode = nil
    }
    super.viewWillTransition(to: size, with: coordinator)
  }

  /// Replaces the children from a `viewControllers` assignment.
  private func replaceViewControllers(_ new: [UIViewController]) {
    let order: [Column] =
      switch storedStyle {
      case .tripleColumn: [.primary, .supplementary, .secondary]
      default: [.primary, .secondary]
      }
    for (column, controller) in zip(order, new) { install(controller, in: column) }
    if new.count < order.count {
      for column in order[new.count...] { install(nil, in: column) }
    }
  }
}

/// The split view controller's root view: lays the columns out when its bounds change.
@MainActor
final class SplitRootView: UIView {
  weak var splitViewController: UISplitViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    splitViewController?.layoutColumns()
  }
}
