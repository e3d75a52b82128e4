import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Draws `bitmap` stretched over `rect` (user space under `transform`): a premultiplied
  /// ARGB32 copy (``PixelConversion``, made once per bitmap and shared by every frame and worker:
  /// ``ImageConversionCache``) as a surface pattern with `CAIRO_FILTER_BILINEAR` and
  /// `CAIRO_EXTEND_PAD`, filling the rectangle (`cairo_fill`).
  ///
  /// The copy's bytes count against the render's ``ScratchMemory`` while it is drawn, as a
  /// surface of the render's own would.
  func draw(_ bitmap: Bitmap, in rect: CGRect, transform: CGAffineTransform) throws {
    guard bitmap.width > 0, bitmap.height > 0, rect.width != 0, rect.height != 0, Shape.rect(rect).isFinite,
      setMatrix(transform)
    else { return }
    guard (0...32767).contains(bitmap.width), (0...32767).contains(bitmap.height) else {
      throw CairoError.invalidSurfaceSize(width: bitmap.width, height: bitmap.height)
    }
    let budget = ScratchMemory.current
    let reserved = bitmap.width * bitmap.height * 4
    try budget?.reserve(reserved, for: "a \(bitmap.width)×\(bitmap.height) ARGB32 surface")
    defer { budget?.release(reserved) }
    try ImageConversionCache.shared.image(for: bitmap).withSurface { fill(rect, with: $0, bitmap: bitmap) }
  }

  /// Fills `rect` with `image` (`bitmap`'s converted pixels) stretched over it.
  private func fill(_ rect: CGRect, with image: OpaquePointer, bitmap: Bitmap) {
    let pattern = cairo_pattern_create_for_surface(image)!
    defer { cairo_pattern_destroy(pattern) }
    // Pattern space is image pixels; the matrix maps user space (rect) into it.
    var matrix = cairo_matrix_t()
    let sx = Double(bitmap.width) / rect.width
    let sy = Double(bitmap.height) / rect.height
    cairo_matrix_init(&matrix, sx, 0, 0, sy, -rect.minX * sx, -rect.minY * sy)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_new_path(pointer)
    appendPath(.rect(rect))
    cairo_set_source(pointer, pattern)
    cairo_fill(pointer)
  }

  /// Blurs what the current target already holds under `shape`: the pixels of the shape's
  /// device bounding box (plus the blur's reach, the target's edge pixels repeated beyond its
  /// sides) are blurred channel by channel (premultiplied, ``GaussianBlur``), painted back
  /// clipped to the shape, and the tint is filled over them.
  ///
  /// Blurs wider than 3 device pixels run on a copy reduced by k = ⌊σ/3⌋ (box-averaged k×k)
  /// with σ/k, sampled back bilinearly — the downsampled blur visual-effect views use; it keeps
  /// a 390×96 pt bar at 3× to milliseconds instead of seconds.
  /// - Note: UIKit difference: inside an opacity or shadow group the backdrop is what the
  ///   group has drawn so far, not the whole screen behind it.
  func blurBackdrop(under shape: Shape, _ blur: BackdropBlur, transform: CGAffineTransform) throws {
    guard shape.isFinite, blur.radius.isFinite, blur.radius >= 0,
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite),
      transform.determinant != 0
    else { return }
    let sigmas = Self.deviceSigmas(blur.radius * Shadow.sigmaPerRadius, transform)
    let padX = GaussianBlur.padding(sigma: sigmas.x)
    let padY = GaussianBlur.padding(sigma: sigmas.y)
    let target = cairo_get_group_target(pointer)!
    cairo_surface_flush(target)
    let targetWidth = Int(cairo_image_surface_get_width(target))
    let targetHeight = Int(cairo_image_surface_get_height(target))
    var dx: Double = 0
    var dy: Double = 0
    cairo_surface_get_device_offset(target, &dx, &dy)
    let box = shape.boundingRect.applying(transform)
    let x0 = max(0, Int(box.minX.rounded(.down)) + Int(dx) - padX)
    let y0 = max(0, Int(box.minY.rounded(.down)) + Int(dy) - padY)
    let x1 = min(targetWidth, Int(box.maxX.rounded(.up)) + Int(dx) + padX)
    let y1 = min(targetHeight, Int(box.maxY.rounded(.up)) + Int(dy) + padY)
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(target),
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
    // The planes reach `pad` beyond the region, repeating the target's edge pixels there, so
    // the screen's edges do not fade into transparency.
    let planeWidth = width + 2 * padX
    let planeHeight = height + 2 * padY
    var planes = (0..<4).map { _ in
      AlphaMask(width: planeWidth, height: planeHeight, values: [UInt8](repeating: 0, count: planeWidth * planeHeight))
    }
    for y in 0..<planeHeight {
      let sy = min(max(y0 + y - padY, 0), targetHeight - 1)
      for x in 0..<planeWidth {
        let sx = min(max(x0 + x - padX, 0), targetWidth - 1)
        let pixel = source[sy * stride + sx]
        for channel in 0..<4 {
          planes[channel].values[y * planeWidth + x] = UInt8((pixel >> (8 * UInt32(channel))) & 0xFF)
        }
      }
    }
    // Wide blurs run on a copy reduced by k (box-averaged), then are sampled back bilinearly.
    let k = max(1, Int(min(sigmas.x, sigmas.y) / 3))
    for channel in 0..<4 {
      planes[channel] = planes[channel].reduced(by: k)
      GaussianBlur.blur(&planes[channel], sigmaX: sigmas.x / Double(k), sigmaY: sigmas.y / Double(k))
    }
    let blurred = try CairoImageSurface(width: width, height: height)
    cairo_surface_flush(blurred.pointer)
    guard let out = cairo_image_surface_get_data(blurred.pointer) else { return }
    let outStride = Int(cairo_image_surface_get_stride(blurred.pointer)) / 4
    let pixels = UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
      for x in 0..<width {
        let px = Double(x + padX) + 0.5
        let py = Double(y + padY) + 0.5
        // Blurring premultiplied channels alike keeps each colour ≤ its alpha.
        let a = planes[3].sample(px / Double(k) - 0.5, py / Double(k) - 0.5)
        let r = min(planes[2].sample(px / Double(k) - 0.5, py / Double(k) - 0.5), a)
        let g = min(planes[1].sample(px / Double(k) - 0.5, py / Double(k) - 0.5), a)
        let b = min(planes[0].sample(px / Double(k) - 0.5, py / Double(k) - 0.5), a)
        pixels[y * outStride + x] = a << 24 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(blurred.pointer)
    guard setMatrix(transform) else { return }
    cairo_save(pointer)
    cairo_new_path(pointer)
    appendPath(shape)
    cairo_clip(pointer)
    cairo_identity_matrix(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(pointer, blurred.pointer, Double(x0) - dx, Double(y0) - dy)
    cairo_paint(pointer)
    cairo_restore(pointer)
    fill(shape, color: blur.tint, transform: transform)
  }
}
