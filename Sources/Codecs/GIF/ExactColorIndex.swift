import Foundation

/// The index of each colour of a palette, looked up by exact colour in a direct-indexed table
/// (2²⁴ × 16 bits from `calloc`, pages mapped lazily; an entry holds index + 1, 0 meaning absent)
/// rather than a dictionary, since the GIF planner asks once per pixel.
final class ExactColorIndex {
  private let table: UnsafeMutablePointer<UInt16>
  private var colors: [UInt32] = []

  init() {
    guard let memory = calloc(1 << 24, MemoryLayout<UInt16>.stride) else {
      fatalError("ExactColorIndex: calloc of 32 MiB failed")
    }
    table = memory.bindMemory(to: UInt16.self, capacity: 1 << 24)
  }

  deinit { free(table) }

  /// Indexes `palette` (`0xRRGGBB`, at most 256 entries); a colour listed twice maps to its first
  /// index. Call ``reset()`` before indexing another palette.
  func use(_ palette: [UInt32]) {
    for (index, color) in palette.enumerated() { add(color, at: index) }
  }

  /// Maps `color` to `index` unless it is already indexed.
  func add(_ color: UInt32, at index: Int) {
    let c = Int(color & 0xFF_FFFF)
    guard table[c] == 0 else { return }
    table[c] = UInt16(index + 1)
    colors.append(UInt32(c))
  }

  /// The index of `color` (`0xRRGGBB`), if it is in the palette.
  @inline(__always)
  subscript(color: UInt32) -> UInt8? {
    let entry = table[Int(color & 0xFF_FFFF)]
    return entry == 0 ? nil : UInt8(entry - 1)
  }

  /// Forgets every colour.
  func reset() {
    for c in colors { table[Int(c)] = 0 }
    colors.removeAll(keepingCapacity: true)
  }
}
