/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`,
/// counted from the top left of a ``Bitmap`` (the part of a frame an encoder writes, the box
/// of an image difference).
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  /// A rectangle with its top-left pixel at (`x`, `y`).
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }
  /// `width × height`.
  public var area: Int { width * height }

  /// Whether pixel (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// `x,y widthxheight`, e.g. `12,40 8x3`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
