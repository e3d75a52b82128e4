/// An opt-in failure rule on top of the pixel budget: the comparison fails when any
/// `window × window` square of the image holds more than `maximumPercent` % differing pixels.
///
/// A scattered handful of changed pixels over a frame (noise a budget may allow) passes, while the
/// same number packed into one spot — a moved edge, a missing glyph — fails. Windows slide by one
/// pixel; an image smaller than the window is one window.
public struct DensityGate: Sendable, Hashable, Codable {
  /// The side of the square window in pixels (≥ 1).
  public var window: Int
  /// The largest allowed share of differing pixels in any window, in percent (0…100).
  public var maximumPercent: Double

  /// A gate failing when a `window`×`window` square has more than `maximumPercent` % differing
  /// pixels.
  public init(window: Int, maximumPercent: Double) {
    self.window = window
    self.maximumPercent = maximumPercent
  }
}
