import Foundation
import Graphics

/// Frames placed side by side, left to right, on a background, with a gap between them — the
/// quick picture of a transition a README or a pull request shows.
public enum FrameStrip {
  /// Composes `frames` into one bitmap, top-aligned: frames of a resized window keep their
  /// own sizes, the strip as tall as the tallest.
  ///
  /// - Precondition: at least one frame, `gap ≥ 0`.
  /// - Complexity: O(total pixels), row copies only.
  public static func compose(_ frames: [Bitmap], gap: Int = 16, background: Bitmap.Pixel = .init(r: 28, g: 28, b: 30))
    -> Bitmap
  {
    precondition(!frames.isEmpty, "FrameStrip.compose: no frames")
    precondition(gap >= 0, "FrameStrip.compose: gap must be ≥ 0, got \(gap)")
    let height = frames.map(\.height).max()!
    let total = frames.reduce(0) { $0 + $1.width } + (frames.count + 1) * gap
    var strip = Bitmap(width: total, height: height + 2 * gap, fill: background)
    var x = gap
    for frame in frames {
      strip.copy(frame, toX: x, y: gap)
      x += frame.width + gap
    }
    return strip
  }
}
