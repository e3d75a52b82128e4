/// A borrowed, writable view of premultiplied ARGB32 pixels (the layout of
/// ``PremultipliedPixels``) that the lender will not read again: the borrower may use the memory
/// as scratch space once it has read what it needs.
///
/// The rasteriser lends its reused frame surface this way to a codec that writes its encoded
/// rows over the pixels (``pixels`` describes them until the borrower overwrites them), so a
/// frame needs no second frame-sized buffer. Valid only inside the closure that received it.
public struct WritablePremultipliedPixels {
  /// The rows, top to bottom: `bytesPerRow × height` bytes.
  public let bytes: UnsafeMutableRawBufferPointer
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Distance in bytes from one row to the next (at least `width × 4`, a multiple of 4).
  public let bytesPerRow: Int

  /// Wraps `bytes`, which must hold `height` rows of `bytesPerRow` bytes.
  public init(bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
    // PremultipliedPixels checks the same preconditions.
    _ = PremultipliedPixels(
      bytes: UnsafeRawBufferPointer(bytes), width: width, height: height, bytesPerRow: bytesPerRow)
    self.bytes = bytes
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
  }

  /// The same pixels, read-only (valid until the borrower writes over them).
  public var pixels: PremultipliedPixels {
    PremultipliedPixels(bytes: UnsafeRawBufferPointer(bytes), width: width, height: height, bytesPerRow: bytesPerRow)
  }
}
