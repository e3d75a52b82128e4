import ArgumentParser
import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import SceneFormat

extension Flipbook {
  /// `flipbook player`: one self-contained HTML file that plays a scene's frames with a
  /// scrubber, arrow-key stepping, a speed menu and the transition trace.
  struct Player: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "player",
      abstract: "Write a self-contained HTML player of a scene: scrubber, arrow keys, speed, trace.",
      discussion: """
        The file holds every distinct frame as an inlined PNG (repeated frames are stored once) \
        and the transition trace ('flipbook trace') beside the timeline; the calls of the \
        latest frame at or before the shown one are highlighted. ← / → step a frame (Shift: \
        10), Home / End jump to the ends, Space plays, a click on a call jumps to its frame; \
        the URL fragment #frame=N&speed=0.25 sets the start. Frames are rendered at 1x unless \
        --scale says otherwise.
        """)

    @Argument(help: "A scene file or gallery name.")
    var scene: String

    @Option(name: .customLong("out"), help: "The HTML file to write.")
    var outputFile: String

    @Option(help: "Frames per second (1…240); overrides the scene's fps.")
    var fps: Int?

    @Option(help: "Device pixels per point (1, 2 or 3; default 1, for a small file).")
    var scale: Double = 1

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @OptionGroup var frame: DeviceFrameOptions
    @OptionGroup var resources: ResourceOptions

    func validate() throws {
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
      if ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func run() throws {
      let motion = try SceneMotion(
        scene: scene, scenesDirectory: scenesDirectory, fps: fps, scale: scale,
        readDirectories: resources.readDirectories)
      let page = try MainActor.assumeIsolated { () throws -> PlayerPage in
        let trace = try SceneBuilder.build(motion.description, fps: fps, scale: scale).recordTrace()
        let stage = SceneBuilder.build(motion.description, fps: fps, scale: scale)
        let count = stage.frameCount
        let times = (0..<count).map { stage.timeline.time(of: FrameIndex($0)) }
        let bitmaps = try motion.bitmaps(Set(0..<count), memoryLimit: resources.memoryLimit)
        let (distinct, indices) = PlayerPage.distinct((0..<count).map { bitmaps[$0]! })
        let rasterizer = CairoRasterizer()
        let images = try distinct.map { try PNGEncoder.small.encode(try frame.apply(to: $0, rasterizer: rasterizer)) }
        return PlayerPage(
          scene: motion.description.name, fps: trace.fps, times: times, images: images, frameImages: indices,
          trace: trace.entries.map { PlayerPage.TraceRow(frame: $0.frame, time: $0.time, text: $0.event.description) })
      }
      let html = page.html
      try AtomicFile.write(Array(html.utf8), to: URL(fileURLWithPath: outputFile))
      print(
        "\(page.scene): player of \(page.times.count) frames (\(page.images.count) distinct), \(page.trace.count) calls, "
          + String(format: "%.1f KiB", Double(html.utf8.count) / 1024) + " → \(outputFile)")
    }
  }
}
