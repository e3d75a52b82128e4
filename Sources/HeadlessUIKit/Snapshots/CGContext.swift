import Foundation

/// A drawing destination that records what is drawn into it, as Core Graphics' `CGContext`
/// when it is a `UIGraphicsImageRenderer`'s context: its drawing becomes the rendered
/// image's picture (vector content, resolution-independent).
///
/// - Note: UIKit difference: only transformation, clipping-free fills and layer/view
///   rendering are recorded; other Core Graphics calls are not available.
@preconcurrency @MainActor
public final class CGContext {
  /// Pixels per point of the image being rendered.
  let scale: CGFloat
  /// The recorded items, in image pixels.
  private(set) var items: [DisplayItem] = []
  private var stack: [CGAffineTransform] = []

  /// The current transformation matrix (user space → image points), as `ctm`.
  public private(set) var ctm: CGAffineTransform = .identity

  init(scale: CGFloat) { self.scale = scale }

  /// As `translateBy(x:y:)`.
  public func translateBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(translationX: x, y: y).concatenating(ctm) }
  /// As `scaleBy(x:y:)`.
  public func scaleBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(scaleX: x, y: y).concatenating(ctm) }
  /// As `rotate(by:)`.
  public func rotate(by angle: CGFloat) { ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm) }
  /// As `concatenate(_:)`.
  public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }
  /// As `saveGState()` (the transform only).
  public func saveGState() { stack.append(ctm) }
  /// As `restoreGState()`.
  public func restoreGState() { ctm = stack.popLast() ?? ctm }

  /// Fills `rect` with `color`, as `setFillColor(_:)` + `fill(_:)` in one step.
  public func fill(_ rect: CGRect, with color: UIColor) {
    items.append(.fill(.rect(rect), color: color.rgba, transform: pixelTransform))
  }

  /// The user space → image pixels transform.
  var pixelTransform: CGAffineTransform { ctm.concatenating(CGAffineTransform(scaleX: scale, y: scale)) }

  /// Records `picture` stretched into `rect` (user space).
  func draw(_ picture: Picture, in rect: CGRect) {
    items.append(contentsOf: picture.items(into: rect, transform: pixelTransform))
  }
}
