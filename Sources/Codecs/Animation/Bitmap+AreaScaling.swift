import Graphics

extension Bitmap {
  /// This bitmap shrunk by `factor` (0 < factor ≤ 1) with an area-average (box) filter.
  ///
  /// The output is `max(1, round(width × factor))` by `max(1, round(height × factor))` pixels.
  /// Each output pixel covers a rectangle of source pixels (fractional at its edges); its value
  /// is the coverage-weighted mean of those pixels, computed on premultiplied alpha so that
  /// transparent pixels do not darken edges, and rounded to nearest. The filter is separable:
  /// rows first, then columns. A flat area stays exactly flat; a factor of 1/2 averages 2×2 blocks.
  ///
  /// - Precondition: `0 < factor ≤ 1`.
  /// - Complexity: O(width × height).
  public func scaledDown(by factor: Double) -> Bitmap {
    precondition(factor > 0 && factor <= 1, "Bitmap.scaledDown(by:): factor \(factor) must be in (0, 1]")
    let outWidth = max(1, Int((Double(width) * factor).rounded()))
    let outHeight = max(1, Int((Double(height) * factor).rounded()))
    if outWidth == width && outHeight == height { return self }
    let columns = Self.coverage(source: width, destination: outWidth)
    let rows = Self.coverage(source: height, destination: outHeight)

    // Horizontal pass into premultiplied Double rows.
    var horizontal = [Double](repeating: 0, count: outWidth * height * 4)
    pixels.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let sourceRow = y * width * 4
          let outRow = y * outWidth * 4
          for (x, taps) in columns.enumerated() {
            var r = 0.0
            var g = 0.0
            var b = 0.0
            var a = 0.0
            for tap in taps {
              let i = sourceRow + tap.index * 4
              let alpha = Double(source[i + 3])
              let weight = tap.weight * alpha / 255
              r += Double(source[i]) * weight
              g += Double(source[i + 1]) * weight
              b += Double(source[i + 2]) * weight
              a += alpha * tap.weight
            }
            let o = outRow + x * 4
            out[o] = r
            out[o + 1] = g
            out[o + 2] = b
            out[o + 3] = a
          }
        }
      }
    }

    // Vertical pass, un-premultiply, round.
    var result = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
    horizontal.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { out in
        for (y, taps) in rows.enumerated() {
          for x in 0..<outWidth {
            var r = 0.0
            var g = 0.0
            var b = 0.0
            var a = 0.0
            for tap in taps {
              let i = (tap.index * outWidth + x) * 4
              r += source[i] * tap.weight
              g += source[i + 1] * tap.weight
              b += source[i + 2] * tap.weight
              a += source[i + 3] * tap.weight
            }
            let o = (y * outWidth + x) * 4
            guard a > 0 else { continue }
            let scale = 255 / a
            out[o] = Self.byte(r * scale)
            out[o + 1] = Self.byte(g * scale)
            out[o + 2] = Self.byte(b * scale)
            out[o + 3] = Self.byte(a)
          }
        }
      }
    }
    return Bitmap(width: outWidth, height: outHeight, pixels: result)
  }

  private struct Tap {
    var index: Int
    var weight: Double
  }

  /// For each destination sample, the source samples it covers and their normalised weights.
  private static func coverage(source: Int, destination: Int) -> [[Tap]] {
    let step = Double(source) / Double(destination)
    return (0..<destination).map { d in
      let start = Double(d) * step
      let end = min(Double(source), start + step)
      var taps: [Tap] = []
      var index = Int(start.rounded(.down))
      while Double(index) < end && index < source {
        let covered = min(end, Double(index + 1)) - max(start, Double(index))
        if covered > 1e-12 { taps.append(Tap(index: index, weight: covered / step)) }
        index += 1
      }
      return taps
    }
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, value.rounded())))
  }
}
