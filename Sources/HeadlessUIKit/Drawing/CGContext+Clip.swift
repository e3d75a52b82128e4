import Foundation

extension CGContext {
  // MARK: Clipping

  /// Intersects the clip with the current path and clears the path, as `clip(using:)`.
  public func clip(using rule: CGPathFillRule = .winding) {
    let data = currentPath.data
    beginPath()
    addClip(.pushClip(.path(data, fillRule: rule), transform: pixelScale))
  }

  /// Intersects the clip with the current path by the even-odd rule, as `eoClip()`.
  public func eoClip() { clip(using: .evenOdd) }

  /// Intersects the clip with `rect`, as `clip(to:)`.
  public func clip(to rect: CGRect) { addClip(.pushClip(.rect(rect.standardized), transform: pixelTransform)) }

  /// Intersects the clip with the union of `rects`, as `clip(to:)` with an array.
  public func clip(to rects: [CGRect]) {
    let path = CGMutablePath()
    path.addRects(rects)
    addClip(.pushClip(.path(path.data), transform: pixelTransform))
  }

  /// Restores the clip to the whole canvas, as `resetClip()`.
  public func resetClip() { state.clips = [] }
  /// The bounding box of the clip in user space, as `boundingBoxOfClipPath`: the canvas when
  /// nothing clips; each clip's device bounds intersected, mapped back through the CTM.
  public var boundingBoxOfClipPath: CGRect {
    var box = CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    for case .pushClip(let shape, let m) in state.clips {
      box = box.intersection(shape.boundingRect.applying(m))
    }
    guard !box.isNull, let inverse = pixelTransform.invertedIfPossible else { return .null }
    return box.applying(inverse)
  }
}
