import Graphics

extension AnimatedImage {
  /// The same animation with at most `fps` frames per second, for smaller docs files.
  ///
  /// Time is cut into slots of `1 / fps` seconds; the first frame that starts in a slot is kept
  /// and shown until the next kept frame starts, so every kept frame appears at the time it did
  /// and the total duration is unchanged. Frames already slower than `fps` are all kept.
  ///
  /// - Throws: ``AnimationError/invalidFrameRate(_:)`` when `fps` is not finite and > 0.
  /// - Complexity: O(frames).
  public func reducingFrameRate(toAtMost fps: Double) throws -> AnimatedImage {
    guard fps.isFinite, fps > 0 else { throw AnimationError.invalidFrameRate(fps) }
    var kept: [Frame] = []
    var start = 0.0
    var lastSlot = -1
    for frame in frames {
      // A tiny tolerance so that a frame starting exactly on a slot boundary (k / fps, computed
      // as a sum of durations) lands in that slot.
      let slot = Int((start * fps + 1e-9).rounded(.down))
      if slot > lastSlot || kept.isEmpty {
        kept.append(frame)
        lastSlot = slot
      } else {
        kept[kept.count - 1].duration += frame.duration
      }
      start += frame.duration
    }
    return try AnimatedImage(frames: kept, loopCount: loopCount)
  }

  /// The same animation with every frame scaled by `factor` (0 < factor ≤ 1) with an area
  /// (box) filter: each output pixel is the coverage-weighted mean of the source pixels under it,
  /// averaged with premultiplied alpha. See ``Graphics/Bitmap/scaledDown(by:)``.
  ///
  /// - Throws: ``AnimationError/invalidScale(_:)`` for a factor outside (0, 1].
  public func scaledDown(by factor: Double) throws -> AnimatedImage {
    guard factor.isFinite, factor > 0, factor <= 1 else { throw AnimationError.invalidScale(factor) }
    if factor == 1 { return self }
    return try AnimatedImage(
      frames: frames.map { Frame(bitmap: $0.bitmap.scaledDown(by: factor), duration: $0.duration) },
      loopCount: loopCount)
  }
}
