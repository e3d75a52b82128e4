import Graphics

/// Decodes an animated (or still) WebP into the frames a viewer shows, with libwebp's
/// `WebPAnimDecoder` (which composites blend and dispose methods): full RGBA canvases, each
/// lasting until the next frame's timestamp.
public struct WebPDecoder: Sendable, Hashable {
  public init() {}

  /// Decodes a complete WebP file.
  ///
  /// - Throws: ``WebPError/libwebp(operation:reason:)`` for data libwebp rejects.
  public func decode(_ bytes: [UInt8]) throws -> AnimatedImage {
    let reader = try WebPAnimationReader(bytes)
    var frames: [AnimatedImage.Frame] = []
    var previousEnd = 0
    while let (rgba, end) = try reader.next() {
      let bitmap = Bitmap(width: reader.width, height: reader.height, pixels: rgba)
      frames.append(.init(bitmap: bitmap, duration: Double(max(end - previousEnd, 1)) / 1000))
      previousEnd = end
    }
    return try AnimatedImage(frames: frames, loopCount: min(reader.loopCount, 65_535))
  }
}
