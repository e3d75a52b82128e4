import ArgumentParser
import Codecs
import FlipbookGoldens
import FlipbookRender
import Foundation

extension Flipbook {
  /// `flipbook report`: works on verification reports.
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report", abstract: "Work on verification reports.", subcommands: [Merge.self])
  }
}

extension Flipbook.Report {
  /// `flipbook report merge`: joins the reports of `verify --shard` jobs into one.
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge",
      abstract: "Join report folders (from verify --shard jobs) into one report.",
      discussion: """
        Reads each FOLDER/report.json, copies the images each refers to, and writes OUT/index.html, \
        OUT/report.json and OUT/junit.xml with every scene, sorted by name (the report an unsharded \
        run writes). Exit status: 0 every frame matched, 1 a frame failed, 2 error, 64 bad arguments.
        """)

    @Argument(help: "Report folders, each holding a report.json.")
    var folders: [String]

    @Option(name: .customLong("out"), help: "The merged report's folder.")
    var out = "output/report"

    @Flag(help: "Inline the images into OUT/index.html (data: URIs), so that one file is the whole report.")
    var singleFile = false

    func validate() throws {
      if folders.isEmpty { throw ValidationError("give at least one report folder") }
    }

    func run() throws {
      let report: VerificationReport
      do {
        report = try merge()
      } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        throw ExitCode(2)
      }
      print("\(report.scenes.count) scenes, \(report.failureCount) of \(report.frameCount) frames failed")
      print("report: \(out)/index.html (report.json, junit.xml)")
      if !report.passed { throw ExitCode(1) }
    }

    func merge() throws -> VerificationReport {
      let destination = URL(fileURLWithPath: out, isDirectory: true)
      var merged: VerificationReport?
      var seen: [String: String] = [:]
      for folder in folders {
        let source = URL(fileURLWithPath: folder, isDirectory: true)
        let file = source.appendingPathComponent("report.json")
        let report: VerificationReport
        do {
          report = try JSONDecoder().decode(VerificationReport.self, from: BoundedFile.read(file))
        } catch {
          throw ValidationError("\(file.path): not a verification report: \(error)")
        }
        let scope = ReadScope([source])
        for scene in report.scenes {
          if let other = seen[scene.name] {
            throw ValidationError("scene '\(scene.name)' is in both \(other) and \(folder)")
          }
          seen[scene.name] = folder
          for path in scene.frames.flatMap({ [$0.expected, $0.actual, $0.diff] }).compactMap({ $0 }) {
            let image = try Self.image(path, in: source, scope: scope, report: file)
            let target = destination.appendingPathComponent(path)
            try FileManager.default.createDirectory(
              at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(BoundedFile.read(image), to: target)
          }
        }
        if merged == nil {
          merged = VerificationReport(recordMode: report.recordMode, scenes: [])
        }
        merged?.scenes += report.scenes
      }
      var result = merged ?? VerificationReport(recordMode: .never, scenes: [])
      result.scenes.sort { $0.name < $1.name }
      try ReportWriter(folder: destination, singleFile: singleFile).write(result)
      return result
    }

    /// The image file `path` (from `report`) names in the shard's folder `source`. Shard reports
    /// are build artefacts, perhaps of a pull request's code: the path is copied to the same
    /// place below OUT, so it must be relative, without `..`, and lie inside the shard's folder
    /// once links are resolved — never a file read or written elsewhere.
    ///
    /// - Throws: `ValidationError` naming the report and the path; `ReadScope.Violation` for a
    ///   link out of the folder; `BoundedFile.Failure` for a missing file.
    static func image(_ path: String, in source: URL, scope: ReadScope, report: URL) throws -> URL {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("://"), !parts.contains(".."), !parts.contains("")
      else {
        throw ValidationError(
          "\(report.path): image path '\(path)' is not a relative path inside the report's folder")
      }
      return try scope.check(source.appendingPathComponent(path))
    }
  }
}
