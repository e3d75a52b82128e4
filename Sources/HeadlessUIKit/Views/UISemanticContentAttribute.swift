/// What a view's content means for right-to-left layout, as UIKit's `UISemanticContentAttribute`
/// (same raw values): whether the view flips when the layout direction is right to left.
public enum UISemanticContentAttribute: Int, Sendable {
  /// The default: the view follows the layout direction of its environment.
  case unspecified = 0
  /// Playback controls (play, rewind, a scrubber): always left to right.
  case playback = 1
  /// A directional control (a D-pad, text alignment segments): always left to right.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4
}
