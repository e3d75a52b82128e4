/// How strict comparison treats the alpha channel of straight-alpha RGBA pixels.
public enum AlphaHandling: String, Sendable, Hashable, CaseIterable, Codable {
  /// The four stored bytes are compared as they are: an alpha-only change is a difference, and
  /// so is a different colour under alpha 0. The default.
  case straight
  /// Colours are compared premultiplied (`channel × alpha / 255`, rounded) together with alpha, so
  /// fully transparent pixels are equal whatever colour they store.
  case premultiplied
  /// Only red, green and blue are compared; alpha is not looked at.
  case ignored
}
