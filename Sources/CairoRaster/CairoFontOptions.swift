import CCairo

/// Font rendering options fixed in code, never taken from fontconfig, so glyphs rasterise the
/// same on every machine: greyscale antialiasing, no hinting, unhinted (linear) metrics, default
/// subpixel order. Owns a `cairo_font_options_t` (`cairo_font_options_create`, destroyed with
/// `cairo_font_options_destroy`).
final class CairoFontOptions {
  /// The `cairo_font_options_t *`.
  let pointer: OpaquePointer

  /// Creates the deterministic options with `cairo_font_options_set_antialias(GRAY)`,
  /// `…_set_hint_style(NONE)`, `…_set_hint_metrics(OFF)` and `…_set_subpixel_order(DEFAULT)`.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` if `cairo_font_options_status`
  ///   reports an error.
  init() throws {
    let options = cairo_font_options_create()!
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    let status = cairo_font_options_status(options)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_font_options_destroy(options)
      throw CairoError(function: "cairo_font_options_create", status: status)
    }
    self.pointer = options
  }

  deinit { cairo_font_options_destroy(pointer) }
}
