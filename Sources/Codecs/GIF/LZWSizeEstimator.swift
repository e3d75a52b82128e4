/// Counts the bits GIF's LZW (variable-width codes, 12-bit limit, clear code when the table is
/// full) would produce for a sequence of colour indices, without producing them — so the encoder
/// can pick the smaller of two equivalent ways to write a frame.
///
/// The string table is a direct-indexed array (4096 prefixes × 256 symbols); only the entries
/// used since the last reset are cleared.
final class LZWSizeEstimator {
  private var table = [Int16](repeating: 0, count: 4096 * 256)
  private var used: [Int] = []

  /// The number of bits of the LZW data for `indices` with GIF's `minimumCodeSize` (2…8).
  func bits(_ indices: [UInt8], minimumCodeSize: Int) -> Int {
    guard let first = indices.first else { return 0 }
    let clear = 1 << minimumCodeSize
    var next = clear + 2
    var width = minimumCodeSize + 1
    var total = width  // the leading clear code
    var prefix = Int(first)
    table.withUnsafeMutableBufferPointer { table in
      for symbol in indices.dropFirst() {
        let key = prefix << 8 | Int(symbol)
        let code = Int(table[key])
        if code != 0 {
          prefix = code - 1
          continue
        }
        total += width
        if next < 4096 {
          table[key] = Int16(next + 1)
          used.append(key)
          if next == 1 << width && width < 12 { width += 1 }
          next += 1
        } else {
          total += width  // clear code
          for k in used { table[k] = 0 }
          used.removeAll(keepingCapacity: true)
          next = clear + 2
          width = minimumCodeSize + 1
        }
        prefix = Int(symbol)
      }
      for k in used { table[k] = 0 }
      used.removeAll(keepingCapacity: true)
    }
    return total + 2 * width  // the last string and the end code
  }
}
