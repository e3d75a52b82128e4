import Foundation

extension CGContext {
  // MARK: Line attributes and colours

  /// As `setLineWidth(_:)`.
  public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
  /// As `setLineCap(_:)`.
  public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
  /// As `setLineJoin(_:)`.
  public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
  /// As `setMiterLimit(_:)`.
  public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
  /// Sets the dash pattern (user-space lengths; empty for solid lines), as
  /// `setLineDash(phase:lengths:)`.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    precondition(
      lengths.allSatisfy { $0 >= 0 && $0.isFinite },
      "CGContext.setLineDash: lengths must be finite and non-negative, got \(lengths)")
    state.stroke.dashes = lengths
    state.stroke.dashPhase = phase
  }

  /// As `setFillColor(_:)`.
  public func setFillColor(_ color: CGColor) { state.fillColor = color.rgba }
  /// As `setStrokeColor(_:)`.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgba }
  /// As `setFillColor(red:green:blue:alpha:)`.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// As `setStrokeColor(red:green:blue:alpha:)`.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// As `setFillColor(gray:alpha:)`.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = RGBA(white: gray, alpha: alpha) }
  /// As `setStrokeColor(gray:alpha:)`.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = RGBA(white: gray, alpha: alpha) }

  /// Multiplies the alpha of everything drawn next (0…1), as `setAlpha(_:)`.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(min(max(alpha, 0), 1)) }

  /// Sets how drawing composites with what the context already holds, as `setBlendMode(_:)`.
  ///
  /// Every mode applies only where the drawing covers (its shape, within the clip), as in
  /// Core Graphics: `copy` replaces the filled area (a clear fill clears it), `sourceIn` keeps
  /// the source where the context holds something, `destinationIn` keeps the context where
  /// the source is; pixels the drawing does not cover keep their value. `plusDarker` is
  /// `R = max(0, 1 − ((1 − D) + (1 − S)))` on premultiplied components, as Apple documents it.
  public func setBlendMode(_ mode: CGBlendMode) {
    state.blendMode = mode
  }

  /// Casts a shadow of `color` from everything drawn next, `offset` and `blur` in points of
  /// the canvas (not turned or scaled by the CTM; +y is down in a UIKit context, as on iOS),
  /// as `setShadow(offset:blur:color:)`. A nil or clear colour turns shadows off.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(color: color.rgba, offset: offset, radius: max(blur, 0))
  }

  /// As `setShadow(offset:blur:)`: black at a third opacity, Core Graphics' default shadow
  /// colour.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }
}
