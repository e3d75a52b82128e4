import CCairo

extension CairoError {
  /// Wraps a cairo status as ``CairoError/cairoFailed(function:status:)`` with the text
  /// `cairo_status_to_string` gives for it.
  init(function: String, status: cairo_status_t) {
    self = .cairoFailed(function: function, status: String(cString: cairo_status_to_string(status)))
  }
}
