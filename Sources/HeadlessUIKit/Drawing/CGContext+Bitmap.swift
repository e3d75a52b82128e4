import Foundation

extension CGContext {
  /// A context drawing into pixel memory, as Core Graphics'
  /// `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
  ///
  /// As in Core Graphics, user space has its origin at the bottom left, y up, one unit per
  /// pixel; with `data` nil the context allocates (zeroed) memory of its own, readable through
  /// ``data``. After every drawing call the pixels in `data` are what Core Graphics would leave
  /// there: the drawing so far composited over what the memory held when the context was made,
  /// in the layout `bitmapInfo` names (e.g. `CGImageAlphaInfo.premultipliedLast.rawValue`: R, G,
  /// B, A premultiplied; `premultipliedFirst | byteOrder32Little`: B, G, R, A). Returns nil for
  /// the combinations Core Graphics refuses for 8-bit RGB (non-premultiplied alpha, no alpha
  /// byte, a `bytesPerRow` under `4 × width`).
  ///
  /// - Note: UIKit difference: only 8 bits per component, 32 bits per pixel RGB exist (other
  ///   depths trap naming the call). Pixels come from the rasterizer the render layer installs
  ///   (`ImageDecoding.install()`): without one, drawing into a bitmap context traps. Every
  ///   drawing call rasterises the whole recording again.
  /// - Complexity: O(pixels × drawing calls).
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let api = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)"
    precondition(
      bitsPerComponent == 8,
      "\(api): \(bitsPerComponent) bits per component is not supported (only 8-bit RGBA contexts exist here)")
    precondition(
      bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0, "\(api): floating-point components are not supported")
    guard width > 0, height > 0, let offsets = BitmapBacking.offsets(for: bitmapInfo) else { return nil }
    let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
    guard rowBytes >= width * 4 else { return nil }
    self.init(size: CGSize(width: width, height: height), scale: 1)
    bitmapBacking = BitmapBacking(
      data: data, width: width, height: height, bytesPerRow: rowBytes, bitmapInfo: bitmapInfo, offsets: offsets)
    colorSpaceStorage = space
    // Core Graphics' y-up user space over the canvas's y-down pixels.
    state.ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
  }

  /// The pixel memory of a bitmap context (nil for other contexts), as `data`.
  public var data: UnsafeMutableRawPointer? { bitmapBacking?.data }
  /// The width in pixels of a bitmap context (0 for others), as `width`.
  public var width: Int { bitmapBacking?.width ?? 0 }
  /// The height in pixels of a bitmap context (0 for others), as `height`.
  public var height: Int { bitmapBacking?.height ?? 0 }
  /// Bytes from one row to the next in a bitmap context (0 for others), as `bytesPerRow`.
  public var bytesPerRow: Int { bitmapBacking?.bytesPerRow ?? 0 }
  /// Bits per colour component of a bitmap context: 8 (0 for others), as `bitsPerComponent`.
  public var bitsPerComponent: Int { bitmapBacking == nil ? 0 : 8 }
  /// Bits per pixel of a bitmap context: 32 (0 for others), as `bitsPerPixel`.
  public var bitsPerPixel: Int { bitmapBacking == nil ? 0 : 32 }
  /// The layout flags a bitmap context was made with, as `bitmapInfo`.
  public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: bitmapBacking?.bitmapInfo ?? 0) }
  /// The alpha layout a bitmap context was made with, as `alphaInfo`.
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: (bitmapBacking?.bitmapInfo ?? 0) & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
  }
  /// The colour space of a bitmap context, as `colorSpace`.
  public var colorSpace: CGColorSpace? { colorSpaceStorage }

  /// Rasterises the recording into a bitmap context's memory (nothing for other contexts).
  func flushBitmap() {
    bitmapBacking?.flush(finishedItems(), for: "drawing into a bitmap CGContext")
  }
}
