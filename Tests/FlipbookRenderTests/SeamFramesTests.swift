import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// Views that slide side by side meet without a seam: layers without edge antialiasing cover
/// whole pixels by the pixel-centre rule (Core Animation's default), so no column of what is
/// behind them shows where their edges meet at a fractional position.
@MainActor
@Suite("Seams between sliding views")
struct SeamFramesTests {
  /// The first column (if any) that stands out from both neighbours — darker or lighter than
  /// both by more than 2 in a channel — on most rows of the frame's middle half: the signature
  /// of a seam between two screens.
  static func seamColumn(in bitmap: Bitmap) -> Int? {
    let rows = Array(stride(from: bitmap.height / 4, to: bitmap.height * 3 / 4, by: 4))
    for x in 1..<(bitmap.width - 1) {
      var outside = 0
      for y in rows where Self.standsOut(bitmap[x, y], bitmap[x - 1, y], bitmap[x + 1, y]) {
        outside += 1
      }
      if outside * 10 > rows.count * 6 { return x }
    }
    return nil
  }

  static func standsOut(_ p: Bitmap.Pixel, _ l: Bitmap.Pixel, _ r: Bitmap.Pixel) -> Bool {
    func out(_ v: UInt8, _ a: UInt8, _ b: UInt8) -> Bool {
      Int(v) < Int(min(a, b)) - 2 || Int(v) > Int(max(a, b)) + 2
    }
    return out(p.r, l.r, r.r) || out(p.g, l.g, r.g) || out(p.b, l.b, r.b)
  }

  @Test(arguments: ["nav-push-slide", "tab-slide", "container-slide", "nav-edge-pan-slide"])
  func everyFrameOfASlideSceneIsSeamless(_ name: String) throws {
    let scene = try RenderOutputTests.loadGallery(name)
    let stage = SceneBuilder.build(scene, fps: 30, scale: 1)
    let frames = try StageRenderer(workers: 2).bitmaps(of: stage)
    #expect(frames.count > 20)
    for index in frames.keys.sorted() {
      let column = Self.seamColumn(in: try #require(frames[index]))
      #expect(column == nil, "\(name) frame \(index): a seam at x = \(column ?? -1)")
    }
  }

  /// A layer that allows edge antialiasing keeps its fractional, blended edge.
  @Test func edgeAntialiasingIsKeptWhenAllowed() throws {
    func render(allowing: Bool) throws -> Bitmap {
      let timeline = Timeline(fps: 10)
      let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 20, height: 10), scale: 1))
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      root.view.backgroundColor = .white
      let bar = UIView(frame: CGRect(x: 5.5, y: 0, width: 10, height: 10))
      bar.backgroundColor = .black
      bar.layer.allowsEdgeAntialiasing = allowing
      root.view.addSubview(bar)
      let stage = Stage(name: "edge", window: window, timeline: timeline, duration: 0.1)
      return try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])[0])
    }
    let aliased = try render(allowing: false)
    // Pixel centres 5.5 … 14.5 lie in [5.5, 15.5): columns 6 … 15 are black, 5 is white.
    #expect(aliased[5, 5] == Bitmap.Pixel(r: 255, g: 255, b: 255))
    #expect(aliased[6, 5] == Bitmap.Pixel(r: 0, g: 0, b: 0))
    #expect(aliased[15, 5] == Bitmap.Pixel(r: 0, g: 0, b: 0))
    #expect(aliased[16, 5] == Bitmap.Pixel(r: 255, g: 255, b: 255))
    let smooth = try render(allowing: true)
    #expect(smooth[5, 5].r > 100 && smooth[5, 5].r < 155)
    #expect(smooth[15, 5].r > 100 && smooth[15, 5].r < 155)
  }
}
