import Foundation

/// An immutable image, as Core Graphics' `CGImage`: decoded pixels, or a recorded picture (what
/// an image renderer or `makeImage()` produces).
///
/// - Note: UIKit difference: a recorded image keeps its drawing as vector content rather than
///   pixels (it is drawn sharp at any scale); its `width` and `height` are the pixel size it
///   was recorded for. Pixel access (`dataProvider`) does not exist; ``bitmap`` gives decoded
///   pixels when the image holds them.
public final class CGImage: Sendable, Hashable, CustomStringConvertible {
  enum Content: Sendable, Hashable {
    case bitmap(Bitmap)
    case picture(Picture)
  }

  let content: Content

  /// An image of decoded pixels.
  ///
  /// - Note: UIKit difference: Core Graphics builds images from data providers; here from a
  ///   `Bitmap`.
  public init(bitmap: Bitmap) { content = .bitmap(bitmap) }

  /// An image that draws a recorded picture.
  init(picture: Picture) { content = .picture(picture) }

  /// The width in pixels, as `width`.
  public var width: Int {
    switch content {
    case .bitmap(let bitmap): return bitmap.width
    case .picture(let picture): return Int((picture.size.width * picture.scale).rounded())
    }
  }

  /// The height in pixels, as `height`.
  public var height: Int {
    switch content {
    case .bitmap(let bitmap): return bitmap.height
    case .picture(let picture): return Int((picture.size.height * picture.scale).rounded())
    }
  }

  /// The decoded pixels, when the image holds pixels.
  public var bitmap: Bitmap? {
    if case .bitmap(let bitmap) = content { return bitmap }
    return nil
  }

  /// Items drawing the image stretched into `rect` (top row at `rect.minY`) under `transform`.
  func items(in rect: CGRect, transform: CGAffineTransform) -> [DisplayItem] {
    switch content {
    case .bitmap(let bitmap): return [.image(bitmap, rect: rect, transform: transform)]
    case .picture(let picture): return picture.items(into: rect, transform: transform)
    }
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.content == rhs.content }
  public func hash(into hasher: inout Hasher) { hasher.combine(content) }
  public var description: String { "CGImage(\(width)x\(height))" }
}
