import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// The rendering catalogue (Scenes/catalogue.yaml: one view per visual feature) against its
/// golden images at 1× and 3×, compared exactly (cairo is deterministic for a given render
/// stack; see `CairoRasterizer.renderStackFingerprint`).
///
/// Re-record after an intended change with
/// `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter CatalogueGoldenTests` and review the PNGs.
@MainActor
@Suite("Rendering catalogue goldens")
struct CatalogueGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  static func render(scale: Double, workers: Int = 1) throws -> Bitmap {
    ImageDecoding.install()
    let scene = try RenderOutputTests.loadGallery("catalogue")
    let stage = SceneBuilder.build(scene, scale: scale)
    return try #require(try StageRenderer(workers: workers).bitmaps(of: stage, frames: [0])[0])
  }

  @Test(arguments: [1.0, 3.0])
  func catalogueMatchesItsGolden(scale: Double) throws {
    let bitmap = try Self.render(scale: scale)
    #expect(bitmap.width == Int(240 * scale) && bitmap.height == Int(450 * scale))
    let url = Self.goldens.appendingPathComponent("catalogue@\(Int(scale))x.png")
    let stackURL = Self.goldens.appendingPathComponent("render-stack.json")
    let stack = CairoRasterizer().renderStackFingerprint
    if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] == "1" {
      try AtomicFile.write(try PNGEncoder.small.encode(bitmap), to: url)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try AtomicFile.write(try encoder.encode(stack), to: stackURL)
      Issue.record("recorded \(url.lastPathComponent); unset FLIPBOOK_RECORD_GOLDENS and run again")
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record(
        "no golden \(url.path); record it with FLIPBOOK_RECORD_GOLDENS=1 swift test --filter CatalogueGoldenTests")
      return
    }
    let golden = try PNGDecoder().decode(Data(contentsOf: url))
    guard golden != bitmap else { return }
    var differing = 0
    var first: (Int, Int)?
    if golden.width == bitmap.width && golden.height == bitmap.height {
      for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where golden[x, y] != bitmap[x, y] {
          differing += 1
          if first == nil { first = (x, y) }
        }
      }
    }
    let recorded = try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: stackURL))
    let stackNote =
      recorded == stack
      ? "same render stack as recorded"
      : "the render stack differs from the goldens' (\(recorded.map { "\($0)" } ?? "none recorded") vs \(stack))"
    Issue.record(
      """
      catalogue@\(Int(scale))x differs from \(url.lastPathComponent): \(differing) pixel(s), first at \
      \(first.map { "(\($0.0), \($0.1)): got \(bitmap[$0.0, $0.1]), golden \(golden[$0.0, $0.1])" } ?? "size \(bitmap.width)x\(bitmap.height) vs \(golden.width)x\(golden.height)"). \
      \(stackNote). If the change is intended: FLIPBOOK_RECORD_GOLDENS=1 swift test --filter CatalogueGoldenTests
      """)
  }

  /// The same frame renders to the same bytes on one thread, on four, and again.
  @Test func catalogueIsDeterministicAcrossRunsAndThreads() throws {
    let one = try Self.render(scale: 2, workers: 1)
    let four = try Self.render(scale: 2, workers: 4)
    let again = try Self.render(scale: 2, workers: 1)
    #expect(one == four)
    #expect(one == again)
  }
}
