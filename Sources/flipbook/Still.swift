import ArgumentParser
import CairoRaster
import Codecs
import FlipbookRender
import Foundation

extension Flipbook {
  /// `flipbook still`: one picture of a transition — a moment, or an onion skin of several
  /// moments — optionally with the motion paths of the views that moved.
  struct Still: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "still",
      abstract: "Render one picture of a transition: a moment, an onion skin of several, motion paths.",
      discussion: """
        Without --at or --onion the picture is the middle frame of the transition (--transition \
        N picks the N-th transition of the scene, a push then a pop …). --onion N shows N \
        moments spread evenly over the transition: the latest as drawn, the earlier ones as \
        outlines of their shapes (without their text) where they differ from it, moment k of N \
        (1 = earliest) at k/N strength, so the trail fades into the past and what stays still \
        stays crisp. --paths draws the trajectory \
        of each moving view's centre over the transition, with a tick at every frame (equal \
        time steps: close ticks where the view is slow, spread ones where it is fast), a ring \
        at the start and a dot at the end. The output is deterministic.
        """)

    @Argument(help: "A scene file or gallery name.")
    var scene: String

    @Option(name: .customLong("out"), help: "The PNG to write.")
    var outputFile: String

    @Option(help: "The moment to show, e.g. 0.45s or 450ms (bare numbers are seconds).")
    var at: String?

    @Option(help: "Show this many moments of the transition (2…24), earlier ones as fading outlines.")
    var onion: Int?

    @Flag(help: "Draw the motion paths of the views that moved, with a tick at every frame.")
    var paths = false

    @Option(help: "Which transition of the scene (1 = the first).")
    var transition = 1

    @Option(help: "Frames per second (1…240); overrides the scene's fps (and the path's tick spacing).")
    var fps: Int?

    @Option(help: "Device pixels per point (1, 2 or 3); overrides the scene's scale.")
    var scale: Double?

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @OptionGroup var frame: DeviceFrameOptions
    @OptionGroup var resources: ResourceOptions

    func validate() throws {
      if let onion, !(2...24).contains(onion) { throw ValidationError("--onion must be 2…24, got \(onion)") }
      if at != nil, onion != nil { throw ValidationError("--at and --onion exclude each other: give one") }
      if let at {
        let times = try FrameSelectionOptions.moments(in: at, flag: "--at")
        if times.count != 1 { throw ValidationError("--at: give one time, got \(times.count)") }
      }
      if transition < 1 { throw ValidationError("--transition must be ≥ 1, got \(transition)") }
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
      if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
    }

    func run() throws {
      let motion = try SceneMotion(
        scene: scene, scenesDirectory: scenesDirectory, fps: fps, scale: scale,
        readDirectories: resources.readDirectories)
      let time = try at.map { try FrameSelectionOptions.moments(in: $0, flag: "--at")[0] }
      if let time, time > motion.description.duration {
        throw ValidationError(
          "--at: \(time) s is after the end of '\(motion.description.name)' (\(motion.description.duration) s)")
      }
      let (picture, summary) = try MainActor.assumeIsolated { () throws -> (Bitmap, String) in
        let record = try motion.record()
        let needsTransition = time == nil || paths
        let run = needsTransition ? try motion.transition(transition, of: record, flag: "--transition") : nil
        let moments: [Int]
        if let time {
          moments = [min(Int((time * Double(record.fps)).rounded()), record.frames.count - 1)]
        } else if let onion, let run {
          moments = OnionSkin.moments(onion, over: run)
        } else {
          moments = [run!.lowerBound + (run!.count - 1) / 2]
        }
        let bitmaps = try motion.onionBitmaps(moments, memoryLimit: resources.memoryLimit)
        let overlayMaker = MotionPathOverlay(scale: motion.pixelScale, bounds: record.windowSize)
        let drawn = paths ? overlayMaker.drawnPaths(record.paths, frames: run).count : 0
        let overlay = paths ? overlayMaker.items(record.paths, frames: run) : []
        let rasterizer = CairoRasterizer()
        var picture = try OnionSkin.compose(bitmaps, overlay: overlay, rasterizer: rasterizer)
        picture = try frame.apply(to: picture, rasterizer: rasterizer)
        let what =
          moments.count == 1
          ? "frame \(moments[0])"
          : "onion of \(moments.count) moments (frames \(moments.map(String.init).joined(separator: ", ")))"
        let drawnPaths = paths ? ", \(drawn) motion path\(drawn == 1 ? "" : "s")" : ""
        return (picture, "\(motion.description.name): \(what)\(drawnPaths) → \(outputFile)")
      }
      try AtomicFile.write(try PNGEncoder.small.encode(picture), to: URL(fileURLWithPath: outputFile))
      print(summary)
    }
  }
}
