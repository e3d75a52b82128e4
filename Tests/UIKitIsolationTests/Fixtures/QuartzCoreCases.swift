// Fixture for UIKitIsolationTests: QuartzCore used from nonisolated code, the way iOS code uses
// it. Apple's QuartzCore is not main-actor isolated (its classes are nonisolated and not
// `Sendable`), so neither Swift 5 nor Swift 6 mode diagnoses any line of this file; it is
// type-checked in both modes and must get no diagnostic at all.
import Foundation
import QuartzCore

// A nonisolated helper that creates and configures layers.
func makeRingLayer(diameter: CGFloat) -> CAShapeLayer {
  let ring = CAShapeLayer()
  ring.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
  ring.position = CGPoint(x: diameter / 2, y: diameter / 2)
  ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 2, dy: 2), transform: nil)
  ring.fillColor = nil
  ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
  ring.lineWidth = 4
  ring.strokeEnd = 0.75
  ring.lineCap = .round
  ring.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  ring.shadowOpacity = 0.3
  return ring
}

func makeBackdrop(size: CGSize) -> CALayer {
  let gradient = CAGradientLayer()
  gradient.frame = CGRect(origin: .zero, size: size)
  gradient.colors = [CGColor(gray: 1, alpha: 1), CGColor(gray: 0.8, alpha: 1)]
  gradient.startPoint = CGPoint(x: 0, y: 0)
  gradient.endPoint = CGPoint(x: 1, y: 1)
  let container = CALayer()
  container.frame = gradient.frame
  container.cornerRadius = 12
  container.masksToBounds = true
  container.addSublayer(gradient)
  _ = container.presentation()?.frame
  return container
}

// A nonisolated helper that creates and configures animations and timing functions.
func makeSpin(duration: CFTimeInterval) -> CABasicAnimation {
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.fromValue = 0
  spin.toValue = 2 * Double.pi
  spin.duration = duration
  spin.repeatCount = .infinity
  spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  spin.beginTime = CACurrentMediaTime() + 0.1
  spin.fillMode = .forwards
  spin.isRemovedOnCompletion = false
  return spin
}

func makeWiggle() -> CAAnimationGroup {
  let wiggle = CAKeyframeAnimation(keyPath: "position.x")
  wiggle.values = [0, 10, -10, 0]
  wiggle.keyTimes = [0, 0.25, 0.75, 1]
  wiggle.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)]
  let bounce = CASpringAnimation(keyPath: "transform.scale")
  bounce.damping = 10
  bounce.toValue = 1.2
  let group = CAAnimationGroup()
  group.animations = [wiggle, bounce]
  group.duration = bounce.settlingDuration
  return group
}

// The media clock from nonisolated synchronous and asynchronous code.
func secondsSince(_ start: CFTimeInterval) -> CFTimeInterval {
  return CACurrentMediaTime() - start
}

func measure(_ work: () async -> Void) async -> CFTimeInterval {
  let start = CACurrentMediaTime()
  await work()
  return CACurrentMediaTime() - start
}

// Apple's pause and resume of a layer's animations (Technical Q&A QA1673), as a free function.
func pauseLayer(_ layer: CALayer) {
  let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
  layer.speed = 0
  layer.timeOffset = pausedTime
}

func resumeLayer(_ layer: CALayer) {
  let pausedTime = layer.timeOffset
  layer.speed = 1
  layer.timeOffset = 0
  layer.beginTime = 0
  layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
}

func startSpinning(_ layer: CALayer) {
  layer.add(makeSpin(duration: 1), forKey: "spin")
  if layer.animation(forKey: "spin") != nil, layer.animationKeys()?.count == 1 {
    layer.removeAnimation(forKey: "spin")
  }
  layer.removeAllAnimations()
}

// Transactions with a plain (not `@Sendable`) completion block, from nonisolated code.
func withoutImplicitAnimations(_ changes: () -> Void, completion: @escaping () -> Void) {
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  CATransaction.setAnimationDuration(0.5)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
  CATransaction.setCompletionBlock(completion)
  changes()
  CATransaction.commit()
}

// A nonisolated animation delegate and a display link.
final class SpinObserver: NSObject, CAAnimationDelegate {
  var stops = 0

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops += 1
  }
}

func makeTicker(_ onTick: @escaping (CFTimeInterval) -> Void) -> CADisplayLink {
  let link = CADisplayLink { link in onTick(link.targetTimestamp - link.timestamp) }
  link.preferredFramesPerSecond = 30
  link.isPaused = false
  return link
}
