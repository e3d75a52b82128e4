import ArgumentParser
import FlipbookGoldens
import Foundation
import Graphics
import TestSupport
import Testing

@testable import flipbook

/// `flipbook verify --shard i/n` and `flipbook report merge`: the shards partition the gallery,
/// and their merged report is the unsharded run's report, byte for byte.
@MainActor
@Suite("flipbook verify --shard, report merge")
struct ShardCommandTests {
  /// Runs the command line and returns its exit status.
  static func run(_ arguments: [String]) throws -> Int32 {
    var command = try Flipbook.parseAsRoot(arguments)
    do {
      try command.run()
      return 0
    } catch {
      return Flipbook.exitCode(for: error).rawValue
    }
  }

  @Test func shardsPartitionTheScenesAndTheirMergedReportIsTheUnshardedOne() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    // Four scenes of different lengths, and one still scene; goldens recorded, one changed.
    let still = TinySceneFile.yaml.components(separatedBy: "script:")[0]
    try Data(still.utf8).write(to: root.appendingPathComponent("still.yaml"))
    for (name, duration) in [("a", "1"), ("b", "1.5"), ("c", "2"), ("d", "0.8")] {
      let yaml = TinySceneFile.yaml.replacingOccurrences(of: "duration: 1\n", with: "duration: \(duration)\n")
      try Data(yaml.utf8).write(to: root.appendingPathComponent("\(name).yaml"))
    }
    let goldens = GoldenStore(directory: root.appendingPathComponent("goldens"))
    for name in ["a", "b", "c", "d", "still"] {
      let subject = try SceneGoldens(name, scenesDirectory: root, scale: 1)
      _ = try GoldenVerifier(store: goldens, record: .missing, artefacts: root.appendingPathComponent("scratch"))
        .verify(scene: name, selection: try subject.defaultSelection(), stage: subject.makeStage)
    }
    var golden = try #require(try goldens.golden(scene: "c", label: "transition1-push-p0.50"))
    golden[3, 3] = Bitmap.Pixel(r: 1, g: 2, b: 3)
    try goldens.record(golden, scene: "c", label: "transition1-push-p0.50")

    let report = root.appendingPathComponent("report")
    /// Verifies (`extra` arguments) into `report`, then moves it to `folder`.
    func verify(_ extra: [String], into folder: String) throws -> Int32 {
      let status = try Self.run(
        [
          "verify", "--scenes", root.path, "--goldens", goldens.directory.path, "--report", report.path, "--record",
          "never",
        ] + extra)
      try FileManager.default.moveItem(at: report, to: root.appendingPathComponent(folder))
      return status
    }
    func json(_ folder: String) throws -> VerificationReport {
      try JSONDecoder().decode(
        VerificationReport.self, from: Data(contentsOf: root.appendingPathComponent("\(folder)/report.json")))
    }

    #expect(try verify([], into: "all") == 1)
    var sharded: [[String]] = []
    for index in 1...3 {
      _ = try verify(["--shard", "\(index)/3"], into: "shard-\(index)")
      sharded.append(try json("shard-\(index)").scenes.map(\.name))
    }
    #expect(sharded.allSatisfy { !$0.isEmpty })
    #expect(sharded.flatMap { $0 }.sorted() == ["a", "b", "c", "d", "still"])
    #expect(try json("all").scenes.map(\.name) == ["a", "b", "c", "d", "still"])

