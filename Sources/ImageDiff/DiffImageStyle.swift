/// How the diff image is painted; the fields are pixelmatch 7.2.0's drawing options.
///
/// Pixels that match (or are ignored) show the expected image as greyscale luma faded towards
/// white: `255 + (Y − 255) × alpha × a / 255`, truncated to 8 bits, with
/// `Y = 0.29889531 r + 0.58662247 g + 0.11448223 b`. Differing pixels are painted `diffColor`
/// (or `diffColorAlt` when the actual pixel is darker), anti-aliased ones `aaColor`.
public struct DiffImageStyle: Sendable, Hashable, Codable {
  /// Opacity of the faded expected image (pixelmatch `alpha`, 0…1, default 0.1).
  public var alpha: Double
  /// Colour of differing pixels (pixelmatch `diffColor`, default red).
  public var diffColor: RGB
  /// Colour of differing pixels whose actual pixel is darker than the expected one (pixelmatch
  /// `diffColorAlt`; nil means `diffColor`).
  public var diffColorAlt: RGB?
  /// Colour of anti-aliased pixels excused by perceptual mode (pixelmatch `aaColor`, default
  /// yellow).
  public var aaColor: RGB
  /// Draw only the differing pixels on a transparent image (pixelmatch `diffMask`).
  public var diffMask: Bool

  /// pixelmatch's defaults: alpha 0.1, red, no alternative colour, yellow, no mask.
  public init(
    alpha: Double = 0.1, diffColor: RGB = .red, diffColorAlt: RGB? = nil, aaColor: RGB = .yellow,
    diffMask: Bool = false
  ) {
    self.alpha = alpha
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.aaColor = aaColor
    self.diffMask = diffMask
  }
}
