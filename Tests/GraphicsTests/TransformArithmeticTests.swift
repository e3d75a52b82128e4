import Foundation
import Graphics
import Testing

/// The transform arithmetic every layer runs per frame is written out entry by entry; these
/// tests pin it to the textbook definitions bit for bit, since frames must stay byte-identical.
@Suite("Transform arithmetic")
struct TransformArithmeticTests {
  /// Matrices with rotations about tilted axes, scales, skews, translations and perspective.
  static let samples: [CATransform3D] = {
    var skew = CATransform3D.identity
    (skew.m21, skew.m31, skew.m32) = (0.25, -0.125, 0.375)
    var perspective = CATransform3D.identity
    perspective.m34 = -1 / 500
    return [
      .identity,
      CATransform3DMakeRotation(0.3, 0, 0, 1),
      CATransform3DMakeRotation(1.1, 0.2, 0.7, -0.4),
      CATransform3DScale(CATransform3DMakeTranslation(12.5, -3.25, 7), 2, 0.5, 3),
      CATransform3DConcat(skew, CATransform3DMakeRotation(-2.2, 1, 1, 0)),
      CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 1, 0), perspective),
      CATransform3DMakeAffineTransform(CGAffineTransform(a: 1.5, b: 0.2, c: -0.3, d: 0.8, tx: 40, ty: -17)),
    ]
  }()

  /// Entry (i, j) of `a · b` is `aᵢ₁·b₁ⱼ + aᵢ₂·b₂ⱼ + aᵢ₃·b₃ⱼ + aᵢ₄·b₄ⱼ` summed left to right.
  @Test func concatenationIsTheRowTimesColumnSumBitForBit() {
    for a in Self.samples {
      for b in Self.samples {
        let x: [[CGFloat]] = a.rows
        let y: [[CGFloat]] = b.rows
        var expected: [[CGFloat]] = []
        for i in 0..<4 {
          var row: [CGFloat] = []
          for j in 0..<4 {
            var sum: CGFloat = x[i][0] * y[0][j]
            sum = sum + x[i][1] * y[1][j]
            sum = sum + x[i][2] * y[2][j]
            sum = sum + x[i][3] * y[3][j]
            row.append(sum)
          }
          expected.append(row)
        }
        #expect(a.concatenating(b).rows == expected)
      }
    }
  }

  /// A plane transform decomposes into its scales, rotation about z and translation (built by
  /// hand in that order, the order they apply in), and recomposes to itself.
  @Test func decompositionOfAPlaneTransform() {
    let t = CATransform3DMakeAffineTransform(
      CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.3))
        .concatenating(CGAffineTransform(translationX: 40, y: -7)))
    let d = DecomposedTransform3D(t)
    #expect(d.translation.x == 40 && d.translation.y == -7 && d.translation.z == 0)
    #expect(abs(d.rotation.z - 0.3) < 1e-12 && d.rotation.x == 0 && d.rotation.y == 0)
    #expect(abs(d.scale.x - 2) < 1e-12 && abs(d.scale.y - 3) < 1e-12 && d.scale.z == 1)
    #expect(abs(d.skewXY) < 1e-12)
    #expect(zip(d.transform.rows.flatMap { $0 }, t.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  /// Every sample without perspective recomposes from its decomposition (to rounding), and a
  /// decomposition rebuilt from its component vector recomposes to the same bits.
  @Test func decompositionsRecompose() {
    for t in Self.samples where t.m34 == 0 {
      let d = DecomposedTransform3D(t)
      #expect(zip(d.transform.rows.flatMap { $0 }, t.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < 1e-9 })
      #expect(DecomposedTransform3D(components: d.components).transform == d.transform)
    }
  }
}
