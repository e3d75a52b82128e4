import Foundation
import Graphics

extension DisplayList {
  /// What the rasteriser may leave undrawn because a later item paints over it: for each fill
  /// and shadow (by item index), and for the clear to the background (`clear`), a whole-pixel
  /// device rectangle that a later opaque rectangle fill covers completely before anything
  /// reads those pixels. Drawing the item only outside that rectangle gives the same pixels:
  /// inside it, the opaque fill replaces whatever was there (`OVER` with alpha 1 and full
  /// coverage is the source).
  ///
  /// Between the item and the covering fill there may only be items that change each pixel
  /// from that pixel alone (fills, borders, strokes, text, shadows, images, gradients): a
  /// clip, a group boundary or a backdrop blur ends the search, since they change what the
  /// fill covers or read the pixels underneath. Of two covering fills the one covering more of
  /// the frame is kept.
  func occludedRects() -> (clear: CGRect?, items: [Int: CGRect]) {
    let frame = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    func area(_ rect: CGRect) -> CGFloat {
      let visible = rect.intersection(frame)
      return visible.isNull ? 0 : visible.width * visible.height
    }
    var cover: CGRect?
    var result: [Int: CGRect] = [:]
    for index in items.indices.reversed() {
      let item = items[index]
      switch item {
      case .fill:
        if let cover { result[index] = cover }
        if let interior = item.opaqueInterior,
          cover.map({ area($0) < area(interior) }) ?? true
        {
          cover = interior
        }
      case .shadow:
        if let cover { result[index] = cover }
      case .border, .stroke, .text, .image, .gradient:
        break
      case .pushClip, .popClip, .beginGroup, .beginShadowGroup, .beginMaskedGroup, .beginBlendGroup,
        .beginProjection, .beginPageCurl, .maskContent, .endGroup, .backdropBlur:
        cover = nil
      }
    }
    return (cover, result)
  }
}

extension DisplayItem {
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
}
