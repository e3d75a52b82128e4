import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Core Animation layer time: pause, resume, scrub")
struct LayerTimeTests {
  /// A view in a container (so pausing the container's layer affects it), with a linear 1 s
  /// move of x from 0 to 100 starting at t = 0.
  static func movingView() -> (Timeline, UIView, UIView) {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(view)
    view.center.x = 0
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 })
    return (timeline, container, view)
  }

  @Test func localTimeFollowsTheFormulaDownTheTree() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    parent.beginTime = 1
    parent.speed = 2
    parent.timeOffset = 0.5
    child.speed = 0.5
    // parent: (5 − 1) × 2 + 0.5 = 8.5; child: 8.5 × 0.5 = 4.25
    #expect(parent.localTime(forMediaTime: 5) == 8.5)
    #expect(child.localTime(forMediaTime: 5) == 4.25)
    #expect(child.convertTime(5, from: nil) == 4.25)
    #expect(child.convertTime(4.25, to: nil) == 5)
    #expect(parent.convertTime(4.25, from: child) == 8.5)
  }

  @Test func pausingFreezesTheSubtreeAndResumingContinues() {
    let (timeline, container, view) = Self.movingView()
    timeline.advance(to: 3)
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9)
    // Pause: speed 0, timeOffset = now in the layer's time (Apple's QA1673 recipe).
    let layer = container.layer
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    timeline.advance(to: 8)
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9, "frozen while paused")
    #expect(view.layer.animationKeys() != nil, "a paused animation never ends")
    // Resume: continue from where it stopped.
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9, "no jump on resume")
    timeline.advance(to: 10)
    #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-9)
    timeline.advance(to: 15)
    #expect(view.layer.presentation()!.position.x == 100)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func scrubbingAPausedLayerWithTimeOffset() {
    let (timeline, container, view) = Self.movingView()
    container.layer.speed = 0
    for (offset, expected) in [(0.25, 25.0), (0.8, 80.0), (0.1, 10.0)] {
      container.layer.timeOffset = offset
      #expect(abs(view.layer.presentation()!.position.x - expected) < 1e-9)
    }
    timeline.advance(to: 20)
    #expect(abs(view.layer.presentation()!.position.x - 10) < 1e-9)
  }

  @Test func fasterLayerFinishesSooner() {
    let (timeline, container, view) = Self.movingView()
    container.layer.speed = 2
    var finished: Bool?
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
    timeline.advance(to: 5)
    #expect(finished == true)
    #expect(view.layer.presentation()!.position.x == 100)
  }
}

@MainActor
@Suite("Core Animation explicit animations")
struct ExplicitAnimationTests {
  /// A layer with a superlayer (implicit animations need one); the root is returned so it
  /// stays alive (superlayers are not retained by their sublayers).
  static func layerInTree() -> (Timeline, CALayer, CALayer) {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let root = CALayer()
    let layer = CALayer()
    root.addSublayer(layer)
    return (timeline, layer, root)
  }

