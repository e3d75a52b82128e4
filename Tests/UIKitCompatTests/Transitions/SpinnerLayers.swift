import QuartzCore

// A progress spinner built the way iOS code builds one: free functions written against
// QuartzCore alone, with no concurrency annotations (QuartzCore is nonisolated in the SDK, so
// these compile in Swift 6 mode too).

/// A ring of `diameter` points stroked in `color`, three quarters drawn.
func makeRingLayer(diameter: CGFloat, color: CGColor) -> CAShapeLayer {
  let ring = CAShapeLayer()
  ring.frame = CGRect(x: 0, y: 0, width: diameter, height: diameter)
  ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 2, dy: 2), transform: nil)
  ring.fillColor = nil
  ring.strokeColor = color
  ring.lineWidth = 4
  ring.strokeEnd = 0.75
  ring.lineCap = .round
  return ring
}

/// One turn per `duration`, forever, at constant speed.
func makeSpinAnimation(duration: CFTimeInterval) -> CABasicAnimation {
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.fromValue = 0
  spin.toValue = 2 * Double.pi
  spin.duration = duration
  spin.repeatCount = .infinity
  spin.timingFunction = CAMediaTimingFunction(name: .linear)
  return spin
}

func startSpinning(_ layer: CALayer, duration: CFTimeInterval) {
  layer.add(makeSpinAnimation(duration: duration), forKey: "spin")
}

/// Freezes the layer's animations where they are (Apple's Technical Q&A QA1673).
func pauseLayer(_ layer: CALayer) {
  let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
  layer.speed = 0
  layer.timeOffset = pausedTime
}

/// Lets the layer's animations go on from where `pauseLayer` froze them (QA1673).
func resumeLayer(_ layer: CALayer) {
  let pausedTime = layer.timeOffset
  layer.speed = 1
  layer.timeOffset = 0
  layer.beginTime = 0
  let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
  layer.beginTime = timeSincePause
}

func secondsSince(_ start: CFTimeInterval) -> CFTimeInterval {
  return CACurrentMediaTime() - start
}

/// Fades the layer to `opacity` with an implicit animation of `duration` seconds.
func fade(_ layer: CALayer, to opacity: Float, duration: CFTimeInterval, completion: @escaping () -> Void) {
  CATransaction.begin()
  CATransaction.setAnimationDuration(duration)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
  CATransaction.setCompletionBlock(completion)
  layer.opacity = opacity
  CATransaction.commit()
}

/// Sets the layer's opacity at once, without an implicit animation.
func setWithoutAnimation(_ layer: CALayer, opacity: Float) {
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.opacity = opacity
  CATransaction.commit()
}
