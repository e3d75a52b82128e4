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
  public init(_ t: CATransform3D) {
    guard t.m44 != 0, t.m44.isFinite else { return }
    let m = t.rows.map { $0.map { $0 / t.m44 } }
    // Perspective: the last column equals A · p, where A is m with its last column (0, 0, 0, 1).
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 || m[3][3] != 1 {
      let a = m.enumerated().map { i, row in [row[0], row[1], row[2], i == 3 ? 1 : 0] }
      if let inverse = Matrix4.inverse(a) {
        let column = m.map { $0[3] }
        let p = (0..<4).map { i in (0..<4).reduce(CGFloat(0)) { $0 + inverse[i][$1] * column[$1] } }
        perspective = (p[0], p[1], p[2], p[3])
      }
    }
    translation = (m[3][0], m[3][1], m[3][2])
    func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    func length(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
    func combine(_ a: [CGFloat], _ b: [CGFloat], _ sb: CGFloat) -> [CGFloat] { (0..<3).map { a[$0] + b[$0] * sb } }
    var r0 = Array(m[0][0..<3])
    var r1 = Array(m[1][0..<3])
    var r2 = Array(m[2][0..<3])
    var sx = length(r0)
    guard sx != 0 else { return }
    r0 = r0.map { $0 / sx }
    var xy = dot(r0, r1)
    r1 = combine(r1, r0, -xy)
    let sy = length(r1)
    guard sy != 0 else { return }
    r1 = r1.map { $0 / sy }
    xy /= sy
    var xz = dot(r0, r2)
    r2 = combine(r2, r0, -xz)
    var yz = dot(r1, r2)
    r2 = combine(r2, r1, -yz)
    let sz = length(r2)
    guard sz != 0 else { return }
    r2 = r2.map { $0 / sz }
    xz /= sz
    yz /= sz
    // A reflection: flip the x row (as the 2D decomposition does) so the rotation is proper.
    let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
    if dot(r0, cross) < 0 {
      sx = -sx
      r0 = r0.map { -$0 }
      xy = -xy
      xz = -xz
    }
    scale = (sx, sy, sz)
    skewXY = xy
    skewXZ = xz
    skewYZ = yz
    rotation = Self.rotationVector(rows: [r0, r1, r2])
  }

  /// The rotation vector of a proper rotation given by its rows (row-vector convention).
  static func rotationVector(rows r: [[CGFloat]]) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
    let cosine = min(max((r[0][0] + r[1][1] + r[2][2] - 1) / 2, -1), 1)
    let angle = acos(cosine)
    guard angle > 1e-12 else { return (0, 0, 0) }
    let s = sin(angle)
    if s > 1e-6 {
      let f = angle / (2 * s)
      return ((r[1][2] - r[2][1]) * f, (r[2][0] - r[0][2]) * f, (r[0][1] - r[1][0]) * f)
    }
    // A half turn: R = 2·a·aᵀ − I; take the largest diagonal for the axis, positive.
    let diagonal = [r[0][0], r[1][1], r[2][2]]
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
    let r0 = [rot.m11, rot.m12, rot.m13]
    let r1 = [rot.m21, rot.m22, rot.m23]
    let r2 = [rot.m31, rot.m32, rot.m33]
    let row0 = r0.map { $0 * scale.x }
    let row1 = (0..<3).map { scale.y * (r1[$0] + skewXY * r0[$0]) }
    let row2 = (0..<3).map { scale.z * (r2[$0] + skewYZ * r1[$0] + skewXZ * r0[$0]) }
    let affine = CATransform3D(rows: [
      row0 + [0], row1 + [0], row2 + [0], [translation.x, translation.y, translation.z, 1],
    ])
    let p = perspective
    guard p != (0, 0, 0, 1) else { return affine }
    var perspectiveMatrix = CATransform3D.identity
    (perspectiveMatrix.m14, perspectiveMatrix.m24, perspectiveMatrix.m34, perspectiveMatrix.m44) = (p.x, p.y, p.z, p.w)
    return affine.concatenating(perspectiveMatrix)
  }
}
