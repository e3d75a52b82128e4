import Foundation

extension DisplayListBuilder {
  /// The outline a layer's background, border and clip are drawn with: `shape` itself, or —
  /// when the layer does not allow edge antialiasing, the shape is a plain rectangle and
  /// `transform` keeps it axis-aligned — the rectangle whose device-space edges are moved to
  /// the pixel grid by the pixel-centre rule (Core Animation's aliased layer edges).
  ///
  /// Two rectangles that share an edge snap it to the same pixel boundary, so nothing of what
  /// is behind them shows between them at any fractional position.
  static func edgeShape(_ shape: Shape, of layer: CALayer, transform m: CGAffineTransform) -> Shape {
    guard !layer.allowsEdgeAntialiasing, case .rect(let rect) = shape, m.b == 0, m.c == 0, m.a != 0, m.d != 0,
      rect.width > 0, rect.height > 0
    else { return shape }
    let device = axisAligned(rect, m)
    guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite else {
      return shape
    }
    let (x0, x1) = snappedSpan(device.minX, device.maxX)
    let (y0, y1) = snappedSpan(device.minY, device.maxY)
    let snapped = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    return .rect(axisAligned(snapped, m.inverted()))
  }

  /// `rect.applying(m)` for a transform without rotation or shear (`b == c == 0`), computed
  /// directly: the edges scale and move independently (Foundation's general `applying`
  /// transforms four corners; this runs for every layer of every frame).
  private static func axisAligned(_ rect: CGRect, _ m: CGAffineTransform) -> CGRect {
    let x0 = m.a * rect.minX + m.tx, x1 = m.a * rect.maxX + m.tx
    let y0 = m.d * rect.minY + m.ty, y1 = m.d * rect.maxY + m.ty
    return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

  /// The pixel boundaries covering the pixels whose centres lie in `[low, high)`, at least one
  /// pixel wide.
  private static func snappedSpan(_ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
    let start = low.rounded(.toNearestOrAwayFromZero)
    let end = high.rounded(.toNearestOrAwayFromZero)
    if end > start { return (start, end) }
    let pixel = ((low + high) / 2).rounded(.down)
    return (pixel, pixel + 1)
  }
}
