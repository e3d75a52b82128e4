import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Strokes `path` centred on the outline with the shape layer's line attributes
  /// (`cairo_set_line_width`, `cairo_set_line_cap`, `cairo_set_line_join`,
  /// `cairo_set_miter_limit`, `cairo_set_dash`, `cairo_stroke`), widths and dash lengths in the
  /// item's local space. A pattern with a negative or non-finite length (which the model's
  /// preconditions exclude) strokes solid rather than putting cairo in an error state.
  func stroke(_ path: PathData, style: StrokeStyle, color: RGBA, transform: CGAffineTransform) {
    guard color.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite, Shape.path(path).isFinite,
      setMatrix(transform)
    else { return }
    cairo_new_path(pointer)
    appendPath(path)
    cairo_set_line_width(pointer, style.lineWidth)
    let cap: cairo_line_cap_t =
      switch style.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch style.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(pointer, cap)
    cairo_set_line_join(pointer, join)
    cairo_set_miter_limit(pointer, style.miterLimit)
    if style.isDashed, style.dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), style.dashPhase.isFinite {
      cairo_set_dash(pointer, style.dashes.map { Double($0) }, Int32(style.dashes.count), Double(style.dashPhase))
    } else {
      cairo_set_dash(pointer, nil, 0, 0)
    }
    setSource(color)
    cairo_stroke(pointer)
  }

  /// Paints `gradient` over its rectangle. Axial and radial gradients are cairo patterns
  /// (`cairo_pattern_create_linear`, `cairo_pattern_create_radial` with an elliptical pattern
  /// matrix, Core Graphics' two-circle radial gradient with `cairo_pattern_create_radial`'s
  /// circles; `CAIRO_EXTEND_PAD`, or `CAIRO_EXTEND_NONE` when the gradient does not extend; stops via `cairo_pattern_add_color_stop_rgba`); a conic
  /// gradient has no cairo pattern, so its colours are computed per device pixel into an
  /// image surface and painted through the rectangle.
  func paint(_ gradient: Gradient, transform: CGAffineTransform) throws {
    guard !gradient.stops.isEmpty, Shape.rect(gradient.rect).isFinite, setMatrix(transform) else { return }
    let pattern: OpaquePointer
    switch gradient.kind {
    case .axial:
      pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
    case .radial:
      let rx = abs(gradient.end.x - gradient.start.x)
      let ry = abs(gradient.end.y - gradient.start.y)
      guard rx > 0, ry > 0 else {
        return fill(.rect(gradient.rect), color: gradient.stops.last!.color, transform: transform)
      }
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      // Pattern space is the unit circle; the matrix maps user space into it.
      var matrix = cairo_matrix_t()
      cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -gradient.start.x / rx, -gradient.start.y / ry)
      cairo_pattern_set_matrix(pattern, &matrix)
    case .circles:
      pattern = cairo_pattern_create_radial(
        gradient.start.x, gradient.start.y, max(gradient.startRadius, 0), gradient.end.x, gradient.end.y,
        max(gradient.endRadius, 0))
    case .conic:
      return try paintConic(gradient, transform: transform)
    }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, gradient.extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    for stop in gradient.stops {
      let c = stop.color.clamped
      cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
    }
    cairo_new_path(pointer)
    appendPath(.rect(gradient.rect))
    cairo_set_source(pointer, pattern)
    cairo_fill(pointer)
  }

  private func paintConic(_ gradient: Gradient, transform: CGAffineTransform) throws {
    let box = gradient.rect.applying(transform).intersection(
      CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
    guard !box.isNull, !box.isEmpty else { return }
    let x0 = Int(box.minX.rounded(.down))
    let y0 = Int(box.minY.rounded(.down))
    let width = Int(box.maxX.rounded(.up)) - x0
    let height = Int(box.maxY.rounded(.up)) - y0
    let image = try CairoImageSurface(width: width, height: height)
    cairo_surface_flush(image.pointer)
    guard let data = cairo_image_surface_get_data(image.pointer) else { return }
    let stride = Int(cairo_image_surface_get_stride(image.pointer)) / 4
    let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    let inverse = transform.inverted()
    for j in 0..<height {
      for i in 0..<width {
        let local = CGPoint(x: Double(x0 + i) + 0.5, y: Double(y0 + j) + 0.5).applying(inverse)
        let c = gradient.color(at: gradient.parameter(at: local)).clamped
        func byte(_ v: Double) -> UInt32 { UInt32((v * c.alpha * 255).rounded()) }
        pixels[j * stride + i] =
          UInt32((c.alpha * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
      }
    }
    cairo_surface_mark_dirty(image.pointer)
    cairo_new_path(pointer)
    appendPath(.rect(gradient.rect))
    cairo_identity_matrix(pointer)
    cairo_set_source_surface(pointer, image.pointer, Double(x0), Double(y0))
    cairo_fill(pointer)
  }

  /// Switches a masked group from its content to its mask: the content is kept as a pattern
  /// (`cairo_pop_group`) and a new group collects the mask (`cairo_push_group`).
  func beginMask() {
    maskContents.append(popGroupInDeviceSpace())
    cairo_push_group(pointer)
  }

  /// Composites the masked group's content through its mask's alpha (`cairo_pop_group`,
  /// `cairo_set_source`, `cairo_mask`).
  func endMaskedGroup() {
    let mask = popGroupInDeviceSpace()
    let content = maskContents.removeLast()
    cairo_set_source(pointer, content)
    cairo_mask(pointer, mask)
    cairo_pattern_destroy(mask)
    cairo_pattern_destroy(content)
  }
}
