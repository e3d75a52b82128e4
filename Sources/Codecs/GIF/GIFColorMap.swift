import CGIF

/// A giflib colour table (`ColorMapObject`), made by `GifMakeMapObject` and freed by
/// `GifFreeMapObject` in `deinit`.
///
/// GIF colour tables hold a power of two entries (2…256); the colours are padded with black.
final class GIFColorMap {
  let pointer: UnsafeMutablePointer<ColorMapObject>
  /// Number of entries (a power of two).
  let size: Int

  /// A table holding `colors` (`0xRRGGBB`) at indices 0…, padded to `minimumEntries` rounded up
  /// to a power of two.
  init(_ colors: [UInt32], minimumEntries: Int) throws {
    var size = 2
    while size < max(minimumEntries, colors.count) { size *= 2 }
    precondition(size <= 256, "GIFColorMap: \(colors.count) colours do not fit a GIF colour table")
    var entries = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for (i, c) in colors.enumerated() {
      entries[i] = GifColorType(Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
    }
    guard let map = GifMakeMapObject(Int32(size), entries) else {
      throw CodecError.outOfMemory(operation: "GifMakeMapObject(\(size))")
    }
    self.pointer = map
    self.size = size
  }

  deinit { GifFreeMapObject(pointer) }
}
