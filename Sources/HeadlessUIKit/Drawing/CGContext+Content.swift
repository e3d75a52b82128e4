import Foundation

extension CGContext {
  // MARK: Images

  /// Draws `image` stretched into `rect`, as `draw(_:in:byTiling:)`.
  ///
  /// Core Graphics draws an image with its first row at the top of `rect` in its own y-up
  /// space; in a UIKit context (y down) that row lands at `rect.maxY`: the image appears
  /// upside down, exactly as on iOS (code that flips the CTM first draws it upright). Use
  /// `UIImage.draw(in:)` for upright drawing.
  ///
  /// - Precondition: `byTiling` is false. - Note: UIKit difference: tiling is not drawn;
  ///   `byTiling: true` traps naming the call.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    precondition(!byTiling, "CGContext.draw(_:in:byTiling: true): tiled image drawing is not supported")
    let r = rect.standardized
    let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: r.minY + r.maxY)
    record(image.items(in: r, transform: flip.concatenating(pixelTransform)))
  }

  /// An image of what the context has drawn so far, as `makeImage()` (a recorded picture).
  public func makeImage() -> CGImage? { CGImage(picture: picture()) }

  // MARK: Gradients

  /// Paints `gradient` along the line from `start` to `end` (user space) over the clip, as
  /// `drawLinearGradient(_:start:end:options:)`: constant across the line, the end colours
  /// continuing beyond the ends only where `options` says.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard let area = userCanvas else { return }
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    let value = Gradient(
      kind: .axial, stops: gradient.stops, start: startPoint, end: endPoint, rect: area,
      extends: before || after)
    guard before != after else { return record([.gradient(value, transform: pixelTransform)]) }
    // One side only: pad both ways, clipped to the half-plane on the drawn side of the
    // boundary line through the end that does not extend.
    let dx = endPoint.x - startPoint.x
    let dy = endPoint.y - startPoint.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let ux = dx / length
    let uy = dy / length
    let reach =
      (area.width * area.width + area.height * area.height).squareRoot()
      + abs(startPoint.x - area.midX) + abs(startPoint.y - area.midY) + length
    let edge = after ? startPoint : endPoint
    let direction: CGFloat = after ? 1 : -1
    let half = CGMutablePath()
    half.addLines(between: [
      CGPoint(x: edge.x - uy * reach, y: edge.y + ux * reach),
      CGPoint(x: edge.x + uy * reach, y: edge.y - ux * reach),
      CGPoint(x: edge.x + uy * reach + direction * ux * reach, y: edge.y - ux * reach + direction * uy * reach),
      CGPoint(x: edge.x - uy * reach + direction * ux * reach, y: edge.y + ux * reach + direction * uy * reach),
    ])
    half.closeSubpath()
    var padded = value
    padded.extends = true
    record([
      .pushClip(.path(half.data), transform: pixelTransform), .gradient(padded, transform: pixelTransform), .popClip,
    ])
  }

  /// Paints `gradient` through the circles from (`startCenter`, `startRadius`) to
  /// (`endCenter`, `endRadius`) over the clip, as
  /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
  ///
  /// - Precondition: `options` is empty or holds both flags. - Note: UIKit difference:
  ///   extending one end only is not drawn; it traps naming the options.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    precondition(
      before == after,
      "CGContext.drawRadialGradient: extending only one end (options \(options.rawValue)) is not supported; pass [] or both options"
    )
    guard let area = userCanvas else { return }
    let value = Gradient(
      kind: .circles, stops: gradient.stops, start: startCenter, end: endCenter, rect: area,
      startRadius: startRadius, endRadius: endRadius, extends: before)
    record([.gradient(value, transform: pixelTransform)])
  }

  /// The canvas in user space (the bounding box of its corners under the inverse CTM), or nil
  /// when the CTM is singular.
  private var userCanvas: CGRect? {
    guard let inverse = state.ctm.invertedIfPossible else { return nil }
    return CGRect(origin: .zero, size: size).applying(inverse)
  }

  // MARK: Text

  /// Records `run` (its frame in user space).
  func drawText(_ run: TextRun) {
    guard !run.string.isEmpty else { return }
    record([.text(run, transform: pixelTransform)])
  }
}
