import CCairo
import Graphics

extension CairoContext {
  /// Composites the innermost group onto the target with `mode`
  /// (`cairo_pop_group_to_source`, `cairo_set_operator`, `cairo_paint`), then restores
  /// `CAIRO_OPERATOR_OVER`. `clear` removes the target where the group drew, in proportion to
  /// its alpha (`CAIRO_OPERATOR_DEST_OUT`).
  ///
  /// - Throws: ``CairoError/unsupportedBlendMode(_:)`` for a mode that is not
  ///   ``Graphics/CGBlendMode/isSupported``.
  func endBlendGroup(_ mode: CGBlendMode) throws {
    guard let op = Self.cairoOperator(mode) else {
      _ = cairo_pop_group(pointer).map { cairo_pattern_destroy($0) }
      throw CairoError.unsupportedBlendMode(mode.description)
    }
    let pattern = popGroupInDeviceSpace()
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_operator(pointer, op)
    cairo_set_source(pointer, pattern)
    cairo_paint(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
  }

  /// The cairo operator drawing `mode`, or nil when the mode has no bounded equivalent.
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
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker: nil
    }
  }
}
