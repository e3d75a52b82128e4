import Foundation

/// The pixel memory behind a bitmap `CGContext` (see `CGContext+Bitmap.swift`) and its layout:
/// 8 bits per component, 4 bytes per pixel, RGB with alpha (or a skipped byte) first or last,
/// premultiplied, in either 32-bit byte order.
final class BitmapBacking {
  let data: UnsafeMutableRawPointer
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let bitmapInfo: UInt32
  /// Byte offsets of red, green, blue and alpha (nil when the alpha byte is skipped) in a pixel.
  let offsets: (r: Int, g: Int, b: Int, a: Int?)
  /// Whether the memory is ours to free.
  private let owned: Bool
  /// What the memory held when the context was made: drawing composites over it.
  private let initial: Bitmap

  /// The layout of `bitmapInfo`, or nil for combinations Core Graphics refuses for 8-bit RGB
  /// (non-premultiplied alpha, no alpha byte, alpha only).
  static func offsets(for bitmapInfo: UInt32) -> (r: Int, g: Int, b: Int, a: Int?)? {
    guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
    let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
    guard
      order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue || order == CGBitmapInfo.byteOrder32Little.rawValue
    else { return nil }
    // Positions in a big-endian word: 0 is the first byte in memory.
    let big: (r: Int, g: Int, b: Int, a: Int?)
    switch alpha {
    case .premultipliedLast: big = (0, 1, 2, 3)
    case .noneSkipLast: big = (0, 1, 2, nil)
    case .premultipliedFirst: big = (1, 2, 3, 0)
    case .noneSkipFirst: big = (1, 2, 3, nil)
    case .none, .last, .first, .alphaOnly: return nil
    }
    guard order == CGBitmapInfo.byteOrder32Little.rawValue else { return big }
    return (3 - big.r, 3 - big.g, 3 - big.b, big.a.map { 3 - $0 })
  }

  init(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, bitmapInfo: UInt32,
    offsets: (r: Int, g: Int, b: Int, a: Int?)
  ) {
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.bitmapInfo = bitmapInfo
    self.offsets = offsets
    if let data {
      self.data = data
      owned = false
    } else {
      self.data = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
      self.data.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
      owned = true
    }
    initial = Self.read(self.data, width: width, height: height, bytesPerRow: bytesPerRow, offsets: offsets)
  }

  deinit { if owned { data.deallocate() } }

  /// The memory's pixels as straight-alpha RGBA.
  private static func read(
    _ data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
    offsets: (r: Int, g: Int, b: Int, a: Int?)
  ) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      for x in 0..<width {
        let source = bytes + y * bytesPerRow + x * 4
        let alpha = offsets.a.map { Int(source[$0]) } ?? 255
        let target = (y * width + x) * 4
        for (index, offset) in [offsets.r, offsets.g, offsets.b].enumerated() {
          let value = Int(source[offset])
          pixels[target + index] =
            alpha == 255 ? UInt8(value) : alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        pixels[target + 3] = UInt8(alpha)
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// Rasterises `items` (canvas pixels) over the initial contents into the memory, for `api`.
  func flush(_ items: [DisplayItem], for api: String) {
    let full = CGRect(x: 0, y: 0, width: width, height: height)
    let list = DisplayList(
      pixelWidth: width, pixelHeight: height, background: .clear,
      items: [.image(initial, rect: full, transform: .identity)] + items)
    let bitmap = ImageRasterization.rasterize(list, for: api)
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      for x in 0..<width {
        let source = (y * width + x) * 4
        let alpha = Int(bitmap.pixels[source + 3])
        let target = bytes + y * bytesPerRow + x * 4
        let premultiply = offsets.a != nil
        for (index, offset) in [offsets.r, offsets.g, offsets.b].enumerated() {
          let value = Int(bitmap.pixels[source + index])
          target[offset] = premultiply ? UInt8((value * alpha + 127) / 255) : UInt8(value)
        }
        target[offsets.a ?? 6 - offsets.r - offsets.g - offsets.b] = offsets.a == nil ? 255 : UInt8(alpha)
      }
    }
  }
}
