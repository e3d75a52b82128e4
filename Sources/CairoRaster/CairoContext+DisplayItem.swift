import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Fills `shape` with `color`, antialiased (`cairo_fill`, non-zero winding).
  func fill(_ shape: Shape, color: RGBA, transform: CGAffineTransform) {
    guard shape.isFinite, color.alpha > 0, setMatrix(transform) else { return }
    cairo_new_path(pointer)
    appendPath(shape)
    setSource(color)
    cairo_fill(pointer)
  }

  /// Draws a Core Animation border: the region between `shape` and `shape.insetBy(width)`,
  /// filled with the even-odd rule (`CAIRO_FILL_RULE_EVEN_ODD` + `cairo_fill`), i.e. inside the
  /// bounds, the inner radius reduced by the width. When `width` reaches half the shorter side
  /// the whole shape is filled, as `CALayer` does.
  func border(_ shape: Shape, width: CGFloat, color: RGBA, transform: CGAffineTransform) {
    guard shape.isFinite, width.isFinite, width > 0, color.alpha > 0, setMatrix(transform) else { return }
    let rect = shape.boundingRect.standardized
    cairo_new_path(pointer)
    appendPath(shape)
    if width * 2 < min(rect.width, rect.height) {
      appendPath(shape.standardized.insetBy(width))
      cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
    }
    setSource(color)
    cairo_fill(pointer)
    cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
  }

  /// Saves the state (`cairo_save`) and intersects the clip with `shape` (`cairo_clip`) until
  /// ``popClip()``, as `masksToBounds` does. A singular transform clips everything away.
  func pushClip(_ shape: Shape, transform: CGAffineTransform) {
    cairo_save(pointer)
    clipDepth += 1
    cairo_new_path(pointer)
    if shape.isFinite, setMatrix(transform) {
      appendPath(shape)
    } else {
      cairo_identity_matrix(pointer)
      cairo_rectangle(pointer, 0, 0, 0, 0)
    }
    cairo_clip(pointer)
  }

  /// Restores the state saved by the matching ``pushClip(_:transform:)`` (`cairo_restore`).
  func popClip() {
    cairo_restore(pointer)
    clipDepth -= 1
  }

  /// Redirects drawing to an offscreen group (`cairo_push_group`), so its content composites at
  /// once: Core Animation's group opacity.
  func beginGroup() {
    cairo_push_group(pointer)
  }

  /// Like ``beginGroup()``, first saving the state and clipping to the device rectangle
  /// `bounds` when given (whole pixels, so the clip is exact), so the group's surface and its
  /// composite cover only that rectangle; the caller ends such a group with ``popClip()``.
  func beginGroup(clippedTo bounds: CGRect?) {
    if let bounds {
      cairo_save(pointer)
      clipDepth += 1
      cairo_identity_matrix(pointer)
      cairo_new_path(pointer)
      cairo_rectangle(pointer, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_clip(pointer)
    }
    cairo_push_group(pointer)
  }

  /// Ends the innermost group (`cairo_pop_group`) and returns its pattern in device space:
  /// the pattern matrix and the current transformation matrix both identity. `cairo_pop_group`
  /// restores the transformation of the moment the group began (whatever the item before it
  /// set) and gives the pattern that matrix, so a pattern used after the matrix changed again
  /// would be drawn shifted by it.
  func popGroupInDeviceSpace() -> OpaquePointer {
    let pattern = cairo_pop_group(pointer)!
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_pattern_set_matrix(pattern, &identity)
    cairo_identity_matrix(pointer)
    return pattern
  }

  /// Composites the innermost group with `opacity` (`cairo_pop_group_to_source` +
  /// `cairo_paint_with_alpha`), under the clip that was current when it began.
  func endGroup(opacity: Double) {
    cairo_pop_group_to_source(pointer)
    cairo_paint_with_alpha(pointer, opacity.isNaN ? 1 : min(max(opacity, 0), 1))
  }
}
