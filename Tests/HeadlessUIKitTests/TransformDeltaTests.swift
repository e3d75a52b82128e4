import Foundation
import Testing

@testable import HeadlessUIKit

/// A view-block transform animation adds `delta × factor` to the decomposition it keeps of the
/// model transform; the result must be the component-vector sum's, bit for bit.
@Suite("Transform deltas")
struct TransformDeltaTests {
  @Test func addingADeltaMatchesTheComponentVectorSum() {
    let base = DecomposedTransform3D(
      CATransform3DConcat(CATransform3DMakeRotation(0.8, 0.3, 0.1, 1), CATransform3DMakeTranslation(5, -2, 1)))
    let delta = (0..<16).map { Double($0) * 0.37 - 2.5 }
    for factor in [0.0, 0.25, 0.6180339887, 1] {
      let expected = DecomposedTransform3D(components: zip(base.components, delta).map { $0 + $1 * factor })
      #expect(base.adding(delta, times: factor).components == expected.components)
      #expect(base.adding(delta, times: factor).transform == expected.transform)
    }
  }

  /// `AnimatableValue.adding` on a transform gives the same value as before (decompose, add the
  /// components, recompose).
  @Test func animatableTransformAddingMatchesComponents() {
    let t = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.75))
    let value = AnimatableValue.transform(t)
    let delta = AnimatableValue.transform(.identity).delta(from: value)
    let expected = value.replacingComponents(zip(value.components, delta).map { $0 + $1 * 0.3 })
    #expect(value.adding(delta, times: 0.3) == expected)
  }
}
