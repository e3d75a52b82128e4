import FlipbookGoldens
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The report of a `swift test` run: every golden assertion adds its scene to the same HTML,
/// JSON and JUnit report `flipbook verify` writes, refreshed after each assertion so it is
/// complete whenever the run stops.
///
/// The folder is `FLIPBOOK_REPORT_DIR` when set, else `<package>/.build/flipbook-report`;
/// `FLIPBOOK_REPORT_SINGLE_FILE=1` inlines the images into `index.html` (one file to keep):
///
/// ```
/// index.html, report.json, junit.xml   every assertion of the run so far
/// images/<test file>.<scene>/          each assertion's goldens, actual and diff images
/// .parts/<process id>.json             each test process's scenes (XCTest's --parallel
///                                      runs tests in several processes)
/// .run                                 the run's id: the `swift test` process and its start
/// ```
///
/// The first assertion of a run (a new id) clears what earlier runs left (their images and
/// parts), so no stale failure image survives. A file lock serialises processes of one run.
@MainActor
final class TestRunReport {
  static let shared = TestRunReport()

  /// The environment variable naming the report folder.
  static let environmentVariable = "FLIPBOOK_REPORT_DIR"

  /// The report folder and this process's scenes so far.
  private var folder: URL?
  private let folderOverride: URL?
  private let run: String
  private var scenes: [VerificationReport.Scene] = []

  /// A report in `folder` (default: ``folder(testFile:environment:)``) for the run `runID`.
  init(folder: URL? = nil, runID: String = TestRunReport.runID) {
    folderOverride = folder
    run = runID
  }

  /// The folder for assertions made from `testFile`.
  static func folder(testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> URL
  {
    if let path = environment[environmentVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
    return try PackageRoot.containing(testFile).appendingPathComponent(".build/flipbook-report", isDirectory: true)
  }

  /// This `swift test` run's id: the parent process (`swift test`, which starts every test
  /// process of the run) and its start time, so the processes of one run share it and the next
  /// run has another.
  nonisolated static var runID: String {
    let parent = getppid()
    let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
    // Field 22 (start time) comes after the command name in parentheses.
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let start = fields.count > 19 ? String(fields[19]) : "0"
    return "\(parent)-\(start)"
  }

  /// An assertion's entry in the report: its unique name (`<test file>.<scene>`, numbered when
  /// the name was taken) and the folder its failure images go to (`images/<name>/`).
  struct Entry {
    var name: String
    var artefacts: URL
    var testFile: String
  }

  /// Starts the entry of an assertion on `scene` from `testFile`.
  func begin(scene: String, testFile: String) throws -> Entry {
    let folder = try prepare(testFile: testFile)
    let images = ReportWriter(folder: folder).imagesFolder
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    // The name is taken by creating its images folder (`mkdir` fails when it exists), so
    // processes of one run never share one.
    let base = "\(Self.testName(testFile)).\(scene)"
    var name = base
    var number = 1
    while true {
      do {
        try FileManager.default.createDirectory(
          at: images.appendingPathComponent(name), withIntermediateDirectories: false)
        break
      } catch  where FileManager.default.fileExists(atPath: images.appendingPathComponent(name).path) {
        number += 1
        name = "\(base)-\(number)"
      }
    }
    return Entry(
      name: name, artefacts: images.appendingPathComponent(name, isDirectory: true),
      testFile: testFile)
  }

  /// Adds the verification of `entry` to the report and rewrites it; returns the path of
  /// `index.html`.
  @discardableResult
  func add(_ verification: SceneVerification, as entry: Entry) throws -> URL {
    let folder = try prepare(testFile: entry.testFile)
    let writer = ReportWriter(folder: folder, singleFile: ReportWriter.singleFileRequested())
    let name = entry.name
    scenes.append(try writer.entry(verification, named: name))
    let parts = folder.appendingPathComponent(".parts", isDirectory: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try Self.locked(folder) {
      try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
      try encoder.encode(scenes).write(
        to: parts.appendingPathComponent("\(getpid()).json"), options: .atomic)
      var all: [VerificationReport.Scene] = []
      for file in try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted() where file.hasSuffix(".json")
      {
        let data = try Data(contentsOf: parts.appendingPathComponent(file))
        all += try JSONDecoder().decode([VerificationReport.Scene].self, from: data)
      }
      let mode = (try? RecordMode.resolve()) ?? .missing
      try writer.write(VerificationReport(recordMode: mode, scenes: all.sorted { $0.name < $1.name }))
    }
    let index = folder.appendingPathComponent("index.html")
    if folderOverride == nil { Self.summary.set("Flipbook goldens report: \(index.path)") }
    return index
  }

  /// The folder, cleared of earlier runs on this process's first use.
  private func prepare(testFile: String) throws -> URL {
    if let folder { return folder }
    let folder = try folderOverride ?? Self.folder(testFile: testFile)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.locked(folder) {
      let marker = folder.appendingPathComponent(".run")
      let previous = try? String(contentsOf: marker, encoding: .utf8)
      if previous != run {
        for item in ["images", ".parts", "index.html", "report.json", "junit.xml"] {
          try? FileManager.default.removeItem(at: folder.appendingPathComponent(item))
        }
        try Data(run.utf8).write(to: marker, options: .atomic)
      }
    }
    self.folder = folder
    if folderOverride == nil { atexit { TestRunReport.summary.print() } }
    return folder
  }

  /// `XCTestHelperTests` for `…/XCTestHelperTests.swift`.
  static func testName(_ testFile: String) -> String {
    URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
  }

  /// Runs `body` holding an exclusive lock on `<folder>/.lock` (`flock`), shared by every test
  /// process of the run.
  static func locked(_ folder: URL, _ body: () throws -> Void) throws {
    let path = folder.appendingPathComponent(".lock").path
    let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    try body()
  }

  /// The line printed when the test process exits.
  nonisolated static let summary = ExitLine()

  /// A line printed once at process exit (set from the main actor, read by the `atexit` hook).
  final class ExitLine: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?

    func set(_ line: String) {
      lock.lock()
      text = line
      lock.unlock()
    }

    func print() {
      lock.lock()
      defer { lock.unlock() }
      guard let text else { return }
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
  }
}
