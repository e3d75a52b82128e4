import Foundation

/// An affine transform split into translate, rotate, scale and skew, the space in which Core
/// Animation interpolates transforms.
///
/// `matrix = scale(sx, sy) · skew(shear) · rotate(rotation) · translate(tx, ty)` in Core
/// Graphics' row-vector convention. Interpolating these components — never the matrix entries —
/// keeps a rotation a rotation halfway through (the Interpolate library's component-wise bug).
public struct DecomposedTransform: Sendable, Hashable {
  public var translationX: CGFloat
  public var translationY: CGFloat
  public var rotation: CGFloat
  public var scaleX: CGFloat
  public var scaleY: CGFloat
  public var shear: CGFloat

  public init(
    translationX: CGFloat = 0, translationY: CGFloat = 0, rotation: CGFloat = 0,
    scaleX: CGFloat = 1, scaleY: CGFloat = 1, shear: CGFloat = 0
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.rotation = rotation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.shear = shear
  }

  /// Decomposes `t` (QR-style, as the CSS Transforms "unmatrix" for 2D).
  public init(_ t: CGAffineTransform) {
    var sx = (t.a * t.a + t.b * t.b).squareRoot()
    var r0 = (t.a, t.b)
    if sx != 0 { r0 = (t.a / sx, t.b / sx) }
    var shear = r0.0 * t.c + r0.1 * t.d
    var r1 = (t.c - r0.0 * shear, t.d - r0.1 * shear)
    let sy = (r1.0 * r1.0 + r1.1 * r1.1).squareRoot()
    if sy != 0 {
      r1 = (r1.0 / sy, r1.1 / sy)
      shear /= sy
    }
    // A reflection: flip the x axis so the rotation stays proper.
    if t.determinant < 0 {
      sx = -sx
      r0 = (-r0.0, -r0.1)
      shear = -shear
    }
    self.init(
      translationX: t.tx, translationY: t.ty, rotation: atan2(r0.1, r0.0),
      scaleX: sx, scaleY: sy, shear: shear)
  }

  /// Recomposes the matrix.
  public var transform: CGAffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    // rows of rotate: (cos, sin), (-sin, cos); skew row 2 adds shear × row 1; then scale.
    let r0 = (cosine, sine)
    let r1 = (-sine + shear * cosine, cosine + shear * sine)
    return CGAffineTransform(
      a: scaleX * r0.0, b: scaleX * r0.1,
      c: scaleY * r1.0, d: scaleY * r1.1,
      tx: translationX, ty: translationY)
  }

  /// Component-wise linear interpolation, unclamped (`fraction` may overshoot for springs).
  public static func interpolate(
    _ from: DecomposedTransform, _ to: DecomposedTransform, _ fraction: CGFloat
  ) -> DecomposedTransform {
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
    var toRotation = to.rotation
    // Take the short way round, as Core Animation does for decomposed rotations.
    while toRotation - from.rotation > .pi { toRotation -= 2 * .pi }
    while toRotation - from.rotation < -.pi { toRotation += 2 * .pi }
    return DecomposedTransform(
      translationX: mix(from.translationX, to.translationX),
      translationY: mix(from.translationY, to.translationY),
      rotation: mix(from.rotation, toRotation),
      scaleX: mix(from.scaleX, to.scaleX),
      scaleY: mix(from.scaleY, to.scaleY),
      shear: mix(from.shear, to.shear))
  }
}
