import CairoRaster
import Codecs
import Foundation
import Graphics
import HeadlessUIKit

/// HeadlessUIKit's `ImageRasterizing` implemented with Cairo and our PNG writer:
/// what makes bitmap `CGContext`s hold pixels and `UIImage.pngData()` work.
/// `ImageDecoding.install()` installs it.
public struct CairoImageRasterizer: ImageRasterizing {
  public var rasterizer: CairoRasterizer

  public init(rasterizer: CairoRasterizer = CairoRasterizer()) { self.rasterizer = rasterizer }

  public func rasterize(_ list: DisplayList) throws -> Bitmap { try rasterizer.render(list) }

  public func pngData(of bitmap: Bitmap) throws -> Data { Data(try PNGWriter().encode(bitmap)) }
}
