import FlipbookRender
import Foundation
import Graphics
import SceneFormat
import Testing

/// The collection gallery scenes as drawn, against analytically placed pixels: the Magic
/// Move's snapshot halfway between the grid cell and the hero view (UIKit's ease-in-out is
/// symmetric, so p = 0.5 at half time), and the grid back in place after the pop.
@MainActor
@Suite("Rendered collection scenes")
struct CollectionSceneFramesTests {
  static let purple = Bitmap.Pixel(r: 0xAF, g: 0x52, b: 0xDE)
  static let red = Bitmap.Pixel(r: 0xFF, g: 0x3B, b: 0x30)
  static let gray6 = Bitmap.Pixel(r: 0xF2, g: 0xF2, b: 0xF7)

  static func render(_ name: String, frames: Set<Int>) throws -> [Int: Bitmap] {
    let stage = SceneBuilder.build(try RenderOutputTests.loadGallery(name), scale: 1)
    return try StageRenderer(workers: 1).bitmaps(of: stage, frames: frames)
  }

  static func isClose(_ a: Bitmap.Pixel, _ b: Bitmap.Pixel, tolerance: Int = 1) -> Bool {
    [(a.r, b.r), (a.g, b.g), (a.b, b.b)].allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }

  @Test func magicMoveFliesTheCellToTheHeroAndBack() throws {
    // Item 4: (140, 227, 110 × 110) in the window (collection at y 91, 16 pt insets, columns
    // 124 pt apart); the hero: (20, 107, 350 × 350). Halfway: (80, 167, 230 × 230).
    let frames = try Self.render("collection-magic-move", frames: [0, 24, 45, 63, 86])
    let start = try #require(frames[0])
    #expect(start[195, 240] == Self.purple && start[195, 180] == Self.red, "item 4 below item 1")
    let pushing = try #require(frames[24])  // t = 0.8: half of the 1 s flight from 0.3 s
    #expect(pushing[195, 180] == Self.purple, "the snapshot covers item 1's place halfway")
    #expect(pushing[82, 300] == Self.purple && pushing[78, 300] != Self.purple, "its left edge at x = 80")
    let pushed = try #require(frames[45])
    #expect(pushed[40, 130] == Self.purple && pushed[195, 700] == Self.gray6, "the detail screen alone")
    let popping = try #require(frames[63])  // t = 2.1: half of the pop from 1.6 s
    #expect(popping[195, 180] == Self.purple, "the hero's snapshot halfway back")
    // The detail (systemGray6) half faded out over the grid's white background.
    let blend = Bitmap.Pixel(r: 249, g: 249, b: 251)
    #expect(Self.isClose(popping[370, 800], blend), "got \(popping[370, 800])")
    let popped = try #require(frames[86])
    #expect(popped[150, 240] == Self.purple && popped[195, 180] == Self.red, "the grid as it was")
  }
}
