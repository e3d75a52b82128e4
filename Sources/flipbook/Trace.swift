import ArgumentParser
import Codecs
import FlipbookRender
import Foundation
import SceneFormat

extension Flipbook {
  /// `flipbook trace`: a scene's transition calls in order, and display lists of chosen moments,
  /// as text (no rasterising).
  struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trace",
      abstract: "Print a scene's transition trace and, optionally, display lists of chosen moments.",
      discussion: """
        Each line is one call the transition machinery made — a delegate question, an animator \
        or interaction-controller call, an appearance callback, completeTransition — stamped \
        with the time of the frame whose tick made it. --at adds the display list (the text dump \
        of what would be drawn) of the frames at those times. The text is deterministic: keep it \
        as a golden and review it in a diff.
        """)

    @Argument(help: "A scene file or gallery name.")
    var scene: String

    @Option(help: "Comma-separated times whose display lists to print, e.g. 0.3s,500ms (bare numbers are seconds).")
    var at: String?

    @Option(help: "Frames per second (1…240); overrides the scene's fps.")
    var fps: Int?

    @Option(help: "Device pixels per point (1, 2 or 3); overrides the scene's scale.")
    var scale: Double?

    @Option(name: .customLong("out"), help: "Write the trace to this file instead of standard output.")
    var outputFile: String?

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    func parsedTimes() throws -> [Double] {
      try at.map { try FrameSelectionOptions.moments(in: $0, flag: "--at") } ?? []
    }

    func validate() throws {
      _ = try parsedTimes()
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
      if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func run() throws {
      ImageDecoding.install()
      let url = try SceneResolver.resolve(scene, scenesDirectory: URL(fileURLWithPath: scenesDirectory))
      let description = try SceneLoader.load(contentsOf: url)
      let seconds = try parsedTimes()
      if let late = seconds.first(where: { $0 > description.duration }) {
        throw ValidationError("--at: \(late) s is after the end of '\(description.name)' (\(description.duration) s)")
      }
      let text = try MainActor.assumeIsolated {
        let stage = SceneBuilder.build(description, fps: fps, scale: scale)
        let frames = Set(seconds.map { Int(($0 * Double(stage.timeline.fps)).rounded()) })
        return try stage.recordTrace(displayListsAt: frames).description
      }
      if let outputFile {
        try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: outputFile))
      } else {
        print(text, terminator: "")
      }
    }
  }
}
