/// An opaque 8-bit colour used to paint diff images (pixelmatch's `[r, g, b]` options).
public struct RGB: Sendable, Hashable, Codable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// Pure red, (255, 0, 0): differing pixels.
  public static let red = RGB(255, 0, 0)
  /// Yellow, (255, 255, 0): anti-aliased pixels excused by perceptual mode.
  public static let yellow = RGB(255, 255, 0)

  public var description: String { "(\(r), \(g), \(b))" }
}
