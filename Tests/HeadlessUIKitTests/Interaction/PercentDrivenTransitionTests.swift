import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIPercentDrivenInteractiveTransition` freezing the container's layer time, scrubbing it,
/// and finishing or cancelling along the completion curve at the completion speed.
@MainActor
@Suite("UIPercentDrivenInteractiveTransition")
struct PercentDrivenTransitionTests {
  /// A minimal UIKit-style context around a container, carrying its animator as UIKit's
  /// private context does.
  final class Context: UIViewControllerContextTransitioning, TransitionAnimatorCarrying {
    let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let isAnimated = true
    let isInteractive = true
    private(set) var transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.none
    let targetTransform = CGAffineTransform.identity
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interruptibleAnimatorInUse: (any UIViewImplicitlyAnimating)?
    var log: [String] = []
    var completed: (Bool, TimeInterval)?

    func updateInteractiveTransition(_ percentComplete: CGFloat) { log.append("update \(percentComplete)") }
    func finishInteractiveTransition() { log.append("finish") }
    func cancelInteractiveTransition() {
      transitionWasCancelled = true
      log.append("cancel")
    }
    func pauseInteractiveTransition() { log.append("pause") }
    func completeTransition(_ didComplete: Bool) { completed = (didComplete, CACurrentMediaTime()) }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
  }

  /// Moves a card from x = 0 to x = 100 linearly over 1 s; resets it when cancelled.
  final class Mover: UIViewControllerAnimatedTransitioning {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      transitionContext.containerView.addSubview(card)
      card.center.x = 0
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.card.center.x = 100 },
        completion: { _ in
          if transitionContext.transitionWasCancelled { self.card.center.x = 0 }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  static func start() -> (Timeline, Context, Mover, UIPercentDrivenInteractiveTransition) {
    let timeline = Timeline(fps: 20)
    timeline.advance(to: 0)
    let context = Context()
    let mover = Mover()
    context.animator = mover
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    interaction.startInteractiveTransition(context)
    return (timeline, context, mover, interaction)
  }

  static func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

  @Test func updateScrubsTheFrozenAnimation() {
    let (timeline, context, mover, interaction) = Self.start()
    #expect(Self.shownX(mover.card) == 0)
    for (frame, p) in [(1, 0.3), (2, 0.8), (3, 0.1)] {
      timeline.advance(to: FrameIndex(frame))
      interaction.update(p)
      #expect(isApproximatelyEqual(Self.shownX(mover.card), 100 * p))
      #expect(Double(interaction.percentComplete) == p)
    }
    timeline.advance(to: 40)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 10), "time does not move a paused transition")
    #expect(context.completed == nil)
    #expect(context.log.first == "update 0.3")
  }

  @Test func finishPlaysTheRestAtTheCompletionSpeedAndCompletes() {
    for speed in [1.0, 2.0] {
      let (timeline, context, mover, interaction) = Self.start()
      interaction.completionSpeed = speed
      timeline.advance(to: 1)  // t = 0.05
      interaction.update(0.3)
      interaction.finish()
      // The remaining 0.7 × 1 s takes 0.7 / speed seconds, linearly.
      // The remaining 0.7 × 1 s takes 0.7 / speed seconds, linearly.
      for frame in 2...4 {
        timeline.advance(to: FrameIndex(frame))
        let expected = 30 + 70 * min(1, (Double(frame) / 20 - 0.05) * speed / 0.7)
        #expect(isApproximatelyEqual(Self.shownX(mover.card), expected, tolerance: 1e-6), "speed \(speed)")
      }
      var frame = 4
      while context.completed == nil && frame < 100 {
        frame += 1
        timeline.advance(to: FrameIndex(frame))
      }
      #expect(context.completed?.0 == true)
      #expect(isApproximatelyEqual(context.completed!.1, 0.05 + 0.7 / speed, tolerance: 0.051))
      #expect(Self.shownX(mover.card) == 100)
      #expect(context.log == ["update 0.3", "finish"])
    }
  }

  @Test func cancelPlaysBackwardsAndCompletesWithoutAFrameOfTheEndState() {
    let (timeline, context, mover, interaction) = Self.start()
    timeline.advance(to: 1)
    interaction.update(0.6)
    interaction.cancel()
    var shown: [CGFloat] = []
    var frame = 1
    while context.completed == nil && frame < 100 {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
      shown.append(Self.shownX(mover.card))
    }
    // 0.6 s back to the start in 12 frames, every frame on the way back, never at the end.
    #expect(context.completed?.0 == false)
    #expect(shown.count >= 12 && shown.count <= 13)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(shown.allSatisfy { $0 <= 60 + 1e-9 })
    #expect(shown.last == 0)
    #expect(context.log == ["update 0.6", "cancel"])
  }

  @Test func aCompletionCurveShapesTheRest() {
    let (timeline, _, mover, interaction) = Self.start()
    interaction.completionCurve = .easeInOut
    timeline.advance(to: 1)
    interaction.update(0.5)
    interaction.finish()
    timeline.advance(to: 6)  // half of the remaining 0.5 s
    // easeInOut is symmetric: halfway in time is halfway in progress.
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 75, tolerance: 1e-6))
    timeline.advance(to: 7)
    let eased = TimingCurve.easeInOut.progress(elapsed: 0.3, duration: 0.5)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 50 + 50 * eased, tolerance: 1e-6))
  }

  @Test func updateBeforeTheStartIsKeptAndPauseStopsACompletion() {
    let timeline = Timeline(fps: 20)
    timeline.advance(to: 0)
    let context = Context()
    let mover = Mover()
    context.animator = mover
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    interaction.update(0.4)
    interaction.startInteractiveTransition(context)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 40))
    interaction.finish()
    timeline.advance(to: 2)
    interaction.pause()
    let held = Self.shownX(mover.card)
    timeline.advance(to: 10)
    #expect(Self.shownX(mover.card) == held)
    #expect(context.log.last == "pause")
    #expect(context.completed == nil)
  }
}

/// The iOS 10 path: an animator with `interruptibleAnimator(using:)` is driven through its
/// property animator instead of the layer's time.
@MainActor
@Suite("UIPercentDrivenInteractiveTransition with an interruptible animator")
struct InterruptiblePercentDrivenTests {
  final class PropertyMover: UIViewControllerAnimatedTransitioning {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    private var running: UIViewPropertyAnimator?
    var asked = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
      -> any UIViewImplicitlyAnimating
    {
      asked += 1
      if let running { return running }
      transitionContext.containerView.addSubview(card)
      card.center.x = 0
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 100 }
      animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
      running = animator
      return animator
    }
  }

  static func start() -> (
    Timeline, PercentDrivenTransitionTests.Context, PropertyMover, UIPercentDrivenInteractiveTransition
  ) {
    let timeline = Timeline(fps: 20)
    timeline.advance(to: 0)
    let context = PercentDrivenTransitionTests.Context()
    let mover = PropertyMover()
    context.animator = mover
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    interaction.startInteractiveTransition(context)
    return (timeline, context, mover, interaction)
  }

  static func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

  @Test func thePropertyAnimatorIsScrubbedAndFinishedWithTheRemainingShare() {
    let (timeline, context, mover, interaction) = Self.start()
    timeline.advance(to: 1)
    interaction.update(0.4)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 40, tolerance: 1e-9))
    timeline.advance(to: 10)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 40, tolerance: 1e-9), "paused while interactive")
    interaction.finish()
    // 0.6 s remain; after 0.3 s (6 frames) the card is halfway through them.
    timeline.advance(to: 16)
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 70, tolerance: 1e-6))
    timeline.advance(to: 22)
    #expect(context.completed?.0 == true)
    #expect(Self.shownX(mover.card) == 100)
    #expect(mover.asked == 1, "the same animator for the whole transition")
  }

  @Test func cancelReversesThePropertyAnimatorToTheStart() {
    let (timeline, context, mover, interaction) = Self.start()
    timeline.advance(to: 1)
    interaction.update(0.4)
    interaction.cancel()
    timeline.advance(to: 5)  // 0.2 s of the 0.4 s back
    #expect(isApproximatelyEqual(Self.shownX(mover.card), 20, tolerance: 1e-6))
    timeline.advance(to: 10)
    #expect(context.completed?.0 == false)
    #expect(Self.shownX(mover.card) == 0)
    #expect(context.log == ["update 0.4", "cancel"])
  }
}
