import Foundation
import Graphics

/// Error measures between two pictures of one size, for codec tests and benchmarks.
public enum ImageComparison {
  /// Peak signal-to-noise ratio in dB over the R, G and B channels, with peak 255:
  /// `10 × log10(255² / MSE)`. `+infinity` when the pictures are equal. Alpha is ignored.
  ///
  /// - Precondition: equal sizes.
  public static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
    precondition(
      a.width == b.width && a.height == b.height,
      "ImageComparison.psnr: sizes differ (\(a.width)x\(a.height) vs \(b.width)x\(b.height))")
    let error = squaredError(a, b)
    guard error > 0 else { return .infinity }
    return 10 * log10(255 * 255 / (error / Double(a.width * a.height * 3)))
  }

  /// PSNR over whole sequences: the mean squared error of every frame pair taken together.
  ///
  /// - Precondition: the same number of frames, pairwise of equal size.
  public static func psnr(_ a: [Bitmap], _ b: [Bitmap]) -> Double {
    precondition(a.count == b.count, "ImageComparison.psnr: \(a.count) frames vs \(b.count)")
    var error = 0.0
    var samples = 0
    for (x, y) in zip(a, b) {
      precondition(x.width == y.width && x.height == y.height, "ImageComparison.psnr: frame sizes differ")
      error += squaredError(x, y)
      samples += x.width * x.height * 3
    }
    guard error > 0 else { return .infinity }
    return 10 * log10(255 * 255 / (error / Double(samples)))
  }

  private static func squaredError(_ a: Bitmap, _ b: Bitmap) -> Double {
    a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q in
        var sum = 0
        var i = 0
        while i < p.count {
          for c in 0..<3 {
            let d = Int(p[i + c]) - Int(q[i + c])
            sum += d * d
          }
          i += 4
        }
        return Double(sum)
      }
    }
  }
}
