import Foundation

/// Maps 24-bit colours to the index of the nearest palette entry, memoised in a direct-indexed
/// table (2²⁴ × 16 bits from `calloc`, pages mapped lazily; an entry holds index + 1, 0 meaning
/// not searched yet) so each distinct colour is searched once per palette.
///
/// Nearest means least squared Euclidean distance in RGB (what PSNR measures); ties go to the
/// lower index, so the mapping is deterministic.
final class PaletteLookup {
  private let table: UnsafeMutablePointer<UInt16>
  private var touched: [UInt32] = []
  private(set) var palette: [UInt32] = []
  private var red: [Int32] = []
  private var green: [Int32] = []
  private var blue: [Int32] = []

  init() {
    guard let memory = calloc(1 << 24, MemoryLayout<UInt16>.stride) else {
      fatalError("PaletteLookup: calloc of 32 MiB failed")
    }
    table = memory.bindMemory(to: UInt16.self, capacity: 1 << 24)
  }

  deinit { free(table) }

  /// Switches to `palette` (`0xRRGGBB` entries, at most 256), forgetting earlier results.
  func use(_ palette: [UInt32]) {
    precondition(!palette.isEmpty && palette.count <= 256, "PaletteLookup: palette of \(palette.count) colours")
    guard palette != self.palette else { return }
    for c in touched { table[Int(c)] = 0 }
    touched.removeAll(keepingCapacity: true)
    self.palette = palette
    red = palette.map { Int32($0 >> 16 & 0xFF) }
    green = palette.map { Int32($0 >> 8 & 0xFF) }
    blue = palette.map { Int32($0 & 0xFF) }
  }

  /// The index of the entry nearest to `color`.
  @inline(__always)
  func index(of color: UInt32) -> Int {
    let c = Int(color & 0xFF_FFFF)
    let cached = table[c]
    if cached != 0 { return Int(cached) - 1 }
    let found = nearest(r: Int32(c >> 16), g: Int32(c >> 8 & 0xFF), b: Int32(c & 0xFF))
    table[c] = UInt16(found + 1)
    touched.append(UInt32(c))
    return found
  }

  /// The nearest entry to an arbitrary (possibly out-of-range) colour, without memoising.
  func nearest(r: Int32, g: Int32, b: Int32) -> Int {
    var best = 0
    var bestDistance = Int32.max
    for i in 0..<palette.count {
      let dr = red[i] - r
      let dg = green[i] - g
      let db = blue[i] - b
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = i
        if distance == 0 { break }
      }
    }
    return best
  }
}
