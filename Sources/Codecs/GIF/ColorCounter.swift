import Foundation

/// Counts 24-bit RGB colours with a direct-indexed table (2²⁴ counters, allocated once), keeping
/// the distinct colours in first-seen order so ``reset()`` costs only what was added.
///
/// Memory: 64 MiB of address space from `calloc` (pages the OS maps lazily, already zero),
/// owned by this object and freed in `deinit`.
final class ColorCounter {
  private let counts: UnsafeMutablePointer<UInt32>
  /// The distinct colours added since the last reset, in first-seen order.
  private(set) var colors: [UInt32] = []

  init() {
    guard let memory = calloc(1 << 24, MemoryLayout<UInt32>.stride) else {
      fatalError("ColorCounter: calloc of 64 MiB failed")
    }
    counts = memory.bindMemory(to: UInt32.self, capacity: 1 << 24)
  }

  deinit { free(counts) }

  /// Adds one pixel of `color` (`0xRRGGBB`).
  @inline(__always)
  func add(_ color: UInt32) {
    let c = Int(color & 0xFF_FFFF)
    if counts[c] == 0 { colors.append(UInt32(c)) }
    counts[c] &+= 1
  }

  /// Adds `count` pixels of `color` (`0xRRGGBB`).
  func add(_ color: UInt32, count: UInt32) {
    let c = Int(color & 0xFF_FFFF)
    if counts[c] == 0 { colors.append(UInt32(c)) }
    counts[c] &+= count
  }

  /// How many pixels of `color` were added.
  func count(of color: UInt32) -> UInt32 { counts[Int(color & 0xFF_FFFF)] }

  /// The distinct colours with their counts, sorted by colour value (deterministic input for
  /// palette building).
  func histogram() -> [(color: UInt32, count: UInt32)] {
    colors.sorted().map { ($0, counts[Int($0)]) }
  }

  /// Forgets every colour.
  func reset() {
    for c in colors { counts[Int(c)] = 0 }
    colors.removeAll(keepingCapacity: true)
  }
}
