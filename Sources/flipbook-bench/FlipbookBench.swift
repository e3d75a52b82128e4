import ArgumentParser
import Codecs
import FlipbookRender
import Foundation

/// `flipbook-bench`'s command line: every row by default, or one group of rows.
struct FlipbookBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook-bench",
    abstract: "Performance figures as ratios against a baseline measured in the same run (a release build).",
    subcommands: [All.self, Model.self, Raster.self, PNG.self], defaultSubcommand: All.self)

  /// Every row: raster, PNG, model ticks, effects, curl, diff.
  struct All: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every row (the default).")

    func run() throws { try MainActor.assumeIsolated { try runAll() } }
  }

  /// The baseline and the model-tick rows.
  struct Model: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Only the baseline and the model-tick rows.")

    @Argument(help: "Only this row: animated or constrained.")
    var row: ModelRow?

    func run() throws { try MainActor.assumeIsolated { try runAll(.model(row)) } }
  }

  /// Rasterisation only, for `Benchmarks/raster-vs-c.sh`.
  struct Raster: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Rasterisation only of a scene's push (for Benchmarks/raster-vs-c.sh).")

    @Argument(help: "A scene file (.yaml) with a push.")
    var scene: String

    @Flag(help: "Print the picked frames and their push progress, and stop.")
    var picks = false

    @Option(help: "Repetitions of the picked frames (a positive whole number).")
    var reps = 11

    @Option(help: "One scale in (0, 8] instead of 1, 2 and 3.")
    var scale: Double?

    func validate() throws {
      guard scene.hasSuffix(".yaml") else { throw ValidationError("the scene must be a .yaml file, got '\(scene)'") }
      guard reps > 0 else { throw ValidationError("--reps needs a positive whole number, got \(reps)") }
      if let scale, !(scale > 0 && scale <= 8) {
        throw ValidationError("--scale needs a number in (0, 8], got \(scale)")
      }
    }

    func run() throws {
      try MainActor.assumeIsolated {
        try runRasterBenchmark(scene: scene, picksOnly: picks, reps: reps, scales: scale.map { [$0] } ?? [1, 2, 3])
      }
    }
  }

  /// The PNG writing rows.
  struct PNG: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "png", abstract: "Only the PNG writing rows (on nav-push-system, or on the scene given).")

    @Argument(help: "A scene file (.yaml) to write instead of nav-push-system.")
    var scene: String?

    func run() throws {
      ImageDecoding.install()
      try MainActor.assumeIsolated { try runPNGBenchmark(root: projectRoot, scene: scene) }
    }
  }
}

extension ModelRow: ExpressibleByArgument {}
