import Foundation
import Graphics
import TestSupport
import Testing

@Suite("CATransform3D")
struct CATransform3DTests {
  static func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// About z, Core Animation's rotation is Core Graphics' (`CATransform3DMakeRotation(a, 0, 0, 1)`
  /// has the affine part `CGAffineTransform(rotationAngle: a)`); about y by +90° the x axis
  /// turns into −z (x′ = x·cos θ, z′ = −x·sin θ).
  @Test func rotationsFollowCoreAnimationsConvention() {
    let z = CATransform3DMakeRotation(0.7, 0, 0, 1)
    #expect(
      isApproximatelyEqual(CATransform3DGetAffineTransform(z), CGAffineTransform(rotationAngle: 0.7), tolerance: 1e-12))
    #expect(CATransform3DIsAffine(z))
    let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    let p = y.apply(x: 1, y: 0, z: 0)
    #expect(abs(p.x) < 1e-12 && abs(p.z + 1) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  /// `CATransform3DConcat(a, b)` applies a first; `CATransform3DTranslate(t, …)` translates
  /// before t; the inverse undoes.
  @Test func concatenationOrderAndInverse() {
    let scale = CATransform3DMakeScale(2, 3, 1)
    let move = CATransform3DMakeTranslation(10, 20, 0)
    let p = CATransform3DConcat(scale, move).apply(x: 1, y: 1)
    #expect(p.x == 12 && p.y == 23)
    #expect(Self.close(CATransform3DTranslate(move, 1, 1, 0), CATransform3DMakeTranslation(11, 21, 0)))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
    #expect(Self.close(CATransform3DConcat(t, CATransform3DInvert(t)), .identity, 1e-12))
    #expect(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).m42 == 6)
  }

  /// Decomposing and recomposing gives the matrix back (with perspective, skew, reflection),
  /// and a plane transform decomposes into the 2D decomposition's first six components.
  @Test func decompositionRoundTrips() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 400
    let samples: [CATransform3D] = [
      .identity,
      CATransform3DRotate(CATransform3DMakeScale(1.5, 0.5, 2), 2.5, 0.3, -0.4, 0.8),
      CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 1, 0), perspective),
      CATransform3DConcat(
        CATransform3DMakeAffineTransform(CGAffineTransform(a: -1, b: 0.2, c: 0.4, d: 1.3, tx: 7, ty: -3)),
        CATransform3DMakeTranslation(0, 0, 12)),
    ]
    for t in samples {
      #expect(Self.close(DecomposedTransform3D(t).transform, t, 1e-9), "\(t)")
    }
    let affine = CGAffineTransform(a: -1, b: 0.2, c: 0.4, d: 1.3, tx: 7, ty: -3)
    let flat = DecomposedTransform(affine)
    let deep = DecomposedTransform3D(CATransform3DMakeAffineTransform(affine)).components
    let expected = [flat.translationX, flat.translationY, flat.rotation, flat.scaleX, flat.scaleY, flat.shear]
    #expect(zip(deep.prefix(6), expected).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  /// A half turn about y is a rotation vector along y, so interpolating from the identity turns
  /// about y: half way is a quarter turn about y.
  @Test func halfTurnInterpolatesAboutItsAxis() {
    let flip = DecomposedTransform3D(CATransform3DMakeRotation(.pi, 0, 1, 0))
    #expect(abs(flip.rotation.y - .pi) < 1e-9 && flip.rotation.x == 0 && flip.rotation.z == 0)
    let half = DecomposedTransform3D(
      components: flip.components.enumerated().map { i, c in
        let identity = DecomposedTransform3D().components[i]
        return identity + (c - identity) / 2
      })
    #expect(Self.close(half.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1e-9))
  }

  @Test func planeProjectionDividesByW() {
    // The idiom: perspective first, then the rotation applied before it.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    let projected = t.planeProjection.apply(CGPoint(x: 50, y: 50))!
    let w = 1 + 50 * sin(Double.pi / 4) / 500
    #expect(isApproximatelyEqual(projected, CGPoint(x: 50 * cos(Double.pi / 4) / w, y: 50 / w), tolerance: 1e-9))
  }
}
