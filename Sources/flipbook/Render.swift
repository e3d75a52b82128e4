import ArgumentParser
import Codecs
import FlipbookGoldens
import FlipbookRender
import Foundation
import SceneFormat

extension PNGWriter.Mode: ExpressibleByArgument {}

extension Flipbook {
  /// `flipbook render`: renders scene files to PNG frames and a manifest.
  ///
  /// Frames are written by ``Codecs/PNGWriter``: `--png default` (run-length Huffman or
  /// libdeflate per frame) or `--png fast` (run-length only).
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render scenes to PNG frames.",
      discussion: """
        Each scene is a file path or the name of a file in the gallery folder. Frames go to \
        DIR/<scene>/frame-0000.png … with DIR/<scene>/manifest.json (size, fps, time scale, each \
        frame's model time and transition phase). A scene's folder is replaced only when all its \
        frames rendered. --time-scale slows the model clock (frame k shows model time \
        k × scale / fps); --frames and --at write only chosen frames. --shard i/n renders the i-th \
        of n deterministic, cost-balanced parts of the scenes (of the gallery when none is given), \
        for CI jobs that render in parallel.
        """)

    @Argument(help: "Scene files or gallery names (with --shard and none given: every scene in the gallery).")
    var scenes: [String] = []

    @Option(
      help: ArgumentHelp(
        "Render only shard i of n (1 ≤ i ≤ n): the scenes split deterministically, balanced by cost, as verify --shard does.",
        valueName: "i/n"))
    var shard: Shard?

    @Option(name: .customLong("out"), help: "Output folder.")
    var outputDirectory = "output"

    @Option(help: "Frames per second (1…240); overrides the scene's fps.")
    var fps: Int?

    @Option(help: "Device pixels per point (1, 2 or 3); overrides the scene's scale.")
    var scale: Double?

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @Option(help: "Render threads (default: the number of cores).")
    var jobs: Int?

    @Option(
      help: ArgumentHelp(
        "How frame PNGs are compressed: 'default' (run-length Huffman or libdeflate, whichever suits the frame) or 'fast' (run-length only, files 10–30 % larger).",
        valueName: "mode"))
    var png: PNGWriter.Mode = .default

    @Flag(help: "Also write DIR/<scene>.gif.")
    var gif = false

    @Flag(help: "Also write a lossless animated PNG, DIR/<scene>.png.")
    var apng = false

    @Flag(help: "Also write a lossless animated WebP, DIR/<scene>.webp.")
    var webp = false

    @Flag(help: "Also write a contact sheet of sampled frames, DIR/<scene>-sheet.png.")
    var contactSheet = false

    @Flag(help: "Also write an H.264 video, DIR/<scene>.mp4 (needs ffmpeg).")
    var mp4 = false

    @Flag(help: "Also write a VP9 video, DIR/<scene>.webm (needs ffmpeg).")
    var webm = false

    @OptionGroup var timing: FrameSelectionOptions
    @OptionGroup var animation: AnimationOptions
    @OptionGroup var sheet: ContactSheetOptions
    @OptionGroup var resources: ResourceOptions

    func validate() throws {
      if scenes.isEmpty && shard == nil {
        throw ValidationError("give at least one scene (a file or a name from 'flipbook list')")
      }
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
      if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
      if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be 1…64, got \(jobs)") }
    }

    func run() throws {
      ImageDecoding.install()
      let gallery = URL(fileURLWithPath: scenesDirectory)
      // Load every scene before rendering any, so a typo fails fast.
      let names = scenes.isEmpty ? SceneResolver.availableNames(in: gallery) : scenes
      var descriptions = try names.map { argument in
        try SceneLoader.load(
          contentsOf: try SceneResolver.resolve(argument, scenesDirectory: gallery),
          allowedReadDirectories: resources.readDirectories)
      }
      try Self.checkDistinctNames(descriptions)
      if let shard {
        descriptions = ShardPlan.select(descriptions, shard: shard.index, of: shard.count, name: \.name) {
          ShardPlan.cost(of: $0, scale: scale, fps: fps, timeScale: timing.timeScale)
        }
        if descriptions.isEmpty { print("shard \(shard): no scene (more shards than scenes)") }
      }
      try VideoExport.checkAvailable(for: docsOutputs(in: URL(fileURLWithPath: "/"), scene: "").videos.map(\.format))
      let selections = try descriptions.map {
        try timing.selection(scene: $0.name, duration: $0.duration, fps: fps ?? $0.fps)
      }
      let out = URL(fileURLWithPath: outputDirectory, isDirectory: true)
      try MainActor.assumeIsolated {
        var renderer = StageRenderer(
          workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount, png: PNGWriter(mode: png))
        renderer.memoryLimit = resources.memoryLimit
        for (number, (description, selection)) in zip(descriptions, selections).enumerated() {
          let stage = SceneBuilder.build(description, fps: fps, scale: scale, timeScale: timing.timeScale)
          // Start-up's code (arguments, YAML, the first scene's set-up) need not stay resident
          // while the frames render; what runs again faults back in. Again once every worker
          // has had time to write two frames: the first frames' one-time work (fonts opened,
          // the first image conversions, first uses of cairo's paths) need not stay either —
          // 0.8 MB off the peak of the reference push at 1×. Only for the first scene: later
          // scenes would only fault the render loop's code in again.
          if number == 0 { StartupCodeRelease.release() }
          let warmedUp: Int? = number == 0 ? 2 * max(1, renderer.workers) : nil
          let started = DispatchTime.now()
          let progress = ProgressBar(scene: number + 1, of: descriptions.count, name: description.name)
          let written = FrameCounter()
          renderer.onFrameWritten = { _, total in
            let count = written.increment()
            if count == warmedUp { StartupCodeRelease.release() }
            progress.update(count, of: total)
          }
          let manifest: RenderManifest
          var lines: [String]
          do {
            manifest = try renderer.render(stage, into: out, frames: selection)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            lines = [Self.summary(of: manifest, written: written.value, seconds: seconds, in: out)]
            let outputs = docsOutputs(in: out, scene: manifest.scene)
            if !outputs.isEmpty {
              let folder = out.appendingPathComponent(manifest.scene, isDirectory: true)
              lines += try outputs.write(from: RenderedFrames(folder: folder)) { progress.phase($0) }
            }
          } catch {
            progress.finish()
            throw (error as? RenderError)?.naming(file: description.sourcePath) ?? error
          }
          // The bar's line ends before anything goes to standard output.
          progress.finish()
          for line in lines { print(line) }
        }
      }
    }

    /// The line a rendered scene prints: the frames written (which `--frames`, `--at` and
    /// `--time-scale` change), their size, the folder and the speed.
    static func summary(of manifest: RenderManifest, written: Int, seconds: Double, in out: URL) -> String {
      precondition(
        written == manifest.frames.count,
        "render: \(written) frame files written but the manifest of '\(manifest.scene)' lists \(manifest.frames.count)")
      let slowed = manifest.timeScale == 1 ? "" : " at time scale \(manifest.timeScale)"
      return "\(manifest.scene): \(written) frames \(manifest.pixelSize.width)x\(manifest.pixelSize.height)\(slowed) "
        + "→ \(out.appendingPathComponent(manifest.scene).relativePath)/ "
        + String(format: "(%.2f s, %.0f frames/s)", seconds, Double(written) / max(seconds, 1e-9))
    }

    /// Two scenes with one name would write one folder: the second would replace the first.
    static func checkDistinctNames(_ descriptions: [SceneDescription]) throws {
      var seen: [String: String] = [:]
      for description in descriptions {
        let file = description.sourcePath ?? description.name
        if let first = seen[description.name] {
          throw ValidationError(
            "scenes '\(first)' and '\(file)' are both named '\(description.name)'; each would write \(description.name)/ (give one a different 'name')"
          )
        }
        seen[description.name] = file
      }
    }

    /// The docs files the flags ask for, beside the scene's folder.
    func docsOutputs(in out: URL, scene: String) -> DocsOutputs {
      DocsOutputs(
        gif: gif ? out.appendingPathComponent(scene + ".gif") : nil,
        apng: apng ? out.appendingPathComponent(scene + ".png") : nil,
        webp: webp ? out.appendingPathComponent(scene + ".webp") : nil,
        contactSheet: contactSheet ? out.appendingPathComponent(scene + "-sheet.png") : nil,
        mp4: mp4 ? out.appendingPathComponent(scene + ".mp4") : nil,
        webm: webm ? out.appendingPathComponent(scene + ".webm") : nil, animation: animation, sheet: sheet,
        memoryLimit: resources.memoryLimit)
    }
  }
}
