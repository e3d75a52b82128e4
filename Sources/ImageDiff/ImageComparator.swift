import Foundation
import Graphics

/// Compares two bitmaps with an ``ImageComparison`` and draws the diff image.
///
/// One pass over the pixels: rows that are byte-identical (and hold no ignored pixel) are skipped
/// with `memcmp`, so comparing equal frames runs at memory speed; only differing pixels do the
/// per-channel or YIQ arithmetic.
public enum ImageComparator {
  /// Compares `actual` with `expected`.
  ///
  /// Sizes are checked first: images of different sizes fail with
  /// ``ImageDiffFailure/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)`` and
  /// no pixel is compared (there is no cropping or scaling).
  ///
  /// - Parameters:
  ///   - expected: The golden image; the diff image fades this one.
  ///   - actual: The image under test.
  ///   - comparison: The rules (default ``ImageComparison/strict``).
  ///   - drawingDiff: Whether to draw ``ImageDiffResult/diffImage`` (default true).
  /// - Throws: ``ImageDiffError`` when an option is out of range or the mask has the wrong size.
  /// - Complexity: O(width × height).
  public static func compare(
    _ expected: Bitmap, _ actual: Bitmap, using comparison: ImageComparison = .strict, drawingDiff: Bool = true
  ) throws -> ImageDiffResult {
    try comparison.validate(width: expected.width, height: expected.height)
    guard expected.width == actual.width, expected.height == actual.height else {
      return ImageDiffResult(
        width: expected.width, height: expected.height, comparedPixelCount: 0, ignoredPixelCount: 0,
        differingPixelCount: 0, antiAliasedPixelCount: 0, boundingBox: nil, worstChannelDelta: nil,
        densestWindow: nil,
        failures: [
          .sizeMismatch(
            expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width,
            actualHeight: actual.height)
        ], diffImage: nil)
    }
    var pass = ComparisonPass(
      width: expected.width, height: expected.height, comparison: comparison, drawing: drawingDiff)
    expected.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return }
        pass.run(a, b)
      }
    }
    return pass.result()
  }

  /// Decodes two PNG files (at once, on two threads) and compares them; see
  /// ``compare(_:_:using:drawingDiff:)``.
  ///
  /// - Throws: ``ImageDiffError/unreadableImage(path:reason:)`` naming the file that cannot be
  ///   read or decoded (missing, truncated, corrupt, not a PNG).
  public static func compareFiles(
    expected: URL, actual: URL, using comparison: ImageComparison = .strict, drawingDiff: Bool = true
  ) throws -> ImageDiffResult {
    let urls = [expected, actual]
    let decoded = UnsafeMutablePointer<Result<Bitmap, any Error>>.allocate(capacity: 2)
    defer {
      decoded.deinitialize(count: 2)
      decoded.deallocate()
    }
    // Each thread initialises its own slot.
    nonisolated(unsafe) let slots = decoded
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      (slots + i).initialize(to: Result { try ImageFile.read(urls[i]) })
    }
    return try compare(decoded[0].get(), decoded[1].get(), using: comparison, drawingDiff: drawingDiff)
  }
}
