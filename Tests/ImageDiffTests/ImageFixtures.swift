import CairoRaster
import Foundation
import Graphics

/// Crafted images for the comparison tests.
enum ImageFixtures {
  static let white = Bitmap.Pixel(r: 255, g: 255, b: 255)

  /// A white `width`×`height` image.
  static func plain(_ width: Int = 16, _ height: Int = 16, _ fill: Bitmap.Pixel = white) -> Bitmap {
    Bitmap(width: width, height: height, fill: fill)
  }

  /// `base` with pixel (`x`, `y`) replaced.
  static func with(_ base: Bitmap, _ x: Int, _ y: Int, _ pixel: Bitmap.Pixel) -> Bitmap {
    var copy = base
    copy[x, y] = pixel
    return copy
  }

  /// A white 40×20 image with a black band covering columns `left ..< right` (in pixels,
  /// fractional edges drawn as the grey an anti-aliasing rasteriser gives: coverage × black over
  /// white, rounded).
  static func band(left: Double, right: Double) -> Bitmap {
    var image = plain(40, 20)
    for x in 0..<40 {
      let coverage = max(0, min(Double(x + 1), right) - max(Double(x), left))
      guard coverage > 0 else { continue }
      let level = UInt8((255 * (1 - coverage)).rounded())
      for y in 0..<20 { image[x, y] = Bitmap.Pixel(r: level, g: level, b: level) }
    }
    return image
  }

  /// A 120×80 frame with a blue rounded card whose left edge is at `x` points, drawn by Cairo.
  static func card(x: Double) throws -> Bitmap {
    let card = Shape.roundedRect(CGRect(x: x, y: 10, width: 80, height: 50), cornerRadius: 12)
    return try CairoRasterizer().render(
      DisplayList(
        pixelWidth: 120, pixelHeight: 80, background: .white,
        items: [.fill(card, color: RGBA(red: 0, green: 0.478, blue: 1), transform: .identity)]))
  }
}
