import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import flipbook

/// Hostile scenes and arguments through the commands (issue 17): writes stay in the folder the
/// user named, limits are named, interrupted and concurrent runs leave nothing behind.
@Suite("flipbook robustness")
@MainActor
struct RobustnessCommandTests {
  static let packageRoot = CommandLineTests.packageRoot
  /// The built tool (`swift build --build-tests` builds it with the tests).
  static let binary = packageRoot.appendingPathComponent(".build/debug/flipbook")

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-robust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The tiny scene with `name` as its first line.
  static func writeScene(_ name: String?, in folder: URL, file: String = "tiny.yaml", extra: String = "") throws
    -> URL
  {
    let url = folder.appendingPathComponent(file)
    let header = name.map { "name: \"\($0)\"\n" } ?? ""
    try Data((header + TinySceneFile.yaml + extra).utf8).write(to: url)
    return url
  }

  /// Runs a command in process; returns its exit code and what it threw.
  static func run(_ arguments: [String]) -> (code: Int32, message: String) {
    do {
      var command = try Flipbook.parseAsRoot(ArgumentNormalization.normalize(arguments))
      try command.run()
      return (0, "")
    } catch {
      return (Flipbook.exitCode(for: error).rawValue, Flipbook.message(for: error))
    }
  }

  /// A folder with one file, to check it survives.
  static func makeVictim(in folder: URL) throws -> URL {
    let victim = folder.appendingPathComponent("target")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: victim.appendingPathComponent("precious.txt"))
    return victim
  }

  @Test func renderRefusesANameThatEscapesTheOutputFolder() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let victim = try Self.makeVictim(in: root)
    let scene = try Self.writeScene("../../target", in: root)
    let result = Self.run(["render", scene.path, "--out", root.appendingPathComponent("a/b/out").path])
    #expect(result.code != 0)
    #expect(result.message.contains("tiny.yaml:1:") && result.message.contains("../../target"), "\(result.message)")
    #expect(try String(contentsOf: victim.appendingPathComponent("precious.txt"), encoding: .utf8) == "keep")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a").path))
  }

  @Test func verifyRefusesANameThatEscapesTheGoldensFolder() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let victim = try Self.makeVictim(in: root)
    let scene = try Self.writeScene("../target", in: root)
    let result = Self.run([
      "verify", scene.path, "--goldens", root.appendingPathComponent("goldens").path, "--report",
      root.appendingPathComponent("report").path, "--record", "all",
    ])
    #expect(result.code == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["precious.txt"])
  }

  @Test func renderRefusesToReplaceASymbolicLinkOut() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let victim = try Self.makeVictim(in: root)
    let out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: out.appendingPathComponent("tiny"), withDestinationURL: victim)
    let scene = try Self.writeScene(nil, in: root)
    let result = Self.run(["render", scene.path, "--out", out.path])
    #expect(result.code != 0 && result.message.contains("symbolic link"), "\(result.message)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["precious.txt"])
  }

  @Test func twoScenesWithOneNameAreAnErrorNamingBothFiles() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try Self.writeScene("same", in: root, file: "one.yaml")
    let second = try Self.writeScene("same", in: root, file: "two.yaml")
    let result = Self.run(["render", first.path, second.path, "--out", root.appendingPathComponent("out").path])
    #expect(result.code != 0)
    #expect(result.message.contains("one.yaml") && result.message.contains("two.yaml"), "\(result.message)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/same").path))
  }

  @Test(arguments: [
    (["render", "a", "--fps", "-5"], "--fps must be 1…240, got -5"),
    (["render", "a", "--jobs", "-2"], "--jobs must be 1…64, got -2"),
    (["render", "a", "--max-memory", "lots"], "--max-memory must be a size"),
    (["strip", "a", "--times", "-1", "--out", "x.png"], "'-1' is not a time ≥ 0"),
  ])
  func negativeAndMalformedNumbersSayWhatIsExpected(_ arguments: [String], _ expected: String) {
    let result = Self.run(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected), "\(result.message)")
  }

  @Test func aWindowLargerThanTheMemoryLimitIsRefusedNamingTheLimit() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeScene(nil, in: root)
    var yaml = try String(contentsOf: scene, encoding: .utf8)
    yaml = yaml.replacingOccurrences(
      of: "width: 60, height: 40, scale: 1", with: "width: 16384, height: 16384, scale: 1")
    try Data(yaml.utf8).write(to: scene)
    let result = Self.run([
      "render", scene.path, "--out", root.appendingPathComponent("out").path, "--max-memory", "1G",
    ])
    #expect(result.code != 0)
    #expect(result.message.contains("268435456 pixels") && result.message.contains("--max-memory 1.0 GiB"))
    // A budget for one worker but not two still renders (with one).
    yaml = yaml.replacingOccurrences(of: "width: 16384, height: 16384", with: "width: 200, height: 100")
    try Data(yaml.utf8).write(to: scene)
    let fits = Self.run([
      "render", scene.path, "--out", root.appendingPathComponent("out").path, "--max-memory", "500K", "--jobs", "4",
    ])
    #expect(fits.code == 0, "\(fits.message)")
  }

  @Test func aStripOfTenThousandTimesAt3xIsRefusedBeforeRendering() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeSlowScene(in: root)
    let times = (0..<10_000).map { String(Double($0) / 10_000) }.joined(separator: ",")
    let started = Date()
    let result = Self.run([
      "strip", scene.path, "--times", times, "--scale", "3", "--out", root.appendingPathComponent("s.png").path,
      "--max-memory", "2G",
    ])
    #expect(result.code != 0)
    #expect(result.message.contains("a strip of 10000 frames") && result.message.contains("--max-memory"))
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func gifWithAMissingFrameNamesIt() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeScene(nil, in: root)
    #expect(Self.run(["render", scene.path, "--out", root.path]).code == 0)
    try FileManager.default.removeItem(at: root.appendingPathComponent("tiny/frame-0003.png"))
    let result = Self.run(["gif", root.appendingPathComponent("tiny").path])
    #expect(result.code != 0)
    #expect(result.message.contains("frame-0003.png") && result.message.contains("frame 3 is missing"))
    #expect(!result.message.contains("NSCocoaErrorDomain"))
  }

  @Test func aManifestFrameOutsideItsFolderIsRefused() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeScene(nil, in: root)
    #expect(Self.run(["render", scene.path, "--out", root.path]).code == 0)
    let manifest = root.appendingPathComponent("tiny/manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "frame-0002.png", with: "..\\/..\\/x.png")
    try Data(text.utf8).write(to: manifest)
    let result = Self.run(["gif", root.appendingPathComponent("tiny").path])
    #expect(result.code != 0 && result.message.contains("frames must be plain file names"), "\(result.message)")
  }

  @Test func diffOfAPNGDeclaringAHugeImageIsAnErrorNamingTheFile() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let bomb = root.appendingPathComponent("bomb.png")
    try Data(PNGFixtures.declaring(width: 1_000_000, height: 1_000_000)).write(to: bomb)
    // The built tool: `diff` writes its error to standard error and exits 2 (it used to abort).
    let run = try ChildProcess.run(Self.binary, ["diff", bomb.path, bomb.path])
    #expect(run.exited && run.status == 2)
    #expect(
      run.errors.contains("cannot read '\(bomb.path)'") && run.errors.contains("declares 1000000x1000000 pixels"),
      "\(run.errors)")
  }

  @Test func fileSystemErrorsAreSaidWithThePathAndTheReason() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    let goldens = file.appendingPathComponent("goldens")
    let error = try #require(
      #expect(throws: (any Error).self) {
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
      })
    let text = "\(ReadableError.wrap(error))"
    #expect(text.contains("cannot write '\(goldens.path)'") || text.contains("cannot write '\(file.path)'"), "\(text)")
    #expect(text.contains("Not a directory") || text.contains("File exists"), "\(text)")
    #expect(!text.contains("NSCocoaErrorDomain"))
    // `verify` writing into such a folder exits 2 (an error), not 1 (a mismatch): its report
    // goes there (goldens are not written on CI, where the record mode is always `never`).
    let scene = try Self.writeScene(nil, in: root)
    let result = Self.run([
      "verify", scene.path, "--goldens", goldens.path, "--report", file.appendingPathComponent("r").path,
      "--record", "all",
    ])
    #expect(result.code == 2)
  }

  /// Runs the built tool; returns the process (started).
  static func launch(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// A scene slow enough to interrupt: 2 s at 60 fps of a 3× window.
  static func writeSlowScene(in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("slow.yaml")
    let yaml = TinySceneFile.yaml
      .replacingOccurrences(of: "fps: 10", with: "fps: 60")
      .replacingOccurrences(of: "duration: 1", with: "duration: 4")
      .replacingOccurrences(of: "width: 60, height: 40, scale: 1", with: "width: 390, height: 844, scale: 3")
    try Data(yaml.utf8).write(to: url)
    return url
  }

  @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] as [(Int32, Int32)])
  func aSignalMidRenderRemovesThePartialFolderAndKeepsThePreviousOutput(_ signal: Int32, _ status: Int32) throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the tool first")
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeSlowScene(in: root)
    let out = root.appendingPathComponent("out")
    // A previous output, which the killed run must leave as it was.
    let previous = out.appendingPathComponent("slow")
    try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: previous.appendingPathComponent("manifest.json"))
    let process = try Self.launch(["render", scene.path, "--out", out.path])
    // Wait until frames are being written into the staging folder.
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
      if let staging = entries.first(where: { $0.hasPrefix(".slow.partial-") }),
        let frames = try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(staging).path),
        frames.count >= 3
      {
        break
      }
      usleep(20_000)
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationStatus == status)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["slow"])
    #expect(try String(contentsOf: previous.appendingPathComponent("manifest.json"), encoding: .utf8) == "old")
  }

  @Test func aRenderRemovesWhatAKilledRenderLeft() throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the tool first")
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeSlowScene(in: root)
    let out = root.appendingPathComponent("out")
    let process = try Self.launch(["render", scene.path, "--out", out.path])
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline,
      !((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).contains(where: {
        $0.hasPrefix(".slow.partial-")
      })
    {
      usleep(20_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationStatus == SIGKILL)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).contains { $0.hasPrefix(".slow.partial-") })
    // Leftovers of a process that is gone, for another scene too.
    let dead = Int32.max - 7
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent(".other.partial-\(dead)"), withIntermediateDirectories: true)
    let tiny = try Self.writeScene(nil, in: root)
    #expect(Self.run(["render", tiny.path, "--out", out.path]).code == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["tiny"])
  }

  @Test func concurrentRendersIntoOneFolderBothSucceed() throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the tool first")
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.writeScene(nil, in: root)
    let out = root.appendingPathComponent("out")
    for _ in 0..<8 {
      let runs = try (0..<3).map { _ in try Self.launch(["render", scene.path, "--out", out.path]) }
      for run in runs {
        run.waitUntilExit()
        #expect(run.terminationStatus == 0)
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["tiny"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("tiny").path).count == 12)
  }
}
