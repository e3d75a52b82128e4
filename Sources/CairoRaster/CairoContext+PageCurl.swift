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
  ///
  /// A double-sided page (``Graphics/PageCurl/hasBackPage``) shows, on its back, the image's
  /// back part at `q + offset` as it is (not whitened). A page that folds beyond itself
  /// (``Graphics/PageCurl/foldsBeyondPage``, a leaf turning over a book's spine) is drawn
  /// over the page rectangle and its mirror on the side opposite `n`, where only the folded
  /// part shows.
  func drawCurled(_ page: CairoImageSurface, curl: PageCurl) throws {
    let m = curl.transform
    let determinant = m.determinant
    guard page.width > 0, page.height > 0, determinant != 0, determinant.isFinite else { return }
    let (width, height) = curl.frontSize(imageWidth: Double(page.width), imageHeight: Double(page.height))
    guard width > 0, height > 0 else { return }
    let area = PageCurlShader.area(width: width, height: height, curl: curl)
    let corners: [CGPoint?] = [
      CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY), CGPoint(x: area.minX, y: area.maxY),
      CGPoint(x: area.maxX, y: area.maxY),
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
  /// Where the back page is in the image (both 0: the back is the whitened front).
  let backX: Double
  let backY: Double
  let hasBackPage: Bool
  /// The rectangle (in page coordinates) pixels are drawn in.
  let area: CGRect

  /// The page rectangle, and for a page that folds beyond itself its mirror on the side
  /// opposite the curl's direction (the facing page of a book).
  static func area(width: Double, height: Double, curl: PageCurl) -> CGRect {
    let page = CGRect(x: 0, y: 0, width: width, height: height)
    guard curl.foldsBeyondPage else { return page }
    let n = curl.direction
    if abs(n.dx) >= abs(n.dy) {
      return CGRect(x: n.dx > 0 ? -width : 0, y: 0, width: 2 * width, height: height)
    }
    return CGRect(x: 0, y: n.dy > 0 ? -height : 0, width: width, height: 2 * height)
  }

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
    backX = curl.backPageOffsetX
    backY = curl.backPageOffsetY
    hasBackPage = curl.hasBackPage
    area = Self.area(width: width, height: height, curl: curl)
  }

  /// Whether (`u`, `v`) is on the page (a pixel's filter reach included).
  @inline(__always) func onPage(_ u: Double, _ v: Double) -> Bool {
    u > -0.5 && v > -0.5 && u < width + 0.5 && v < height + 0.5
  }

  /// The front of the page at (`u`, `v`); nothing off the page (an image with a back page
  /// holds it there).
  @inline(__always) func front(_ u: Double, _ v: Double) -> SIMD4<Double> {
    guard !hasBackPage || onPage(u, v) else { return .zero }
    return sampler.sample(u, v)
  }

  /// The back of the page at (`u`, `v`): the back page, or the front mixed with white.
  @inline(__always) func back(_ u: Double, _ v: Double) -> SIMD4<Double> {
    guard showsBack else { return .zero }
    if hasBackPage {
      guard onPage(u, v) else { return .zero }
      return sampler.sample(u + backX, v + backY)
    }
    let c = sampler.sample(u, v)
    let white = c[3] * PageCurl.backSideWhitening
    return c * SIMD4(keep, keep, keep, 1) + SIMD4(white, white, white, 0)
  }

  @inline(__always) func pixel(x px: Double, y py: Double) -> UInt32? {
    let qx = inverse.a * px + inverse.c * py + inverse.tx
    let qy = inverse.b * px + inverse.d * py + inverse.ty
    guard qx >= area.minX, qy >= area.minY, qx <= area.maxX, qy <= area.maxY else { return nil }
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
      if top[3] == 0, !hasBackPage || onPage(qx, qy), let word = sampler.word(atCentre: qx, qy) {
        return word  // flat, uncovered
      }
      bottom = top[3] >= 255 ? .zero : front(qx, qy)
    } else {
      let e = min(d, r)
      let lower = asin(e / r)
      let k1 = r * lower - e
      let k2 = r * (Double.pi - lower) - e
      top = back(qx + k2 * nx, qy + k2 * ny)
      let shade = 1 - PageCurl.frontShading * (e / r)
      bottom = front(qx + k1 * nx, qy + k1 * ny) * SIMD4(shade, shade, shade, 1)
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
