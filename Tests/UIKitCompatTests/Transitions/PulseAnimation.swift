import QuartzCore

/// A layer pulse written against QuartzCore alone: the scale grows from 1 to `scale` and back.
func addPulse(to layer: CALayer, scale: CGFloat, duration: CFTimeInterval) {
  let pulse = CABasicAnimation(keyPath: "transform")
  pulse.fromValue = CATransform3DIdentity
  pulse.toValue = CATransform3DMakeScale(scale, scale, 1)
  pulse.duration = duration / 2
  pulse.autoreverses = true
  pulse.timingFunction = CAMediaTimingFunction(name: .linear)
  layer.add(pulse, forKey: "pulse")
}
