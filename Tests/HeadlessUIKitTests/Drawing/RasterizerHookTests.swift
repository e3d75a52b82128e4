import Foundation
import HeadlessUIKit
import Testing

/// The rasterizer hook: HeadlessUIKit declares `ImageRasterizing`, the render layer installs it;
/// APIs that read pixels back use the installed one and trap, naming themselves, without one.
/// (This target never links FlipbookRender, so nothing is installed unless a test does it.)
@MainActor
@Suite("Bitmap contexts and pngData use the installed rasterizer")
struct RasterizerHookTests {
  /// A rasterizer that paints every pixel one colour and "encodes" a bitmap as its size.
  struct FlatRasterizer: ImageRasterizing {
    var pixel: [UInt8]
    func rasterize(_ list: DisplayList) throws -> Bitmap {
      let count = list.pixelWidth * list.pixelHeight
      return Bitmap(
        width: list.pixelWidth, height: list.pixelHeight,
        pixels: Array([[UInt8]](repeating: pixel, count: count).joined()))
    }
    func pngData(of bitmap: Bitmap) throws -> Data { Data("\(bitmap.width)x\(bitmap.height)".utf8) }
  }

  @Test func withoutARasterizerDrawingIntoABitmapContextTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let context = CGContext(
          data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }
    }
  }

  @Test func withoutARasterizerPNGDataTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.pngData()
      }
    }
  }

  @Test func theInstalledRasterizerFillsTheContextsMemoryInItsLayout() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        ImageRasterization.install(FlatRasterizer(pixel: [10, 20, 30, 255]))
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(
          data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: info)!
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        precondition([bytes[0], bytes[1], bytes[2], bytes[3]] == [30, 20, 10, 255], "BGRA")
        let image = UIGraphicsImageRenderer(
          size: CGSize(width: 3, height: 2),
          format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            return format
          }()
        ).image { _ in }
        precondition(image.pngData() == Data("6x4".utf8))
      }
    }
  }
}
