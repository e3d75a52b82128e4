/// A borrowed view of premultiplied, native-endian ARGB32 pixels: each pixel one `UInt32`
/// `0xAARRGGBB` whose colour components are already multiplied by alpha — the layout of cairo's
/// `CAIRO_FORMAT_ARGB32` image surfaces.
///
/// The rasteriser lends its surface through this view so that a codec can read the pixels where
/// they are (unpremultiplying as it goes) instead of converting the whole frame to a ``Bitmap``
/// first. The view does not own the memory: it is valid only inside the closure that received it.
public struct PremultipliedPixels {
  /// The rows, top to bottom: `bytesPerRow × height` bytes.
  public let bytes: UnsafeRawBufferPointer
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Distance in bytes from one row to the next (at least `width × 4`, a multiple of 4).
  public let bytesPerRow: Int

  /// Wraps `bytes`, which must hold `height` rows of `bytesPerRow` bytes.
  public init(bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
    precondition(width >= 0 && height >= 0, "PremultipliedPixels size must not be negative: \(width)x\(height)")
    precondition(
      bytesPerRow >= width * 4 && bytesPerRow % 4 == 0,
      "PremultipliedPixels \(width) px wide needs a multiple of 4 bytes per row ≥ \(width * 4), got \(bytesPerRow)")
    precondition(
      bytes.count >= bytesPerRow * height,
      "PremultipliedPixels \(width)x\(height) with \(bytesPerRow) bytes per row needs \(bytesPerRow * height) bytes, got \(bytes.count)"
    )
    self.bytes = bytes
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
  }
}
