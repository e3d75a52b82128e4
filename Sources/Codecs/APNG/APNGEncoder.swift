import Graphics

/// Encodes an ``AnimatedImage`` as a lossless animated PNG (APNG): `acTL`, then per frame an
/// `fcTL` and its image data (`IDAT` for the first frame, which is also the default image;
/// `fdAT` after), with one sequence number across `fcTL` and `fdAT`, and CRC-32 on every chunk.
///
/// Frame optimisation never changes the decoded picture (APNG is lossless here):
/// - **Cropping**: each frame after the first covers only the rectangle that differs from the
///   canvas it is drawn on.
/// - **Blend op**: `APNG_BLEND_OP_OVER` when every changed pixel is opaque, with unchanged pixels
///   written as transparent black (long zero runs deflate well); `APNG_BLEND_OP_SOURCE` otherwise.
/// - **Dispose op**, chosen per frame by looking at the next one: of `NONE` (keep the canvas),
///   `BACKGROUND` (clear this frame's rectangle) and `PREVIOUS` (restore the canvas from before
///   this frame), the one leaving the next frame the smallest changed rectangle.
///
/// Pixels are 8-bit RGBA (colour type 6), or RGB (colour type 2) for an opaque animation when
/// the transparency optimisation is off. Rows are filtered per row (PNG's five filters,
/// minimum-sum-of-absolutes heuristic) and deflated with zlib's `compress2`.
public struct APNGEncoder: Sendable, Hashable {
  /// zlib level, 0…9. Default 9 (docs files are written once and read many times).
  public var compressionLevel: Int
  /// Crop each frame to the rectangle that changed.
  public var cropsToChangedRect: Bool
  /// Write unchanged pixels as transparent over `APNG_BLEND_OP_OVER` when possible.
  public var writesUnchangedPixelsAsTransparent: Bool
  /// Choose each frame's dispose op (otherwise always `APNG_DISPOSE_OP_NONE`).
  public var choosesDisposal: Bool
  /// Merge a frame identical to the previous one into it (one frame, the sum of the delays).
  public var mergesIdenticalFrames: Bool

  public init(
    compressionLevel: Int = 9, cropsToChangedRect: Bool = true, writesUnchangedPixelsAsTransparent: Bool = true,
    choosesDisposal: Bool = true, mergesIdenticalFrames: Bool = true
  ) {
    self.compressionLevel = compressionLevel
    self.cropsToChangedRect = cropsToChangedRect
    self.writesUnchangedPixelsAsTransparent = writesUnchangedPixelsAsTransparent
    self.choosesDisposal = choosesDisposal
    self.mergesIdenticalFrames = mergesIdenticalFrames
  }

  /// Encodes `animation` as a complete APNG file.
  ///
  /// - Throws: ``CodecError/invalidCompressionLevel(_:)``, ``APNGError/delayOutOfRange(frame:seconds:)``
  ///   or ``APNGError/zlib(operation:status:)``.
  /// - Complexity: O(total pixels × 3) for the disposal choice, plus filtering and deflate.
  public func encode(_ animation: AnimatedImage) throws -> [UInt8] {
    try animation.validate()
    guard (0...9).contains(compressionLevel) else { throw CodecError.invalidCompressionLevel(compressionLevel) }
    var frames: [(source: Int, words: [UInt32], duration: Double)] = []
    for (index, frame) in animation.frames.enumerated() {
      let words = Self.words(frame.bitmap.pixels)
      if mergesIdenticalFrames, let last = frames.last, last.words == words {
        frames[frames.count - 1].duration += frame.duration
      } else {
        frames.append((index, words, frame.duration))
      }
    }
    let width = animation.width
    let height = animation.height
    let bpp = animation.isOpaque && !writesUnchangedPixelsAsTransparent ? 3 : 4

    var out = PNGChunks.signature
    var header: [UInt8] = []
    PNGChunks.appendUInt32(UInt32(width), to: &header)
    PNGChunks.appendUInt32(UInt32(height), to: &header)
    header += [8, bpp == 4 ? 6 : 2, 0, 0, 0]
    PNGChunks.append("IHDR", header, to: &out)
    var control: [UInt8] = []
    PNGChunks.appendUInt32(UInt32(frames.count), to: &control)
    PNGChunks.appendUInt32(UInt32(animation.loopCount), to: &control)
    PNGChunks.append("acTL", control, to: &out)

    let empty = [UInt32](repeating: 0, count: width * height)
    var sequence: UInt32 = 0
    var pending: APNGFrameData?
    var before = empty  // the canvas the previous frame was drawn on
    for (n, frame) in frames.enumerated() {
      var reference = empty
      if n > 0, var previous = pending {
        // Candidates for the previous frame's dispose op, and the canvas each leaves.
        var candidates: [(UInt8, [UInt32])] = [(0, frames[n - 1].words)]
        if choosesDisposal {
          var cleared = frames[n - 1].words
          previous.rect.forEachIndex(width: width) { cleared[$0] = 0 }
          candidates.append((1, cleared))
          if n > 1 { candidates.append((2, before)) }
        }
        let areas = candidates.map { PixelRect.changed($0.1, frame.words, width: width, height: height)?.area ?? 0 }
        let best = areas.indices.min { areas[$0] < areas[$1] }!
        previous.disposeOp = candidates[best].0
        reference = candidates[best].1
        try previous.write(to: &out, sequence: &sequence, first: n == 1)
      }
      var rect = PixelRect(x: 0, y: 0, width: width, height: height)
      if n > 0 && cropsToChangedRect {
        rect =
          PixelRect.changed(reference, frame.words, width: width, height: height)
          ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
      }
      guard let delay = APNGDelay.fraction(frame.duration) else {
        throw APNGError.delayOutOfRange(frame: frame.source, seconds: frame.duration)
      }
      pending = try APNGFrameData(
        rect: rect, delay: delay, words: frame.words, reference: reference, width: width, bpp: bpp,
        over: n > 0 && writesUnchangedPixelsAsTransparent, level: Int32(compressionLevel))
      before = reference
    }
    try pending?.write(to: &out, sequence: &sequence, first: frames.count == 1)
    PNGChunks.append("IEND", [], to: &out)
    return out
  }

  /// RGBA bytes as one 32-bit word per pixel (memory order), for fast comparison.
  static func words(_ pixels: [UInt8]) -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: pixels.count / 4) { out, count in
      pixels.withUnsafeBytes { UnsafeMutableRawBufferPointer(out).copyMemory(from: $0) }
      count = pixels.count / 4
    }
  }
}
