import Foundation

/// A container that manages a stack of view controllers and animates between them, as UIKit's
/// `UINavigationController`.
///
/// A push or pop runs UIKit's sequence: the delegate's `willShow`, then its animator (nil →
/// UIKit's default parallax slide), then — only when an animator came back — its interaction
/// controller; `viewWillDisappear` on the outgoing and `viewWillAppear` on the incoming
/// controller; the animator's `animateTransition(using:)` in the transition container; and on
/// `completeTransition(_:)`: `animationEnded(_:)`, `viewDidDisappear`/`viewDidAppear`, the
/// outgoing view removed, containment finished (`didMove(toParent:)`), the delegate's
/// `didShow`.
///
/// - Note: UIKit difference: a push or pop requested while a transition runs is queued and
///   performed when it ends (UIKit may drop it with a console warning).
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first, as `viewControllers`.
  public private(set) var viewControllers: [UIViewController] = []
  /// The delegate (held weakly, as in UIKit).
  public weak var delegate: (any UINavigationControllerDelegate)?
  /// The bar this controller manages, as `navigationBar` (see `UINavigationController+Bar`).
  public let navigationBar = UINavigationBar(frame: .zero)
  let transitionView = UIView()
  private(set) var activeTransition: TransitionContext?
  private var queued: [() -> Void] = []

  /// A navigation controller whose stack holds `rootViewController`, as
  /// `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    addChild(rootViewController)
    viewControllers = [rootViewController]
    rootViewController.didMove(toParent: self)
    syncNavigationBar()
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UINavigationController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// The controller at the top of the stack, as `topViewController`.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The controller whose view is visible: the top controller (presentation is not modelled
  /// yet), as `visibleViewController`.
  public var visibleViewController: UIViewController? { topViewController }

  /// Whether a push or pop is in progress.
  public var isTransitioning: Bool { activeTransition != nil }

  open override func loadView() {
    let root = NavigationRootView(frame: UIScreen.main.bounds)
    root.navigationController = self
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    transitionView.frame = view.bounds
    view.addSubview(transitionView)
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
  ///   view controller instance more than once is not supported").
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if isTransitioning {
      return queued.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
    }
    precondition(
      !viewControllers.contains { $0 === viewController },
      "UINavigationController.pushViewController: pushing the same view controller instance more than once is not supported (\(type(of: viewController)))"
    )
    precondition(
      !(viewController is UINavigationController),
      "UINavigationController.pushViewController: pushing a navigation controller is not supported")
    guard let from = topViewController else { return }
    addChild(viewController)
    viewControllers.append(viewController)
    viewController.movingToParent = true
    transition(.push, from: from, to: viewController, animated: animated) { completed in
      viewController.movingToParent = false
      if completed {
        viewController.didMove(toParent: self)
      } else {
        self.viewControllers.removeLast()
        viewController.willMove(toParent: nil)
        viewController.removeFromParent()
      }
    }
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
    guard viewControllers.count > 1, let from = viewControllers.last else { return nil }
    let to = viewControllers[viewControllers.count - 2]
    viewControllers.removeLast()
    from.willMove(toParent: nil)
    from.movingFromParent = true
    transition(.pop, from: from, to: to, animated: animated) { completed in
      from.movingFromParent = false
      if completed {
        from.removeFromParent()
      } else {
        self.viewControllers.append(from)
      }
    }
    return from
  }

  // MARK: The transition

  private func transition(
    _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
    containment: @escaping (Bool) -> Void
  ) {
    let visible = isViewLoaded && view.window != nil && isAppearingOrAppeared
    guard visible else {
      // Off screen: update the hierarchy without animation or appearance callbacks.
      if isViewLoaded {
        from.viewIfLoaded?.removeFromSuperview()
        to.view.frame = transitionView.bounds
        transitionView.addSubview(to.view)
      }
      containment(true)
      syncNavigationBar()
      return
    }
    delegate?.navigationController(self, willShow: to, animated: animated)
    var animator: (any UIViewControllerAnimatedTransitioning)?
    if animated {
      if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
        animator = custom
        if delegate?.navigationController(self, interactionControllerFor: custom) != nil {
          preconditionFailure(
            "UINavigationControllerDelegate.navigationController(_:interactionControllerFor:) returned an interaction controller; interactive navigation transitions are not implemented yet"
          )
        }
      } else {
        animator = defaultAnimator(for: operation, from: from, to: to)
      }
    }
    from.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    let bounds = transitionView.bounds
    to.view.frame = bounds
    let context = TransitionContext(
      containerView: transitionView, from: from, to: to, fromView: from.view, toView: to.view,
      initialFrames: (from: bounds, to: .zero), finalFrames: (from: .zero, to: bounds), animated: animated
    ) { [weak self] completed in
      self?.finishTransition(from: from, to: to, completed: completed, animated: animated, containment: containment)
    }
    context.animator = animator
    activeTransition = context
    TransitionMonitor.began(
      context,
      TransitionRecord(
        operation: operation == .push ? "push" : "pop", startTime: CACurrentMediaTime(),
        duration: animator?.transitionDuration(using: context) ?? 0))
    navigationBarWillTransition(operation, animator: animator, context: context)
    if let animator {
      animator.animateTransition(using: context)
    } else {
      transitionView.addSubview(to.view)
      context.completeTransition(true)
    }
  }

  private func finishTransition(
    from: UIViewController, to: UIViewController, completed: Bool, animated: Bool,
    containment: (Bool) -> Void
  ) {
    let (gone, shown) = completed ? (from, to) : (to, from)
    if completed {
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    } else {
      // UIKit's cancel order: the would-be incoming controller disappears (will, did), then
      // the outgoing one appears again (will, did).
      to.beginAppearanceTransition(false, animated: animated)
      to.endAppearanceTransition()
      from.beginAppearanceTransition(true, animated: animated)
      from.endAppearanceTransition()
    }
    gone.viewIfLoaded?.removeFromSuperview()
    if shown.view.superview !== transitionView {
      shown.view.frame = transitionView.bounds
      transitionView.addSubview(shown.view)
    }
    containment(completed)
    navigationBarDidTransition(completed: completed)
    if let activeTransition { TransitionMonitor.ended(activeTransition) }
    activeTransition = nil
    delegate?.navigationController(self, didShow: shown, animated: animated)
    let next = queued
    queued = []
    for work in next { work() }
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
    if !navigation.isTransitioning, let top = navigation.topViewController, top.isViewLoaded {
      top.view.frame = navigation.transitionView.bounds
    }
  }
}
