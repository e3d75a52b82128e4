/// PNG scanline filters (PNG spec §9): each row is stored as a filter type byte and the
/// filtered bytes; the encoder picks per row the filter whose output has the smallest sum of
/// absolute values (as signed bytes), libpng's heuristic.
enum PNGRowFilter {
  /// Filters `pixels` (`height` rows of `rowBytes`, `bpp` bytes per pixel) into PNG's
  /// "filter byte + row" layout.
  static func filter(_ pixels: [UInt8], rowBytes: Int, height: Int, bpp: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    var candidate = [UInt8](repeating: 0, count: rowBytes)
    var best = [UInt8](repeating: 0, count: rowBytes)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<height {
      let row = pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
      let above = y > 0 ? pixels[((y - 1) * rowBytes)..<(y * rowBytes)] : zeros[...]
      var bestType: UInt8 = 0
      var bestCost = Int.max
      for type: UInt8 in 0...4 {
        var cost = 0
        for i in 0..<rowBytes {
          let x = row[row.startIndex + i]
          let a = i >= bpp ? row[row.startIndex + i - bpp] : 0
          let b = above[above.startIndex + i]
          let c = i >= bpp ? above[above.startIndex + i - bpp] : 0
          let value = x &- predictor(type, a, b, c)
          candidate[i] = value
          cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        if cost < bestCost {
          bestCost = cost
          bestType = type
          swap(&best, &candidate)
        }
      }
      let o = y * (rowBytes + 1)
      out[o] = bestType
      for i in 0..<rowBytes { out[o + 1 + i] = best[i] }
    }
    return out
  }

  /// Reverses ``filter(_:rowBytes:height:bpp:)``; nil when a row has an unknown filter type.
  static func unfilter(_ data: [UInt8], rowBytes: Int, height: Int, bpp: Int) -> [UInt8]? {
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      let type = data[y * (rowBytes + 1)]
      guard type <= 4 else { return nil }
      for i in 0..<rowBytes {
        let a = i >= bpp ? pixels[y * rowBytes + i - bpp] : 0
        let b = y > 0 ? pixels[(y - 1) * rowBytes + i] : 0
        let c = y > 0 && i >= bpp ? pixels[(y - 1) * rowBytes + i - bpp] : 0
        pixels[y * rowBytes + i] = data[y * (rowBytes + 1) + 1 + i] &+ predictor(type, a, b, c)
      }
    }
    return pixels
  }

  @inline(__always)
  private static func predictor(_ type: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    switch type {
    case 1: return a
    case 2: return b
    case 3: return UInt8((Int(a) + Int(b)) / 2)
    case 4:
      let p = Int(a) + Int(b) - Int(c)
      let pa = abs(p - Int(a))
      let pb = abs(p - Int(b))
      let pc = abs(p - Int(c))
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    default: return 0
    }
  }
}
