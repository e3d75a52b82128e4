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
  private let surface: CairoImageSurface

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

  deinit { cairo_destroy(pointer) }

  /// Throws if the context is in an error state (cairo errors are sticky), naming `function`,
  /// the call most likely to have set it.
  func checkStatus(function: String) throws {
    let status = cairo_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(function: function, status: status) }
  }

  /// Replaces every pixel with `color` (`CAIRO_OPERATOR_SOURCE` + `cairo_paint`), ignoring clips.
  func clear(to color: RGBA) {
    cairo_save(pointer)
    cairo_reset_clip(pointer)
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

  /// Adds `shape` to the current path as a closed sub-path, in user space.
  ///
  /// A rectangle uses `cairo_rectangle`; a rounded rectangle uses four circular
  /// `cairo_arc`s of radius `shape.effectiveCornerRadius` (Core Animation's clamp), clockwise
  /// from the top right.
  func appendPath(_ shape: Shape) {
    let rect = shape.boundingRect.standardized
    let radius = shape.effectiveCornerRadius
    guard radius > 0 else {
      cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(pointer)
    cairo_arc(pointer, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
    cairo_arc(pointer, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
    cairo_arc(pointer, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
    cairo_arc(pointer, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(pointer)
  }
}
