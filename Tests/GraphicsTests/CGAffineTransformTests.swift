import Foundation
import Graphics
import TestSupport
import Testing

@Suite("CGAffineTransform reproduces Core Graphics")
struct CGAffineTransformTests {
  @Test func identityIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func translationMovesPoints() {
    let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: -2))
    #expect(p == CGPoint(x: 13, y: 2))
  }

  @Test func rotationByHalfPiTurnsXIntoY() {
    // In UIKit's y-down space a positive angle is clockwise: (1, 0) → (0, 1).
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isApproximatelyEqual(p, CGPoint(x: 0, y: 1), tolerance: 1e-12))
  }

  @Test func scaledByAppliesScaleFirst() {
    // CGAffineTransformScale(t, sx, sy) = scale · t: the scale acts before t's translation.
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
  }

  @Test func translatedByAppliesTranslationFirst() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 10, y: 0))
  }

  @Test func rotatedByRotatesBeforeSelf() {
    let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi)
    #expect(isApproximatelyEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 99, y: 0), tolerance: 1e-12))
  }

  @Test func concatenatingAppliesReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 1, y: 1)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 4, y: 4))
  }

  @Test func invertedUndoes() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -9)
    let round = t.concatenating(t.inverted())
    #expect(isApproximatelyEqual(round, .identity, tolerance: 1e-12))
  }

  @Test func singularInverseIsUnchanged() {
    let t = CGAffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }

  @Test func rectApplyingTakesBoundingBox() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isApproximatelyEqual(r, CGRect(x: -20, y: 0, width: 20, height: 10), tolerance: 1e-12))
  }

  @Test func sizeApplyingIgnoresTranslation() {
    let s = CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 9, y: 9).scaledBy(x: 2, y: 2))
    #expect(s == CGSize(width: 4, height: 6))
  }

  @Test(arguments: [
    CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: 5),
    CGAffineTransform(scaleX: -1, y: 1),
    CGAffineTransform(a: 1, b: 0.2, c: 0.5, d: 1.5, tx: 7, ty: -3),
    CGAffineTransform(rotationAngle: -2.5),
  ])
  func decompositionRoundTrips(_ t: CGAffineTransform) {
    #expect(isApproximatelyEqual(DecomposedTransform(t).transform, t, tolerance: 1e-12))
  }

  @Test func rotationInterpolatesAsRotation() {
    // Halfway between 0 and 90° is a 45° rotation with unit scale, not a shrunken matrix.
    let from = DecomposedTransform(.identity)
    let to = DecomposedTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let half = DecomposedTransform.interpolate(from, to, 0.5).transform
    #expect(isApproximatelyEqual(half, CGAffineTransform(rotationAngle: .pi / 4), tolerance: 1e-12))
  }
}
