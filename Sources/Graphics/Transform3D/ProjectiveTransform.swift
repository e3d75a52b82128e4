import Foundation

/// A 2D projective transform (homography): `[x′ y′ w′] = [x y 1] · M`, the point `(x′/w′, y′/w′)`.
/// What a 3D-transformed layer's plane becomes once flattened into its superlayer.
public struct ProjectiveTransform: Sendable, Hashable, CustomStringConvertible {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
    m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
  }

  /// Whether the transform is affine (no perspective row).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine transform with the same entries (meaningful when ``isAffine``).
  public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// `self` then `other`.
  public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The determinant; its sign (with w > 0) tells whether the plane is seen from the front.
  public var determinant: CGFloat {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse, or nil when singular.
  public func inverted() -> ProjectiveTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return ProjectiveTransform(
      m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
      m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
  }

  /// The homogeneous image `(x′, y′, w′)` of `p`.
  public func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
    (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
  }

  /// The image of `p`, or nil when it lies on or behind the eye (w ≤ 0).
  public func apply(_ p: CGPoint) -> CGPoint? {
    let h = homogeneous(p)
    guard h.w > 0 else { return nil }
    return CGPoint(x: h.x / h.w, y: h.y / h.w)
  }

  public var description: String {
    let f = DisplayList.format
    return "[\(f(m11)) \(f(m12)) \(f(m13)); \(f(m21)) \(f(m22)) \(f(m23)); \(f(m31)) \(f(m32)) \(f(m33))]"
  }
}
