import Foundation

/// A container that manages a stack of view controllers and animates between them, as UIKit's
/// `UINavigationController`.
///
/// Every stack change (push, pop, pop-to, `setViewControllers`) runs UIKit's sequence on the
/// shared transition driver: the delegate's `willShow`, then — animated only — its animator
/// (nil → UIKit's default parallax slide) and, only when an animator came back, its interaction
/// controller; `viewWillDisappear` on the outgoing and `viewWillAppear` on the incoming top
/// controller; the animator's `animateTransition(using:)` in the transition view; and on
/// `completeTransition(_:)`: `animationEnded(_:)`, `viewDidDisappear`/`viewDidAppear`, the
/// outgoing view removed, containment finished (`didMove(toParent:)`), the delegate's
/// `didShow`. A cancelled interactive push or pop restores the stack, the views and the
/// containment, sends the cancel's appearance callbacks and no `didShow`.
///
/// An edge swipe from the left pops interactively (`interactivePopGestureRecognizer`).
///
/// - Note: UIKit difference: a stack change requested while a transition runs is queued and
///   performed when it ends (UIKit may drop it with a console warning).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first, as `viewControllers`. Setting it is
  /// `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  var stack: [UIViewController] = []
  /// The delegate (held weakly, as in UIKit).
  public weak var delegate: (any UINavigationControllerDelegate)?
  /// The bar this controller manages, as `navigationBar` (see `UINavigationController+Bar`).
  public let navigationBar = UINavigationBar(frame: .zero)
  /// The toolbar (see `UINavigationController+Toolbar`).
  let navigationToolbar = UIToolbar(frame: .zero)
  /// What `isToolbarHidden` last asked for (default true, as in UIKit).
  var toolbarRequestedHidden = true
  let transitionView = UIView()
  var activeTransition: TransitionContext?
  var queued: [() -> Void] = []
  /// The interaction of a pop started by the edge swipe, while it runs.
  var systemPopInteraction: UIPercentDrivenInteractiveTransition?
  lazy var systemPopGesture = makeSystemPopGesture()
  let systemPopGestureDelegate = InteractivePopGestureDelegate()
  /// Whether ``layoutNavigationBar()`` runs in a transition's animation (and may change the
  /// bar's height).
  var barLayoutInTransition = false
  /// Puts the tab bar back where it belongs when a push or pop that hid or showed it ends
  /// (see `UINavigationController+BottomBar`); the argument is whether the transition completed.
  var bottomBarTransitionEnd: ((Bool) -> Void)?
  /// Whether an active search controller lifts the navigation bar until its search bar is at
  /// the top (`hidesNavigationBarDuringPresentation`).
  var searchLiftsBar = false

  /// A navigation controller whose stack holds `rootViewController`, as
  /// `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    addChild(rootViewController)
    stack = [rootViewController]
    rootViewController.didMove(toParent: self)
    syncNavigationBar()
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UINavigationController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// The controller at the top of the stack, as `topViewController`.
  public var topViewController: UIViewController? { stack.last }

  /// The controller whose view is visible, as `visibleViewController`: the controller presented
  /// modally on top of the navigation controller (the topmost of a chain of presentations),
  /// else the top controller.
  public var visibleViewController: UIViewController? {
    var presented = presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return presented ?? topViewController
  }

  /// Whether a stack transition is in progress.
  public var isTransitioning: Bool { activeTransition != nil }

  /// Pushes `vc`, as UIKit's navigation controller overrides `show(_:sender:)`.
  open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

  /// True for `Selector.show`, which this class overrides.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == .show }

  /// Pushes the secondary (a navigation controller's controllers) onto the stack without
  /// animation when a split view controller collapses, as UIKit's navigation controller
  /// overrides `collapseSecondaryViewController(_:for:)`.
  ///
  /// - Note: UIKit difference: UIKit nests a secondary navigation controller inside the stack;
  ///   here its controllers are moved onto the stack (as iOS 14's column style does).
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    splitViewController.collapse(secondaryViewController, onto: self)
  }

  /// Pops the controllers collapsed onto the stack (and those pushed above them since) and
  /// returns them as the secondary, as UIKit's navigation controller overrides
  /// `separateSecondaryViewController(for:)`; nil when nothing is above its own controllers.
  open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  {
    splitViewController.separate(from: self)
  }

  open override func loadView() {
    let root = NavigationRootView(frame: UIScreen.main.bounds)
    root.navigationController = self
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    transitionView.frame = view.bounds
    view.addSubview(transitionView)
    view.addGestureRecognizer(systemPopGesture)
    if let top = topViewController {
      top.view.frame = transitionView.bounds
      transitionView.addSubview(top.view)
    }
    installNavigationBar()
  }

  // MARK: Push and pop

  /// Pushes `viewController` onto the stack and shows it, as
  /// `pushViewController(_:animated:)`.
  ///
  /// - Precondition: the controller is not already on the stack (UIKit raises "Pushing the same
  ///   view controller instance more than once is not supported") and is not a navigation
  ///   controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if isTransitioning {
      return queued.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
    }
    precondition(
      !stack.contains { $0 === viewController },
      TransitionDiagnostics.pushingControllerAlreadyInStack(viewController))
    precondition(
      !(viewController is UINavigationController), TransitionDiagnostics.pushingNavigationController(viewController))
    changeStack(to: stack + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one below, as `popViewController(animated:)`.
  /// Returns the popped controller, or nil when only the root is on the stack.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    if isTransitioning {
      let top = topViewController
      queued.append { [weak self] in self?.popViewController(animated: animated) }
      return top
    }
    guard stack.count > 1, let top = stack.last else { return nil }
    changeStack(to: Array(stack.dropLast()), animated: animated)
    return top
  }
}

/// The navigation controller's root view: keeps the transition view and the top controller's
/// view filling it when the bounds change.
@MainActor
final class NavigationRootView: UIView {
  weak var navigationController: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let navigation = navigationController else { return }
    navigation.transitionView.frame = bounds
    navigation.layoutNavigationBar()
    navigation.layoutToolbar()
    if !navigation.isTransitioning, let top = navigation.topViewController, top.isViewLoaded {
      top.view.frame = navigation.transitionView.bounds
    }
  }
}
