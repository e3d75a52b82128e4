import FlipbookRender
import Foundation
import SceneFormat

/// One fuzz execution (issue 17, goal 5): bytes → scene load → build → render one small frame.
///
/// The bytes are read as UTF-8 text (invalid sequences become U+FFFD) and parsed as if they were
/// the file `Scenes/fuzz.yaml`, so `image.file` paths of the gallery's seeds resolve. A loaded
/// scene is built at 5 fps (the model's ticks, layout above all, are most of an execution) and
/// rendered at 1× — scaled down further when the window holds more than ``maxPixels`` points —
/// at its last frame or at ``maxSeconds``, whichever comes first, so one execution stays fast.
/// Every outcome other than a trap is acceptable.
@MainActor
enum SceneFuzzing {
  /// What one input ended in.
  enum Outcome {
    /// The loader rejected it with a located error.
    case rejected(any Error)
    /// It loaded, built and rendered one frame of `width` × `height` pixels.
    case rendered(frame: Int, width: Int, height: Int)
    /// It loaded and built, and the render threw (a named limit, a Cairo status).
    case renderFailed(any Error)
  }

  /// The frame rate the timeline runs at.
  static let fps = 5
  /// The latest time rendered: the timeline runs up to here (or the scene's last frame).
  static let maxSeconds = 3
  /// Window points rendered at 1×; larger windows render at the scale that fits.
  static let maxPixels = 400.0 * 900.0

  /// The repository's `Scenes/` folder (the seed corpus and where `image.file` paths start).
  static let scenesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes", isDirectory: true)

  static func run(_ bytes: some Collection<UInt8>) -> Outcome {
    let text = String(decoding: bytes, as: UTF8.self)
    let path = scenesDirectory.appendingPathComponent("fuzz.yaml").path
    let description: SceneDescription
    do {
      description = try SceneLoader.parse(text, sourcePath: path, defaultName: "fuzz")
    } catch {
      return .rejected(error)
    }
    let points = description.window.width * description.window.height
    let scale = points > maxPixels ? (maxPixels / points).squareRoot() : 1
    let stage = SceneBuilder.build(description, fps: fps, scale: scale)
    let frame = min(stage.frameCount - 1, fps * maxSeconds)
    do {
      let bitmaps = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [frame])
      let bitmap = bitmaps[frame]
      return .rendered(frame: frame, width: bitmap?.width ?? 0, height: bitmap?.height ?? 0)
    } catch {
      return .renderFailed(error)
    }
  }
}
