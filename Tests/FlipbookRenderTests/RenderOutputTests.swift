import FlipbookRender
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

@testable import Codecs

@MainActor
@Suite("Render output: files, manifest, determinism")
struct RenderOutputTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func loadGallery(_ name: String) throws -> SceneDescription {
    try SceneLoader.load(contentsOf: packageRoot.appendingPathComponent("Scenes/\(name).yaml"))
  }

  @Test func writesFramesAndManifest() throws {
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let scene = try Self.loadGallery("nav-push-slide")
    let manifest = try StageRenderer(workers: 2).render(SceneBuilder.build(scene, fps: 10, scale: 1), into: out)
    let folder = out.appendingPathComponent(scene.name)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(manifest.frameCount == Int((scene.duration * 10).rounded()) + 1)
    #expect(files.count == manifest.frameCount + 1)
    #expect(files.first == "frame-0000.png")
    #expect(files.contains("manifest.json"))
    let decoded = try JSONDecoder().decode(
      RenderManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    #expect(decoded == manifest)
    #expect(decoded.frames.map(\.time) == (0..<manifest.frameCount).map { Double($0) / 10 })
    #expect(decoded.pixelSize.width == Int(scene.window.width))
    #expect(decoded.renderStack["cairo"] != nil)
    // The push starts at 0.3 s (frame 3) and runs 0.3 s: frames 3…5 are mid-push.
    #expect(decoded.frames[2].transitions.isEmpty)
    #expect(decoded.frames[4].transitions.map(\.operation) == ["push"])
    let png = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent("frame-0004.png")))
    #expect(png.width == Int(scene.window.width) && png.height == Int(scene.window.height))
    // No staging folders are left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [scene.name])
  }

  /// The custom container's switches run on its own transition context, which registers with
  /// the transition monitor: the manifest reports them as `select` with their visual progress
  /// (the Slide's ease-in-out value, not the time elapsed).
  @Test func theManifestSeesTheCustomContainersSwitchesWithVisualProgress() throws {
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let scene = try Self.loadGallery("container-slide")
    let manifest = try StageRenderer(workers: 2).render(SceneBuilder.build(scene, fps: 10, scale: 1), into: out)
    let ease = CAMediaTimingFunction(name: .easeInEaseOut)
    // Switches at 0.3 s and 1.2 s, 0.3 s each.
    for (frame, start) in [(4, 0.3), (5, 0.3), (13, 1.2), (14, 1.2)] {
      let phases = manifest.frames[frame].transitions
      #expect(phases.map(\.operation) == ["select"], "frame \(frame)")
      let expected = ease.progress(at: (Double(frame) / 10 - start) / 0.3)
      #expect(abs((phases.first?.progress ?? -1) - expected) < 1e-9, "frame \(frame)")
    }
    #expect(manifest.frames[7].transitions.isEmpty)
  }

  /// The same files from one worker and two, twice, in every PNG mode — and in the default
  /// mode also with every frame going band by band (`wholeImageLimit` 0: the path of 2× and
  /// 3× frames), which must give the same bytes as the whole-image path.
  @Test(arguments: PNGWriter.Mode.allCases)
  func sameSceneGivesByteIdenticalPNGsOnAnyThreadCount(mode: PNGWriter.Mode) throws {
    let scene = try Self.loadGallery("nav-push-system")
    var banded = PNGWriter(mode: mode)
    banded.wholeImageLimit = 0
    var runs: [[String: Data]] = []
    let plain = PNGWriter(mode: mode)
    for (workers, writer) in [(1, plain), (2, plain), (2, plain)] + (mode == .default ? [(2, banded)] : []) {
      let out = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: out) }
      try StageRenderer(workers: workers, png: writer).render(
        SceneBuilder.build(scene, fps: 15, scale: 1), into: out)
      let folder = out.appendingPathComponent(scene.name)
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
      }
      runs.append(files)
    }
    #expect(runs[0].count > 30)
    for run in runs.dropFirst() { #expect(run == runs[0]) }
  }

  /// The frame files hold exactly the pixels goldens compare (`bitmaps(of:)`, converted from
  /// cairo by CairoRaster), in every PNG mode.
  @Test(arguments: PNGWriter.Mode.allCases)
  func frameFilesDecodeToTheRenderedBitmaps(mode: PNGWriter.Mode) throws {
    let scene = try Self.loadGallery("modal-pagesheet")
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let stage = { SceneBuilder.build(scene, fps: 10, scale: 2) }
    let manifest = try StageRenderer(workers: 2, png: PNGWriter(mode: mode)).render(stage(), into: out)
    let bitmaps = try StageRenderer(workers: 2).bitmaps(of: stage())
    #expect(bitmaps.count == manifest.frameCount)
    for frame in manifest.frames {
      let file = out.appendingPathComponent(scene.name).appendingPathComponent(frame.file)
      let decoded = try PNGDecoder().decode(Data(contentsOf: file))
      #expect(decoded == bitmaps[frame.index], "frame \(frame.index)")
    }
  }

  /// On real frames (the system push at 2×: start, middle, end) the default writer is no larger
  /// than libpng at zlib level 2 with the Up filter (how frames were written before), and the
  /// fast mode stays within 1.4× of the default.
  @Test func frameSizesAgainstLibpngAndBetweenModes() throws {
    let scene = try Self.loadGallery("nav-push-system")
    let stage = SceneBuilder.build(scene, fps: 30, scale: 2)
    let frames = try StageRenderer(workers: 2).bitmaps(of: stage, frames: [0, 14, stage.frameCount - 1])
    var sizes = (libpng: 0, standard: 0, fast: 0)
    for bitmap in frames.values {
      sizes.libpng += try PNGEncoder(compressionLevel: 2, filter: .up).encode(bitmap).count
      sizes.standard += try PNGWriter().encode(bitmap).count
      sizes.fast += try PNGWriter(mode: .fast).encode(bitmap).count
    }
    #expect(sizes.standard <= sizes.libpng)
    #expect(Double(sizes.fast) <= 1.4 * Double(sizes.standard))
  }

  @Test func rerenderReplacesTheFolderWithoutStaleFrames() throws {
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let scene = try Self.loadGallery("nav-push-slide")
    try StageRenderer().render(SceneBuilder.build(scene, fps: 10, scale: 1), into: out)
    try StageRenderer().render(SceneBuilder.build(scene, fps: 5, scale: 1), into: out)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(scene.name).path)
    #expect(files.count == Int((scene.duration * 5).rounded()) + 1 + 1)
  }

  @Test func frameOutsideTheSceneIsAClearError() throws {
    let stage = SceneBuilder.build(try Self.loadGallery("nav-push-slide"), fps: 10, scale: 1)
    #expect(throws: RenderError.frameOutOfRange(scene: "nav-push-slide", index: 999, frameCount: stage.frameCount)) {
      try StageRenderer().bitmaps(of: stage, frames: [999])
    }
  }

  @Test func renderingAStageTwiceIsAClearError() throws {
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let stage = SceneBuilder.build(try Self.loadGallery("nav-push-slide"), fps: 10, scale: 1)
    _ = try StageRenderer().bitmaps(of: stage, frames: [0, 3])
    let error = StageError.alreadyRun(stage: "nav-push-slide", frame: 3, api: "StageRenderer")
    #expect(throws: error) { try StageRenderer().bitmaps(of: stage, frames: [0]) }
    #expect(throws: error) { try StageRenderer().render(stage, into: out) }
    #expect(
      error.description
        == "StageRenderer: stage 'nav-push-slide' has already run (its timeline is at frame 3); a stage runs once, build a fresh one for each render"
    )
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("nav-push-slide").path))
  }

  @Test func emptyFrameSelectionRendersNothing() throws {
    let stage = SceneBuilder.build(try Self.loadGallery("nav-push-slide"), fps: 10, scale: 1)
    #expect(try StageRenderer().bitmaps(of: stage, frames: []).isEmpty)
  }

  @Test func unwritableOutputIsAClearError() throws {
    let file = try Self.temporaryDirectory().appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    let stage = SceneBuilder.build(try Self.loadGallery("nav-push-slide"), fps: 5, scale: 1)
    #expect {
      try StageRenderer().render(stage, into: file)
    } throws: { error in
      "\(error)".contains("cannot write output folder") && "\(error)".contains("not-a-folder")
    }
  }
}
