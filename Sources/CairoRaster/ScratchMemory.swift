import Foundation

/// The offscreen memory one render may hold at once (``CairoRasterizer/scratchMemoryLimit``):
/// every ``CairoImageSurface`` made while it is installed on the thread, and every
/// `cairo_push_group` surface the rasteriser opens, reserves its bytes here before it is
/// allocated and gives them back when freed.
///
/// One instance belongs to one render on one thread (installed with ``with(limit:_:)``), so
/// it needs no lock.
final class ScratchMemory {
  /// The most bytes the render's offscreen surfaces may hold at once.
  let limit: Int
  /// The bytes reserved now.
  private(set) var inUse = 0

  private init(limit: Int) { self.limit = limit }

  private static let threadKey = "flipbook.CairoRaster.scratchMemory"

  /// The budget of the render running on this thread, nil when it has no limit.
  static var current: ScratchMemory? { Thread.current.threadDictionary[threadKey] as? ScratchMemory }

  /// Runs `body` with a budget of `limit` bytes installed on this thread (none when nil),
  /// restoring the previous one afterwards.
  static func with<Result>(limit: Int?, _ body: () throws -> Result) rethrows -> Result {
    let storage = Thread.current.threadDictionary
    let previous = storage[threadKey]
    storage[threadKey] = limit.map { ScratchMemory(limit: max(0, $0)) }
    defer { storage[threadKey] = previous }
    return try body()
  }

  /// Reserves `bytes` for `what` (`"a 4000×3000 ARGB32 surface"`).
  ///
  /// - Throws: ``CairoError/overMemoryLimit(what:bytes:inUse:limit:)`` when the reservation
  ///   would pass ``limit``; nothing is reserved then.
  func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws {
    let (total, overflow) = inUse.addingReportingOverflow(bytes)
    guard !overflow, total <= limit else {
      throw CairoError.overMemoryLimit(what: what(), bytes: bytes, inUse: inUse, limit: limit)
    }
    inUse = total
  }

  /// Gives back `bytes` reserved before.
  func release(_ bytes: Int) {
    inUse = max(0, inUse - bytes)
  }
}
