import Foundation

/// A 3D transform split into perspective, translation, rotation, skew and scale: the space in
/// which Core Animation interpolates `transform` (W3C CSS Transforms "unmatrix", row-vector
/// form).
///
/// `matrix = (scale · skew · rotation · translate) · perspective`, where the rows of
/// `scale · skew` are `sx·r0`, `sy·(r1 + skewXY·r0)`, `sz·(r2 + skewYZ·r1 + skewXZ·r0)` for the
/// rotation's rows `r0 r1 r2`, and the perspective matrix is the identity with its last column
/// replaced by `perspective`. The rotation is kept as a rotation vector (axis × angle, angle in
/// 0…π), so a turn about one axis interpolates about that axis, and for a plane transform the
/// first six components equal ``DecomposedTransform``'s.
public struct DecomposedTransform3D: Sendable, Hashable {
  public var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
  public var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
  public var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
  public var skewXY: CGFloat = 0
  public var skewXZ: CGFloat = 0
  public var skewYZ: CGFloat = 0
  public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

  public init() {}

  /// The components as a flat vector: translation x, y, rotation z, scale x, y, skew xy (the
  /// 2D decomposition's order), then translation z, rotation x, y, scale z, skew xz, yz,
  /// perspective x, y, z, w.
  public var components: [CGFloat] {
    [
      translation.x, translation.y, rotation.z, scale.x, scale.y, skewXY, translation.z, rotation.x, rotation.y,
      scale.z, skewXZ, skewYZ, perspective.x, perspective.y, perspective.z, perspective.w,
    ]
  }

  /// A decomposition from a vector in ``components`` order.
  public init(components c: [CGFloat]) {
    precondition(c.count == 16, "DecomposedTransform3D needs 16 components, got \(c.count)")
    translation = (c[0], c[1], c[6])
    rotation = (c[7], c[8], c[2])
    scale = (c[3], c[4], c[9])
    skewXY = c[5]
    skewXZ = c[10]
    skewYZ = c[11]
    perspective = (c[12], c[13], c[14], c[15])
  }

