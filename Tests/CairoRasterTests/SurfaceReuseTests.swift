import Foundation
import Graphics
import Testing

@testable import CairoRaster

/// Each thread keeps its frame surface for the next frame of the same size; nothing of a
/// previous frame may show through, and a render nested inside a lent surface's closure must
/// not draw over the pixels being read.
@Suite("Frame surface reuse")
struct SurfaceReuseTests {
  static let red = DisplayList(
    pixelWidth: 24, pixelHeight: 12, background: RGBA(red: 1, green: 0, blue: 0),
    items: [.fill(.rect(CGRect(x: 2, y: 2, width: 10, height: 5)), color: .white, transform: .identity)])
  static let clear = DisplayList(pixelWidth: 24, pixelHeight: 12, background: .clear, items: [])

  @Test func aReusedSurfaceKeepsNothingOfThePreviousFrame() throws {
    let rasterizer = CairoRasterizer()
    let fresh = try rasterizer.render(Self.clear)
    _ = try rasterizer.render(Self.red)
    let reused = try rasterizer.render(Self.clear)
    #expect(reused == fresh)
    #expect(reused == Bitmap(width: 24, height: 12))
  }

  @Test func aNestedRenderGetsItsOwnSurface() throws {
    let rasterizer = CairoRasterizer()
    let (before, nested, after) = try rasterizer.render(Self.red) { outer in
      let before = Array(outer.bytes)
      let nested = try rasterizer.render(Self.clear)
      return (before, nested, Array(outer.bytes))
    }
    #expect(before == after)
    #expect(nested == Bitmap(width: 24, height: 12))
    #expect(try rasterizer.render(Self.red) { Array($0.bytes) } == before)
  }
}
