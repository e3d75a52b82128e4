import Foundation

/// A raster image: 8-bit RGBA, straight (non-premultiplied) alpha, rows top to bottom, no row
/// padding. The one pixel format that leaves the rasteriser and enters codecs and diffs.
public struct Bitmap: Sendable, Hashable {
  /// Width in device pixels.
  public let width: Int
  /// Height in device pixels.
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, row-major.
  public var pixels: [UInt8]

  /// A bitmap filled with `fill` (transparent black by default).
  public init(width: Int, height: Int, fill: Pixel = Pixel(r: 0, g: 0, b: 0, a: 0)) {
    precondition(width >= 0 && height >= 0, "Bitmap size must not be negative: \(width)x\(height)")
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill != Pixel(r: 0, g: 0, b: 0, a: 0) {
      for i in stride(from: 0, to: bytes.count, by: 4) {
        bytes[i] = fill.r
        bytes[i + 1] = fill.g
        bytes[i + 2] = fill.b
        bytes[i + 3] = fill.a
      }
    }
    self.pixels = bytes
  }

  /// Wraps existing RGBA bytes; `pixels.count` must be `width × height × 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      pixels.count == width * height * 4,
      "Bitmap \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// One pixel's 8-bit straight-alpha components.
  public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
      self.r = r
      self.g = g
      self.b = b
      self.a = a
    }
    /// The pixel nearest to `color` (each component rounded to 8 bits).
    public init(_ color: RGBA) {
      let c = color.clamped
      self.init(
        r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()),
        b: UInt8((c.blue * 255).rounded()), a: UInt8((c.alpha * 255).rounded()))
    }
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
  }

  /// The pixel at column `x`, row `y` (0-based, from the top left).
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
      let i = (y * width + x) * 4
      return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
      let i = (y * width + x) * 4
      pixels[i] = newValue.r
      pixels[i + 1] = newValue.g
      pixels[i + 2] = newValue.b
      pixels[i + 3] = newValue.a
    }
  }

  /// Whether every pixel has alpha 255 (codecs may then drop the alpha channel).
  public var isOpaque: Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
