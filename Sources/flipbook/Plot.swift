import ArgumentParser
import CairoRaster
import Codecs
import FlipbookRender
import Foundation

extension Flipbook {
  /// `flipbook plot`: each animated property of a scene against time, one chart per property
  /// and view, with the curves named.
  struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "plot",
      abstract: "Chart each animated property of a scene's transitions against time.",
      discussion: """
        One chart per animated property of each view (position, bounds, opacity, corner \
        radius, a transform's translation, scale and rotation …), its values read from the \
        model at every frame (presentation values: what is drawn), a dot per frame, and the \
        curves that paced it in the legend (ease-in-out, curve 7, a spring's damping ratio and \
        response with its mass, stiffness and damping, keyframes). Components that never \
        change are left out. --fps samples more densely.
        """)

    @Argument(help: "A scene file or gallery name.")
    var scene: String

    @Option(name: .customLong("out"), help: "The PNG or SVG to write.")
    var outputFile: String

    /// The file format written.
    enum Format: String, EnumerableFlag {
      case png, svg

      static func help(for value: Format) -> ArgumentHelp? {
        value == .png ? "Write a PNG (the default)." : "Write an SVG drawn by cairo (lines and text stay vectors)."
      }
    }

    @Flag var format: Format = .png

    @Option(help: "Charts per row (1…6).")
    var columns = 2

    @Option(help: "Frames per second to sample (1…240); overrides the scene's fps.")
    var fps: Int?

    @Option(name: .customLong("plot-scale"), help: "Pixels per point of the chart (1, 2 or 3).")
    var plotScale = 2.0

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @OptionGroup var resources: ResourceOptions

    func validate() throws {
      if !(1...6).contains(columns) { throw ValidationError("--columns must be 1…6, got \(columns)") }
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240, got \(fps)") }
      if ![1, 2, 3].contains(plotScale) { throw ValidationError("--plot-scale must be 1, 2 or 3, got \(plotScale)") }
    }

    func run() throws {
      let motion = try SceneMotion(
        scene: scene, scenesDirectory: scenesDirectory, fps: fps, scale: 1, readDirectories: resources.readDirectories)
      let (bytes, charts, size) = try MainActor.assumeIsolated { () throws -> ([UInt8], Int, String) in
        let record = try motion.record()
        let charts = TimingPlot.charts(of: record)
        guard !charts.isEmpty else {
          throw ValidationError("'\(record.scene)' animates no property that changes: nothing to plot")
        }
        let plot = TimingPlot(columns: columns, scale: plotScale)
        let list = plot.displayList(of: record)
        let size = "\(list.pixelWidth)x\(list.pixelHeight)"
        switch format {
        case .png: return (try PNGEncoder.small.encode(try plot.render(record)), charts.count, size)
        case .svg: return (try plot.svg(record), charts.count, size)
        }
      }
      try AtomicFile.write(bytes, to: URL(fileURLWithPath: outputFile))
      print("\(motion.description.name): \(charts) charts \(size) (\(format.rawValue.uppercased())) → \(outputFile)")
    }
  }
}
