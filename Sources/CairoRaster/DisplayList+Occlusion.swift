import Foundation
import Graphics

extension DisplayList {
  /// What the rasteriser may leave undrawn because a later item paints over it, found by
  /// ``occlusion()``.
  struct Occlusion: Equatable {
    /// A whole-pixel device rectangle the clear to the background need not fill.
    var clear: CGRect?
    /// For shadows and whole-pixel rectangle fills (``DisplayItem/hasWholePixelEdges``), by
    /// item index: a whole-pixel device rectangle they need not draw in.
    var items: [Int: CGRect] = [:]
    /// Items (fills, borders, strokes, text, images, gradients) that touch no pixel outside a
    /// rectangle a later fill covers: they need not be drawn at all.
    var hidden: Set<Int> = []
  }

  /// What the rasteriser may leave undrawn because a later item paints over it: a whole-pixel
  /// device rectangle that a later opaque rectangle fill covers completely before anything
  /// reads those pixels. Drawing an item only outside that rectangle, or not at all when every
  /// pixel it can touch lies inside it, gives the same pixels: inside it, the opaque fill
  /// replaces whatever was there (`OVER` with alpha 1 and full coverage is the source).
  ///
  /// Between the item and the covering fill there may only be items that change each pixel
  /// from that pixel alone (fills, borders, strokes, text, shadows, images, gradients): a
  /// clip, a group boundary or a backdrop blur ends the search, since they change what the
  /// fill covers or read the pixels underneath. Of two covering fills the one covering more of
  /// the frame is kept.
  func occlusion() -> Occlusion {
    let frame = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    func area(_ rect: CGRect) -> CGFloat {
      let visible = rect.intersection(frame)
      return visible.isNull ? 0 : visible.width * visible.height
    }
    var cover: CGRect?
    var result = Occlusion()
    for index in items.indices.reversed() {
      let item = items[index]
      if let cover, let reach = item.deviceReach, cover.contains(reach) {
        result.hidden.insert(index)
        continue
      }
      switch item {
      case .fill:
        if let cover, item.hasWholePixelEdges { result.items[index] = cover }
        if let interior = item.opaqueInterior,
          cover.map({ area($0) < area(interior) }) ?? true
        {
          cover = interior
        }
      case .shadow:
        if let cover { result.items[index] = cover }
      case .border, .stroke, .text, .image, .gradient:
        break
      case .pushClip, .popClip, .beginGroup, .beginShadowGroup, .beginMaskedGroup, .beginBlendGroup,
        .beginProjection, .beginPageCurl, .maskContent, .endGroup, .backdropBlur:
        cover = nil
      }
    }
    result.clear = cover
    return result
  }
}

extension DisplayItem {
  /// Whether the item is a fill of a rectangle whose device edges fall on whole pixels (in
  /// cairo's 24.8 fixed point) under a transform that keeps it axis-aligned: every pixel it
  /// touches is covered fully. Only such fills are drawn under the occlusion clip — cairo
  /// composites an antialiased edge under a clip through a mask, rounding some edge pixels one
  /// level differently from its unclipped spans.
  var hasWholePixelEdges: Bool {
    guard case .fill(.rect(let rect), _, let m) = self, m.b == 0, m.c == 0, Shape.rect(rect).isFinite else {
      return false
    }
    let box = rect.standardized.applying(m)
    return [box.minX, box.minY, box.maxX, box.maxY].allSatisfy {
      $0.isFinite && ($0 * 256).rounded().truncatingRemainder(dividingBy: 256) == 0
    }
  }

  /// For an opaque fill of a rectangle under a transform that keeps it axis-aligned, the
  /// device pixels it covers completely (whole-pixel bounds, non-empty); nil otherwise.
  var opaqueInterior: CGRect? {
    guard case .fill(.rect(let rect), let color, let m) = self, color.clamped.alpha == 1, m.b == 0, m.c == 0,
      [m.a, m.d, m.tx, m.ty].allSatisfy(\.isFinite), m.a != 0, m.d != 0, Shape.rect(rect).isFinite
    else { return nil }
    let box = rect.standardized.applying(m)
    let minX = box.minX.rounded(.up)
    let minY = box.minY.rounded(.up)
    let maxX = box.maxX.rounded(.down)
    let maxY = box.maxY.rounded(.down)
    guard minX < maxX, minY < maxY else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A whole-pixel device rectangle holding every pixel a fill, border, stroke, text run,
  /// image or gradient can touch (as ``DisplayList/deviceRect(_:_:)`` widens it, a stroke by
  /// half its width times the miter limit, text by twice its font size); nil for other items
  /// and geometry that is not finite.
  var deviceReach: CGRect? {
    switch self {
    case .fill(let shape, _, let transform), .border(let shape, _, _, let transform):
      return DisplayList.deviceRect(shape.boundingRect, transform)
    case .stroke(let path, let style, _, let transform):
      let half = style.lineWidth / 2 * max(style.miterLimit, 1.5)
      guard half.isFinite else { return nil }
      return DisplayList.deviceRect(Shape.path(path).boundingRect.insetBy(dx: -half, dy: -half), transform)
    case .text(let run, let transform):
      let size = abs(run.font.size)
      guard size.isFinite else { return nil }
      return DisplayList.deviceRect(run.frame.insetBy(dx: -2 * size, dy: -2 * size), transform)
    case .image(_, let rect, let transform):
      return DisplayList.deviceRect(rect, transform)
    case .gradient(let gradient, let transform):
      return DisplayList.deviceRect(gradient.rect, transform)
    default:
      return nil
    }
  }
}
