import Graphics

/// Encodes an ``AnimatedImage`` as an animated WebP with libwebp's `WebPAnimEncoder`, which
/// itself crops frames to the changed rectangle and picks blend and dispose methods.
///
/// Lossless by default (decodes to the source pixels exactly; `exact` keeps the RGB of
/// transparent pixels); identical consecutive frames are merged by libwebp (one frame, the sum of
/// the durations). Timestamps are whole milliseconds, each frame starting at its exact start
/// time rounded, so the total duration is exact to 1 ms. The loop count is the number of plays
/// (0 = forever), as WebP's `loop_count`.
public struct WebPEncoder: Sendable, Hashable {
  /// Lossless (VP8L) frames; when false, lossy (VP8) frames at ``quality``.
  public var lossless: Bool
  /// 0…100: lossy quality, or lossless effort.
  public var quality: Float
  /// 0 (fast) … 6 (slowest, smallest).
  public var method: Int
  /// Let `WebPAnimEncoder` try harder to minimise the size (slower).
  public var minimizesSize: Bool

  public init(lossless: Bool = true, quality: Float = 75, method: Int = 4, minimizesSize: Bool = false) {
    self.lossless = lossless
    self.quality = quality
    self.method = method
    self.minimizesSize = minimizesSize
  }

  /// Encodes `animation` as a complete WebP file.
  ///
  /// - Throws: ``WebPError/invalidSetting(name:value:expected:)``, ``WebPError/frameTooShort(frame:seconds:)``
  ///   or ``WebPError/libwebp(operation:reason:)``.
  public func encode(_ animation: AnimatedImage) throws -> [UInt8] {
    try animation.validate()
    guard (0...100).contains(quality) else {
      throw WebPError.invalidSetting(name: "quality", value: "\(quality)", expected: "0…100")
    }
    guard (0...6).contains(method) else {
      throw WebPError.invalidSetting(name: "method", value: "\(method)", expected: "0…6")
    }
    guard animation.width <= 16383, animation.height <= 16383 else {
      throw WebPError.invalidSetting(
        name: "canvas", value: "\(animation.width)x\(animation.height)", expected: "each side at most 16383 px")
    }
    let writer = try WebPAnimationWriter(
      width: animation.width, height: animation.height, loopCount: animation.loopCount, lossless: lossless,
      quality: quality, method: method, minimizeSize: minimizesSize)
    var start = 0.0
    var previousTimestamp = -1
    for (index, frame) in animation.frames.enumerated() {
      let timestamp = Int((start * 1000).rounded())
      let end = Int(((start + frame.duration) * 1000).rounded())
      guard end > timestamp, timestamp > previousTimestamp else {
        throw WebPError.frameTooShort(frame: index, seconds: frame.duration)
      }
      try writer.add(rgba: frame.bitmap.pixels, timestamp: timestamp)
      previousTimestamp = timestamp
      start += frame.duration
    }
    return try writer.finish(endTimestamp: Int((start * 1000).rounded()))
  }
}
