import Graphics

extension PixelRect {
  /// The smallest rectangle holding every pixel where `a` and `b` (row-major, `width` per row,
  /// one 32-bit word per pixel) differ; nil when they are equal.
  ///
  /// - Complexity: O(width × height); rows are compared whole first, so unchanged rows cost a
  ///   memory comparison.
  static func changed(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> PixelRect? {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var top = -1
        var bottom = -1
        var left = width
        var right = -1
        for y in 0..<height {
          let row = y * width
          var first = -1
          for x in 0..<width where a[row + x] != b[row + x] {
            first = x
            break
          }
          guard first >= 0 else { continue }
          if top < 0 { top = y }
          bottom = y
          left = min(left, first)
          var last = width - 1
          while last > right && a[row + last] == b[row + last] { last -= 1 }
          right = max(right, last)
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
