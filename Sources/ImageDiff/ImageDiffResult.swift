import Graphics

/// The outcome of comparing an expected image with an actual one.
public struct ImageDiffResult: Sendable, Hashable {
  /// The largest difference of one channel of one pixel.
  public struct ChannelDelta: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `red`, `green`, `blue` or `alpha`.
    public var channel: String
    /// The absolute difference, 1…255.
    public var delta: Int
    /// Where it occurs (the first such pixel in reading order).
    public var x: Int
    public var y: Int
    public init(channel: String, delta: Int, x: Int, y: Int) {
      self.channel = channel
      self.delta = delta
      self.x = x
      self.y = y
    }
    public var description: String { "\(channel) off by \(delta) at (\(x), \(y))" }
  }

  /// The densest window of the density gate.
  public struct DensestWindow: Sendable, Hashable, Codable {
    public var rect: PixelRect
    public var count: Int
    /// `count / rect.area × 100`.
    public var percent: Double
  }

  /// Size of the expected image.
  public var width: Int
  public var height: Int
  /// Pixels compared (all pixels minus ignored ones; 0 when the sizes differ).
  public var comparedPixelCount: Int
  /// Pixels not compared because of ignored regions or the mask.
  public var ignoredPixelCount: Int
  /// Pixels that differ and count against the budget.
  public var differingPixelCount: Int
  /// Pixels that differ but were excused as anti-aliasing (perceptual mode only).
  public var antiAliasedPixelCount: Int
  /// The smallest rectangle holding every counted differing pixel; nil when there is none.
  public var boundingBox: PixelRect?
  /// The worst channel difference among compared pixels; nil when no channel differs.
  public var worstChannelDelta: ChannelDelta?
  /// The densest window, when a density gate was set and something differs.
  public var densestWindow: DensestWindow?
  /// Why the comparison failed; empty when it passed.
  public var failures: [ImageDiffFailure]
  /// The diff image (see ``DiffImageStyle``), when one was asked for and the sizes match.
  public var diffImage: Bitmap?

  /// Whether the images count as the same.
  public var passed: Bool { failures.isEmpty }

  /// One line for failure messages: the failures, the bounding box and the worst delta.
  public var summary: String {
    if passed {
      return differingPixelCount == 0 && antiAliasedPixelCount == 0
        ? "images match"
        : "images match within the allowance (\(differingPixelCount) differing, \(antiAliasedPixelCount) anti-aliased)"
    }
    var parts = failures.map(\.description)
    if let boundingBox { parts.append("differences within \(boundingBox)") }
    if antiAliasedPixelCount > 0 { parts.append("\(antiAliasedPixelCount) anti-aliased pixels excused") }
    if let worstChannelDelta { parts.append("worst: \(worstChannelDelta)") }
    return parts.joined(separator: "; ")
  }
}
