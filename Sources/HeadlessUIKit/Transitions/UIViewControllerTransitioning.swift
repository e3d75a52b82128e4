import Foundation

/// Keys for the two controllers of a transition, as `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
  /// The controller visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Keys for the two views of a transition, as `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// Modal presentation styles, as `UIModalPresentationStyle` (the same raw values).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// What a transition animator is given, as `UIViewControllerContextTransitioning`: the
/// container view in which the animation happens, the two controllers and their views and
/// frames, and the calls that end the transition.
///
/// User code may adopt it (custom containers write their own contexts).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the animation takes place; the from view is already in it.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (true after `cancelInteractiveTransition()`).
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Must be called when the animation has ended, with `false` when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The controller's root view, or nil where UIKit gives nil (the presenting view of a
  /// `.custom` presentation).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  /// The controller's view frame at the start, or `.zero` when unknown or not visible.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The controller's view frame at the end, or `.zero` when unknown or not visible.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, as `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's duration in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Performs the animation; must end with `transitionContext.completeTransition(_:)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called by `completeTransition(_:)` when the transition has ended (optional in UIKit).
  func animationEnded(_ transitionCompleted: Bool)
  /// The property animator that runs the transition, as `interruptibleAnimator(using:)`
  /// (optional in UIKit). When implemented, interactive transitions drive it — its
  /// `fractionComplete` while interactive, `continueAnimation` to finish or (reversed) to
  /// cancel — and it must be the same object for the whole transition.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing: UIKit's method is optional.
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// UIKit's method is optional; this default marks it as not implemented, so interactive
  /// transitions scrub the layer time instead of a property animator.
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    NoInterruptibleAnimator.shared
  }
}

/// An object that drives a transition interactively, as
/// `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Speed factor of the part after the interaction ends (default 1).
  var completionSpeed: CGFloat { get }
  /// Curve of the part after the interaction ends (default easeInOut).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively (default true).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
