import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// A cancelled interactive pop (the gallery's edge-pan Slide, released before halfway) ends
/// without a frame of the wrong screen: no frame jumps away from both its neighbours while they
/// agree with each other (the finished pop shown for one frame before the cancel restores the
/// views was such a flash).
@MainActor
@Suite("Cancelled interactive pop frames")
struct CancelledPopFlashTests {
  /// The share of sampled pixels (every 4th row and column) that differ by more than 40 in red.
  static func difference(_ a: Bitmap, _ b: Bitmap) -> Double {
    var differing = 0
    var count = 0
    for y in stride(from: 0, to: a.height, by: 4) {
      for x in stride(from: 0, to: a.width, by: 4) {
        count += 1
        if abs(Int(a[x, y].r) - Int(b[x, y].r)) > 40 { differing += 1 }
      }
    }
    return Double(differing) / Double(count)
  }

  @Test(arguments: ["nav-edge-pan-slide-cancel", "nav-swipe-back-cancel"])
  func noFrameFlashes(_ name: String) throws {
    let stage = SceneBuilder.build(try RenderOutputTests.loadGallery(name), fps: 30, scale: 1)
    let bitmaps = try StageRenderer(workers: 2).bitmaps(of: stage)
    let frames = (0..<bitmaps.count).compactMap { bitmaps[$0] }
    #expect(frames.count == stage.frameCount)
    for i in 1..<(frames.count - 1) {
      let before = Self.difference(frames[i - 1], frames[i])
      let after = Self.difference(frames[i], frames[i + 1])
      let across = Self.difference(frames[i - 1], frames[i + 1])
      let flashes = before > 0.05 && after > 0.05 && across < 0.3 * min(before, after)
      #expect(!flashes, "\(name) frame \(i) differs from both neighbours (\(before), \(after)) that agree (\(across))")
    }
  }
}
