import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Projective warps")
struct ProjectionTests {
  /// A projection whose transform is a plain translation copies the offscreen pixels exactly.
  @Test func translationWarpIsAnExactCopy() throws {
    let move = ProjectiveTransform(CGAffineTransform(translationX: 5, y: 7))
    let bitmap = try Raster.render(
      30, 30,
      [
        .beginProjection(move, width: 10, height: 10),
        .fill(
          .rect(CGRect(x: 2, y: 2, width: 6, height: 6)), color: RGBA(red: 1, green: 0, blue: 0), transform: .identity),
        .endGroup,
      ])
    #expect(Raster.inkBounds(bitmap)! == (7, 9, 12, 14))
    #expect(bitmap[8, 10] == Bitmap.Pixel(r: 255, g: 0, b: 0))
  }

  /// A 100×100 square turned 45° about y under m34 = −1/500, centred at (100, 100): the near
  /// (left) edge projects to x = 100 − 35.36/0.9293 ≈ 61.95 and spans y = 100 ± 50/0.9293; the
  /// far (right) edge to x = 100 + 35.36/1.0707 ≈ 133.02. The ink matches to a pixel.
  @Test func perspectiveCornersLandWhereTheyProject() throws {
    // The idiom: perspective first, then the rotation applied before it.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    let plane = CATransform3DMakeTranslation(-50, -50, 0).concatenating(t)
      .concatenating(CATransform3DMakeTranslation(100, 100, 0)).planeProjection
    let bitmap = try Raster.render(
      200, 200, background: .black,
      [
        .beginProjection(plane, width: 100, height: 100),
        .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), color: .white, transform: .identity),
        .endGroup,
      ])
    let ink = try #require(Raster.inkBounds(bitmap, background: Raster.black))
    let c = cos(Double.pi / 4) * 50
    let near = 1 - c / 500
    let far = 1 + c / 500
    #expect(abs(Double(ink.minX) - (100 - c / near).rounded(.down)) <= 1)
    #expect(abs(Double(ink.maxX + 1) - (100 + c / far).rounded(.up)) <= 1)
    #expect(abs(Double(ink.minY) - (100 - 50 / near).rounded(.down)) <= 1)
    // The far edge is shorter: at x = 130 the square spans less height than at x = 70.
    func height(at x: Int) -> Int { (0..<200).filter { bitmap[x, $0] != Raster.black }.count }
    #expect(height(at: 130) < height(at: 70))
    // Exact column heights: screen x′ = x·cos/(1 + x·sin/500) gives the local x, whose
    // height is 100/(1 + x·sin/500).
    for column in [70, 100, 130] {
      let screen = Double(column) + 0.5 - 100
      let x = screen / (cos(Double.pi / 4) - screen * sin(Double.pi / 4) / 500)
      let expected = 100 / (1 + x * sin(Double.pi / 4) / 500)
      #expect(abs(Double(height(at: column)) - expected) <= 2, "column \(column)")
    }
  }
}
