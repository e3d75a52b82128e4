import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// The device pixels a pixelwise effect may touch: the bounding box of `corners` (target
  /// pixel positions) grown by a pixel, within the surface; the whole surface when a corner is
  /// missing (behind the eye); nil when nothing is left or a corner is not finite.
  func pixelRegion(covering corners: [CGPoint?]) -> PixelRect? {
    var minX = 0
    var minY = 0
    var maxX = surface.width
    var maxY = surface.height
    if corners.allSatisfy({ $0 != nil }) {
      let points = corners.compactMap { $0 }
      guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
      minX = max(minX, Int(points.map(\.x).min()!.rounded(.down)) - 1)
      minY = max(minY, Int(points.map(\.y).min()!.rounded(.down)) - 1)
      maxX = min(maxX, Int(points.map(\.x).max()!.rounded(.up)) + 1)
      maxY = min(maxY, Int(points.map(\.y).max()!.rounded(.up)) + 1)
    }
    guard maxX > minX, maxY > minY else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Computes every pixel of `region` with `shader` (given the device pixel centre, returning
  /// a premultiplied ARGB32 word, or nil to leave it transparent) into a new image surface,
  /// then paints it at `region` (`cairo_set_source_surface` + `cairo_paint`, under the
  /// current clip). One surface per call; nothing is allocated per pixel.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when the surface cannot be created.
  func paintPixelwise<Shader: PixelShader>(_ region: PixelRect, _ shader: Shader) throws {
    let target = try CairoImageSurface(width: region.width, height: region.height)
    cairo_surface_flush(target.pointer)
    guard let data = cairo_image_surface_get_data(target.pointer) else { return }
    let stride = Int(cairo_image_surface_get_stride(target.pointer)) / 4
    let dst = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    for j in 0..<region.height {
      let py = Double(region.y + j) + 0.5
      for i in 0..<region.width {
        if let value = shader.pixel(x: Double(region.x + i) + 0.5, y: py) { dst[j * stride + i] = value }
      }
    }
    cairo_surface_mark_dirty(target.pointer)
    cairo_identity_matrix(pointer)
    cairo_set_source_surface(pointer, target.pointer, Double(region.x), Double(region.y))
    cairo_paint(pointer)
  }
}
