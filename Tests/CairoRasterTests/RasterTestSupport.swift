import CairoRaster
import Foundation
import Graphics

/// Helpers shared by the rasteriser tests.
enum Raster {
  static let white = Bitmap.Pixel(r: 255, g: 255, b: 255)
  static let black = Bitmap.Pixel(r: 0, g: 0, b: 0)

  /// Renders `items` on a `width × height` canvas cleared to `background`.
  static func render(
    _ width: Int, _ height: Int, background: RGBA = .white, _ items: [DisplayItem]
  ) throws -> Bitmap {
    try CairoRasterizer().render(
      DisplayList(pixelWidth: width, pixelHeight: height, background: background, items: items))
  }

  /// The smallest pixel rectangle holding every pixel that differs from `background`, or nil.
  static func inkBounds(_ bitmap: Bitmap, background: Bitmap.Pixel = white) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] != background {
        if let r = result {
          result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
        } else {
          result = (x, y, x, y)
        }
      }
    }
    return result
  }

  /// Whether the pixel rectangle `bounds` lies inside the point rectangle `frame` (device pixels).
  static func isInside(_ bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int), _ frame: CGRect) -> Bool {
    Double(bounds.minX) >= frame.minX && Double(bounds.minY) >= frame.minY
      && Double(bounds.maxX + 1) <= frame.maxX && Double(bounds.maxY + 1) <= frame.maxY
  }
}
