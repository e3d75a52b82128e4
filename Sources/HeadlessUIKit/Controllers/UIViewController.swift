import Foundation

/// Manages a view and its place in the app's controller hierarchy, as UIKit's
/// `UIViewController`.
///
/// The view is created lazily by `loadView()` on first access of `view`, then `viewDidLoad()`
/// runs. Appearance callbacks (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`,
/// `viewDidDisappear`) are sent by containers and windows through
/// `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()`, which keep the
/// state machine UIKit keeps: a callback is never sent twice for the same state, and containers
/// forward them to the children whose views are in their view.
///
/// A controller is a ``UIResponder`` (and so an `NSObject`): its ``next`` responder is the
/// controller that presented it, else its view's superview; its root view's next responder is
/// the controller.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView? {
    didSet {
      if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
      loadedView?.owningViewController = self
    }
  }
  /// The controller's title, shown by navigation bars. Setting it also sets
  /// `navigationItem.title` and `tabBarItem.title`, as UIKit does.
  open var title: String? {
    didSet {
      navigationItem.title = title
      tabBarItem.title = title
    }
  }
  /// Extra insets added to the safe area of the controller's view, as
  /// `additionalSafeAreaInsets`.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`, as
  /// `viewRespectsSystemMinimumLayoutMargins` (default true). When false the root view's
  /// margins are its `directionalLayoutMargins` alone.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.layoutMarginSettingsDidChange() }
  }
  /// Called when the root view's layout margins in effect change, as
  /// `viewLayoutMarginsDidChange()`; does nothing by default.
  open func viewLayoutMarginsDidChange() {}
  /// The controller's `traitOverrides` and trait change registrations (see `Traits/`).
  var traitState: ControllerTraitState?
  /// The items a navigation controller's toolbar shows while this controller is on top, as
  /// `toolbarItems` (see `UINavigationController.isToolbarHidden`).
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { (parent as? UINavigationController)?.toolbarItemsDidChange(of: self, animated: false) }
  }
  /// Sets `toolbarItems`, as `setToolbarItems(_:animated:)`: animated, a shown toolbar
  /// cross-fades to them (`UIToolbar.setItems(_:animated:)`).
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    toolbarItemsAnimate = animated
    self.toolbarItems = toolbarItems
    toolbarItemsAnimate = false
  }
  /// Whether `setToolbarItems(_:animated:)` is animating the change it makes.
  var toolbarItemsAnimate = false
  /// Whether the bottom bars hide while this controller, or one pushed above it, is on top of
  /// a navigation stack, as `hidesBottomBarWhenPushed` (default false): the navigation
  /// controller's toolbar and the tab bar of the tab bar controller around it slide away with
  /// the outgoing view when it is pushed and come back with the view below on pop (see
  /// `UITabBarController`).
  open var hidesBottomBarWhenPushed = false
  /// The scroll views set with `setContentScrollView(_:for:)`, per edge.
  var contentScrollViews: [UInt: WeakScrollView] = [:]
  /// Storage behind `navigationItem` (created on first access).
  var navigationItemStorage: UINavigationItem?
  /// Storage behind `tabBarItem` (created on first access).
  var tabBarItemStorage: UITabBarItem?
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  var appearance = AppearanceState.disappeared
  var movingToParent = false
  var movingFromParent = false
  /// The coordinator of the transition this controller takes part in (see
  /// `UIViewController+TransitionCoordinator.swift`).
  var activeCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// Who presents whom (see `UIViewController+Presentation.swift`).
  var presentation = PresentationLink()

  /// How the controller is shown when presented, as `modalPresentationStyle` (default
  /// `.automatic`, a page sheet on iPhone since iOS 13). Read from the presented controller.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// UIKit's system animation used when the controller is presented without a custom animator,
  /// as `modalTransitionStyle` (default `.coverVertical`).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Supplies the animators and presentation controller when the controller is presented or
  /// dismissed, as `transitioningDelegate`; held weakly, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Whether a `.currentContext`/`.overCurrentContext` presentation from this controller or
  /// one of its descendants covers this controller's view, as `definesPresentationContext`
  /// (default false).
  open var definesPresentationContext = false
  /// Whether the presented controller refuses dismissals the user starts (a tap outside a
  /// popover), as `isModalInPresentation` (iOS 13; default false). The presentation
  /// controller's delegate then hears `presentationControllerDidAttemptToDismiss(_:)`.
  open var isModalInPresentation = false
  /// Whether a presented controller that does not cover the screen takes over the status bar
  /// appearance from its presenter, as `modalPresentationCapturesStatusBarAppearance`
  /// (default false; full-screen presentations always take it over).
  open var modalPresentationCapturesStatusBarAppearance = false

  // MARK: Status bar (see UIViewController+StatusBar.swift)

  /// The status bar style this controller wants, as `preferredStatusBarStyle` (default
  /// `.default`). Read when the window resolves its status bar appearance (see
  /// `setNeedsStatusBarAppearanceUpdate()`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether this controller wants the status bar hidden, as `prefersStatusBarHidden`
  /// (default false).
  open var prefersStatusBarHidden: Bool { false }

  /// How a change of `prefersStatusBarHidden` animates, as `preferredStatusBarUpdateAnimation`
  /// (default `.fade`).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// A child whose `preferredStatusBarStyle` is used instead of this controller's, as
  /// `childForStatusBarStyle` (default nil).
  open var childForStatusBarStyle: UIViewController? { nil }

  /// A child whose `prefersStatusBarHidden` is used instead of this controller's, as
  /// `childForStatusBarHidden` (default nil).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether the controller's view is in editing mode, as `isEditing`; setting it calls
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  var editingState = false
  /// The item ``editButtonItem`` made, once asked for.
  var editButton: UIBarButtonItem?

  /// Enters or leaves editing mode, as `setEditing(_:animated:)`: sets ``isEditing`` and turns
  /// ``editButtonItem`` into Done (semibold) or back into Edit. Override to put your views in
  /// editing mode (`UITableViewController` does it for its table view); call super.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    if let editButton {
      editButton.title = editing ? "Done" : "Edit"
      editButton.style = editing ? .done : .plain
    }
  }

  /// A bar button item that toggles editing, as `editButtonItem`: titled Edit, or Done while
  /// editing; a tap calls `setEditing(!isEditing, animated: true)`.
  open var editButtonItem: UIBarButtonItem {
    if let editButton { return editButton }
    let item = UIBarButtonItem(
      title: editingState ? "Done" : "Edit", style: editingState ? .done : .plain, target: nil,
      action: { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    editButton = item
    return item
  }

  /// The size the controller would like for its view, as `preferredContentSize`; setting it
  /// tells the presentation controller (`preferredContentSizeDidChange(forChildContentContainer:)`).
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue, let controller = presentation.controller else { return }
      controller.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// As `init(nibName:bundle:)`. - Note: UIKit difference: there are no nibs; both must be nil.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    precondition(nibNameOrNil == nil, "UIViewController(nibName: \"\(nibNameOrNil ?? "")\"): HeadlessUIKit has no nibs")
    super.init()
  }

  /// A controller with no nib, as `init()` (which calls `init(nibName: nil, bundle: nil)`).
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The next responder, as UIKit's `UIViewController.next`: the presenting controller when
  /// this controller was presented, else its view's superview (the window for a window's root
  /// controller, the parent's view hierarchy for a child); nil while the view is not loaded or
  /// not in a hierarchy.
  open override var next: UIResponder? {
    if let presenting = presentation.presenting { return presenting }
    return viewIfLoaded?.superview
  }

  /// - Note: UIKit difference: there are no storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIViewController.init(coder:): HeadlessUIKit has no storyboards; use init()")
  }

  // MARK: View loading

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded, as `isViewLoaded`.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if loaded, without loading it, as `viewIfLoaded`.
  public var viewIfLoaded: UIView? { loadedView }

  /// Loads the view now if it is not loaded, as `loadViewIfNeeded()`.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    precondition(loadedView != nil, "\(type(of: self)).loadView() must set `view`")
    viewDidLoad()
  }

  /// Creates the root view: a plain view the size of the main screen (no background colour)
  /// with a flexible width and height `autoresizingMask`, as UIKit's default `loadView()`. Override to supply your own and do not call super.
  open func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    loadedView = view
  }

  /// Called once after the view is loaded.
  open func viewDidLoad() {}

  /// Called when the app receives a memory warning, as `didReceiveMemoryWarning()`: UIKit
  /// sends it to every view controller in the app's windows (here when
  /// `UIApplication.shared.sendMemoryWarning()` simulates one). Does nothing by default;
  /// override to release what can be recreated.
  open func didReceiveMemoryWarning() {}

  /// The storyboard the controller came from, as `storyboard`: always nil.
  ///
  /// - Note: UIKit difference: there are no storyboards on Linux.
  public var storyboard: UIStoryboard? { nil }

  /// Called after the controller's traits changed (its window was resized across a
  /// size-class boundary), just before its root view hears it, as
  /// `traitCollectionDidChange(_:)`; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Layout callbacks (the layout cycle; see UIView.layoutIfNeeded())

  /// Called when the controller's view updates its constraints (after
  /// `view.setNeedsUpdateConstraints()`, in the update pass that precedes layout, after the
  /// view's subviews updated theirs), as UIKit's `updateViewConstraints()`. The default
  /// implementation calls the view's `updateConstraints()`; override to add or change
  /// constraints and call super last, as in UIKit.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  /// Called when the controller's view is about to lay out its subviews, before the
  /// constraint-laid-out subviews take their solved frames and before the view's
  /// `layoutSubviews()`, as UIKit's `viewWillLayoutSubviews()`: constraints changed here apply
  /// in the same pass. Does nothing by default.
  open func viewWillLayoutSubviews() {}

  /// Called after the controller's view ran `layoutSubviews()` (its subviews have their frames;
  /// the subviews' own `layoutSubviews()` run after this), as UIKit's
  /// `viewDidLayoutSubviews()`. Does nothing by default.
  open func viewDidLayoutSubviews() {}

  // MARK: Appearance callbacks

  /// Sent before the view is added to a visible hierarchy.
  open func viewWillAppear(_ animated: Bool) {}
  /// Sent after the view appeared (after the transition's animation).
  open func viewDidAppear(_ animated: Bool) {}
  /// Sent before the view is removed from the visible hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Sent after the view was removed from the visible hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether appearance callbacks are forwarded to children automatically (default true).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// True between the will and did appearance callbacks of a transition that adds the
  /// controller to its parent, as `isMovingToParent`.
  public var isMovingToParent: Bool { movingToParent }

  /// True between the will and did appearance callbacks of a transition that removes the
  /// controller from its parent, as `isMovingFromParent`.
  public var isMovingFromParent: Bool { movingFromParent }

  // MARK: Containment

  /// The nearest ancestor navigation controller, as `navigationController`.
  public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest ancestor tab bar controller, as `tabBarController`.
  public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  /// The nearest ancestor split view controller, as `splitViewController`.
  public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

  /// The nearest ancestor (parent, its parent, …) of type `T`.
  func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
    var node = parent
    while let current = node {
      if let found = current as? T { return found }
      node = current.parent
    }
    return nil
  }

  /// Adds `childController` as a child, calling its `willMove(toParent:)` with the receiver,
  /// as `addChild(_:)`. The caller adds the view and then calls `didMove(toParent:)`.
  open func addChild(_ childController: UIViewController) {
    precondition(childController !== self, "UIViewController.addChild: a controller cannot be its own child")
    if childController.parent === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent, calling `didMove(toParent: nil)`, as
  /// `removeFromParent()`. The caller calls `willMove(toParent: nil)` first.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// A child changed its `preferredContentSize`; does nothing by default, as in UIKit.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The size for a child inside a parent of `parentSize`: `parentSize`, as UIKit's default.
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The controller's view is about to change to `size` (its window rotates or is resized), as
  /// `viewWillTransition(to:with:)`. The default forwards the message to every child with the
  /// size `size(forChildContentContainer:withParentContainerSize:)` gives it, as UIKit does;
  /// overrides call `super`. Register animations to run with the change through
  /// `coordinator.animate(alongsideTransition:completion:)`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
  }

  /// The controller's traits are about to change to `newCollection` (its window is resized
  /// across a size class), as `willTransition(to:with:)`: sent before
  /// `viewWillTransition(to:with:)`. The default forwards the message to every child, as UIKit
  /// does; overrides call `super`.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Showing (see UIViewController+Show)

  /// Shows `vc` in the way that fits the context, as `show(_:sender:)`: the target for
  /// `Selector.show` (a navigation controller above, which pushes) shows it, otherwise the
  /// receiver presents it.
  open func show(_ vc: UIViewController, sender: Any?) { showByTargetOrPresenting(vc, action: .show, sender: sender) }

  /// Shows `vc` as the detail, as `showDetailViewController(_:sender:)`: the target for
  /// `Selector.showDetailViewController` shows it (no built-in container overrides it; UIKit's
  /// split view controller would), otherwise the receiver presents it.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showByTargetOrPresenting(vc, action: .showDetailViewController, sender: sender)
  }

  /// Merges `secondaryViewController` into this controller's interface when the split view
  /// controller whose primary this is collapses and its delegate did not, as
  /// `collapseSecondaryViewController(_:for:)`. The default does nothing: the secondary is
  /// dropped and this controller alone is shown (a navigation controller pushes it).
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}

  /// The controller to show as the secondary when the split view controller whose primary this
  /// is expands and its delegate gave none, as `separateSecondaryViewController(for:)`. The
  /// default returns nil (a navigation controller pops what was collapsed onto it).
  open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }

  /// Whether this controller handles `action` itself, as `canPerformAction(_:withSender:)`
  /// asked by `targetViewController(forAction:sender:)`: false for `show` and
  /// `showDetailViewController` here (UIKit's base class does not override them).
  ///
  /// - Note: UIKit difference: UIKit finds the controllers that override `show(_:sender:)` by
  ///   inspecting their class; Swift cannot, so a subclass that overrides `show` or
  ///   `showDetailViewController` also overrides this to return true for that selector.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}
