import Foundation
import HeadlessUIKit

/// A 300 × 600 pt window (or one of `size`) on a 60 fps timeline, with a trace recorder
/// installed: the bench the transition suites run UIKit's sequences on.
@MainActor
final class TransitionHarness {
  static let size = CGSize(width: 300, height: 600)
  let timeline = Timeline(fps: 60)
  let window: UIWindow
  let trace = TransitionTrace()
  private var frame = 0

  /// Shows `root` in a window of `size` at scale 1, ticks frame 0 and starts recording.
  init(root: UIViewController, size: CGSize = TransitionHarness.size) {
    window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1))
    window.rootViewController = root
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    TransitionTrace.current = trace
  }

  /// Stops recording (call in `defer`).
  func stop() { TransitionTrace.current = nil }

  /// Ticks every frame up to `seconds`.
  func run(to seconds: Double) {
    let last = Int((seconds * 60).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }

  /// Seconds of the last tick.
  var now: Double { Double(frame) / 60 }
}

/// A controller named by its title, with a background colour.
@MainActor
final class Screen: UIViewController {
  init(_ title: String, _ color: UIColor = .white) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
    view.backgroundColor = color
  }
  required init?(coder: NSCoder) { nil }
}

/// An animator that records what the context gives it, moves nothing and completes after
/// `duration` with a plain animation block.
@MainActor
final class ContextProbe: NSObject, UIViewControllerAnimatedTransitioning {
  struct Seen {
    var container: UIView
    var fromView: UIView?
    var toView: UIView?
    var fromController: UIViewController?
    var toController: UIViewController?
    var initialFrom: CGRect
    var initialTo: CGRect
    var finalFrom: CGRect
    var finalTo: CGRect
    var style: UIModalPresentationStyle
    var isAnimated: Bool
  }
  let duration: TimeInterval
  /// Adds the to controller's view to the container even on a `.custom` dismissal (the seed's
  /// mistake) when true.
  var addsToViewAlways = false
  private(set) var seen: Seen?
  private(set) var completes = true

  init(duration: TimeInterval = 0.4, completes: Bool = true) {
    self.duration = duration
    self.completes = completes
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let from = ctx.viewController(forKey: .from)
    let to = ctx.viewController(forKey: .to)
    seen = Seen(
      container: ctx.containerView, fromView: ctx.view(forKey: .from), toView: ctx.view(forKey: .to),
      fromController: from, toController: to, initialFrom: from.map(ctx.initialFrame) ?? .null,
      initialTo: to.map(ctx.initialFrame) ?? .null, finalFrom: from.map(ctx.finalFrame) ?? .null,
      finalTo: to.map(ctx.finalFrame) ?? .null, style: ctx.presentationStyle, isAnimated: ctx.isAnimated)
    let toView = ctx.view(forKey: .to) ?? (addsToViewAlways ? to?.view : nil)
    if let toView {
      if let to { toView.frame = ctx.finalFrame(for: to) }
      ctx.containerView.addSubview(toView)
    }
    let marker = UIView()
    ctx.containerView.addSubview(marker)
    UIView.animate(
      withDuration: duration, animations: { marker.alpha = 0 },
      completion: { _ in
        marker.removeFromSuperview()
        if self.completes { ctx.completeTransition(!ctx.transitionWasCancelled) }
      })
  }
}

/// A transitioning delegate that returns what it is given and records nothing itself (the
/// trace records UIKit's questions).
@MainActor
final class StubTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
  var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
  var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    dismissAnimator
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { makePresentationController?(presented, presenting) }
}
