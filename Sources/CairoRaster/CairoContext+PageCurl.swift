import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Draws `page` curled as `curl` describes (see ``Graphics/PageCurl``): every target pixel
  /// centre inside the page rectangle (placed by `curl.transform`) is mapped back to page
  /// coordinates `q`; with `d` its distance beyond the cylinder's axis along `n`, the layers
  /// seen from above there are, top to bottom:
  ///
  /// | where | top | below it |
  /// | --- | --- | --- |
  /// | `d < 0` | the back side folded over: page point `q + (πr − 2d)·n` | the flat front at `q` |
  /// | `0 ≤ d ≤ r` | the back side on the cylinder: `θ = π − asin(d/r)` | the front on the cylinder: `θ = asin(d/r)`, darkened by `sin θ` |
  /// | `d > r` | — | — |
  ///
  /// (a page point at arc length `rθ` beyond the axis: `q + (rθ − d)·n`). The back side is
  /// mixed with white (``Graphics/PageCurl/backSideWhitening``); below the page, for
  /// `0 ≤ d < r·(1 + shadowReach)`, the curl's shadow, black at
  /// `shadowOpacity · (1 − d / reach)²`. Layers are sampled bilinearly (``BilinearSampler``)
  /// and composited premultiplied, top over bottom over shadow; the cylinder's outline is
  /// antialiased over one pixel. The result is painted with `cairo_paint` under the clip.
  func drawCurled(_ page: CairoImageSurface, curl: PageCurl) throws {
    let m = curl.transform
    let determinant = m.determinant
    guard page.width > 0, page.height > 0, determinant != 0, determinant.isFinite else { return }
    let width = Double(page.width)
    let height = Double(page.height)
    let corners: [CGPoint?] = [
      CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height),
    ].map { $0.applying(m) }
    guard let region = pixelRegion(covering: corners), let sampler = BilinearSampler(page) else { return }
    try paintPixelwise(
      region, PageCurlShader(sampler: sampler, curl: curl, inverse: m.inverted(), width: width, height: height))
  }
}

/// The page curl's pixel (see ``CairoContext/drawCurled(_:curl:)``).
private struct PageCurlShader: PixelShader {
  let sampler: BilinearSampler
  let inverse: CGAffineTransform
  let width: Double
  let height: Double
  let nx: Double
  let ny: Double
  let r: Double
  let axis: Double
  let reach: Double
  let showsBack: Bool
  let keep = 1 - PageCurl.backSideWhitening

  init(sampler: BilinearSampler, curl: PageCurl, inverse: CGAffineTransform, width: Double, height: Double) {
    self.sampler = sampler
    self.inverse = inverse
    self.width = width
    self.height = height
    let n = curl.direction
    nx = n.dx
    ny = n.dy
    r = max(curl.radius, 1e-3)
    axis = curl.axisOffset(pageWidth: width, pageHeight: height)
    reach = r * (1 + PageCurl.shadowReach)
    showsBack = curl.showsBackSide
  }

  /// The back of the page at (`u`, `v`): mixed with white.
  @inline(__always) func back(_ u: Double, _ v: Double) -> SIMD4<Double> {
    guard showsBack else { return .zero }
    let c = sampler.sample(u, v)
    let white = c[3] * PageCurl.backSideWhitening
    return c * SIMD4(keep, keep, keep, 1) + SIMD4(white, white, white, 0)
  }

  @inline(__always) func pixel(x px: Double, y py: Double) -> UInt32? {
    let qx = inverse.a * px + inverse.c * py + inverse.tx
    let qy = inverse.b * px + inverse.d * py + inverse.ty
    guard qx >= 0, qy >= 0, qx <= width, qy <= height else { return nil }
    let d = qx * nx + qy * ny - axis
    guard d < r + 0.5 else {
      let alpha = shadowAlpha(d: d, qx, qy)
      return alpha > 0 ? SIMD4(0, 0, 0, alpha * 255).packedARGB32 : nil
    }
    var top: SIMD4<Double>
    var bottom: SIMD4<Double>
    if d < 0 {
      let k = Double.pi * r - 2 * d
      top = back(qx + k * nx, qy + k * ny)
      if top[3] == 0, let word = sampler.word(atCentre: qx, qy) { return word }  // flat, uncovered
      bottom = top[3] >= 255 ? .zero : sampler.sample(qx, qy)
    } else {
      let e = min(d, r)
      let lower = asin(e / r)
      let k1 = r * lower - e
      let k2 = r * (Double.pi - lower) - e
      top = back(qx + k2 * nx, qy + k2 * ny)
      let shade = 1 - PageCurl.frontShading * (e / r)
      bottom = sampler.sample(qx + k1 * nx, qy + k1 * ny) * SIMD4(shade, shade, shade, 1)
      if d > r - 0.5 {
        // The cylinder's outline, antialiased: the part of the pixel inside it.
        let coverage = r + 0.5 - d
        top *= coverage
        bottom *= coverage
      }
    }
    let under = bottom + (1 - bottom[3] / 255) * SIMD4(0, 0, 0, shadowAlpha(d: d, qx, qy) * 255)
    return (top + (1 - top[3] / 255) * under).packedARGB32
  }

  /// The curl's shadow opacity at distance `d` beyond the axis: `shadowOpacity · (1 − d /
  /// reach)²` for `0 ≤ d < reach`, where the point of the axis beside `q` is on the page
  /// (the curl is above it); 0 elsewhere.
  @inline(__always) func shadowAlpha(d: Double, _ qx: Double, _ qy: Double) -> Double {
    guard d >= 0, d < reach else { return 0 }
    let ax = qx - d * nx
    let ay = qy - d * ny
    guard ax >= 0, ay >= 0, ax <= width, ay <= height else { return 0 }
    let f = 1 - d / reach
    return PageCurl.shadowOpacity * f * f
  }
}
