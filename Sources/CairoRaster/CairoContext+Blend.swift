import CCairo
import Graphics

extension CairoContext {
  /// Composites the innermost group onto the target with `mode`, then restores
  /// `CAIRO_OPERATOR_OVER`.
  ///
  /// A mode that leaves the target alone where the source is transparent is cairo's operator
  /// (`cairo_pop_group`, `cairo_set_operator`, `cairo_paint`); `clear` removes the target where
  /// the group drew, in proportion to its alpha (`CAIRO_OPERATOR_DEST_OUT`).
  ///
  /// The modes that would change the rest of the target
  /// (``Graphics/CGBlendMode/changesTargetOutsideSource``) are bounded by the group's shape
  /// (`hasShape`: the group was split by `maskContent`, and the shape is the innermost
  /// group; otherwise the content's alpha is the shape), as Core Graphics bounds them:
  ///
  ///     X = op(S, D)               a copy of the target, the content composited on it with
  ///                                cairo's unbounded operator (copy → SOURCE, sourceIn → IN,
  ///                                sourceOut → OUT, destinationIn → DEST_IN,
  ///                                destinationAtop → DEST_ATOP) or, for plusDarker,
  ///                                max(0, S + D − 1) per premultiplied component
  ///     R = M·X + (1 − M)·D        `CAIRO_OPERATOR_SOURCE` through the shape (`cairo_mask`),
  ///                                which cairo bounds by the mask and the clip
  ///
  /// At a shape's antialiased edge S is the content there (the colour × its coverage).
  ///
  /// - Throws: ``CairoError`` when cairo fails.
  func endBlendGroup(_ mode: CGBlendMode, hasShape: Bool) throws {
    guard mode.changesTargetOutsideSource else {
      let pattern = popGroupInDeviceSpace()
      if hasShape { cairo_pattern_destroy(pattern) }
      let content = hasShape ? maskContents.removeLast() : pattern
      defer { cairo_pattern_destroy(content) }
      cairo_set_operator(pointer, Self.cairoOperator(mode) ?? CAIRO_OPERATOR_OVER)
      cairo_set_source(pointer, content)
      cairo_paint(pointer)
      cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
      return
    }
    let shape = popGroupInDeviceSpace()
    let content = hasShape ? maskContents.removeLast() : cairo_pattern_reference(shape)!
    defer {
      cairo_pattern_destroy(content)
      cairo_pattern_destroy(shape)
    }
    // X: the target, with the content composited on it by the unbounded operator.
    let target = cairo_get_group_target(pointer)!
    cairo_push_group(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(pointer, target, 0, 0)
    cairo_paint(pointer)
    if let op = Self.cairoOperator(mode) {
      cairo_set_operator(pointer, op)
      cairo_set_source(pointer, content)
      cairo_paint(pointer)
    } else {
      try Self.plusDarker(content, onto: cairo_get_group_target(pointer)!)
    }
    let composite = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(composite) }
    cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(pointer, composite)
    cairo_mask(pointer, shape)
    cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
    try checkStatus(function: "cairo_mask")
  }

  /// `R = max(0, 1 − ((1 − D) + (1 − S)))` = `max(0, S + D − 1)` on every premultiplied
  /// component, alpha included (Apple's definition of `CGBlendMode.plusDarker`), of the group
  /// `source` (a surface pattern) onto the image surface `target`, pixels matched through both
  /// surfaces' device offsets. Where `source` has no pixel, S is transparent.
  static func plusDarker(_ source: OpaquePointer, onto target: OpaquePointer) throws {
    var sourceSurface: OpaquePointer?
    guard cairo_pattern_get_surface(source, &sourceSurface) == CAIRO_STATUS_SUCCESS, let sourceSurface,
      cairo_surface_get_type(sourceSurface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { throw CairoError(function: "cairo_pattern_get_surface", status: CAIRO_STATUS_SURFACE_TYPE_MISMATCH) }
    cairo_surface_flush(sourceSurface)
    cairo_surface_flush(target)
    guard let sourceData = cairo_image_surface_get_data(sourceSurface),
      let targetData = cairo_image_surface_get_data(target)
    else { return }
    var sdx: Double = 0
    var sdy: Double = 0
    var tdx: Double = 0
    var tdy: Double = 0
    cairo_surface_get_device_offset(sourceSurface, &sdx, &sdy)
    cairo_surface_get_device_offset(target, &tdx, &tdy)
    let sourceWidth = Int(cairo_image_surface_get_width(sourceSurface))
    let sourceHeight = Int(cairo_image_surface_get_height(sourceSurface))
    let sourceStride = Int(cairo_image_surface_get_stride(sourceSurface)) / 4
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    let s = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
    let t = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
    // Target pixel x is device x − tdx, which is source pixel x − tdx + sdx.
    let offsetX = Int(sdx - tdx)
    let offsetY = Int(sdy - tdy)
    for y in 0..<height {
      let sy = y + offsetY
      let row = sy >= 0 && sy < sourceHeight
      for x in 0..<width {
        let sx = x + offsetX
        let sp: UInt32 = row && sx >= 0 && sx < sourceWidth ? s[sy * sourceStride + sx] : 0
        t[y * stride + x] = plusDarker(sp, t[y * stride + x])
      }
    }
    cairo_surface_mark_dirty(target)
  }

  /// One premultiplied ARGB32 pixel of `plusDarker`: `max(0, s + d − 255)` per byte.
  static func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
    var result: UInt32 = 0
    for shift in stride(from: UInt32(0), through: 24, by: 8) {
      let sum = Int((s >> shift) & 0xFF) + Int((d >> shift) & 0xFF) - 255
      result |= UInt32(max(0, sum)) << shift
    }
    return result
  }

  /// The cairo operator drawing `mode` (unbounded for the modes that
  /// ``Graphics/CGBlendMode/changesTargetOutsideSource``), or nil for `plusDarker`, which
  /// cairo does not have.
  static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t? {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_DEST_OUT
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusDarker: nil
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
