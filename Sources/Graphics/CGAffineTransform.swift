import Foundation

/// An affine transformation matrix for 2D drawing, with Core Graphics' layout and semantics.
///
/// The matrix is
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
/// and a point is a row vector multiplied on the left: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. This reproduces `CoreGraphics.CGAffineTransform`, which Foundation on
/// Linux does not provide.
public struct CGAffineTransform: Sendable, Hashable, CustomStringConvertible {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// Creates a transform from its six matrix entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, as `CGAffineTransform()` in Core Graphics.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// A transform that translates by `(tx, ty)`, as `CGAffineTransformMakeTranslation`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales by `(sx, sy)`, as `CGAffineTransformMakeScale`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that rotates by `angle` radians, as `CGAffineTransformMakeRotation`.
  ///
  /// In UIKit's flipped coordinate space (y down) a positive angle rotates clockwise on screen.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform, as `CGAffineTransform.identity`.
  public static let identity = CGAffineTransform()

  /// Whether the transform is the identity, as `CGAffineTransform.isIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// Returns `self` followed by `t2`: applying the result to a point applies `self` first.
  ///
  /// Reproduces `CGAffineTransformConcat(self, t2)`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns a transform that translates by `(tx, ty)` and then applies `self`,
  /// as `CGAffineTransformTranslate`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns a transform that scales by `(sx, sy)` and then applies `self`,
  /// as `CGAffineTransformScale`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns a transform that rotates by `angle` and then applies `self`,
  /// as `CGAffineTransformRotate`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant `a·d − b·c`; zero when the transform is not invertible.
  public var determinant: CGFloat { a * d - b * c }

  /// The inverse transform, as `CGAffineTransformInvert`.
  ///
  /// As in Core Graphics, a singular matrix (determinant 0) is returned unchanged.
  public func inverted() -> CGAffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// Returns the point transformed by `t`, as `CGPointApplyAffineTransform`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size transformed by `t` (translation ignored), as `CGSizeApplyAffineTransform`.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle containing the transformed corners of this rectangle,
  /// as `CGRectApplyAffineTransform`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}
