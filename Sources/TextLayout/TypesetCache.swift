import Foundation
import Graphics

/// Recently typeset texts, so a label drawn on every frame of an animation is laid out once.
///
/// Layout is a pure function of the run (its frame's origin aside), the box and the font files,
/// so a cached answer is the answer. The table is bounded: when it holds ``capacity`` entries it
/// is emptied (no eviction order to get wrong, and the next frame refills it). A lock guards it,
/// since rasterisers run on several threads.
final class TypesetCache: @unchecked Sendable {
  struct Key: Hashable {
    var run: TextRun
    var width: CGFloat
    var maximumHeight: CGFloat
    var directory: URL
  }

  static let shared = TypesetCache()
  /// Entries kept before the table is emptied.
  static let capacity = 1024

  private let lock = NSLock()
  private var entries: [Key: TypesetText] = [:]

  /// The cached layout for `key`, or `make()`'s (stored when it succeeds).
  func text(for key: Key, make: () throws -> TypesetText) rethrows -> TypesetText {
    lock.lock()
    let cached = entries[key]
    lock.unlock()
    if let cached { return cached }
    let text = try make()
    lock.lock()
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = text
    lock.unlock()
    return text
  }
}
