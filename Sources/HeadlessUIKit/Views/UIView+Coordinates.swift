import Foundation

extension UIView {
  /// The transform from this view's bounds coordinates to its superview's bounds coordinates,
  /// from the model values: `−anchor offset · transform · translate(center)`.
  var transformToSuperview: CGAffineTransform {
    Self.transformToSuperlayer(
      bounds: layer.bounds, anchorPoint: layer.anchorPoint, transform: layer.affineTransform(),
      position: layer.position)
  }

  /// The same mapping for any set of layer values (used with presentation values to draw).
  nonisolated static func transformToSuperlayer(
    bounds: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform, position: CGPoint
  ) -> CGAffineTransform {
    CGAffineTransform(
      translationX: -(bounds.minX + bounds.width * anchorPoint.x),
      y: -(bounds.minY + bounds.height * anchorPoint.y)
    )
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The transform from this view's coordinates to the coordinates of its outermost ancestor
  /// (the window, when in one).
  var transformToRoot: CGAffineTransform {
    var result = CGAffineTransform.identity
    var node: UIView? = self
    while let current = node, current.superview != nil {
      result = result.concatenating(current.transformToSuperview)
      node = current.superview
    }
    return result
  }

  private func transform(to view: UIView?) -> CGAffineTransform {
    let toRoot = transformToRoot
    guard let view else { return toRoot }
    return toRoot.concatenating(view.transformToRoot.inverted())
  }

  /// Converts a point from this view's coordinates to `view`'s (the window's when nil), as
  /// `convert(_:to:)`. Both views must share an ancestor.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(transform(to: view))
  }

  /// Converts a point from `view`'s coordinates (the window's when nil) to this view's, as
  /// `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    point.applying(transform(to: view).inverted())
  }

  /// Converts a rectangle to `view`'s coordinates (bounding box when rotated), as
  /// `convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(transform(to: view))
  }

  /// Converts a rectangle from `view`'s coordinates, as `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(transform(to: view).inverted())
  }
}
