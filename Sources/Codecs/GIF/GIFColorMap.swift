/// A GIF colour table: a power of two entries (2…256) of 3 bytes (red, green, blue), the colours
/// padded with black — what giflib's `GifMakeMapObject` builds and `EGifPutScreenDesc` /
/// `EGifPutImageDesc` write.
struct GIFColorMap {
  /// The table's bytes, `size × 3`.
  let bytes: [UInt8]
  /// Number of entries (a power of two).
  let size: Int

  /// A table holding `colors` (`0xRRGGBB`) at indices 0…, padded to `minimumEntries` rounded up
  /// to a power of two.
  init(_ colors: [UInt32], minimumEntries: Int) {
    var size = 2
    while size < max(minimumEntries, colors.count) { size *= 2 }
    precondition(size <= 256, "GIFColorMap: \(colors.count) colours do not fit a GIF colour table")
    var bytes = [UInt8](repeating: 0, count: size * 3)
    for (i, c) in colors.enumerated() {
      bytes[i * 3] = UInt8(c >> 16 & 0xFF)
      bytes[i * 3 + 1] = UInt8(c >> 8 & 0xFF)
      bytes[i * 3 + 2] = UInt8(c & 0xFF)
    }
    self.bytes = bytes
    self.size = size
  }

  /// log₂ of ``size``: the bits of an index into the table (the descriptors' size field + 1).
  var bitsPerPixel: Int { size.trailingZeroBitCount }
}
