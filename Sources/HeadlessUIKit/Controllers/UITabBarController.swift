import Foundation

/// A container that shows one of several child controllers at a time and switches between
/// them, as UIKit's `UITabBarController`.
///
/// Every child is a child controller from `setViewControllers(_:animated:)` on; only the
/// selected one's view is in the hierarchy, in the content area above the tab bar. A switch runs
/// on the shared transition driver: the delegate's animator (nil → an instant switch, UIKit has
/// no default tab animation) and, only when an animator came back, its interaction controller;
/// `viewWillDisappear`/`viewWillAppear`; the animator; then `viewDidDisappear`/`viewDidAppear`
/// and the outgoing view removed.
///
/// The `tabBar` shows one item per tab (each controller's `tabBarItem`), the selected one
/// tinted, in ``tabBarHostView``: ``tabBarHeight`` (32 pt in a compact height) plus the view's
/// bottom safe-area inset at the bottom of the view.
///
/// While the selected tab is a navigation controller whose stack holds, above its root, a
/// controller with `hidesBottomBarWhenPushed`, the bar is hidden and the tab's view fills the
/// whole view (its safe area has no tab bar). Pushing such a controller moves the bar with the
/// outgoing view (it slides away with it, under the incoming view); popping back brings it in
/// with the incoming view, interactively too; a cancelled pop leaves it hidden, a cancelled push
/// shown.
///
/// - Note: UIKit difference: the tabs' views end above the bar instead of running under it
///   (except while a push hides the bar).
///   A switch requested while one runs is queued.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The height of UIKit's tab bar, without the safe area below it.
  public static let tabBarHeight: CGFloat = 49

  /// The delegate (held weakly, as in UIKit).
  public weak var delegate: (any UITabBarControllerDelegate)?
  var tabs: [UIViewController] = [] { didSet { syncTabBar() } }
  var selected: Int? { didSet { syncTabBar() } }
  /// The bar of tabs, as `tabBar`.
  public let tabBar = UITabBar(frame: .zero)
  /// The content area: the selected controller's view and the transition container.
  let transitionView = UIView()
  /// The bar's area at the bottom of the view: where the drawn `UITabBar` view is installed.
  public let tabBarHostView = UIView()
  var activeTransition: TransitionContext?
  var queued: [() -> Void] = []
  /// Whether the bar is hidden for a navigation push in progress (nil: no such transition; the
  /// selected navigation controller's stack decides).
  var tabBarHiddenDuringPush: Bool?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UITabBarController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// The tabs' controllers in order, as `viewControllers`; setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The index of the selected tab, as `selectedIndex` (`NSNotFound` with no tabs). Setting it
  /// switches tabs (asking the delegate for an animator, not `shouldSelect`).
  open var selectedIndex: Int {
    get { selected ?? NSNotFound }
    set {
      precondition(
        tabs.indices.contains(newValue),
        "UITabBarController.selectedIndex: \(newValue) is outside 0..<\(tabs.count) (the tab bar has \(tabs.count) tabs)"
      )
      select(newValue)
    }
  }

  /// The selected tab's controller, as `selectedViewController`.
  open var selectedViewController: UIViewController? {
    get { selected.map { tabs[$0] } }
    set {
      guard let newValue else { return }
      guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
        preconditionFailure(
          "UITabBarController.selectedViewController: '\(TransitionTrace.name(of: newValue))' is not one of the tab bar controller's view controllers"
        )
      }
      select(index)
    }
  }

  /// Whether a tab switch is in progress.
  public var isTransitioning: Bool { activeTransition != nil }

  open override func loadView() {
    let root = TabBarRootView(frame: UIScreen.main.bounds)
    root.tabBarController = self
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(transitionView)
    view.addSubview(tabBarHostView)
    // What shows through the translucent bar: the tabs' views end above it, so a plain
    // background stands in for the content UIKit would run under it.
    tabBarHostView.backgroundColor = .systemBackground
    tabBarHostView.addSubview(tabBar)
    tabBar.isManaged = true
    layoutBars()
    if let shown = selectedViewController {
      shown.view.frame = transitionView.bounds
      transitionView.addSubview(shown.view)
    }
  }

  /// Whether a navigation push hides the bar: the selected navigation controller's stack holds
  /// a `hidesBottomBarWhenPushed` controller above its root.
  var hidesTabBarForPush: Bool {
    if let hidden = tabBarHiddenDuringPush { return hidden }
    guard let navigation = selectedViewController as? UINavigationController else { return false }
    return navigation.hidesBottomBars(for: navigation.stack)
  }

  /// The bar's frame in the view: at the bottom, its row height plus the bottom safe area.
  var tabBarFrame: CGRect {
    let bounds = view.bounds
    let barHeight = tabBar.itemHeight + view.safeAreaInsets.bottom
    return CGRect(x: 0, y: max(0, bounds.height - barHeight), width: bounds.width, height: barHeight)
  }

  /// Places the content area above the bar (or over the whole view while a push hides the
  /// bar), the bar at the bottom, and shows the selected screen's distance from the bottom
  /// scroll edge.
  func layoutBars() {
    let bounds = view.bounds
    let hidden = hidesTabBarForPush
    let barFrame = tabBarFrame
    transitionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hidden ? bounds.height : barFrame.minY)
    // During a push or pop that hides or shows it, the bar rides in a screen's view.
    if tabBarHostView.superview === view {
      tabBarHostView.frame = barFrame
      tabBarHostView.isHidden = hidden
    }
    tabBar.frame = tabBarHostView.bounds
    if let shown = selectedViewController {
      let content = (shown as? UINavigationController)?.topViewController ?? shown
      tabBar.scrollEdgeFraction = content.scrollEdgeFraction(for: .bottom)
    }
    if !isTransitioning, let shown = selectedViewController, shown.isViewLoaded {
      shown.view.frame = transitionView.bounds
    }
  }
}

/// The tab bar controller's root view: lays out the content area and the bar.
@MainActor
final class TabBarRootView: UIView {
  weak var tabBarController: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    tabBarController?.layoutBars()
  }
}

extension UITabBarController {
  /// Shows the tabs' items in the bar, the selected tab's item selected.
  func syncTabBar() {
    let items = tabs.map { $0.tabBarItem! }
    let current = tabBar.items ?? []
    if items.count != current.count || zip(items, current).contains(where: { $0 !== $1 }) {
      tabBar.setItems(items.isEmpty ? nil : items, animated: false)
    }
    // While `setViewControllers` replaces `tabs` the old index may not fit yet.
    tabBar.selectedItem = selected.flatMap { items.indices.contains($0) ? items[$0] : nil }
    viewIfLoaded?.setNeedsLayout()
  }
}
