import Foundation

extension CairoImageSurface {
  /// The calling thread's frame surface and whether a render on this thread is using it.
  private final class ThreadSlot {
    var surface: CairoImageSurface?
    var inUse = false
  }

  private static let threadKey = "flipbook.CairoRaster.frameSurface"

  /// Runs `body` with an ARGB32 surface of `width × height` owned by the calling thread and handed
  /// out again to that thread's next frame of the same size, so frame workers do not allocate
  /// (and the kernel does not zero) a new full-frame surface for every frame.
  ///
  /// The surface keeps its previous pixels: `body` must replace every pixel first
  /// (``CairoRasterizer`` clears to the background with `CAIRO_OPERATOR_SOURCE`), so output does
  /// not depend on reuse. A render nested inside `body` on the same thread gets a new surface. A
  /// different size replaces the thread's surface; it is freed with the thread.
  static func withThreadSurface<Result>(
    width: Int, height: Int, _ body: (CairoImageSurface) throws -> Result
  ) throws -> Result {
    let storage = Thread.current.threadDictionary
    let slot: ThreadSlot
    if let existing = storage[threadKey] as? ThreadSlot {
      slot = existing
    } else {
      slot = ThreadSlot()
      storage[threadKey] = slot
    }
    guard !slot.inUse else { return try body(CairoImageSurface(width: width, height: height)) }
    if slot.surface?.width != width || slot.surface?.height != height {
      slot.surface = nil
      slot.surface = try CairoImageSurface(width: width, height: height)
    }
    slot.inUse = true
    defer { slot.inUse = false }
    return try body(slot.surface!)
  }
}
