import Foundation

extension UIColor {
  /// Makes this colour the current context's fill colour, as `setFill()`.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes this colour the current context's stroke colour, as `setStroke()`.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Makes this colour the current context's fill and stroke colour, as `set()`.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIBezierPath {
  /// Fills the path with the current fill colour in the current context (by the path's fill
  /// rule), as `fill()`; does nothing without a current context, as UIKit.
  public func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Fills the path with the current fill colour composited in `blendMode` at `alpha`, as
  /// `fill(with:alpha:)`.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Strokes the path with the current stroke colour and the path's line width, cap, join
  /// and miter limit in the current context, as `stroke()`.
  public func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.beginPath()
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }

  /// Strokes the path composited in `blendMode` at `alpha`, as `stroke(with:alpha:)`.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path (by its fill rule), as `addClip()`.
  public func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

/// Fills `rect` with the current fill colour in the `copy` blend mode (the rectangle takes
/// the colour, alpha included: a clear colour clears it), as `UIRectFill(_:)`.
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` with the current fill colour composited in `blendMode`, as
/// `UIRectFillUsingBlendMode(_:_:)`; does nothing without a current context.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.fill(rect)
  context.restoreGState()
}
