import Foundation

extension UIImage {
  /// How an image's pixels are turned for display, as `UIImage.Orientation`.
  public enum Orientation: Int, Sendable, CaseIterable {
    case up = 0
    case down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// An image showing `cgImage` at scale 1, as `init(cgImage:)`.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image showing `cgImage` at `scale` pixels per point, as
  /// `init(cgImage:scale:orientation:)`.
  ///
  /// - Precondition: `orientation` is `.up`. - Note: UIKit difference: other orientations
  ///   are not drawn; they trap naming the orientation.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    precondition(
      orientation == .up,
      "UIImage(cgImage:scale:orientation: .\(orientation)): only .up is supported")
    switch cgImage.content {
    case .bitmap(let bitmap): self.init(bitmap: bitmap, scale: scale)
    case .picture(let picture):
      // The same pixel space (the recording's items), its point size following `scale`.
      let pixels = CGSize(width: picture.size.width * picture.scale, height: picture.size.height * picture.scale)
      let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
      self.init(picture: Picture(size: size, scale: scale, items: picture.items))
    }
  }

  /// As `imageOrientation` (always `.up`).
  public var imageOrientation: Orientation { .up }

  /// The Core Graphics image, as `cgImage`: the pixels, or the recording of a rendered image
  /// (a system symbol is recorded in the default tint colour).
  public var cgImage: CGImage? {
    switch content {
    case .bitmap(let bitmap): return CGImage(bitmap: bitmap)
    case .picture(let picture): return CGImage(picture: picture)
    case .symbol:
      let pixels = CGAffineTransform(scaleX: scale, y: scale)
      return CGImage(
        picture: Picture(
          size: size, scale: scale, items: items(in: CGRect(origin: .zero, size: size), transform: pixels)))
    }
  }

  /// Draws the image upright at its size with its top left at `point` in the current
  /// context, as `draw(at:)`.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image upright, stretched into `rect`, in the current context, as `draw(in:)`.
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.record(items(in: rect.standardized, transform: context.pixelTransform))
  }

  /// Draws the image into `rect` composited in `blendMode` at `alpha`, as
  /// `draw(in:blendMode:alpha:)`.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    draw(in: rect)
    context.restoreGState()
  }

  /// Draws the image at `point` composited in `blendMode` at `alpha`, as
  /// `draw(at:blendMode:alpha:)`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}
