import Foundation
import Graphics

/// Synthetic frame sequences with known content, for codec tests.
public enum AnimationFixtures {
  /// A flat "UI" animation: a light background, a static header bar, and a rounded-less card
  /// sliding from the left with a 1-pixel anti-aliased (mid-tone) edge. Few exact colours.
  public static func slidingCard(frames: Int, width: Int = 64, height: Int = 48) -> [Bitmap] {
    (0..<frames).map { n in
      var bitmap = Bitmap(width: width, height: height, fill: .init(r: 242, g: 242, b: 247))
      fill(&bitmap, x: 0..<width, y: 0..<8, .init(r: 0, g: 122, b: 255))
      let left = (n * (width - 20)) / max(frames - 1, 1)
      fill(&bitmap, x: left..<min(width, left + 20), y: 14..<34, .init(r: 255, g: 59, b: 48))
      if left + 20 < width { fill(&bitmap, x: (left + 20)..<(left + 21), y: 14..<34, .init(r: 249, g: 150, b: 148)) }
      return bitmap
    }
  }

  /// A photographic-like animation: a smooth two-axis gradient (thousands of colours) that
  /// drifts by `n` pixels per frame, plus a static flat patch.
  public static func driftingGradient(frames: Int, width: Int = 64, height: Int = 48) -> [Bitmap] {
    (0..<frames).map { n in
      var bitmap = Bitmap(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width {
          let u = Double(x + 3 * n) / Double(width)
          let v = Double(y) / Double(height)
          bitmap[x, y] = .init(
            r: UInt8(min(255, 255 * u / 2)), g: UInt8(255 * v), b: UInt8(128 + 100 * sin(u * 3 + v * 2)))
        }
      }
      fill(&bitmap, x: 4..<12, y: 4..<12, .init(r: 255, g: 255, b: 255))
      return bitmap
    }
  }

  /// Fills a rectangle of `bitmap` with one pixel value.
  public static func fill(_ bitmap: inout Bitmap, x: Range<Int>, y: Range<Int>, _ pixel: Bitmap.Pixel) {
    for row in y {
      for column in x { bitmap[column, row] = pixel }
    }
  }
}
