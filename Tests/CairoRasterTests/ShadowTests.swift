import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Shadows")
struct ShadowTests {
  static func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

  /// Beside a long straight edge a Gaussian-blurred shadow's alpha is `1 − Φ(d/σ)` at distance d
  /// from the edge (pixel centres at d = j + ½). σ = shadowRadius / 2 = 4 px here; black at
  /// full opacity on white shows it as `255 · Φ(d/σ)`.
  @Test func falloffFollowsTheGaussianProfile() throws {
    let shadow = Shadow(color: .black, offset: .zero, radius: 8)
    let rect = Shape.rect(CGRect(x: -100, y: -100, width: 150, height: 300))
    let bitmap = try Raster.render(80, 20, [.shadow(rect, shadow, transform: .identity)])
    for j in -12..<12 {
      let expected = 255 * Self.phi((Double(j) + 0.5) / 4)
      let pixel = bitmap[50 + j, 10]
      #expect(abs(Double(pixel.r) - expected) <= 1, "pixel \(j) from the edge: \(pixel.r) vs \(expected)")
    }
    #expect(bitmap[20, 10] == Raster.black)
    #expect(bitmap[79, 10] == Raster.white)
  }

  /// At 2× the same shadow's σ doubles in device pixels (radius is in points).
  @Test func blurScalesWithTheTransform() throws {
    let shadow = Shadow(color: .black, offset: CGSize(width: 5, height: 0), radius: 4)
    let rect = Shape.rect(CGRect(x: -100, y: -100, width: 120, height: 300))
    let bitmap = try Raster.render(100, 10, [.shadow(rect, shadow, transform: CGAffineTransform(scaleX: 2, y: 2))])
    // Edge at (20 + 5) × 2 = 50 device px, σ = 2 pt = 4 px.
    for j in -8..<8 {
      let expected = 255 * Self.phi((Double(j) + 0.5) / 4)
      #expect(abs(Double(bitmap[50 + j, 5].r) - expected) <= 1, "pixel \(j)")
    }
  }

  /// A radius of 0 is a hard shadow: the shape moved by the offset, nothing else.
  @Test func zeroRadiusIsTheShapeMovedByTheOffset() throws {
    let shadow = Shadow(
      color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), offset: CGSize(width: 3, height: 2), radius: 0)
    let bitmap = try Raster.render(
      20, 20, [.shadow(.rect(CGRect(x: 2, y: 2, width: 5, height: 5)), shadow, transform: .identity)])
    #expect(Raster.inkBounds(bitmap)! == (5, 4, 9, 8))
    #expect(isApproximatelyEqual(bitmap[6, 6], Bitmap.Pixel(r: 128, g: 128, b: 128), tolerance: 1))
  }

  /// A shadow group blurs what its content drew: a 10×10 square with a hard shadow shows the
  /// shadow only where the square does not cover it, the square itself on top.
  @Test func shadowGroupCastsTheContentsAlpha() throws {
    let shadow = Shadow(color: .black, offset: CGSize(width: 4, height: 4), radius: 0.0001)
    let square = Shape.rect(CGRect(x: 5, y: 5, width: 10, height: 10))
    let bitmap = try Raster.render(
      30, 30,
      [
        .beginShadowGroup(shadow, transform: .identity),
        .fill(square, color: RGBA(red: 1, green: 0, blue: 0), transform: .identity),
        .endGroup,
      ])
    #expect(bitmap[10, 10] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(bitmap[17, 17] == Raster.black)
    #expect(bitmap[2, 2] == Raster.white)
    #expect(bitmap[17, 7] == Raster.white)
  }

  /// The cached mask is composited at whole device pixels: the same shadow moved by 7 px gives
  /// the same pixels moved by 7 px, whether the mask came from the cache or not; rendering on
  /// several threads at once gives identical bytes.
  @Test func cachedMasksGiveIdenticalPixelsOnEveryThread() async throws {
    let shadow = Shadow(
      color: RGBA(red: 0.2, green: 0, blue: 0.4, alpha: 0.6), offset: CGSize(width: 1, height: 3), radius: 6)
    let shape = Shape.roundedRect(CGRect(x: 10, y: 10, width: 30, height: 20), cornerRadius: 6)
    func render(_ dx: Double) throws -> Bitmap {
      try Raster.render(70, 60, [.shadow(shape, shadow, transform: CGAffineTransform(translationX: dx, y: 0))])
    }
    let first = try render(0)
    let moved = try render(7)
    for y in 0..<60 {
      for x in 0..<63 { #expect(first[x, y] == moved[x + 7, y], "pixel (\(x), \(y))") }
    }
    let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
      for _ in 0..<4 { group.addTask { try render(0) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == first })
  }

  /// A shadow group and a masked group that begin after an item with a translation (the last
  /// item's transform is what `cairo_push_group` saves) draw their content where it belongs,
  /// not shifted by that translation. This once drew a presented card's content up and left.
  @Test func groupsAfterATranslatedItemDrawInPlace() throws {
    let red = RGBA(red: 1, green: 0, blue: 0)
    let blue = RGBA(red: 0, green: 0, blue: 1)
    let shadow = Shadow(color: .black, offset: .zero, radius: 2)
    let box = Shape.rect(CGRect(x: 0, y: 0, width: 20, height: 20))
    let moved = CGAffineTransform(translationX: 30, y: 40)
    let bitmap = try Raster.render(
      120, 120,
      [
        .fill(Shape.rect(CGRect(x: 0, y: 0, width: 4, height: 4)), color: blue, transform: moved),
        .beginShadowGroup(shadow, transform: .identity),
        .fill(box, color: red, transform: CGAffineTransform(translationX: 60, y: 70)),
        .endGroup,
        .fill(Shape.rect(CGRect(x: 0, y: 0, width: 4, height: 4)), color: blue, transform: moved),
        .beginMaskedGroup,
        .fill(box, color: red, transform: CGAffineTransform(translationX: 90, y: 10)),
        .maskContent,
        .fill(box, color: .black, transform: CGAffineTransform(translationX: 90, y: 10)),
        .endGroup,
      ])
    #expect(bitmap[70, 80] == Bitmap.Pixel(r: 255, g: 0, b: 0), "the shadow group's content in place")
    #expect(bitmap[40, 40] != Bitmap.Pixel(r: 255, g: 0, b: 0), "not shifted by the earlier translation")
    #expect(bitmap[100, 20] == Bitmap.Pixel(r: 255, g: 0, b: 0), "the masked group's content in place")
  }
}
