import Codecs
import Graphics

extension Diffing where Value == Bitmap {
  /// Bitmaps stored as PNG (small encoder, atomically written by the store) and compared with
  /// `comparison` (strict by default). A failure carries the diff image and the full result.
  public static func image(_ comparison: ImageComparison = .strict, encoder: PNGEncoder = .small) -> Diffing {
    Diffing(
      toData: { try encoder.encode($0) },
      fromData: { try PNGDecoder().decode($0) },
      diff: { expected, actual in
        let result = try ImageComparator.compare(expected, actual, using: comparison)
        return result.passed ? nil : Difference(message: result.summary, diffImage: result.diffImage, result: result)
      })
  }

  /// Strict, byte-exact image diffing.
  public static var image: Diffing { .image() }
}
