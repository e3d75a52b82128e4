import Foundation

/// Options of an image renderer, as `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point (default: the main screen's scale), as `scale`.
  public var scale: CGFloat = UIScreen.main.scale
  /// As `opaque` (recorded pictures keep their alpha either way).
  public var opaque = false
  public init() {}
  /// As `UIGraphicsImageRendererFormat.default()`.
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's actions, as `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
  /// As `cgContext`.
  public let cgContext: CGContext
  /// As `format`.
  public let format: UIGraphicsImageRendererFormat
  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }
  /// Fills `rect` with `color`, as `fill(_:)` after `setFill()`.
  public func fill(_ rect: CGRect, with color: UIColor) { cgContext.fill(rect, with: color) }
}

/// Makes images by recording drawing, as UIKit's `UIGraphicsImageRenderer`: the image is a
/// recorded picture, so it stays sharp when drawn at any scale.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  public let size: CGSize
  public let format: UIGraphicsImageRendererFormat

  /// As `init(size:format:)`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.size = size
    self.format = format
  }

  /// As `init(bounds:format:)` (the origin is ignored).
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(size: bounds.size, format: format)
  }

  /// Runs `actions` on a fresh context and returns what they drew, as `image(actions:)`.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(scale: format.scale)
    Self.contexts.value.append(context)
    actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
    Self.contexts.value.removeLast()
    return UIImage(picture: Picture(size: size, scale: format.scale, items: context.items))
  }

  /// The contexts of the image renderers running their actions, innermost last.
  private static let contexts = LockedValue<[CGContext]>([])

  /// The innermost running renderer's context (UIKit's current graphics context).
  static var current: CGContext? { contexts.value.last }
}
