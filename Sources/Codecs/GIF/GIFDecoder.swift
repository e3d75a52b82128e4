import Graphics

/// Decodes a GIF into the frames a viewer shows (giflib reads the file; compositing is ours).
///
/// The canvas starts transparent black. Each image is drawn over it (its transparent index
/// leaves the canvas as it is), the canvas is recorded as a frame lasting the image's delay, then
/// the image's disposal method is applied: 2 clears its rectangle to transparent, 3 restores the
/// canvas from before the image, 0 and 1 leave it.
///
/// - Note: The loop count is given as plays (``AnimatedImage/loopCount``): no NETSCAPE2.0
///   extension is 1 play, a repeat count of 0 is forever, `n` is `n + 1` plays.
public struct GIFDecoder: Sendable, Hashable {
  public init() {}

  /// Decodes a complete GIF file.
  ///
  /// - Throws: ``GIFError/giflib(operation:code:reason:)`` for data giflib rejects,
  ///   ``GIFError/noImages(byteCount:)``, ``GIFError/corruptImage(index:reason:)``, or an
  ///   ``AnimationError`` when an image has a zero delay.
  public func decode(_ bytes: [UInt8]) throws -> AnimatedImage {
    let reader = try GIFFileReader(bytes)
    let images = try reader.images()
    guard !images.isEmpty else { throw GIFError.noImages(byteCount: bytes.count) }
    let width = reader.width
    var canvas = [UInt8](repeating: 0, count: width * reader.height * 4)
    var frames: [AnimatedImage.Frame] = []
    for image in images {
      let before = image.disposal == 3 ? canvas : nil
      let r = image.rect
      for row in 0..<r.height {
        for column in 0..<r.width {
          let index = Int(image.indices[row * r.width + column])
          if index == image.transparentIndex { continue }
          let color = image.colors[index]
          let o = ((r.y + row) * width + r.x + column) * 4
          canvas[o] = UInt8(color >> 16 & 0xFF)
          canvas[o + 1] = UInt8(color >> 8 & 0xFF)
          canvas[o + 2] = UInt8(color & 0xFF)
          canvas[o + 3] = 255
        }
      }
      frames.append(
        .init(bitmap: Bitmap(width: width, height: reader.height, pixels: canvas), duration: Double(image.delay) / 100))
      if image.disposal == 2 {
        for row in r.y..<(r.y + r.height) {
          for o in ((row * width + r.x) * 4)..<((row * width + r.x + r.width) * 4) { canvas[o] = 0 }
        }
      } else if let before {
        canvas = before
      }
    }
    let plays = reader.repeatCount.map { $0 == 0 ? 0 : $0 + 1 } ?? 1
    return try AnimatedImage(frames: frames, loopCount: min(plays, 65_535))
  }
}
