import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Runs `body` (one item's drawing) clipped to the surface minus `covered`, a whole-pixel
  /// device rectangle a later item paints over completely (``DisplayList/occlusion()``), so
  /// the item composites only the pixels that stay visible. Skips `body` when `covered` holds
  /// the whole surface.
  ///
  /// The pixels outside `covered` are the same as without the clip: the clip is whole-pixel
  /// boxes (`cairo_clip` of up to four rectangles), so each pixel is either drawn exactly as
  /// before or not at all. That holds only when the current clip is itself whole pixels (no
  /// clip, or one cairo keeps as a region); under an antialiased clip the edge pixels would
  /// differ, so `body` then runs unclipped, as it does on a vector surface.
  func drawing(outside covered: CGRect?, _ body: () throws -> Void) rethrows {
    guard let covered, skipsCoveredPixels else { return try body() }
    let width = Double(surface.width)
    let height = Double(surface.height)
    let hole = covered.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !hole.isNull, !hole.isEmpty else { return try body() }
    let pieces = [
      CGRect(x: 0, y: 0, width: width, height: hole.minY),
      CGRect(x: 0, y: hole.maxY, width: width, height: height - hole.maxY),
      CGRect(x: 0, y: hole.minY, width: hole.minX, height: hole.height),
      CGRect(x: hole.maxX, y: hole.minY, width: width - hole.maxX, height: hole.height),
    ].filter { $0.width > 0 && $0.height > 0 }
    guard !pieces.isEmpty else { return }
    cairo_save(pointer)
    defer { cairo_restore(pointer) }
    cairo_identity_matrix(pointer)
    cairo_new_path(pointer)
    for piece in pieces { cairo_rectangle(pointer, piece.minX, piece.minY, piece.width, piece.height) }
    cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    cairo_clip(pointer)
    try body()
  }

  /// Whether pixels a later opaque fill covers may be left undrawn (see
  /// ``DisplayList/occlusion()``): on an image surface (a vector surface keeps every item) whose
  /// current clip is whole pixels (``clipIsWholePixels``) — under an antialiased clip the fill
  /// only blends into the pixels on the clip's edge, so what lies under them shows.
  var skipsCoveredPixels: Bool { surface.isImage && clipIsWholePixels }

  /// Whether every pixel is either inside the current clip or outside it: no clip is open, or
  /// cairo holds the clip as whole-pixel boxes (`cairo_copy_clip_rectangle_list` succeeds only
  /// for such a region).
  var clipIsWholePixels: Bool {
    guard clipDepth > 0 else { return true }
    guard let list = cairo_copy_clip_rectangle_list(pointer) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    return list.pointee.status == CAIRO_STATUS_SUCCESS
  }
}