  public static func == (l: Self, r: Self) -> Bool { l.components == r.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// Decomposes `t`; a matrix with `m44 = 0` or a singular upper 3×3 gives the identity's
  /// decomposition with `t`'s translation.
  ///
  /// Computed on three-component rows held in registers (the same operations, in the same
  /// order, as the unmatrix algorithm's vector form): view-block animations decompose
  /// transforms every frame.
  public init(_ t: CATransform3D) {
    guard t.m44 != 0, t.m44.isFinite else { return }
    let w = t.m44
    let m = CATransform3D(
      m11: t.m11 / w, m12: t.m12 / w, m13: t.m13 / w, m14: t.m14 / w, m21: t.m21 / w, m22: t.m22 / w, m23: t.m23 / w,
      m24: t.m24 / w, m31: t.m31 / w, m32: t.m32 / w, m33: t.m33 / w, m34: t.m34 / w, m41: t.m41 / w, m42: t.m42 / w,
      m43: t.m43 / w, m44: t.m44 / w)
    // Perspective: the last column equals A · p, where A is m with its last column (0, 0, 0, 1).
    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 || m.m44 != 1 {
      let rows = m.rows
      let a = rows.enumerated().map { i, row in [row[0], row[1], row[2], i == 3 ? 1 : 0] }
      if let inverse = Matrix4.inverse(a) {
        let column = rows.map { $0[3] }
        let p = (0..<4).map { i in (0..<4).reduce(CGFloat(0)) { $0 + inverse[i][$1] * column[$1] } }
        perspective = (p[0], p[1], p[2], p[3])
      }
    }
    translation = (m.m41, m.m42, m.m43)
    var r0 = Vector3(m.m11, m.m12, m.m13)
    var r1 = Vector3(m.m21, m.m22, m.m23)
    var r2 = Vector3(m.m31, m.m32, m.m33)
    var sx = r0.length
    guard sx != 0 else { return }
    r0 = r0.divided(by: sx)
    var xy = r0.dot(r1)
    r1 = r1.adding(r0, times: -xy)
    let sy = r1.length
    guard sy != 0 else { return }
    r1 = r1.divided(by: sy)
    xy /= sy
    var xz = r0.dot(r2)
    r2 = r2.adding(r0, times: -xz)
    var yz = r1.dot(r2)
    r2 = r2.adding(r1, times: -yz)
    let sz = r2.length
    guard sz != 0 else { return }
    r2 = r2.divided(by: sz)
    xz /= sz
    yz /= sz
    // A reflection: flip the x row (as the 2D decomposition does) so the rotation is proper.
    let cross = Vector3(r1.y * r2.z - r1.z * r2.y, r1.z * r2.x - r1.x * r2.z, r1.x * r2.y - r1.y * r2.x)
    if r0.dot(cross) < 0 {
      sx = -sx
      r0 = Vector3(-r0.x, -r0.y, -r0.z)
      xy = -xy
      xz = -xz
    }
    scale = (sx, sy, sz)
    skewXY = xy
    skewXZ = xz
    skewYZ = yz
    rotation = Self.rotationVector(r0, r1, r2)
  }

  /// Three components of a matrix row, with the vector operations the decomposition uses.
  private struct Vector3 {
    var x: CGFloat, y: CGFloat, z: CGFloat
    init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { (self.x, self.y, self.z) = (x, y, z) }
    func dot(_ b: Vector3) -> CGFloat { x * b.x + y * b.y + z * b.z }
    var length: CGFloat { dot(self).squareRoot() }
    func divided(by d: CGFloat) -> Vector3 { Vector3(x / d, y / d, z / d) }
    /// `self + b·factor`.
    func adding(_ b: Vector3, times factor: CGFloat) -> Vector3 {
      Vector3(x + b.x * factor, y + b.y * factor, z + b.z * factor)
    }
    subscript(i: Int) -> CGFloat { i == 0 ? x : i == 1 ? y : z }
  }

  /// The rotation vector of a proper rotation given by its rows (row-vector convention).
  private static func rotationVector(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> (
    x: CGFloat, y: CGFloat, z: CGFloat
  ) {
    let cosine = min(max((r0.x + r1.y + r2.z - 1) / 2, -1), 1)
    let angle = acos(cosine)
    guard angle > 1e-12 else { return (0, 0, 0) }
    let s = sin(angle)
    if s > 1e-6 {
      let f = angle / (2 * s)
      return ((r1.z - r2.y) * f, (r2.x - r0.z) * f, (r0.y - r1.x) * f)
    }
    // A half turn: R = 2·a·aᵀ − I; take the largest diagonal for the axis, positive.
    let r = [r0, r1, r2]
    let diagonal = [r0.x, r1.y, r2.z]
    let i = diagonal.indices.max { diagonal[$0] < diagonal[$1] }!
    var axis = [CGFloat](repeating: 0, count: 3)
    axis[i] = ((diagonal[i] + 1) / 2).squareRoot()
    for j in 0..<3 where j != i { axis[j] = (r[i][j] + r[j][i]) / (4 * axis[i]) }
    return (axis[0] * angle, axis[1] * angle, axis[2] * angle)
  }

  /// Recomposes the matrix.
  public var transform: CATransform3D {
    let (vx, vy, vz) = rotation
    let angle = (vx * vx + vy * vy + vz * vz).squareRoot()
    let rot = angle > 0 ? CATransform3DMakeRotation(angle, vx, vy, vz) : .identity
    let (sx, sy, sz) = scale
    let affine = CATransform3D(
      m11: rot.m11 * sx, m12: rot.m12 * sx, m13: rot.m13 * sx, m14: 0,
      m21: sy * (rot.m21 + skewXY * rot.m11), m22: sy * (rot.m22 + skewXY * rot.m12),
      m23: sy * (rot.m23 + skewXY * rot.m13), m24: 0,
      m31: sz * (rot.m31 + skewYZ * rot.m21 + skewXZ * rot.m11),
      m32: sz * (rot.m32 + skewYZ * rot.m22 + skewXZ * rot.m12),
      m33: sz * (rot.m33 + skewYZ * rot.m23 + skewXZ * rot.m13), m34: 0,
      m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
    let p = perspective
    guard p != (0, 0, 0, 1) else { return affine }
    var perspectiveMatrix = CATransform3D.identity
    (perspectiveMatrix.m14, perspectiveMatrix.m24, perspectiveMatrix.m34, perspectiveMatrix.m44) = (p.x, p.y, p.z, p.w)
    return affine.concatenating(perspectiveMatrix)
  }
}
