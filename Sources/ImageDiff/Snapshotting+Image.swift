import Graphics

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Bitmaps as PNG goldens, compared with `comparison` (strict by default).
  public static func image(_ comparison: ImageComparison = .strict) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(comparison))
  }

  /// Bitmaps as PNG goldens, compared strictly.
  public static var image: Snapshotting { .image() }
}
