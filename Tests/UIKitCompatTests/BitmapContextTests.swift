import FlipbookRender
import Foundation
import Testing
import UIKit

extension UIView {
  /// The colour drawn at `point`, the way iOS apps sample a view: render its layer into a
  /// one-pixel bitmap context and read the pixel back.
  func colorOfPoint(_ point: CGPoint) -> [UInt8] {
    let pixel = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
    pixel.initialize(repeating: 0, count: 4)
    defer { pixel.deallocate() }
    let colorSpace = CGColorSpaceCreateDeviceRGB()
    let bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
    let context = CGContext(
      data: pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: colorSpace,
      bitmapInfo: bitmapInfo.rawValue)!
    context.translateBy(x: -point.x, y: -point.y)
    layer.render(in: context)
    return [pixel[0], pixel[1], pixel[2], pixel[3]]
  }
}

@MainActor
@Suite("Bitmap contexts and PNG data read back what was drawn (Swift 5 mode)")
struct BitmapContextTests {
  init() { ImageDecoding.install() }

  @Test func samplingAViewsPixelThroughAOnePixelContext() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.backgroundColor = .red
    let badge = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    card.addSubview(badge)
    #expect(card.colorOfPoint(CGPoint(x: 25, y: 25)) == [255, 0, 0, 255])
    let mixed = card.colorOfPoint(CGPoint(x: 75, y: 75))
    #expect((127...128).contains(mixed[0]) && mixed[1] == 0 && (127...128).contains(mixed[2]) && mixed[3] == 255)
    #expect(card.colorOfPoint(CGPoint(x: 150, y: 10)) == [0, 0, 0, 0], "outside: untouched")
  }

  @Test func aContextWithItsOwnMemoryIsYUpAndUsesTheLayoutItWasMadeWith() throws {
    // BGRA, as iOS's native pixel format: premultiplied alpha first in a little-endian word.
    let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    let context = try #require(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: info))
    #expect(context.width == 2 && context.height == 2 && context.bytesPerRow == 8)
    #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
    #expect(context.alphaInfo == .premultipliedFirst)
    #expect(context.ctm == .identity)
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // the bottom row: y is up
    let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    #expect(
      Array(UnsafeBufferPointer(start: bytes, count: 16)) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 255, 0, 255, 0, 255])
  }

  @Test func contextsCoreGraphicsRefusesAreNil() {
    let space = CGColorSpaceCreateDeviceRGB()
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: space,
        bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil, "non-premultiplied alpha")
    #expect(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: space,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil, "rows too short")
  }

  @Test func aRenderedImageHasPixelSizeAndPNGData() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
    let image = renderer.image { context in
      UIColor.orange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    }
    let cgImage = try #require(image.cgImage)
    #expect(cgImage.width == 40 && cgImage.height == 20)
    let png = try #require(image.pngData())
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func big(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    #expect(big(16) == 40 && big(20) == 20, "IHDR: 40 × 20 pixels")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pngdata-\(UUID().uuidString).png")
    try png.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let pixel = Array(try ImageDecoding.decodeImage(at: url).pixels.prefix(4))
    #expect(pixel[0] == 255 && (127...128).contains(pixel[1]) && pixel[2] == 0 && pixel[3] == 255, "UIColor.orange")
  }
}
