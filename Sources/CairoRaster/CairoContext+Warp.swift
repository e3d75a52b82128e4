import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Draws `source` warped by `transform` (source pixel → this context's device pixel):
  /// every target pixel centre covered by the projected quad is mapped back through the
  /// inverse homography and sampled bilinearly (premultiplied, transparent outside the source,
  /// which also antialiases the edges); points that would lie behind the eye (w ≤ 0) are left
  /// out. The result is painted with `cairo_set_source_surface` + `cairo_paint` under the
  /// current clip.
  func drawWarped(_ source: CairoImageSurface, transform: ProjectiveTransform) throws {
    guard source.width > 0, source.height > 0, let inverse = transform.inverted() else { return }
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: source.width, y: 0), CGPoint(x: 0, y: source.height),
      CGPoint(x: source.width, y: source.height),
    ].map { transform.apply($0) }
    var minX = 0
    var minY = 0
    var maxX = surface.width
    var maxY = surface.height
    if corners.allSatisfy({ $0 != nil }) {
      let points = corners.compactMap { $0 }
      guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
      minX = max(minX, Int(points.map(\.x).min()!.rounded(.down)) - 1)
      minY = max(minY, Int(points.map(\.y).min()!.rounded(.down)) - 1)
      maxX = min(maxX, Int(points.map(\.x).max()!.rounded(.up)) + 1)
      maxY = min(maxY, Int(points.map(\.y).max()!.rounded(.up)) + 1)
    }
    let width = maxX - minX
    let height = maxY - minY
    guard width > 0, height > 0 else { return }
    cairo_surface_flush(source.pointer)
    let target = try CairoImageSurface(width: width, height: height)
    cairo_surface_flush(target.pointer)
    guard let sourceData = cairo_image_surface_get_data(source.pointer),
      let targetData = cairo_image_surface_get_data(target.pointer)
    else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(source.pointer)) / 4
    let targetStride = Int(cairo_image_surface_get_stride(target.pointer)) / 4
    let src = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
    let dst = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
    let sw = source.width
    let sh = source.height
    @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < sw && y < sh ? src[y * sourceStride + x] : 0
    }
    for j in 0..<height {
      let py = Double(minY + j) + 0.5
      for i in 0..<width {
        let px = Double(minX + i) + 0.5
        let h = inverse.homogeneous(CGPoint(x: px, y: py))
        guard h.w != 0 else { continue }
        let u = h.x / h.w
        let v = h.y / h.w
        // The source point must lie in front of the eye under the forward map.
        guard u.isFinite, v.isFinite, u * transform.m13 + v * transform.m23 + transform.m33 > 0 else { continue }
        let fx = u - 0.5
        let fy = v - 0.5
        guard fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) else { continue }
        let x0 = Int(fx.rounded(.down))
        let y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0)
        let ty = fy - Double(y0)
        let w00 = (1 - tx) * (1 - ty)
        let w10 = tx * (1 - ty)
        let w01 = (1 - tx) * ty
        let w11 = tx * ty
        let p00 = texel(x0, y0)
        let p10 = texel(x0 + 1, y0)
        let p01 = texel(x0, y0 + 1)
        let p11 = texel(x0 + 1, y0 + 1)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          let c =
            w00 * Double((p00 >> shift) & 0xFF) + w10 * Double((p10 >> shift) & 0xFF) + w01
            * Double((p01 >> shift) & 0xFF) + w11 * Double((p11 >> shift) & 0xFF)
          out |= UInt32(min(255, (c + 0.5).rounded(.down))) << shift
        }
        dst[j * targetStride + i] = out
      }
    }
    cairo_surface_mark_dirty(target.pointer)
    cairo_identity_matrix(pointer)
    cairo_set_source_surface(pointer, target.pointer, Double(minX), Double(minY))
    cairo_paint(pointer)
  }
}
