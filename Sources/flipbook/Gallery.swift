import ArgumentParser
import CairoRaster
import Codecs
import FlipbookRender
import Foundation

extension Flipbook {
  /// `flipbook gallery`: a still and a timing plot of each scene, and an index page showing
  /// them beside each scene's GIF.
  struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "gallery",
      abstract: "Write a still and a plot of each scene and an index.html of every scene (GIF + still + plot).",
      discussion: """
        For each scene: DIR/<scene>-still.png (an onion skin of 5 moments of its first transition \
        with motion paths, or its last frame when it has no transition, at half size) and \
        DIR/<scene>-plot.png (its timing plot, when something animates). DIR/index.html shows \
        them with DIR/<scene>.gif when that exists ('flipbook render --gif' writes it).
        """)

    @Argument(help: "Scene files or gallery names.")
    var scenes: [String]

    @Option(name: .customLong("out"), help: "Output folder (the one 'flipbook render --gif' wrote to).")
    var outputDirectory = "output"

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @OptionGroup var resources: ResourceOptions

    func validate() throws {
      if scenes.isEmpty { throw ValidationError("give at least one scene (a file or a name from 'flipbook list')") }
    }

    func run() throws {
      let out = URL(fileURLWithPath: outputDirectory, isDirectory: true)
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      var entries: [GalleryPage.Entry] = []
      for scene in scenes {
        let motion = try SceneMotion(
          scene: scene, scenesDirectory: scenesDirectory, fps: nil, scale: 1, readDirectories: resources.readDirectories
        )
        let name = motion.description.name
        let entry = try MainActor.assumeIsolated { () throws -> GalleryPage.Entry in
          let record = try motion.record()
          let runs = record.transitionRuns
          let moments = runs.first.map { OnionSkin.moments(5, over: $0) } ?? [record.frames.count - 1]
          let bitmaps = try motion.onionBitmaps(moments, memoryLimit: resources.memoryLimit)
          let overlay =
            runs.first.map { MotionPathOverlay(scale: 1, bounds: record.windowSize).items(record.paths, frames: $0) }
            ?? []
          let still = try OnionSkin.compose(bitmaps, overlay: overlay, rasterizer: CairoRasterizer())
            .scaledDown(by: 0.5)
          try AtomicFile.write(try PNGEncoder.small.encode(still), to: out.appendingPathComponent("\(name)-still.png"))
          var plot: String?
          if !TimingPlot.charts(of: record).isEmpty {
            let picture = try TimingPlot(columns: 3, scale: 1).render(record)
            try AtomicFile.write(
              try PNGEncoder.small.encode(picture), to: out.appendingPathComponent("\(name)-plot.png"))
            plot = "\(name)-plot.png"
          }
          let operations = runs.map { record.frames[$0.lowerBound].transitions.first?.operation ?? "?" }
          let summary =
            (operations.isEmpty ? "no container transition" : operations.joined(separator: ", "))
            + String(format: " · %.2f s at %d fps", motion.description.duration, record.fps)
          let gif = FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).gif").path)
          return GalleryPage.Entry(
            scene: name, summary: summary, gif: gif ? "\(name).gif" : nil, still: "\(name)-still.png", plot: plot,
            stillCaption: runs.isEmpty ? "last frame" : "onion skin and motion paths")
        }
        entries.append(entry)
        print("\(name): \(entry.still!)\(entry.plot.map { ", \($0)" } ?? "")")
      }
      let page = GalleryPage(title: "Flipbook gallery: \(entries.count) scenes", entries: entries)
      try AtomicFile.write(Array(page.html.utf8), to: out.appendingPathComponent("index.html"))
      print("gallery of \(entries.count) scenes → \(out.appendingPathComponent("index.html").relativePath)")
    }
  }
}
