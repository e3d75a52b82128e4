import Codecs
import FlipbookRender
import Foundation
import SceneFormat
import Testing

/// GIF, APNG and WebP of real gallery renders decode back to the rendered frames.
@MainActor
@Suite("Gallery scenes as GIF, APNG and WebP")
struct GalleryAnimationTests {
  /// `nav-push-slide` at 1x and 6 fps, shrunk to a quarter (98x211, as docs GIFs are): 15 frames
  /// with anti-aliased text and shadows, more than 255 colours in all, so the GIF palette is
  /// quantised. (Quarter size keeps the debug-build test fast.)
  static func slideFrames() throws -> AnimatedImage {
    let scene = try RenderOutputTests.loadGallery("nav-push-slide")
    let stage = SceneBuilder.build(scene, fps: 6, scale: 1)
    let bitmaps = try StageRenderer(workers: 2).bitmaps(of: stage)
    return try AnimatedImage(bitmaps: (0..<bitmaps.count).map { bitmaps[$0]! }, fps: 6).scaledDown(by: 0.25)
  }

  /// The decoded picture on screen during each 1/6 s step (encoders merge identical frames).
  static func steps(_ animation: AnimatedImage) -> [Bitmap] {
    animation.frames.flatMap { Array(repeating: $0.bitmap, count: Int(($0.duration * 6).rounded())) }
  }

  @Test func gifIsWithinTheStatedPSNRAndKeepsCountAndDuration() throws {
    let source = try Self.slideFrames()
    #expect(source.frames.count == 15)
    for encoder in [GIFEncoder(), GIFEncoder(palette: .perFrame), GIFEncoder(dithering: .floydSteinberg)] {
      let gif = try GIFDecoder().decode(try encoder.encode(source))
      #expect(abs(gif.totalDuration - 2.5) < 1e-9)
      let shown = Self.steps(gif)
      #expect(shown.count == 15)
      guard shown.count == 15 else { continue }
      let psnr = ImageComparison.psnr(source.frames.map(\.bitmap), shown)
      // Stated bounds: ≥ 45 dB without dithering, ≥ 35 dB with Floyd–Steinberg.
      #expect(psnr >= (encoder.dithering == .none ? 45 : 35), "\(encoder.palette) \(encoder.dithering): \(psnr) dB")
    }
  }

  @Test func gifOptimisationsDoNotChangeTheDecodedFrames() throws {
    let source = try Self.slideFrames()
    let plain = GIFEncoder(writesUnchangedPixelsAsTransparent: false, cropsToChangedRect: false)
    let optimised = try GIFEncoder().encode(source)
    let unoptimised = try plain.encode(source)
    let same = try GIFDecoder().decode(optimised).frames == GIFDecoder().decode(unoptimised).frames
    #expect(same)
    // Each frame is written transparent or opaque, whichever LZW makes smaller, so the
    // optimisations never cost bytes (here, at 6 fps, nearly every pixel moves between frames).
    #expect(optimised.count <= unoptimised.count)
  }

  @Test func apngAndWebPAreExact() throws {
    let source = try Self.slideFrames()
    let pictures = source.frames.map(\.bitmap)
    let apng = try APNGDecoder().decode(try APNGEncoder().encode(source))
    let apngExact = Self.steps(apng) == pictures
    #expect(apngExact)
    #expect(abs(apng.totalDuration - 2.5) < 1e-9)
    let webp = try WebPDecoder().decode(try WebPEncoder().encode(source))
    let webpExact = Self.steps(webp) == pictures
    #expect(webpExact)
    #expect(abs(webp.totalDuration - 2.5) < 0.0005)
  }
}
