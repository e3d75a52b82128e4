import Graphics
import Testing

@testable import CairoRaster

/// `renderWritable(_:_:)` lends the thread's frame surface as scratch memory: it shows the
/// frame's pixels, and whatever the borrower writes over them never reaches the next frame.
@Suite("Frame surface lent writable")
struct WritableRenderTests {
  @Test func lendsTheFramePixelsAndTheNextFrameIsDrawnAfresh() throws {
    let rasterizer = CairoRasterizer()
    let expected = try rasterizer.render(SurfaceReuseTests.red) { Array($0.bytes) }
    let lent = try rasterizer.renderWritable(SurfaceReuseTests.red) { pixels in
      let copy = Array(pixels.bytes)
      #expect(pixels.width == 24 && pixels.height == 12 && pixels.bytesPerRow >= 24 * 4)
      // The borrower uses the memory as scratch space.
      pixels.bytes.initializeMemory(as: UInt8.self, repeating: 0x5A)
      return copy
    }
    #expect(lent == expected)
    #expect(try rasterizer.render(SurfaceReuseTests.red) { Array($0.bytes) } == expected)
    #expect(try rasterizer.render(SurfaceReuseTests.clear) == Bitmap(width: 24, height: 12))
  }

  @Test func anEmptyListLendsNoPixels() throws {
    let empty = DisplayList(pixelWidth: 0, pixelHeight: 5, background: .clear, items: [])
    let count = try CairoRasterizer().renderWritable(empty) { $0.bytes.count + $0.height }
    #expect(count == 0)
  }
}
