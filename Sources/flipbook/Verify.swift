import ArgumentParser
import FlipbookGoldens
import Foundation
import ImageDiff
import SceneFormat

extension RecordMode: ExpressibleByArgument {}

extension Flipbook {
  /// `flipbook verify`: renders scenes and checks them against goldens, writing a report.
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract: "Render scenes and compare them with their golden images.",
      discussion: """
        Checks progress 0, 0.25, 0.5, 0.75 and 1 of every transition (--progress) at 1× scale \
        (the first frame of a scene that runs no transition) against DIR/<scene>/<label>.png, then writes REPORT/index.html (expected, actual and diff \
        side by side, slider, onion skin or diff only at native size with zoom and pan, a timeline \
        strip per scene, keyboard navigation, a link per scene and frame, a failed-only filter; with \
        --report-single-file the images are inlined so the page is one file), REPORT/report.json \
        and REPORT/junit.xml. Record modes: never, missing (default), failed, all; \
        FLIPBOOK_RECORD sets it too, and CI forces never. Exit status: 0 every frame matched, 1 a \
        frame failed or was recorded, 2 error, 64 bad arguments.
        """)

    @Argument(help: "Scene files or gallery names (default: every scene in the gallery).")
    var scenes: [String] = []

    @Option(help: "The goldens folder.")
    var goldens = "Tests/GalleryGoldensTests/__Goldens__"

    @Option(help: "never, missing, failed or all (default: FLIPBOOK_RECORD, else missing; never on CI).")
    var record: RecordMode?

    @Option(name: .customLong("report"), help: "The report folder.")
    var reportDirectory = "output/report"

    @Flag(help: "Inline the images into REPORT/index.html (data: URIs), so that one file is the whole report.")
    var reportSingleFile = false

    @Option(name: .customLong("scenes"), help: "The gallery folder, for scene names.")
    var scenesDirectory = "Scenes"

    @Option(help: "Device pixels per point (1, 2 or 3).")
    var scale: Double = 1

    @Option(
      help: ArgumentHelp(
        "Verify only shard i of n (1 ≤ i ≤ n): the scenes split deterministically, balanced by cost.",
        valueName: "i/n"))
    var shard: Shard?

    @Option(help: "Comma-separated transition progress points, each 0…1.")
    var progress = "0,0.25,0.5,0.75,1"

    @Option(help: "Compare perceptually with this threshold, 0…1 (default: strict).")
    var threshold: Double?

    /// The progress points, parsed.
    var progressPoints: [Double] {
      progress.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    func validate() throws {
      if ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
      let parts = progress.split(separator: ",", omittingEmptySubsequences: false)
      if parts.isEmpty || parts.count != progressPoints.count || !progressPoints.allSatisfy({ (0...1).contains($0) }) {
        throw ValidationError("--progress must be comma-separated numbers 0…1, got '\(progress)'")
      }
      if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
        throw ValidationError("--threshold must be 0…1, got \(threshold)")
      }
    }

    func run() throws {
      let report: VerificationReport
      do {
        report = try verify()
      } catch {
        FileHandle.standardError.write(Data("Error: \(ReadableError.wrap(error))\n".utf8))
        throw ExitCode(2)
      }
      for scene in report.scenes {
        let failed = scene.frames.filter(\.failed)
        print("\(scene.name): \(scene.frames.count - failed.count) of \(scene.frames.count) frames match")
        for frame in failed { print("  \(frame.label): \(frame.outcome)") }
      }
      print("report: \(reportDirectory)/index.html (report.json, junit.xml)")
      if !report.passed { throw ExitCode(1) }
    }

    func verify() throws -> VerificationReport {
      let mode = try RecordMode.resolve(record)
      let gallery = URL(fileURLWithPath: scenesDirectory)
      let names = scenes.isEmpty ? SceneResolver.availableNames(in: gallery) : scenes
      let writer = ReportWriter(
        folder: URL(fileURLWithPath: reportDirectory, isDirectory: true), singleFile: reportSingleFile)
      let comparison = threshold.map { ImageComparison.perceptual(threshold: $0) } ?? .strict
      return try MainActor.assumeIsolated {
        var subjects = try names.map { try SceneGoldens($0, scenesDirectory: gallery, scale: scale) }
        if let shard {
          subjects = ShardPlan.select(subjects, shard: shard.index, of: shard.count, name: \.name, cost: \.cost)
        }
        let verifier = GoldenVerifier(
          store: GoldenStore(directory: URL(fileURLWithPath: goldens, isDirectory: true)), record: mode,
          comparison: comparison, artefacts: writer.imagesFolder)
        let results = try subjects.map { subject in
          try verifier.verify(
            scene: subject.name, selection: try subject.defaultSelection(progress: progressPoints),
            stage: subject.makeStage)
        }
        return try writer.write(results, recordMode: mode)
      }
    }
  }
}
