import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

/// Shadows with radii far beyond the screen (issue 17): blurred on a downsampled mask, so their
/// cost and memory do not grow with the radius, and still the Gaussian's profile.
@Suite("Wide shadows")
struct WideShadowTests {
  static func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

  /// σ = 100 px (radius 200): beside a long edge the shadow is still `255 · Φ(d/σ)` within 2
  /// levels, though it is blurred at a lower resolution.
  @Test func aWideBlurKeepsTheGaussianProfile() throws {
    let shadow = Shadow(color: .black, offset: .zero, radius: 200)
    let rect = Shape.rect(CGRect(x: -5000, y: -5000, width: 5400, height: 10_000))
    let bitmap = try Raster.render(800, 20, [.shadow(rect, shadow, transform: .identity)])
    for j in stride(from: -350, to: 350, by: 25) {
      let expected = 255 * Self.phi((Double(j) + 0.5) / 100)
      let pixel = bitmap[400 + j, 10]
      #expect(abs(Double(pixel.r) - expected) <= 2, "pixel \(j) from the edge: \(pixel.r) vs \(expected)")
    }
  }

  /// The group form (a shadow of drawn content) takes the same downsampled path.
  @Test func aWideGroupShadowKeepsTheGaussianProfile() throws {
    let shadow = Shadow(color: .black, offset: .zero, radius: 200)
    let bitmap = try Raster.render(
      800, 800,
      [
        .beginShadowGroup(shadow, transform: .identity),
        .fill(.rect(CGRect(x: 0, y: -5000, width: 400, height: 10_000)), color: .white, transform: .identity),
        .endGroup,
      ])
    // The group's alpha is what was drawn on the canvas: x in [0, 400), every row. Beyond
    // x = 400 the shadow is the Gaussian integrated over that strip (the canvas edges cut it
    // off; at row 400 the vertical cut-off is below 10⁻⁴).
    for j in stride(from: 25, to: 350, by: 25) {
      let alpha = (Self.phi((400 + Double(j) + 0.5) / 100) - Self.phi((Double(j) + 0.5) / 100))
      let expected = 255 * (1 - alpha)
      let value = Double(bitmap[400 + j, 400].r)
      #expect(abs(value - expected) <= 2, "pixel \(j): \(value) vs \(expected)")
    }
  }

  /// Radius 5000 on a 300 pt square at 2× costs about what radius 50 does.
  @Test func costDoesNotGrowWithTheRadius() throws {
    func seconds(_ radius: CGFloat) throws -> Double {
      let shadow = Shadow(color: .black, offset: CGSize(width: 0, height: -3), radius: radius)
      let square = Shape.rect(CGRect(x: 45, y: 200, width: 300, height: 300))
      let started = Date()
      _ = try Raster.render(
        780, 1688, [.shadow(square, shadow, transform: CGAffineTransform(scaleX: 2, y: 2))])
      return Date().timeIntervalSince(started)
    }
    let small = try seconds(50)
    let huge = try seconds(5000)
    let enormous = try seconds(10_000)
    #expect(huge < max(3 * small, 0.5), "radius 5000: \(huge) s, radius 50: \(small) s")
    #expect(enormous < max(3 * small, 0.5), "radius 10000: \(enormous) s, radius 50: \(small) s")
  }
}
