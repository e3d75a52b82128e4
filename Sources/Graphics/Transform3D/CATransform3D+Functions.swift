import Foundation

/// The identity transform, as `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity, as `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether two transforms are equal, as `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation, as `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3D.identity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale, as `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D.identity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`; a
/// zero axis gives the identity. About z it equals `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return .identity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  // Rodrigues' matrix, transposed for row vectors.
  return CATransform3D(
    m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
    m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
    m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` then `b` (`t · b`: `t` applied first), as `CATransform3DConcat`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation applied before `t`, as `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale applied before `t`, as `CATransform3DScale`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation applied before `t`, as `CATransform3DRotate`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse, or `t` unchanged when it is singular, as `CATransform3DInvert`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  guard let inverse = Matrix4.inverse(t.rows) else { return t }
  return CATransform3D(rows: inverse)
}

/// The 3D form of an affine transform, as `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D.identity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether `t` is an affine transform of the plane, as `CATransform3DIsAffine`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`, as `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// Small dense-matrix helpers.
enum Matrix4 {
  /// The inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
  static func inverse(_ m: [[CGFloat]]) -> [[CGFloat]]? {
    let n = m.count
    var a = m
    var inv = (0..<n).map { i in (0..<n).map { j in CGFloat(i == j ? 1 : 0) } }
    for column in 0..<n {
      guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12
      else { return nil }
      a.swapAt(column, pivot)
      inv.swapAt(column, pivot)
      let p = a[column][column]
      for j in 0..<n {
        a[column][j] /= p
        inv[column][j] /= p
      }
      for row in 0..<n where row != column {
        let f = a[row][column]
        guard f != 0 else { continue }
        for j in 0..<n {
          a[row][j] -= f * a[column][j]
          inv[row][j] -= f * inv[column][j]
        }
      }
    }
    return inv
  }
}
