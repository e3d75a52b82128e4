import Graphics

extension DisplayItem {
  /// The cairo function whose failure would surface after drawing this item.
  var cairoFunction: String {
    switch self {
    case .pushClip: return "cairo_clip"
    case .popClip: return "cairo_restore"
    case .beginGroup, .beginShadowGroup: return "cairo_push_group"
    case .beginProjection, .beginPageCurl: return "cairo_image_surface_create"
    case .endGroup: return "cairo_paint_with_alpha"
    case .fill, .border: return "cairo_fill"
    case .text: return "cairo_show_glyphs"
    case .shadow: return "cairo_mask_surface"
    case .stroke: return "cairo_stroke"
    case .gradient, .image: return "cairo_fill"
    case .backdropBlur: return "cairo_paint"
    case .beginMaskedGroup, .beginBlendGroup: return "cairo_push_group"
    case .maskContent: return "cairo_pop_group"
    }
  }
}

extension DisplayItem {
  /// Whether the item ends a scope some earlier item opened (a failure then belongs to the
  /// opener).
  var closesScope: Bool {
    switch self {
    case .endGroup, .maskContent: return true
    default: return false
    }
  }
}
