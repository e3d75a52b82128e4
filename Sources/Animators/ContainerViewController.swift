import Foundation
import HeadlessUIKit

/// The seed's custom container view controller: it holds a fixed list of children, shows one
/// at a time and switches between them with the same `UIViewControllerAnimatedTransitioning`
/// animators UIKit's containers use, through its own ``ContainerTransitionContext``.
///
/// A switch follows UIKit's container sequence: the outgoing child gets
/// `willMove(toParent: nil)`, the incoming one is added as a child, the appearance "will"
/// callbacks are sent, the animator (the delegate's, or a ``SlideAnimationController`` tab
/// slide) animates in the container view, and on `completeTransition(true)` the outgoing view
/// and child are removed, the incoming child gets `didMove(toParent:)`, the "did" callbacks
/// are sent and the animator's `animationEnded(_:)` runs. A cancelled transition restores the
/// previous child. Selecting while a switch runs is ignored, as the seed's container does.
///
/// Each switch registers its context with Flipbook's `TransitionMonitor` as a `select`
/// transition (`transitionDidBegin` before the animator runs, `transitionDidEnd` on
/// completion), so manifests, contact sheets and golden progress points see it like a tab
/// switch; its progress follows the context's layer-time driving.
open class ContainerViewController: UIViewController {
  /// The children, in order.
  public let viewControllers: [UIViewController]
  /// Supplies the animators (held weakly, like UIKit's container delegates).
  public weak var delegate: (any ContainerViewControllerDelegate)?
  /// The view the children's views live in.
  public let privateContainerView = UIView()
  public private(set) var selectedViewController: UIViewController?
  private var transitionInProgress = false
  /// The context of the running switch (nil between switches).
  public internal(set) var activeContext: ContainerTransitionContext?
  /// Whether a horizontal pan on the container switches to the neighbouring child
  /// interactively (see ``panGestureRecognizer``). Default false, as the seed's first version.
  public var isInteractiveSwipeEnabled = false
  /// The pan that drives interactive switches (objc.io's interactive container), on the
  /// container's view once it loads: a leftward pan goes to the next child, a rightward one to
  /// the previous; progress is |translation| / width; released past halfway the switch
  /// finishes, otherwise it cancels and everything is as before.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  let panDelegate = ContainerPanDelegate()

  /// Whether a switch is running (a selection made meanwhile is ignored).
  public var isTransitioning: Bool { transitionInProgress }

  /// A container showing `viewControllers[0]` first.
  ///
  /// - Precondition: at least one controller.
  public init(viewControllers: [UIViewController]) {
    precondition(!viewControllers.isEmpty, "ContainerViewController needs at least one child view controller")
    self.viewControllers = viewControllers
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { preconditionFailure("ContainerViewController.init(coder:) is not supported") }

  /// The index of the selected child; setting it switches with the animator.
  public var selectedIndex: Int {
    get { selectedViewController.flatMap { vc in viewControllers.firstIndex { $0 === vc } } ?? 0 }
    set {
      precondition(
        viewControllers.indices.contains(newValue),
        "ContainerViewController.selectedIndex: \(newValue) is outside 0..<\(viewControllers.count)")
      transition(to: viewControllers[newValue])
    }
  }

  /// A root view that keeps the container view filling it, and the selected child's view
  /// filling the container view while no switch runs.
  open override func loadView() {
    let root = ContainerRootView(frame: UIScreen.main.bounds)
    root.owner = self
    view = root
  }

  /// Lays the container view and the resting child out in `bounds`.
  func layoutContainer(in bounds: CGRect) {
    privateContainerView.frame = bounds
    if !transitionInProgress { selectedViewController?.viewIfLoaded?.frame = privateContainerView.bounds }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    privateContainerView.frame = view.bounds
    view.addSubview(privateContainerView)
    let first = viewControllers[0]
    addChild(first)
    first.view.frame = privateContainerView.bounds
    privateContainerView.addSubview(first.view)
    first.didMove(toParent: self)
    selectedViewController = first
    installPanGesture()
  }

  /// Switches to `toViewController` with the animator; `interactive` freezes the animations
  /// for a gesture to drive through ``activeContext``.
  func transition(to toViewController: UIViewController, interactive: Bool = false) {
    guard let fromViewController = selectedViewController, toViewController !== fromViewController,
      !transitionInProgress
    else { return }
    transitionInProgress = true
    let fromIndex = viewControllers.firstIndex { $0 === fromViewController } ?? 0
    let toIndex = viewControllers.firstIndex { $0 === toViewController } ?? 0
    let goingRight = toIndex > fromIndex
    fromViewController.willMove(toParent: nil)
    addChild(toViewController)
    let animator =
      delegate?.containerViewController(
        self, animationControllerForTransitionFrom: fromViewController, to: toViewController)
      ?? SlideAnimationController(type: .tabTransition(goingRight ? .left : .right))
    let context = ContainerTransitionContext(
      from: fromViewController, to: toViewController, containerView: privateContainerView, goingRight: goingRight)
    context.transitionDuration = animator.transitionDuration(using: context)
    toViewController.view.frame = privateContainerView.bounds
    fromViewController.beginAppearanceTransition(false, animated: true)
    toViewController.beginAppearanceTransition(true, animated: true)
    context.completionBlock = { [weak self] didComplete in
      guard let self else { return }
      if didComplete {
        fromViewController.view.removeFromSuperview()
        fromViewController.removeFromParent()
        toViewController.didMove(toParent: self)
        self.selectedViewController = toViewController
        fromViewController.endAppearanceTransition()
        toViewController.endAppearanceTransition()
      } else {
        toViewController.view.removeFromSuperview()
        toViewController.willMove(toParent: nil)
        toViewController.removeFromParent()
        fromViewController.didMove(toParent: self)
        toViewController.beginAppearanceTransition(false, animated: true)
        toViewController.endAppearanceTransition()
        fromViewController.beginAppearanceTransition(true, animated: true)
        fromViewController.endAppearanceTransition()
      }
      TransitionMonitor.transitionDidEnd(context)
      animator.animationEnded(didComplete)
      self.transitionInProgress = false
      self.activeContext = nil
    }
    activeContext = context
    if interactive { context.beginInteraction() }
    // Flipbook only: manifests, contact sheets and golden progress points see the switch.
    TransitionMonitor.transitionDidBegin(
      context, operation: "select", duration: context.transitionDuration,
      interactiveProgress: { [weak context] in context?.percentComplete })
    animator.animateTransition(using: context)
  }
}

/// The container's root view: lays the container out whenever its bounds change.
final class ContainerRootView: UIView {
  weak var owner: ContainerViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    owner?.layoutContainer(in: bounds)
  }
}
