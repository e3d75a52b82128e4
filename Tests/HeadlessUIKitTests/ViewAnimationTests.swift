import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIView animations: model vs presentation on the fixed-step timeline")
struct ViewAnimationTests {
  @Test func modelChangesAtOncePresentationFollowsTheCurve() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 105, y: 5) })
    #expect(view.center == CGPoint(x: 105, y: 5))
    #expect(view.layer.presentation()!.position == CGPoint(x: 5, y: 5))
    timeline.advance(to: 3)
    #expect(abs(view.layer.presentation()!.position.x - 35) < 1e-9)
    timeline.advance(to: 10)
    #expect(view.layer.presentation()!.position.x == 105)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func easeInOutIsHalfWayAtHalfTime() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    timeline.advance(to: 5)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
  }

  @Test func completionRunsAtTheEndWithFinishedTrue() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    var finishedAt: (TimeInterval, Bool)?
    UIView.animate(
      withDuration: 0.5, animations: { view.alpha = 0.2 },
      completion: { finished in finishedAt = (CACurrentMediaTime(), finished) })
    timeline.advance(to: 4)
    #expect(finishedAt == nil)
    timeline.advance(to: 5)
    #expect(finishedAt?.0 == 0.5)
    #expect(finishedAt?.1 == true)
  }

  @Test func zeroDurationSetsAtOnceAndCompletesAtTheEndOfTheTick() {
    let timeline = Timeline(fps: 10)
    let view = UIView(frame: .zero)
    var finished: Bool?
    timeline.schedule(at: 0) {
      UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { finished = $0 })
      #expect(finished == nil, "not synchronously")
    }
    timeline.advance(to: 0)
    #expect(finished == true)
    #expect(abs(view.layer.presentation()!.opacity - 0.3) < 1e-6)
  }

  @Test func removingAnimationsReportsNotFinished() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    var finished: Bool?
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
    view.layer.removeAllAnimations()
    timeline.advance(to: 1)
    #expect(finished == false)
    #expect(view.layer.presentation()!.opacity == 0)
  }

  @Test func reanimatingMidFlightIsAdditiveAndDoesNotJump() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
    timeline.advance(to: 5)
    let before = view.layer.presentation()!.position.x
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 })
    #expect(abs(view.layer.presentation()!.position.x - before) < 1e-9, "no jump when re-animated")
    timeline.advance(to: 15)
    #expect(view.layer.presentation()!.position.x == 5)
  }

  @Test func delayHoldsTheOldValue() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
    timeline.advance(to: 4)
    #expect(view.layer.presentation()!.opacity == 1)
    timeline.advance(to: 10)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
  }

  @Test func nestedBlocksInheritDurationUnlessOverridden() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    var inner: TimeInterval = 0
    var overridden: TimeInterval = 0
    UIView.animate(withDuration: 2) {
      UIView.animate(withDuration: 0.5) { inner = UIView.inheritedAnimationDuration }
      UIView.animate(
        withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
        animations: {
          overridden = UIView.inheritedAnimationDuration
        })
    }
    #expect(inner == 2)
    #expect(overridden == 0.5)
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test func performWithoutAnimationSuppressesAnimation() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.alpha = 0.5 }
    }
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.presentation()!.opacity == 0.5)
  }

  @Test func noChangeCompletesImmediatelyWithTrue() {
    let timeline = Timeline(fps: 10)
    var finished: Bool?
    UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
    timeline.advance(to: 0)
    #expect(finished == true)
  }

  @Test func transformInterpolatesDecomposed() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
      })
    timeline.advance(to: 5)
    let t = view.layer.presentation()!.affineTransform
    let expected = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(abs(t.a - expected.a) < 1e-9 && abs(t.b - expected.b) < 1e-9)
  }

  @Test func autoreverseReturnsThenSnapsToTheModel() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: .zero)
    UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 })
    timeline.advance(to: 5)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    timeline.advance(to: 15)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    timeline.advance(to: 20)
    #expect(view.layer.presentation()!.opacity == 0)
  }

  @Test func frameIsDerivedFromCenterBoundsAndTransform() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // The centre (60, 45) stays put; the frame is the scaled bounds around it.
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func convertBetweenSiblings() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -185))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -185))
    b.transform = CGAffineTransform(scaleX: 2, y: 2)
    // b's centre (125, 225) is fixed; its local (0,0) sits at 125 − 50 = 75, 225 − 50 = 175.
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 75, y: 175))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 75, y: 175, width: 20, height: 20))
  }

  @Test func hierarchyOperationsKeepLayersInStep() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
    root.bringSubviewToFront(a)
    #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [c, b, a].map { ObjectIdentifier($0.layer) })
    b.removeFromSuperview()
    #expect(b.superview == nil && b.layer.superlayer == nil)
    #expect(root.subviews.count == 2)
  }
}
