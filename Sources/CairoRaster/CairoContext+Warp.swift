import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Draws `source` warped by `transform` (source pixel → this context's device pixel):
  /// every target pixel centre covered by the projected quad is mapped back through the
  /// inverse homography and sampled bilinearly (``BilinearSampler``: premultiplied,
  /// transparent outside the source, which also antialiases the edges); points that would lie
  /// behind the eye (w ≤ 0) are left out. The result is painted with
  /// `cairo_set_source_surface` + `cairo_paint` under the current clip.
  func drawWarped(_ source: CairoImageSurface, transform: ProjectiveTransform) throws {
    guard source.width > 0, source.height > 0, let inverse = transform.inverted() else { return }
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: source.width, y: 0), CGPoint(x: 0, y: source.height),
      CGPoint(x: source.width, y: source.height),
    ].map { transform.apply($0) }
    guard let region = pixelRegion(covering: corners), let sampler = BilinearSampler(source) else { return }
    try paintPixelwise(region, WarpShader(sampler: sampler, forward: transform, inverse: inverse))
  }
}

/// The projective warp's pixel: the source point under the inverse homography, in front of
/// the eye, sampled bilinearly.
private struct WarpShader: PixelShader {
  let sampler: BilinearSampler
  let forward: ProjectiveTransform
  let inverse: ProjectiveTransform

  @inline(__always) func pixel(x px: Double, y py: Double) -> UInt32? {
    let h = inverse.homogeneous(CGPoint(x: px, y: py))
    guard h.w != 0 else { return nil }
    let u = h.x / h.w
    let v = h.y / h.w
    // The source point must lie in front of the eye under the forward map.
    guard u.isFinite, v.isFinite, u * forward.m13 + v * forward.m23 + forward.m33 > 0 else { return nil }
    return sampler.sample(u, v).packedARGB32
  }
}
