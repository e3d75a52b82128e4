import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The canonical constraint animation — change a `constant`, call `layoutIfNeeded()` inside
/// `UIView.animate` — inside an interactive transition: `UIPercentDrivenInteractiveTransition`
/// scrubs the solved frames, finishes them and cancels them back exactly, as on iOS; and alongside
/// a transition coordinator, on the transition's own curve.
@MainActor
@Suite("Constraint animations in interactive transitions")
struct InteractiveConstraintAnimationTests {
  /// A transition animator written as iOS code writes one with Auto Layout: a card pinned by its
  /// leading and width constraints slides from x = 0 to x = 100 by animating the leading
  /// constraint's `constant` and its width from 40 to 80 by deactivating one width constraint
  /// and activating another, over 1 s, linearly; a cancelled transition puts both back.
  final class ConstraintMover: UIViewControllerAnimatedTransitioning {
    let card = UIView()
    var leading: NSLayoutConstraint!
    var narrow: NSLayoutConstraint!
    var wide: NSLayoutConstraint!

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      card.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(card)
      leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor)
      narrow = card.widthAnchor.constraint(equalToConstant: 40)
      wide = card.widthAnchor.constraint(equalToConstant: 80)
      NSLayoutConstraint.activate([
        leading, narrow, card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        card.heightAnchor.constraint(equalToConstant: 20),
      ])
      container.layoutIfNeeded()
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          self.leading.constant = 100
          self.narrow.isActive = false
          self.wide.isActive = true
          container.layoutIfNeeded()
        },
        completion: { _ in
          if transitionContext.transitionWasCancelled {
            self.leading.constant = 0
            self.wide.isActive = false
            self.narrow.isActive = true
            container.layoutIfNeeded()
          }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  typealias Context = PercentDrivenTransitionTests.Context

  static func start() -> (Timeline, Context, ConstraintMover, UIPercentDrivenInteractiveTransition) {
    let timeline = Timeline(fps: 20)
    timeline.advance(to: 0)
    let context = Context()
    let mover = ConstraintMover()
    context.animator = mover
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionCurve = .linear
    interaction.startInteractiveTransition(context)
    return (timeline, context, mover, interaction)
  }

  /// Where the card is drawn: its presentation layer's frame.
  static func shown(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }

  @Test func updateScrubsTheSolvedFramesWhileTheModelHoldsTheEnd() {
    let (timeline, context, mover, interaction) = Self.start()
    #expect(mover.card.frame == CGRect(x: 100, y: 10, width: 80, height: 20), "the model is the solved end")
    #expect(Self.shown(mover.card) == CGRect(x: 0, y: 10, width: 40, height: 20))
    for (frame, p) in [(1, 0.3), (2, 0.8), (3, 0.1)] {
      timeline.advance(to: FrameIndex(frame))
      interaction.update(p)
      let drawn = Self.shown(mover.card)
      #expect(isApproximatelyEqual(drawn.minX, 100 * p), "x at \(p)")
      #expect(isApproximatelyEqual(drawn.width, 40 + 40 * p), "width at \(p)")
      #expect(drawn.minY == 10 && drawn.height == 20)
    }
    timeline.advance(to: 30)
    #expect(isApproximatelyEqual(Self.shown(mover.card).minX, 10), "a paused transition does not move")
    #expect(context.completed == nil)
  }

  @Test func finishPlaysTheRestAndLeavesTheSolvedEnd() {
    let (timeline, context, mover, interaction) = Self.start()
    timeline.advance(to: 1)  // t = 0.05
    interaction.update(0.4)
    interaction.finish()
    var shownX: [CGFloat] = []
    var frame = 1
    while context.completed == nil && frame < 100 {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
      shownX.append(Self.shown(mover.card).minX)
    }
    #expect(context.completed?.0 == true)
    // The remaining 0.6 s in 12 frames, every one between the scrubbed point and the end.
    #expect(shownX.count >= 12 && shownX.count <= 13)
    #expect(isApproximatelyEqual(shownX[0], 40 + 60 * (0.05 / 0.6), tolerance: 1e-6))
    #expect(zip(shownX, shownX.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(mover.card.frame == CGRect(x: 100, y: 10, width: 80, height: 20))
    #expect(Self.shown(mover.card) == mover.card.frame)
    #expect(mover.leading.constant == 100 && mover.wide.isActive && !mover.narrow.isActive)
  }

  @Test func cancelPlaysBackToTheStartWithoutAFrameOfTheEndAndRestoresTheConstraints() {
    let (timeline, context, mover, interaction) = Self.start()
    timeline.advance(to: 1)
    interaction.update(0.6)
    interaction.cancel()
    var shown: [CGRect] = []
    var frame = 1
    while context.completed == nil && frame < 100 {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
      shown.append(Self.shown(mover.card))
    }
    #expect(context.completed?.0 == false)
    // 0.6 s back to the start in 12 frames; x and width shrink together, never past 60 / 64.
    #expect(shown.count >= 12 && shown.count <= 13)
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.minX >= $1.minX && $0.width >= $1.width })
    #expect(shown.allSatisfy { $0.minX <= 60 + 1e-9 && $0.width <= 64 + 1e-9 })
    #expect(shown.allSatisfy { isApproximatelyEqual($0.width, 40 + 0.4 * $0.minX, tolerance: 1e-6) })
    // The completion put the constraints back: the model and what is drawn are the start.
    #expect(mover.leading.constant == 0 && mover.narrow.isActive && !mover.wide.isActive)
    #expect(mover.card.frame == CGRect(x: 0, y: 10, width: 40, height: 20))
    #expect(shown.last == CGRect(x: 0, y: 10, width: 40, height: 20))
    timeline.advance(to: FrameIndex(frame + 5))
    #expect(Self.shown(mover.card) == CGRect(x: 0, y: 10, width: 40, height: 20), "and it stays there")
  }

  /// A pushed screen whose header grows from 40 to 140 pt alongside the push, as iOS code does it
  /// in `viewWillAppear`.
  final class Expanding: UIViewController {
    let header = UIView()
    var height: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      height = header.heightAnchor.constraint(equalToConstant: 40)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor), height,
      ])
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      view.layoutIfNeeded()
      transitionCoordinator?.animate(
        alongsideTransition: { _ in
          self.height.constant = 140
          self.view.layoutIfNeeded()
        }, completion: nil)
    }
  }

  @Test func alongsideACoordinatorTheSolvedFramesFollowTheTransitionsCurve() {
    let nav = UINavigationController(rootViewController: Screen("A"))
    let b = Expanding()
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    #expect(b.header.frame.height == 140, "the model is the solved end at once")
    // The push runs 0.5 s on curve 7: at 0.10 s its progress is 0.545.
    h.run(to: 0.1)
    let drawn = b.header.layer.presentation()!.bounds.height
    #expect(isApproximatelyEqual(drawn, 40 + 100 * 0.545, tolerance: 0.1), "drawn height \(drawn)")
    h.run(to: 0.6)
    #expect(b.header.layer.presentation()!.bounds.height == 140)
  }
}
