import Codecs
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// Rendering a window that changes size (`Scenes/rotate.yaml`: portrait 390 × 844 turning to
/// landscape 844 × 390 at 0.3 s): every frame has the window's size at its moment, the manifest
/// records it, animations and sheets put the frames on one canvas, budgets follow the sizes,
/// and the bytes do not depend on the worker count.
@MainActor
@Suite("Rendering a rotation")
struct RotationRenderTests {
  static let portrait = RenderManifest.PixelSize(width: 390, height: 844)
  static let landscape = RenderManifest.PixelSize(width: 844, height: 390)

  static func stage(fps: Int = 10) throws -> Stage {
    SceneBuilder.build(try RenderOutputTests.loadGallery("rotate"), fps: fps, scale: 1)
  }

  /// Frames 0–2 (before 0.3 s) are portrait; from frame 3, when the window takes its new
  /// bounds (its layout animating inside them), landscape. Each PNG has the size its manifest
  /// entry gives; the manifest's own size is the first frame's.
  @Test func framesHaveTheWindowsSizeAtTheirMoment() throws {
    let out = try RenderOutputTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let manifest = try StageRenderer(workers: 2).render(try Self.stage(), into: out)
    #expect(manifest.pixelSize == Self.portrait)
    #expect(manifest.size == RenderManifest.Size(width: 390, height: 844))
    #expect(
      manifest.frames.map { $0.pixelSize } == manifest.frames.map { $0.index < 3 ? Self.portrait : Self.landscape })
    let folder = out.appendingPathComponent("rotate")
    for frame in manifest.frames {
      let png = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent(frame.file)))
      #expect(png.width == manifest.pixelSize(of: frame).width && png.height == manifest.pixelSize(of: frame).height)
    }
    let decoded = try JSONDecoder().decode(
      RenderManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    #expect(decoded == manifest)
    #expect(manifest.largestPixelSize == RenderManifest.PixelSize(width: 844, height: 844))
  }

  /// A render at one size writes no per-frame sizes: its manifest reads as before.
  @Test func aRenderAtOneSizeRecordsNoFrameSizes() throws {
    let out = try RenderOutputTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let frames = try StageRenderer(workers: 1).render(
      SceneBuilder.build(try RenderOutputTests.loadGallery("nav-push-slide"), fps: 5, scale: 1), into: out)
    #expect(frames.frames.allSatisfy { $0.pixelSize == nil })
    let json = String(decoding: try frames.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: "pixelSize").count == 2, "only the manifest's own")
  }

  /// The same bytes — every PNG and the manifest — with 1, 2 or 3 workers, and with a memory
  /// limit that lets one frame render at a time.
  @Test func rotationRendersAreByteIdenticalOnAnyWorkerCountAndBudget() throws {
    var runs: [[String: Data]] = []
    let budgets: [(workers: Int, limit: Int?)] = [(1, nil), (2, nil), (3, nil), (3, 844 * 390 * 20 + 1)]
    for budget in budgets {
      let out = try RenderOutputTests.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: out) }
      var renderer = StageRenderer(workers: budget.workers)
      renderer.memoryLimit = budget.limit
      try renderer.render(try Self.stage(fps: 15), into: out)
      let folder = out.appendingPathComponent("rotate")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
      }
      runs.append(files)
    }
    #expect(runs[0].count == 16 + 1)
    for run in runs.dropFirst() { #expect(run == runs[0]) }
  }

  /// A window that grows past what `--max-memory` allows for one frame fails naming the
  /// frame, before drawing it; the first size alone fits.
  @Test func aGrowingWindowOverTheBudgetFailsNamingTheFrame() throws {
    let scene = try SceneLoader.parse(
      """
      fps: 10
      duration: 1
      window: { width: 100, height: 100, scale: 1 }
      screens:
        A: { background: white }
      root: { screen: A }
      script:
        - { at: 0.5, resize: { width: 300, height: 300 } }
      """, sourcePath: "grow.yaml", defaultName: "grow")
    var renderer = StageRenderer(workers: 1)
    renderer.memoryLimit = 100 * 100 * 20 * 2
    #expect {
      try renderer.bitmaps(of: SceneBuilder.build(scene))
    } throws: { error in
      "\(error)".contains("frame 5 (90000 pixels") && "\(error)".contains("--max-memory")
    }
  }

  /// GIF, APNG and WebP take one canvas: the largest width and height (844 × 844), each frame
  /// at its top-left corner, black beyond it.
  @Test func animationsPutEveryFrameOnTheLargestCanvas() throws {
    let out = try RenderOutputTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try StageRenderer(workers: 2).render(try Self.stage(), into: out)
    let frames = try RenderedFrames(folder: out.appendingPathComponent("rotate"))
    let animation = try frames.animation()
    #expect(animation.width == 844 && animation.height == 844)
    let black = Bitmap.Pixel(r: 0, g: 0, b: 0)
    let first = animation.frames[0].bitmap
    #expect(first[500, 100] == black && first[100, 800] != black, "portrait: black right of x 390")
    let last = try #require(animation.frames.last).bitmap
    #expect(last[100, 600] == black && last[800, 100] != black, "landscape: black below y 390")
    #expect(first[0, 0] == (try frames.bitmap(of: frames.manifest.frames[0]))[0, 0])
  }

  /// A contact sheet of portrait and landscape frames gives every cell the largest size,
  /// frames top-left; a frame strip and an onion skin take them too (no trap).
  @Test func sheetsStripsAndOnionSkinsTakeMixedSizes() throws {
    let bitmaps = try StageRenderer(workers: 2).bitmaps(of: try Self.stage(), frames: [0, 9])
    let portrait = try #require(bitmaps[0])
    let landscape = try #require(bitmaps[9])
    let entries = [portrait, landscape].enumerated().map { n, bitmap in
      (bitmap: bitmap, frame: RenderManifest.Frame(index: n, time: 0, file: "f", transitions: []))
    }
    let sheet = try ContactSheet(columns: 2, frameScale: 0.5, gap: 10).compose(entries, rasterizer: .init())
    #expect(sheet.width == 10 + 2 * (422 + 10))
    let strip = FrameStrip.compose([portrait, landscape], gap: 4)
    #expect(strip.width == 4 + 390 + 4 + 844 + 4 && strip.height == 844 + 8)
    let ghosts = OnionSkin.ghosts([portrait, landscape])
    #expect(ghosts.width == 844 && ghosts.height == 844)
  }
}