  @Test func basicAnimationFromToIsRemovedAtTheEnd() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = 10.0
    anim.toValue = 110.0
    anim.duration = 1
    layer.add(anim, forKey: "move")
    anim.toValue = 999.0  // the layer holds a copy
    timeline.advance(to: 5)
    #expect(abs(layer.presentation()!.position.x - 60) < 1e-9)
    #expect(layer.animation(forKey: "move") is CABasicAnimation)
    timeline.advance(to: 10)
    #expect(layer.presentation()!.position.x == 0, "back to the model value after removal")
    #expect(layer.animationKeys() == nil)
  }

  @Test func fillModeForwardsKeepsTheEndValue() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    let anim = CABasicAnimation(keyPath: "opacity")
    anim.toValue = 0.2
    anim.duration = 0.5
    anim.fillMode = .forwards
    anim.isRemovedOnCompletion = false
    layer.add(anim, forKey: "fade")
    timeline.advance(to: 20)
    #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
    #expect(layer.animationKeys() == ["fade"])
  }

  @Test func byValueAndAdditiveCombine() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    layer.position = CGPoint(x: 50, y: 50)
    let anim = CABasicAnimation(keyPath: "position")
    anim.byValue = CGPoint(x: 20, y: -10)
    anim.isAdditive = true
    anim.duration = 1
    anim.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(anim, forKey: nil)
    timeline.advance(to: 5)
    #expect(layer.presentation()!.position == CGPoint(x: 60, y: 45))
  }

  @Test func transformSubKeyPathsAnimateComponents() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = Double.pi / 2
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 1.0
    grow.toValue = 3.0
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    timeline.advance(to: 5)
    let t = DecomposedTransform(layer.presentation()!.affineTransform)
    #expect(abs(t.rotation - .pi / 4) < 1e-9)
    #expect(abs(t.scaleX - 2) < 1e-9 && abs(t.scaleY - 2) < 1e-9)
  }

  @Test func repeatAndAutoreverse() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    let anim = CABasicAnimation(keyPath: "position.y")
    anim.fromValue = 0.0
    anim.toValue = 100.0
    anim.duration = 1
    anim.autoreverses = true
    anim.repeatCount = 2
    layer.add(anim, forKey: nil)
    let samples = [(5, 50.0), (10, 100.0), (15, 50.0), (25, 50.0), (35, 50.0)]
    for (frame, expected) in samples {
      timeline.advance(to: FrameIndex(frame))
      #expect(abs(layer.presentation()!.position.y - expected) < 1e-9, "frame \(frame)")
    }
    timeline.advance(to: 40)
    #expect(layer.animationKeys() == nil, "2 × (forward + back) = 4 s")
  }

  @Test func replacingAnAnimationStopsTheOldOneUnfinished() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    final class Probe: CAAnimationDelegate {
      var events: [String] = []
      func animationDidStart(_ anim: CAAnimation) { events.append("start") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }
    let probe = Probe()
    let first = CABasicAnimation(keyPath: "opacity")
    first.toValue = 0.0
    first.delegate = probe
    layer.add(first, forKey: "fade")
    timeline.advance(to: 1)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
    #expect(probe.events == ["start", "stop false"])
  }

  @Test func springAnimationFollowsTheClosedForm() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0.0
    spring.toValue = 100.0
    spring.damping = 5
    spring.duration = 2
    layer.add(spring, forKey: nil)
    timeline.advance(to: 3)
    let expected = 100 * SpringCurve(mass: 1, stiffness: 100, damping: 5).progress(at: 0.3)
    #expect(abs(layer.presentation()!.position.x - expected) < 1e-9)
    #expect(expected > 100, "ζ = 0.25 overshoots at 0.3 s")
  }

  @Test func implicitAnimationOfAStandaloneLayer() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    layer.opacity = 0
    #expect(layer.animationKeys() == ["opacity"])
    #expect(layer.animation(forKey: "opacity")?.duration == 0.25)
    timeline.advance(to: 1)
    let p = CAMediaTimingFunction(name: .default).progress(at: 0.1 / 0.25)
    #expect(abs(Double(layer.presentation()!.opacity) - (1 - p)) < 1e-6)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.cornerRadius = 8
    CATransaction.commit()
    #expect(layer.animation(forKey: "cornerRadius") == nil)
  }

  @Test func viewBackedLayersDoNotAnimateImplicitly() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let root = UIView()
    let view = UIView()
    root.addSubview(view)
    view.alpha = 0.5
    view.layer.cornerRadius = 4
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func transactionCompletionWaitsForItsAnimations() {
    let (timeline, layer, root) = Self.layerInTree()
    defer { withExtendedLifetime(root) {} }
    var done: TimeInterval?
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock { done = CACurrentMediaTime() }
    layer.position = CGPoint(x: 40, y: 0)
    CATransaction.commit()
    #expect(layer.animation(forKey: "position")?.duration == 0.5)
    timeline.advance(to: 4)
    #expect(done == nil)
    timeline.advance(to: 5)
    #expect(done == 0.5)
  }

  @Test func modifyAnimationsRepeatsInsideABlock() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
      })
    let anim = view.layer.animation(forKey: "opacity")
    #expect(anim?.repeatCount == 2 && anim?.autoreverses == true)
    timeline.advance(to: 15)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
  }

  @Test func additiveRetargetKeepsVelocityContinuous() {
    // UIKit's additive behaviour: re-targeting mid-flight keeps the old animation running,
    // so the presentation's velocity does not jump to zero.
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.center.x = 0
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 })
    timeline.advance(to: 49)
    let before = view.layer.presentation()!.position.x
    timeline.advance(to: 50)
    let at = view.layer.presentation()!.position.x
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 200 })
    timeline.advance(to: 51)
    let after = view.layer.presentation()!.position.x
    let v1 = at - before
    let v2 = after - at
    #expect(abs(v1 - 1) < 1e-9)
    #expect(abs(v2 - 2) < 1e-9, "old velocity 1/frame plus the new animation's 1/frame")
  }
}

@MainActor
@Suite("Spring view animations")
struct SpringViewAnimationTests {
  @Test func usingSpringWithDampingFollowsTheDurationBasedSpring() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.center.x = 0
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveLinear,
      animations: { view.center.x = 100 }, completion: { finished = $0 })
    let spring = SpringCurve(duration: 1, dampingRatio: 0.5)
    timeline.advance(to: 3)
    #expect(abs(view.layer.presentation()!.position.x - 100 * spring.progress(at: 0.3)) < 1e-9)
    timeline.advance(to: 10)
    #expect(finished == true)
    #expect(view.layer.presentation()!.position.x == 100)
  }

  @Test func springAnimationReportsItsSettlingDuration() {
    let spring = CASpringAnimation()
    spring.damping = 10
    #expect(abs(spring.settlingDuration - SpringCurve(mass: 1, stiffness: 100, damping: 10).settlingDuration) < 1e-12)
    #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)
  }
}
