import Foundation

extension UIImage {
  /// The image as a PNG file, as `pngData()`: its pixels (`size × scale`), a recorded image
  /// (an image renderer's, a snapshot's) rasterised first.
  ///
  /// - Note: UIKit difference: the rasterizer and PNG writer come from the render layer
  ///   (`ImageDecoding.install()` in FlipbookRender); without them this traps naming the call.
  ///   Returns nil when encoding fails, as UIKit does.
  public func pngData() -> Data? {
    let api = "UIImage.pngData()"
    let rasterizer = ImageRasterization.required(by: api)
    return try? rasterizer.pngData(of: rasterizedBitmap(for: api))
  }

  /// The image's pixels: its bitmap, or its recording rasterised at its scale.
  func rasterizedBitmap(for api: String) -> Bitmap {
    if let bitmap { return bitmap }
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    let pixels = CGAffineTransform(scaleX: scale, y: scale)
    let list = DisplayList(
      pixelWidth: width, pixelHeight: height, background: .clear,
      items: items(in: CGRect(origin: .zero, size: size), transform: pixels))
    return ImageRasterization.rasterize(list, for: api)
  }
}
