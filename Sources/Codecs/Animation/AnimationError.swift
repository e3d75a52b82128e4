/// Why an ``AnimatedImage`` could not be made or resampled; each case names the frame and value.
public enum AnimationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An animation needs at least one frame.
  case noFrames
  /// A frame's size differs from the first frame's.
  case frameSizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// A frame duration that is not a finite number of seconds > 0.
  case invalidDuration(frame: Int, seconds: Double)
  /// A loop count outside 0…65535 (0 = forever).
  case invalidLoopCount(Int)
  /// A frame rate that is not finite and > 0.
  case invalidFrameRate(Double)
  /// A canvas with an empty side.
  case invalidCanvas(width: Int, height: Int)
  /// A scale factor outside (0, 1].
  case invalidScale(Double)

  /// A one-line message naming the frame or setting and the offending value.
  public var description: String {
    switch self {
    case .noFrames: return "animation: no frames"
    case .frameSizeMismatch(let frame, let width, let height, let expectedWidth, let expectedHeight):
      return "animation: frame \(frame) is \(width)x\(height), expected \(expectedWidth)x\(expectedHeight) like frame 0"
    case .invalidDuration(let frame, let seconds):
      return "animation: frame \(frame) has duration \(seconds) s; it must be a finite number > 0"
    case .invalidLoopCount(let count): return "animation: loop count \(count) is outside 0…65535 (0 = forever)"
    case .invalidFrameRate(let fps): return "animation: frame rate \(fps) must be a finite number > 0"
    case .invalidCanvas(let width, let height): return "animation: canvas \(width)x\(height) has an empty side"
    case .invalidScale(let factor): return "animation: scale factor \(factor) must be in (0, 1]"
    }
  }
}