    let merged = root.appendingPathComponent("merged").path
    #expect(
      try Self.run(
        ["report", "merge"] + (1...3).map { root.appendingPathComponent("shard-\($0)").path } + ["--out", merged])
        == 1)
    for file in ["report.json", "junit.xml", "index.html"] {
      #expect(
        try Data(contentsOf: root.appendingPathComponent("merged/\(file)"))
          == Data(contentsOf: root.appendingPathComponent("all/\(file)")), "\(file)")
    }
    let failed = try #require(try json("merged").scenes.first { $0.name == "c" }?.frames.first { $0.failed })
    for path in [failed.expected, failed.actual, failed.diff] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("merged/\(try #require(path))").path))
    }
    // The same scene in two reports is an error naming it.
    #expect(
      try Self.run([
        "report", "merge", root.appendingPathComponent("all").path, root.appendingPathComponent("shard-1").path,
        "--out", merged,
      ]) == 2)
  }

  /// Shard reports are build artefacts: an image path in one that leads out of its folder —
  /// `..`, absolute, a URL, a link out — is an error naming it, and nothing is read or written
  /// outside the folders named on the command line.
  @Test(arguments: [
    "../victim/secret.txt", "images/../../victim/secret.txt", "/tmp/x.png", "file:///etc/passwd", "link/secret.txt",
  ])
  func aReportNamingAnImageOutsideItsFolderIsRefused(_ path: String) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
    let shard = root.appendingPathComponent("shard")
    let victim = root.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("secret".utf8).write(to: victim.appendingPathComponent("secret.txt"))
    try FileManager.default.createSymbolicLink(at: shard.appendingPathComponent("link"), withDestinationURL: victim)
    let frame: [String: Any] = [
      "label": "f", "index": 0, "time": 0, "detail": "", "outcome": "different", "failed": true, "expected": path,
    ]
    let report: [String: Any] = [
      "recordMode": "never", "scenes": [["name": "s", "fps": 60, "frameCount": 1, "passed": false, "frames": [frame]]],
    ]
    try JSONSerialization.data(withJSONObject: report).write(to: shard.appendingPathComponent("report.json"))
    let out = root.appendingPathComponent("a/b/merged")
    #expect(try Self.run(["report", "merge", shard.path, "--out", out.path]) == 2)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["secret.txt"])
  }

  @Test func renderShardsTogetherWriteWhatTheUnshardedRenderWrites() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("render-shard-\(UUID().uuidString)")
    let gallery = root.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, duration) in [("a", "1"), ("b", "1.5"), ("c", "0.8"), ("d", "0.6")] {
      let yaml = TinySceneFile.yaml.replacingOccurrences(of: "duration: 1\n", with: "duration: \(duration)\n")
      try Data(yaml.utf8).write(to: gallery.appendingPathComponent("\(name).yaml"))
    }
    /// Every file under `folder` (relative path → bytes).
    func files(_ folder: URL) throws -> [String: Data] {
      var result: [String: Data] = [:]
      for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
        var isFolder: ObjCBool = false
        let url = folder.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
          result[path] = try Data(contentsOf: url)
        }
      }
      return result
    }
    let common = ["--scenes", gallery.path, "--jobs", "1", "--fps", "30"]
    #expect(
      try Self.run(["render", "a", "b", "c", "d", "--out", root.appendingPathComponent("all").path] + common) == 0)
    var union: [String: Data] = [:]
    var shardScenes: [Set<String>] = []
    for index in 1...3 {
      // No scene names: the gallery's scenes, split as verify --shard splits them.
      let out = root.appendingPathComponent("shard-\(index)")
      #expect(try Self.run(["render", "--shard", "\(index)/3", "--out", out.path] + common) == 0)
      let written = try files(out)
      shardScenes.append(Set(written.keys.map { String($0.split(separator: "/")[0]) }))
      union.merge(written) { first, _ in first }
    }
    // Costs 31, 46, 25 and 19 frames at 30 fps: b alone, a alone, then c and d together.
    #expect(shardScenes == [["b"], ["a"], ["c", "d"]])
    let all = try files(root.appendingPathComponent("all"))
    #expect(all.count > 8 && all.keys.contains("d/manifest.json"))
    #expect(union == all)
  }

  @Test func theSplitIsBalancedByCostAndDeterministic() {
    let costs = ["a": 10.0, "b": 7, "c": 6, "d": 5, "e": 4, "f": 3, "g": 1]
    let plan = ShardPlan(costs: costs, count: 3)
    // a, b, c open the shards; d joins c (6), e joins b (7), f joins a (10), g joins b (11, before c's 11).
    #expect(plan.shards == [["a", "f"], ["b", "e", "g"], ["c", "d"]])
    #expect(plan.costs == [13, 12, 11])
    #expect(ShardPlan(costs: costs, count: 3) == plan)
    #expect(ShardPlan(costs: costs, count: 1).shards == [["a", "b", "c", "d", "e", "f", "g"]])
    #expect(ShardPlan(costs: ["x": 1], count: 2).shards == [["x"], []])
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/3/4"])
  func badShardsExitWith64(_ value: String) {
    let result = CommandLineTests.failure(["verify", "--shard", value])
    #expect(result.code == 64)
    #expect(result.message.contains(value))
  }
}
