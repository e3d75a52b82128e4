import FlipbookGoldens
import Foundation
import Testing

@testable import FlipbookTesting

/// The report `swift test` writes: every assertion's scene in one HTML/JSON/JUnit report,
/// merged across the run's test processes, earlier runs' files cleared.
@MainActor
@Suite("Test run report")
struct TestRunReportTests {
  @Test func theFolderComesFromTheEnvironmentElseBuild() throws {
    let testFile = #filePath
    let root = try PackageRoot.containing(testFile)
    #expect(
      try TestRunReport.folder(testFile: testFile, environment: [:]).path
        == root.appendingPathComponent(".build/flipbook-report").path)
    #expect(
      try TestRunReport.folder(testFile: testFile, environment: ["FLIPBOOK_REPORT_DIR": "/tmp/r/../reports"]).path
        == "/tmp/reports")
  }

  @Test func theRunIDIsTheParentProcessAndItsStart() {
    let id = TestRunReport.runID
    #expect(id.hasPrefix("\(getppid())-") && id != "\(getppid())-0")
  }

  @Test func assertionsOfARunAreMergedAndEarlierRunsCleared() throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    let folder = fixture.root.appendingPathComponent("report")
    let stale = folder.appendingPathComponent("images/Old.tiny/tiny/transition1-push-p1.00.actual.png")
    try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([1]).write(to: stale)
    try Data("earlier-run".utf8).write(to: folder.appendingPathComponent(".run"))

    func verify(_ report: TestRunReport, goldens: URL) throws -> URL {
      let entry = try report.begin(scene: "tiny", testFile: "/x/Tests/T/PushTests.swift")
      let verification = try GoldenVerifier(
        store: GoldenStore(directory: goldens), record: .never, artefacts: entry.artefacts
      ).verify(scene: "tiny", selection: .transitionQuarters, stage: TinyScene.makeStage)
      return try report.add(verification, as: entry)
    }
    func json() throws -> VerificationReport {
      try JSONDecoder().decode(
        VerificationReport.self, from: Data(contentsOf: folder.appendingPathComponent("report.json")))
    }

    let first = TestRunReport(folder: folder, runID: "run-2")
    #expect(try verify(first, goldens: fixture.matching) == folder.appendingPathComponent("index.html"))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    _ = try verify(first, goldens: fixture.changed)
    var report = try json()
    #expect(report.scenes.map(\.name) == ["PushTests.tiny", "PushTests.tiny-2"])
    #expect(report.scenes.map(\.passed) == [true, false])
    let failed = try #require(report.scenes[1].frames.first { $0.failed })
    #expect(failed.label == GoldenFixture.changedLabel && failed.differingPixels == 1)
    for path in [failed.expected, failed.actual, failed.diff] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(try #require(path)).path))
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8).contains("failures=\"1\""))
    #expect(
      try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8).contains(
        "1 of 10 frames failed"))

    // Another process of the same run (its own part file) keeps the first one's scenes.
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent(".parts/\(getpid()).json"),
      to: folder.appendingPathComponent(".parts/1.json"))
    _ = try verify(TestRunReport(folder: folder, runID: "run-2"), goldens: fixture.matching)
    report = try json()
    #expect(report.scenes.count == 3)

    // The next run starts afresh: the failure images of the last one are gone.
    let actual = folder.appendingPathComponent(try #require(failed.actual))
    _ = try verify(TestRunReport(folder: folder, runID: "run-3"), goldens: fixture.matching)
    report = try json()
    #expect(report.scenes.map(\.name) == ["PushTests.tiny"] && report.passed)
    #expect(!FileManager.default.fileExists(atPath: actual.path))
  }
}
