import Foundation

/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, as `CGAffineTransform`:
/// `[x′ y′ z′ w′] = [x y z 1] · M`, so `m41 m42 m43` is the translation and `m34` the
/// perspective term (`m34 = −1/d` puts the eye at distance `d`). `CATransform3DConcat(a, b)`
/// applies `a` first.
public struct CATransform3D: Sendable, Hashable, CustomStringConvertible {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, as `CATransform3D(m11:…m44:)`.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity, as `init()` (zero-initialised in Core Animation; use
  /// `CATransform3DIdentity` for the identity).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0,
      m43: 0, m44: 0)
  }

  /// The entries row by row.
  public init(rows r: [[CGFloat]]) {
    precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "CATransform3D(rows:) needs 4 rows of 4 entries")
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// The entries row by row.
  public var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// The identity transform.
  public static let identity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

  /// `self` then `other` (`self · other`), as `CATransform3DConcat(self, other)`.
  ///
  /// Each entry is `aᵢ₁·b₁ⱼ + aᵢ₂·b₂ⱼ + aᵢ₃·b₃ⱼ + aᵢ₄·b₄ⱼ`, summed left to right (written out
  /// rather than looped over row arrays: a layer's map to its superlayer takes two of these per
  /// layer per frame, and the arrays cost more than the arithmetic).
  public func concatenating(_ b: CATransform3D) -> CATransform3D {
    CATransform3D(
      m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41,
      m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42,
      m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43,
      m14: m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44,
      m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41,
      m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42,
      m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43,
      m24: m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44,
      m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41,
      m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42,
      m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43,
      m34: m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44,
      m41: m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41,
      m42: m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42,
      m43: m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43,
      m44: m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44)
  }

  /// Maps the point (x, y, z): the homogeneous result `[x′ y′ z′ w′]`.
  public func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42, x * m13 + y * m23 + z * m33 + m43,
      x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// Whether the transform maps the z = 0 plane affinely onto the xy plane (no perspective),
  /// as `CATransform3DIsAffine` (which also requires no z terms).
  public var isAffine: Bool {
    m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m14 == 0 && m24 == 0
      && m44 == 1
  }

  /// The affine part (`m11 m12 m21 m22 m41 m42`), as `CATransform3DGetAffineTransform`.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The map from the layer plane (z = 0) to the xy plane, dropping z: the 2D projective
  /// transform a flattened layer is drawn with.
  public var planeProjection: ProjectiveTransform {
    ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }

  public var description: String {
    "[" + rows.map { $0.map { DisplayList.format($0) }.joined(separator: " ") }.joined(separator: "; ") + "]"
  }
}
