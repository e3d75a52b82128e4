import ArgumentParser
import Codecs
import FlipbookRender
import Foundation
import SceneFormat

extension Flipbook {
  /// `flipbook strip`: chosen frames of one scene, side by side in one PNG.
  struct Strip: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "strip",
      abstract: "Render chosen frames of a scene side by side into one PNG.")

    @Argument(help: "A scene file or gallery name.")
    var scene: String

    @Option(help: "Comma-separated times in seconds, e.g. 0,0.4,0.5,0.6,2.")
    var times: String

    @Option(name: .customLong("out"), help: "The PNG to write.")
    var outputFile: String

    @Option(help: "Device pixels per point (1, 2 or 3); overrides the scene's scale.")
    var scale: Double?

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @OptionGroup var resources: ResourceOptions

    func parsedTimes() throws -> [Double] {
      try times.split(separator: ",").map { part in
        guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else {
          throw ValidationError("--times: '\(part)' is not a time ≥ 0 in seconds")
        }
        return value
      }
    }

    func validate() throws {
      if try parsedTimes().isEmpty { throw ValidationError("--times: give at least one time") }
      if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func run() throws {
      ImageDecoding.install()
      let url = try SceneResolver.resolve(scene, scenesDirectory: URL(fileURLWithPath: scenesDirectory))
      let description = try SceneLoader.load(contentsOf: url, allowedReadDirectories: resources.readDirectories)
      let seconds = try parsedTimes()
      // The strip holds every chosen frame and the composed picture: check before rendering.
      let pixelScale = scale ?? description.window.scale
      let framePixels =
        Int((description.window.width * pixelScale).rounded()) * Int((description.window.height * pixelScale).rounded())
      let distinct = Set(seconds.map { Int(($0 * Double(description.fps)).rounded()) }).count
      try MemoryBudget.check(
        (distinct + seconds.count) * framePixels * 4 + framePixels * StageRenderer.bytesPerPixelPerWorker,
        for: "a strip of \(seconds.count) frames of \(framePixels) pixels", limit: resources.memoryLimit)
      if let late = seconds.first(where: { $0 > description.duration }) {
        throw ValidationError(
          "--times: \(late) s is after the end of '\(description.name)' (\(description.duration) s)")
      }
      let strip = try MainActor.assumeIsolated {
        let stage = SceneBuilder.build(description, scale: scale)
        let indices = seconds.map { Int(($0 * Double(stage.timeline.fps)).rounded()) }
        var renderer = StageRenderer()
        renderer.memoryLimit = resources.memoryLimit
        let bitmaps = try renderer.bitmaps(of: stage, frames: Set(indices))
        return FrameStrip.compose(indices.compactMap { bitmaps[$0] })
      }
      try AtomicFile.write(try PNGEncoder.small.encode(strip), to: URL(fileURLWithPath: outputFile))
      print("\(description.name): \(seconds.count) frames → \(outputFile)")
    }
  }
}
