import ArgumentParser
import FlipbookRender
import Foundation
import SceneFormat

/// A scene loaded for the docs pictures (`still`, `plot`, `player`): its description, and
/// helpers that build a fresh stage for each pass over the timeline (a stage runs once).
struct SceneMotion {
  let description: SceneDescription
  let fps: Int?
  let scale: Double?

  /// Loads `scene` (a file or a gallery name).
  init(scene: String, scenesDirectory: String, fps: Int?, scale: Double?, readDirectories: [URL] = []) throws {
    ImageDecoding.install()
    let url = try SceneResolver.resolve(scene, scenesDirectory: URL(fileURLWithPath: scenesDirectory))
    description = try SceneLoader.load(contentsOf: url, allowedReadDirectories: readDirectories)
    self.fps = fps
    self.scale = scale
  }

  /// Device pixels per point of the render.
  var pixelScale: Double { scale ?? description.window.scale }

  /// The scene's motion (``HeadlessUIKit/MotionRecord``), from one pass over a fresh stage.
  @MainActor func record() throws -> MotionRecord {
    try SceneBuilder.build(description, fps: fps, scale: scale).recordMotion()
  }

  /// The bitmaps of `frames`, from one pass over a fresh stage.
  @MainActor func bitmaps(_ frames: Set<Int>, memoryLimit: Int) throws -> [Int: Bitmap] {
    var renderer = StageRenderer()
    renderer.memoryLimit = memoryLimit
    return try renderer.bitmaps(of: SceneBuilder.build(description, fps: fps, scale: scale), frames: frames)
  }

  /// The bitmaps of an onion skin's `moments` (earliest first), from one pass over a fresh
  /// stage: the latest as drawn, the earlier ones without text (``OnionSkin/ghostList(_:)``).
  @MainActor func onionBitmaps(_ moments: [Int], memoryLimit: Int) throws -> [Bitmap] {
    var renderer = StageRenderer()
    renderer.memoryLimit = memoryLimit
    let latest = moments.last
    let bitmaps = try renderer.bitmaps(
      of: SceneBuilder.build(description, fps: fps, scale: scale), frames: Set(moments),
      adjusting: { index, list in index == latest ? list : OnionSkin.ghostList(list) })
    return moments.map { bitmaps[$0]! }
  }

  /// The frames of transition `number` (1-based) of `record`.
  ///
  /// - Throws: `ValidationError` naming `flag` when the scene has fewer transitions.
  func transition(_ number: Int, of record: MotionRecord, flag: String) throws -> ClosedRange<Int> {
    let runs = record.transitionRuns
    guard number >= 1, number <= runs.count else {
      throw ValidationError(
        "\(flag) \(number): '\(description.name)' has \(runs.count) transition\(runs.count == 1 ? "" : "s")"
          + (runs.isEmpty ? "" : " (1…\(runs.count))"))
    }
    return runs[number - 1]
  }
}
