import Graphics

/// A timed sequence of full-size frames: what the animation encoders take and what their
/// decoders give back (each frame fully composited, as a viewer shows it).
///
/// Every frame has the image's size. Durations are seconds; the total duration is their sum.
public struct AnimatedImage: Sendable, Hashable {
  /// One picture and how long it stays on screen.
  public struct Frame: Sendable, Hashable {
    /// The whole canvas at this frame (straight-alpha RGBA8).
    public var bitmap: Bitmap
    /// Seconds the frame is shown, > 0.
    public var duration: Double

    /// Creates a frame shown for `duration` seconds.
    public init(bitmap: Bitmap, duration: Double) {
      self.bitmap = bitmap
      self.duration = duration
    }
  }

  /// Canvas width in pixels.
  public let width: Int
  /// Canvas height in pixels.
  public let height: Int
  /// The frames, in display order.
  public var frames: [Frame]
  /// How many times the animation plays; 0 means forever (GIF's and APNG's convention).
  public var loopCount: Int

  /// Creates an animation; the size is that of the first frame.
  ///
  /// - Throws: ``AnimationError/noFrames``, ``AnimationError/frameSizeMismatch(frame:width:height:expectedWidth:expectedHeight:)``,
  ///   ``AnimationError/invalidDuration(frame:seconds:)`` or ``AnimationError/invalidLoopCount(_:)``.
  public init(frames: [Frame], loopCount: Int = 0) throws {
    try Self.check(frames, loopCount: loopCount)
    self.width = frames[0].bitmap.width
    self.height = frames[0].bitmap.height
    self.frames = frames
    self.loopCount = loopCount
  }

  /// Checks again what ``init(frames:loopCount:)`` checks — ``frames`` and ``loopCount`` are
  /// variables — so encoders never write an invalid animation.
  public func validate() throws {
    try Self.check(frames, loopCount: loopCount)
    if let first = frames.first, first.bitmap.width != width || first.bitmap.height != height {
      throw AnimationError.frameSizeMismatch(
        frame: 0, width: first.bitmap.width, height: first.bitmap.height, expectedWidth: width, expectedHeight: height)
    }
  }

  private static func check(_ frames: [Frame], loopCount: Int) throws {
    guard let first = frames.first else { throw AnimationError.noFrames }
    guard (0...65_535).contains(loopCount) else { throw AnimationError.invalidLoopCount(loopCount) }
    for (index, frame) in frames.enumerated() {
      guard frame.bitmap.width == first.bitmap.width, frame.bitmap.height == first.bitmap.height else {
        throw AnimationError.frameSizeMismatch(
          frame: index, width: frame.bitmap.width, height: frame.bitmap.height, expectedWidth: first.bitmap.width,
          expectedHeight: first.bitmap.height)
      }
      guard frame.duration.isFinite, frame.duration > 0 else {
        throw AnimationError.invalidDuration(frame: index, seconds: frame.duration)
      }
    }
    guard first.bitmap.width > 0, first.bitmap.height > 0 else {
      throw AnimationError.invalidCanvas(width: first.bitmap.width, height: first.bitmap.height)
    }
  }

  /// Frames of equal duration `1 / fps`, as a fixed-step timeline renders them.
  public init(bitmaps: [Bitmap], fps: Double, loopCount: Int = 0) throws {
    guard fps.isFinite, fps > 0 else { throw AnimationError.invalidFrameRate(fps) }
    try self.init(frames: bitmaps.map { Frame(bitmap: $0, duration: 1 / fps) }, loopCount: loopCount)
  }

  /// The sum of the frame durations, in seconds.
  public var totalDuration: Double { frames.reduce(0) { $0 + $1.duration } }

  /// Whether every pixel of every frame is opaque.
  public var isOpaque: Bool { frames.allSatisfy { $0.bitmap.isOpaque } }
}
