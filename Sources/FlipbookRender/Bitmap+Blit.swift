import Graphics

extension Bitmap {
  /// Copies `source` into this bitmap with its top-left corner at (`x`, `y`), row by row
  /// (replacing pixels, no blending).
  ///
  /// - Precondition: `source` fits inside this bitmap at that position.
  mutating func copy(_ source: Bitmap, toX x: Int, y: Int) {
    precondition(
      x >= 0 && y >= 0 && x + source.width <= width && y + source.height <= height,
      "Bitmap.copy: \(source.width)x\(source.height) at (\(x), \(y)) does not fit \(width)x\(height)")
    let destinationWidth = width
    pixels.withUnsafeMutableBufferPointer { out in
      source.pixels.withUnsafeBufferPointer { input in
        for row in 0..<source.height {
          let from = row * source.width * 4
          let to = ((y + row) * destinationWidth + x) * 4
          for i in 0..<(source.width * 4) { out[to + i] = input[from + i] }
        }
      }
    }
  }
}
