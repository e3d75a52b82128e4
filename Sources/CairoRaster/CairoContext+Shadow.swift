import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// The blur's standard deviations in device pixels along x and y for a local σ under
  /// `transform`: a Gaussian of σ in local space has marginal deviations `σ·√(a² + c²)` and
  /// `σ·√(b² + d²)` on the device axes (exact for scales and rotations).
  static func deviceSigmas(_ sigma: CGFloat, _ m: CGAffineTransform) -> (x: Double, y: Double) {
    (sigma * (m.a * m.a + m.c * m.c).squareRoot(), sigma * (m.b * m.b + m.d * m.d).squareRoot())
  }

  /// Draws the drop shadow of `shape`: the shape moved by `shadow.offset` (local space),
  /// rendered as 8-bit coverage, blurred by ``GaussianBlur``, then used as a mask for the
  /// shadow colour (`cairo_mask_surface`) under the current clip.
  ///
  /// Blurred masks come from ``ShadowMaskCache``. When both device deviations are at least one
  /// pixel the translation is rounded to whole device pixels (≤ ½ px, hidden by the blur), so a
  /// moving shadow reuses one mask; sharper shadows keep their sub-pixel position. A radius of
  /// 0 draws a hard shadow: the shape filled with the colour.
  func drawShadow(_ shape: Shape, _ shadow: Shadow, transform: CGAffineTransform) throws {
    let m = CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height).concatenating(transform)
    guard shadow.color.alpha > 0, shape.isFinite, shadow.radius.isFinite, shadow.radius >= 0 else { return }
    let sigmas = Self.deviceSigmas(shadow.sigma, m)
    guard sigmas.x > 0.001 || sigmas.y > 0.001 else { return fill(shape, color: shadow.color, transform: m) }
    guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite), m.determinant != 0 else { return }
    let snap = min(sigmas.x, sigmas.y) >= 1
    let baseX = snap ? m.tx.rounded() : m.tx.rounded(.down)
    let baseY = snap ? m.ty.rounded() : m.ty.rounded(.down)
    var local = m
    local.tx = snap ? 0 : m.tx - baseX
    local.ty = snap ? 0 : m.ty - baseY
    // A wide blur is computed on a mask `factor` times smaller (see GaussianBlur.downsampling).
    let factor = GaussianBlur.downsampling(sigmaX: sigmas.x, sigmaY: sigmas.y)
    let shrink = Double(factor)
    if factor > 1 { local = local.concatenating(CGAffineTransform(scaleX: 1 / shrink, y: 1 / shrink)) }
    let blurX = sigmas.x / shrink
    let blurY = sigmas.y / shrink
    let padX = GaussianBlur.padding(sigma: blurX)
    let padY = GaussianBlur.padding(sigma: blurY)
    var box = shape.boundingRect.applying(local)
    // Limit shapes far larger than the canvas to the canvas plus the blur's reach (the region
    // then joins the key); shapes of screen size are blurred whole, so moving them reuses the mask.
    let reach =
      factor == 1
      ? CGRect(
        x: -baseX - Double(padX), y: -baseY - Double(padY), width: Double(surface.width + 2 * padX),
        height: Double(surface.height + 2 * padY))
      : CGRect(
        x: -baseX / shrink - Double(padX + 1), y: -baseY / shrink - Double(padY + 1),
        width: Double(surface.width) / shrink + Double(2 * padX + 2),
        height: Double(surface.height) / shrink + Double(2 * padY + 2))
    var region: CGRect?
    if box.width > 4 * reach.width || box.height > 4 * reach.height {
      box = box.intersection(reach)
      region = reach
      guard !box.isNull, !box.isEmpty else { return }
    }
    let key = ShadowMaskCache.Key(
      shape: shape, a: m.a, b: m.b, c: m.c, d: m.d, fractionX: local.tx, fractionY: local.ty, sigmaX: sigmas.x,
      sigmaY: sigmas.y, region: region)
    let entry = try ShadowMaskCache.shared.entry(for: key) {
      let x0 = Int(box.minX.rounded(.down)) - padX
      let y0 = Int(box.minY.rounded(.down)) - padY
      let width = Int(box.maxX.rounded(.up)) + padX - x0
      let height = Int(box.maxY.rounded(.up)) + padY - y0
      // A mask enlarged with a bilinear filter is composited whole, so it keeps every row.
      let image = try Self.blurredCoverage(
        of: shape, transform: local.concatenating(CGAffineTransform(translationX: Double(-x0), y: Double(-y0))),
        width: width, height: height, sigmaX: blurX, sigmaY: blurY, sharingRows: factor == 1)
      return ShadowMaskCache.Entry(image: image, originX: x0, originY: y0, scale: factor)
    }
    if entry.scale == 1 {
      try composite(
        entry.image, color: shadow.color, x: baseX + Double(entry.originX), y: baseY + Double(entry.originY))
    } else {
      try composite(
        entry.image, color: shadow.color, x: baseX + Double(entry.originX * entry.scale),
        y: baseY + Double(entry.originY * entry.scale), scale: entry.scale)
    }
  }

  /// `shape` under `transform` as antialiased 8-bit coverage on a `width × height` canvas,
  /// blurred by ``GaussianBlur`` with `sigmaX` × `sigmaY`: the blur reads the coverage surface in
  /// place and its rows go straight into the image (each run of equal rows stored once when
  /// `sharingRows`), so no whole-mask copy is made beside the surface.
  static func blurredCoverage(
    of shape: Shape, transform: CGAffineTransform, width: Int, height: Int, sigmaX: Double, sigmaY: Double,
    sharingRows: Bool
  ) throws -> A8Image {
    let surface = try CairoImageSurface(width: width, height: height, alphaOnly: true)
    let context = try CairoContext(surface: surface)
    context.fill(shape, color: .black, transform: transform)
    try context.checkStatus(function: "cairo_fill")
    var builder = A8Image.Builder(width: width, height: height, sharingRows: sharingRows)
    surface.withA8Values { values, stride in
      GaussianBlur.blur(values, width: width, height: height, stride: stride, sigmaX: sigmaX, sigmaY: sigmaY) {
        builder.append($1)
      }
    }
    return builder.image()
  }

  /// The most bytes of a mask that shares rows (``A8Image/sharesRows``) copied out per
  /// `cairo_mask_surface`: 64 rows of a 3× full-screen mask.
  static let maskBandBytes = 80 << 10

  /// Paints `color` through `mask` placed with its top-left corner at device (x, y)
  /// (`cairo_mask_surface` on surfaces reading the mask's bytes), under the current clip.
  ///
  /// At a whole-pixel position each mask value lands on one pixel, so only the mask's rows
  /// within the clip's extents are composited, and a mask that shares rows is composited band
  /// by band — the same pixels: each pixel's result depends only on its mask value and what lies
  /// under it. Elsewhere, and on a vector surface (SVG, which embeds the mask as one image), the
  /// mask is composited whole.
  ///
  /// - Parameter bandBytes: The most bytes of a shared mask copied out per band.
  func composite(_ mask: A8Image, color: RGBA, x: Double, y: Double, bandBytes: Int = CairoContext.maskBandBytes) throws
  {
    guard mask.width > 0, mask.height > 0 else { return }
    cairo_identity_matrix(pointer)
    guard surface.isImage, x.rounded() == x, y.rounded() == y else {
      return try mask.withSurface { maskSurface in
        setSource(color)
        cairo_mask_surface(pointer, maskSurface, x, y)
      }
    }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
    var rows = 0..<mask.height
    if y1.isFinite, y2.isFinite, (y2 - y).magnitude < 1e9, (y1 - y).magnitude < 1e9 {
      let top = Int((y1 - y).rounded(.down))
      let bottom = Int((y2 - y).rounded(.up))
      guard top < bottom else { return }
      rows = rows.clamped(to: top..<bottom)
    }
    guard !rows.isEmpty else { return }
    setSource(color)
    try mask.withSurfaces(rows: rows, bandBytes: bandBytes) { maskSurface, row in
      cairo_mask_surface(pointer, maskSurface, x, y + Double(row))
    }
  }

  /// Paints `color` through `mask` enlarged `scale` times with a bilinear filter, its
  /// top-left corner at device (x, y) — a wide blur computed at a lower resolution.
  func composite(_ mask: A8Image, color: RGBA, x: Double, y: Double, scale: Int) throws {
    guard mask.width > 0, mask.height > 0 else { return }
    try mask.withSurface { maskSurface in
      try composite(maskSurface, width: mask.width, height: mask.height, color: color, x: x, y: y, scale: scale)
    }
  }

  /// ``composite(_:color:x:y:scale:)`` on the A8 surface of a `width × height` mask.
  private func composite(
    _ maskSurface: OpaquePointer, width: Int, height: Int, color: RGBA, x: Double, y: Double, scale: Int
  ) throws {
    guard let pattern = cairo_pattern_create_for_surface(maskSurface) else {
      throw CairoError.cairoFailed(function: "cairo_pattern_create_for_surface", status: "no pattern")
    }
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    // Device → mask pixels: subtract the origin, divide by the scale.
    cairo_matrix_init(&matrix, 1 / Double(scale), 0, 0, 1 / Double(scale), -x / Double(scale), -y / Double(scale))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_identity_matrix(pointer)
    // A padded pattern is unbounded: clip to the enlarged mask's whole device pixels, so only
    // the shadow's bounds are composited (outside them the blurred mask's padding is zero).
    cairo_save(pointer)
    let x0 = x.rounded(.down)
    let y0 = y.rounded(.down)
    cairo_rectangle(
      pointer, x0, y0, (x + Double(width * scale)).rounded(.up) - x0,
      (y + Double(height * scale)).rounded(.up) - y0)
    cairo_clip(pointer)
    setSource(color)
    cairo_mask(pointer, pattern)
    cairo_restore(pointer)
  }

  /// Ends a ``DisplayItem/beginShadowGroup(_:transform:)``: the group's composited alpha is
  /// blurred into the shadow (drawn first, moved by the offset in device space), then the
  /// content is painted over it (`cairo_pop_group`, `cairo_mask_surface`, `cairo_paint`).
  func endShadowGroup(_ shadow: Shadow, transform: CGAffineTransform) throws {
    let pattern = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(pattern) }
    let sigmas = Self.deviceSigmas(shadow.sigma, transform)
    if shadow.color.alpha > 0, sigmas.x.isFinite, sigmas.y.isFinite {
      let canvas = try CairoImageSurface(width: surface.width, height: surface.height, alphaOnly: true)
      let alpha = try CairoContext(surface: canvas)
      cairo_set_source(alpha.pointer, pattern)
      cairo_paint(alpha.pointer)
      try alpha.checkStatus(function: "cairo_paint")
      let coverage = canvas.alphaMask()
      let factor = GaussianBlur.downsampling(sigmaX: sigmas.x, sigmaY: sigmas.y)
      if factor > 1, let ink = coverage.inkBounds {
        // A wide blur: average `factor × factor` blocks of the ink, blur that, enlarge it back.
        let blurX = sigmas.x / Double(factor)
        let blurY = sigmas.y / Double(factor)
        let padX = GaussianBlur.padding(sigma: blurX)
        let padY = GaussianBlur.padding(sigma: blurY)
        let small = coverage.cropped(
          x: ink.minX, y: ink.minY, width: ink.maxX - ink.minX + 1, height: ink.maxY - ink.minY + 1
        ).downsampled(by: factor)
        var mask = small.cropped(
          x: -padX, y: -padY, width: small.width + 2 * padX, height: small.height + 2 * padY)
        GaussianBlur.blur(&mask, sigmaX: blurX, sigmaY: blurY)
        let dx = transform.a * shadow.offset.width + transform.c * shadow.offset.height
        let dy = transform.b * shadow.offset.width + transform.d * shadow.offset.height
        if dx.isFinite, dy.isFinite {
          try composite(
            A8Image(mask), color: shadow.color, x: Double(ink.minX - padX * factor) + dx,
            y: Double(ink.minY - padY * factor) + dy, scale: factor)
        }
      } else if let ink = coverage.inkBounds {
        let padX = GaussianBlur.padding(sigma: sigmas.x)
        let padY = GaussianBlur.padding(sigma: sigmas.y)
        var mask = coverage.cropped(
          x: ink.minX - padX, y: ink.minY - padY, width: ink.maxX - ink.minX + 1 + 2 * padX,
          height: ink.maxY - ink.minY + 1 + 2 * padY)
        GaussianBlur.blur(&mask, sigmaX: sigmas.x, sigmaY: sigmas.y)
        let dx = transform.a * shadow.offset.width + transform.c * shadow.offset.height
        let dy = transform.b * shadow.offset.width + transform.d * shadow.offset.height
        if dx.isFinite, dy.isFinite {
          try composite(
            A8Image(mask), color: shadow.color, x: Double(ink.minX - padX) + dx, y: Double(ink.minY - padY) + dy)
        }
      }
    }
    cairo_identity_matrix(pointer)
    cairo_set_source(pointer, pattern)
    cairo_paint(pointer)
  }
}
