import Foundation

/// Turns recorded drawing into pixels and pixels into PNG bytes: what HeadlessUIKit needs for
/// the UIKit APIs that read drawing back (`CGContext(data:…)` bitmap contexts, `UIImage.pngData()`).
///
/// HeadlessUIKit never rasterises or encodes itself (the data flow stays one-way and the model
/// never imports Cairo): the render layer implements this protocol and installs it with
/// ``ImageRasterization/install(_:)``; `ImageDecoding.install()` in FlipbookRender installs
/// Cairo and the PNG writer.
public protocol ImageRasterizing: Sendable {
  /// The pixels of `list` (straight-alpha RGBA8, `pixelWidth × pixelHeight`).
  func rasterize(_ list: DisplayList) throws -> Bitmap
  /// `bitmap` encoded as a PNG file.
  func pngData(of bitmap: Bitmap) throws -> Data
}

/// The process-wide ``ImageRasterizing`` implementation.
///
/// - Note: UIKit difference: UIKit rasterises by itself; here the render layer supplies it.
public enum ImageRasterization {
  private static let installed = LockedValue<(any ImageRasterizing)?>(nil)

  /// Makes `rasterizer` the one bitmap contexts and `pngData()` use (process-wide; the last
  /// call wins).
  public static func install(_ rasterizer: any ImageRasterizing) { installed.value = rasterizer }

  /// The installed rasterizer, if any.
  public static var current: (any ImageRasterizing)? { installed.value }

  /// The installed rasterizer; traps naming `api` when there is none.
  static func required(by api: String) -> any ImageRasterizing {
    guard let rasterizer = installed.value else {
      preconditionFailure(
        "\(api) needs pixels, but no rasterizer is installed: call ImageDecoding.install() from FlipbookRender (or ImageRasterization.install(_:)) first"
      )
    }
    return rasterizer
  }

  /// Rasterises `list` for `api`; traps with the rasterizer's error naming `api`.
  static func rasterize(_ list: DisplayList, for api: String) -> Bitmap {
    do {
      return try required(by: api).rasterize(list)
    } catch {
      preconditionFailure("\(api): rasterizing failed: \(error)")
    }
  }
}
