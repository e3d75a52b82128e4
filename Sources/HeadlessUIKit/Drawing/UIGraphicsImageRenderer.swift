import Foundation

/// Options of an image renderer, as `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point (default: the main screen's scale), as `scale`.
  public var scale: CGFloat
  /// Whether the image is opaque, as `opaque`: an opaque image's canvas starts black, as
  /// UIKit's does, so what the actions leave unpainted shows black.
  public var opaque = false
  /// As `preferredRange` (kept; every image is standard-range sRGB).
  public var preferredRange: Range = .standard

  /// As `UIGraphicsImageRendererFormat.Range`.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }

  /// A format at the main screen's scale, as `init()`.
  public init() { scale = MainActor.assumeIsolated { UIScreen.main.scale } }

  /// As `UIGraphicsImageRendererFormat.default()`.
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// As `UIGraphicsImageRendererFormat.preferred()`.
  public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's actions, as `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
  /// The Core Graphics context being drawn into, as `cgContext`.
  public let cgContext: CGContext
  /// As `format`.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far, as `currentImage`.
  public var currentImage: UIImage { UIImage(picture: cgContext.picture()) }

  /// Fills `rect` with the current fill colour (`UIColor.setFill()`), as `fill(_:)`.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the current fill colour in `blendMode`, as `fill(_:blendMode:)`.
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes `rect` with the current stroke colour, as `stroke(_:)`.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`, as `clip(to:)`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing actions, as UIKit's `UIGraphicsImageRenderer`.
///
/// The image is the recording of the actions (a vector picture at `format.scale`), so it
/// stays sharp wherever it is drawn; `pngData()` and `jpegData` are left to the codec modules.
public final class UIGraphicsImageRenderer {
  /// The canvas in points (the origin is where drawing starts), as `bounds`.
  public let bounds: CGRect
  /// As `format`.
  public let format: UIGraphicsImageRendererFormat

  /// As `init(size:format:)`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  /// As `init(size:)`: the default format.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

  /// As `init(bounds:format:)`: user space origin at `bounds.origin`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// As `init(bounds:)`.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// The drawing closure `image(actions:)` runs, as `UIGraphicsImageRenderer.DrawingActions`.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// Runs `actions` with a fresh context current and returns what they drew, as
  /// `image(actions:)`.
  public func image(actions: DrawingActions) -> UIImage {
    let context = CGContext(size: bounds.size, scale: format.scale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    if format.opaque { context.fill(CGRect(origin: bounds.origin, size: bounds.size)) }
    UIGraphicsContextStack.with(context) {
      actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
    }
    return UIImage(picture: context.picture())
  }
}
