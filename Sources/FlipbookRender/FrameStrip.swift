import Foundation
import Graphics

/// Frames placed side by side, left to right, on a background, with a gap between them — the
/// quick picture of a transition a README or a pull request shows.
public enum FrameStrip {
  /// Composes `frames` (all the same size) into one bitmap.
  ///
  /// - Precondition: at least one frame, all of one size, `gap ≥ 0`.
  /// - Complexity: O(total pixels), row copies only.
  public static func compose(_ frames: [Bitmap], gap: Int = 16, background: Bitmap.Pixel = .init(r: 28, g: 28, b: 30))
    -> Bitmap
  {
    precondition(!frames.isEmpty, "FrameStrip.compose: no frames")
    precondition(gap >= 0, "FrameStrip.compose: gap must be ≥ 0, got \(gap)")
    let width = frames[0].width
    let height = frames[0].height
    precondition(
      frames.allSatisfy { $0.width == width && $0.height == height },
      "FrameStrip.compose: frames differ in size (\(frames.map { "\($0.width)x\($0.height)" }))")
    let total = frames.count * width + (frames.count + 1) * gap
    var strip = Bitmap(width: total, height: height + 2 * gap, fill: background)
    for (n, frame) in frames.enumerated() { strip.copy(frame, toX: gap + n * (width + gap), y: gap) }
    return strip
  }
}
