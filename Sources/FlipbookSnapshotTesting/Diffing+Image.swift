import Codecs
import Foundation
import Graphics
import HeadlessUIKit
import SnapshotTesting

import enum ImageDiff.ImageComparator
import struct ImageDiff.ImageComparison
import struct ImageDiff.ImageDiffResult

extension SnapshotTesting.Diffing where Value == UIImage {
  /// Images stored as PNG and compared pixel by pixel, as swift-snapshot-testing's
  /// `Diffing<UIImage>.image` on iOS.
  public static var image: SnapshotTesting.Diffing<UIImage> { .image() }

  /// Images stored as PNG (Flipbook's encoder) and compared with Flipbook's `ImageDiff`, as
  /// swift-snapshot-testing's `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)` on iOS.
  ///
  /// A failure's message is ImageDiff's summary (differing pixels, bounding box, worst channel)
  /// followed by the path of the diff image, which is also attached as `difference.png` next to
  /// `reference.png` and `failure.png`, as on iOS.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match (0…1, default 1: every pixel).
  ///   - perceptualPrecision: How closely a pixel must match to count as matching (0…1, default 1:
  ///     exactly).
  ///   - scale: The scale given to images read back from PNG (nil or 0: `UIScreen.main.scale`).
  /// - Note: UIKit difference: below 1, `perceptualPrecision` uses pixelmatch's YIQ colour
  ///   distance with threshold `1 − perceptualPrecision` (anti-aliased pixels excused) where iOS
  ///   uses Core Image's Lab ΔE; 0.98–0.99 keep their meaning of "the eye cannot tell".
  /// - Precondition: `precision` and `perceptualPrecision` are within 0…1.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
    -> SnapshotTesting.Diffing<UIImage>
  {
    let comparison = ImageComparison.snapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision)
    let imageScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? MainActor.assumeIsolated { UIScreen.main.scale }
    let toData: (UIImage) -> Data = { Data(encodePNG($0)) }
    return .diff(
      toData: toData,
      fromData: { UIImage(bitmap: decodePNG($0), scale: imageScale) }
    ) { old, new in
      let result: ImageDiffResult
      do {
        result = try ImageComparator.compare(pixels(old), pixels(new), using: comparison)
      } catch {
        return ("Flipbook could not compare the images: \(error)", [])
      }
      guard !result.passed else { return nil }
      var message = "Newly-taken snapshot does not match reference.\n\(result.summary)"
      var attachments: [DiffAttachment] = [
        .data(toData(old), name: "reference.png"), .data(toData(new), name: "failure.png"),
      ]
      if let diffImage = result.diffImage {
        let png = encodePNG(UIImage(bitmap: diffImage, scale: new.scale))
        attachments.append(.data(Data(png), name: "difference.png"))
        message += "\nDifference image: " + DifferenceImageFile.write(png)
      }
      return (message, attachments)
    }
  }
}

extension ImageComparison {
  /// swift-snapshot-testing's two precisions as an ImageDiff comparison.
  static func snapshotTesting(precision: Float, perceptualPrecision: Float) -> ImageComparison {
    precondition(
      (0...1).contains(precision), "FlipbookSnapshotTesting: precision must be within 0…1, got \(precision)")
    precondition(
      (0...1).contains(perceptualPrecision),
      "FlipbookSnapshotTesting: perceptualPrecision must be within 0…1, got \(perceptualPrecision)")
    var comparison: ImageComparison =
      perceptualPrecision >= 1 ? .strict : .perceptual(threshold: Double(1 - perceptualPrecision))
    comparison.maximumDifferingRatio = Double(1 - precision)
    return comparison
  }
}

/// The image's pixels; images drawn from pictures (not bitmaps) cannot be snapshot.
private func pixels(_ image: UIImage) -> Bitmap {
  guard let bitmap = image.bitmap else {
    preconditionFailure("FlipbookSnapshotTesting: \(image) has no bitmap to store or compare")
  }
  return bitmap
}

private func encodePNG(_ image: UIImage) -> [UInt8] {
  do {
    return try PNGEncoder.small.encode(pixels(image))
  } catch {
    preconditionFailure("FlipbookSnapshotTesting: PNG encoding of \(image) failed: \(error)")
  }
}

/// swift-snapshot-testing's `fromData` cannot throw: a reference that is not a PNG stops the
/// test process with the decoder's reason.
private func decodePNG(_ data: Data) -> Bitmap {
  do {
    return try PNGDecoder().decode([UInt8](data))
  } catch {
    preconditionFailure(
      "FlipbookSnapshotTesting: the reference snapshot (\(data.count) bytes) is not a readable PNG: \(error)")
  }
}
