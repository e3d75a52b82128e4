import CCairo
import Foundation
import Graphics

/// A cairo drawing context on one ``CairoImageSurface``. Owns its `cairo_t` (`cairo_create`,
/// released with `cairo_destroy` in `deinit`) and keeps the surface alive.
///
/// Every drawing call sets the item's full transform first, so items are independent of each
/// other's state; only clips and groups carry over, as the display list nests them.
final class CairoContext {
  /// The `cairo_t *`.
  let pointer: OpaquePointer
  let surface: CairoImageSurface
  /// The content patterns of the open masked groups (`cairo_pattern_t *`, owned until their
  /// group ends).
  var maskContents: [OpaquePointer] = []
  /// How many clips ``pushClip(_:transform:)`` and ``beginGroup(clippedTo:)`` have open: 0
  /// means drawing is clipped by nothing but the surface.
  var clipDepth = 0

  /// Creates a context drawing into `surface` (`cairo_create`).
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when `cairo_status` reports an error.
  init(surface: CairoImageSurface) throws {
    let context = cairo_create(surface.pointer)!
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      throw CairoError(function: "cairo_create", status: status)
    }
    // Curves are flattened into chords that lie inside them; cairo's default tolerance (0.1 px)
    // visibly thins rounded corners (coverage up to ~0.04 low). 0.02 px costs a few more
    // segments per arc and keeps corners within 1% of the true circle.
    cairo_set_tolerance(context, Self.tolerance)
    self.pointer = context
    self.surface = surface
  }

  /// Maximum distance, in device pixels, between a curve and the segments that approximate it
  /// (`cairo_set_tolerance`).
  static let tolerance = 0.02

  deinit {
    for pattern in maskContents { cairo_pattern_destroy(pattern) }
    cairo_destroy(pointer)
  }

  /// Throws if the context is in an error state (cairo errors are sticky), naming `function`,
  /// the call most likely to have set it.
  func checkStatus(function: String) throws {
    let status = cairo_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(function: function, status: status) }
  }

  /// Replaces every pixel inside the current clip (on a new context: every pixel) with `color`
  /// (`CAIRO_OPERATOR_SOURCE` + `cairo_paint`).
  func clear(to color: RGBA) {
    cairo_save(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
    setSource(color)
    cairo_paint(pointer)
    cairo_restore(pointer)
  }

  /// Sets the source to a solid straight-alpha colour (`cairo_set_source_rgba`), clamped to 0…1.
  func setSource(_ color: RGBA) {
    let c = color.clamped
    cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha)
  }

  /// Makes `transform` the current transformation matrix (`cairo_set_matrix`).
  ///
  /// Core Graphics maps a point as `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`; cairo's
  /// `cairo_matrix_init(xx, yx, xy, yy, x0, y0)` maps `x′ = xx·x + xy·y + x0`,
  /// `y′ = yx·x + yy·y + y0`, so the entries pass through in the same order (a, b, c, d, tx, ty).
  ///
  /// - Returns: `false`, leaving the matrix alone, when `transform` is singular or not finite
  ///   (e.g. a view scaled to 0): cairo would enter a sticky `INVALID_MATRIX` error, and such an
  ///   item covers no pixels anyway.
  func setMatrix(_ transform: CGAffineTransform) -> Bool {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    let determinant = transform.determinant
    guard entries.allSatisfy(\.isFinite), determinant != 0, determinant.isFinite else { return false }
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    cairo_set_matrix(pointer, &matrix)
    return true
  }

  /// Adds `shape` to the current path as closed sub-paths, in user space, and selects its fill
  /// rule (`cairo_set_fill_rule`).
  ///
  /// A rectangle uses `cairo_rectangle`; a rounded rectangle uses circular `cairo_arc`s of
  /// radius `shape.effectiveCornerRadius` (Core Animation's clamp) on its rounded corners,
  /// clockwise from the top right; a path uses `cairo_move_to`/`cairo_line_to`/`cairo_curve_to`
  /// (quadratic curves raised to cubics exactly) and `cairo_close_path`.
  func appendPath(_ shape: Shape) {
    cairo_set_fill_rule(pointer, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    if case .path(let path, _) = shape { return appendPath(path) }
    let rect = shape.boundingRect.standardized
    let radius = shape.effectiveCornerRadius
    guard radius > 0, case .roundedRect(_, _, let corners) = shape else {
      cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    func corner(_ corner: UIRectCorner, _ cx: Double, _ cy: Double, _ x: Double, _ y: Double, from angle: Double) {
      if corners.contains(corner) {
        cairo_arc(pointer, cx, cy, radius, angle, angle + quarter)
      } else {
        cairo_line_to(pointer, x, y)
      }
    }
    cairo_new_sub_path(pointer)
    corner(.topRight, rect.maxX - radius, rect.minY + radius, rect.maxX, rect.minY, from: -quarter)
    corner(.bottomRight, rect.maxX - radius, rect.maxY - radius, rect.maxX, rect.maxY, from: 0)
    corner(.bottomLeft, rect.minX + radius, rect.maxY - radius, rect.minX, rect.maxY, from: quarter)
    corner(.topLeft, rect.minX + radius, rect.minY + radius, rect.minX, rect.minY, from: 2 * quarter)
    cairo_close_path(pointer)
  }

  /// Adds `path`'s elements to cairo's current path.
  func appendPath(_ path: PathData) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .moveToPoint(let p):
        cairo_move_to(pointer, p.x, p.y)
        current = p
        start = p
      case .addLineToPoint(let p):
        cairo_line_to(pointer, p.x, p.y)
        current = p
      case .addQuadCurveToPoint(let p, let c):
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .addCurveToPoint(let p, let c1, let c2):
        cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(pointer)
        current = start
      }
    }
  }
}
