import ArgumentParser
import FlipbookGoldens
import Foundation
import Graphics
import ImageDiff
import SceneFormat
import TestSupport
import Testing

@testable import flipbook

/// A scratch project: the tiny scene file, its goldens recorded, and a report folder.
@MainActor
struct VerifyFixture {
  let root: URL
  let scene: URL
  let goldens: GoldenStore
  let report: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    scene = try TinySceneFile.write(in: root)
    goldens = GoldenStore(directory: root.appendingPathComponent("goldens"))
    report = root.appendingPathComponent("report")
    // Recorded through the library with an explicit mode, so this works on CI too.
    let subject = try SceneGoldens(scene.path, scenesDirectory: root, scale: 1)
    _ = try GoldenVerifier(store: goldens, record: .missing, artefacts: root.appendingPathComponent("scratch"))
      .verify(scene: "tiny", selection: .transitionQuarters, stage: subject.makeStage)
  }

  /// Replaces one pixel of the golden at progress ½.
  func tamper() throws {
    var golden = try #require(try goldens.golden(scene: "tiny", label: "transition1-push-p0.50"))
    golden[20, 10] = Bitmap.Pixel(r: 0, g: 0, b: 0)
    try goldens.record(golden, scene: "tiny", label: "transition1-push-p0.50")
  }

  /// Runs `flipbook verify <scene> --goldens … --report … --record never` and returns its exit status.
  func run(_ extra: [String] = []) throws -> Int32 {
    var command = try Flipbook.parseAsRoot(
      ["verify", scene.path, "--goldens", goldens.directory.path, "--report", report.path, "--record", "never"] + extra)
    do {
      try command.run()
      return 0
    } catch {
      return Flipbook.exitCode(for: error).rawValue
    }
  }

  func reportJSON() throws -> VerificationReport {
    try JSONDecoder().decode(
      VerificationReport.self, from: Data(contentsOf: report.appendingPathComponent("report.json")))
  }

  func text(_ name: String) throws -> String {
    try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
  }
}

@MainActor
@Suite("flipbook verify")
struct VerifyCommandTests {
  @Test func matchingGoldensExitZeroAndWriteTheThreeReports() throws {
    let fixture = try VerifyFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    #expect(try fixture.run() == 0)
    let report = try fixture.reportJSON()
    #expect(report.passed && report.frameCount == 5)
    #expect(report.scenes.first?.frames.map(\.index) == [2, 4, 4, 5, 7])
    #expect(try fixture.text("junit.xml").contains("<testsuite name=\"tiny\" tests=\"5\" failures=\"0\">"))
    #expect(try fixture.text("index.html").contains("0 of 5 frames failed"))
  }

  @Test func aChangedFrameExitsOneAndTheReportsNameIt() throws {
    let fixture = try VerifyFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try fixture.tamper()
    #expect(try fixture.run() == 1)
    let report = try fixture.reportJSON()
    #expect(report.failureCount == 1)
    let frame = try #require(report.scenes.first?.frames.first { $0.failed })
    #expect(frame.label == "transition1-push-p0.50" && frame.outcome == "different" && frame.differingPixels == 1)
    #expect(frame.boundingBox == PixelRect(x: 20, y: 10, width: 1, height: 1))
    for path in [frame.expected, frame.actual, frame.diff] {
      let relative = try #require(path)
      #expect(!relative.hasPrefix("/"))
      #expect(FileManager.default.fileExists(atPath: fixture.report.appendingPathComponent(relative).path))
    }
    let junit = try fixture.text("junit.xml")
    #expect(junit.contains("failures=\"1\"") && junit.contains("<failure type=\"different\""))
    let html = try fixture.text("index.html")
    #expect(!html.contains("http://") && !html.contains("https://"))
    // The golden is untouched in never mode.
    #expect(try fixture.goldens.golden(scene: "tiny", label: "transition1-push-p0.50")?[20, 10].r == 0)
  }

  @Test func withoutScenesEveryGallerySceneIsVerifiedAndAStillSceneByItsFirstFrame() throws {
    let fixture = try VerifyFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    // A still scene (no script, so no transition) beside the tiny one in the gallery folder.
    let still = TinySceneFile.yaml.components(separatedBy: "script:")[0]
    try Data(still.utf8).write(to: fixture.root.appendingPathComponent("still.yaml"))
    func verify(_ record: String) throws -> Int32 {
      var command = try Flipbook.parseAsRoot([
        "verify", "--scenes", fixture.root.path, "--goldens", fixture.goldens.directory.path, "--report",
        fixture.report.path, "--record", record,
      ])
      do {
        try command.run()
        return 0
      } catch {
        return Flipbook.exitCode(for: error).rawValue
      }
    }
    if !RecordMode.isCI(ProcessInfo.processInfo.environment) {
      #expect(try verify("missing") == 1)  // records the still scene's golden, and says so
    } else {
      let subject = try SceneGoldens("still", scenesDirectory: fixture.root, scale: 1)
      _ = try GoldenVerifier(store: fixture.goldens, record: .missing, artefacts: fixture.root)
        .verify(scene: "still", selection: .times([0]), stage: subject.makeStage)
    }
    #expect(try verify("never") == 0)
    let report = try fixture.reportJSON()
    #expect(report.scenes.map(\.name) == ["still", "tiny"])
    #expect(report.scenes.first?.frames.map(\.label) == ["time-0.000s"])
    #expect(report.passed && report.frameCount == 6)
  }

  @Test func unknownSceneExitsTwo() throws {
    let fixture = try VerifyFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    var command = try Flipbook.parseAsRoot(["verify", "no-such-scene", "--scenes", fixture.root.path])
    #expect(throws: ExitCode(2)) { try command.run() }
  }

  @Test(arguments: [
    (["verify", "--record", "sometimes"], "sometimes"),
    (["verify", "--progress", "0,2"], "--progress must be comma-separated numbers 0…1, got '0,2'"),
    (["verify", "--progress", "a"], "--progress must be comma-separated numbers 0…1, got 'a'"),
    (["verify", "--scale", "4"], "--scale must be 1, 2 or 3, got 4.0"),
  ])
  func badArgumentsExitWith64(_ arguments: [String], _ expected: String) {
    let result = CommandLineTests.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected))
  }
}
