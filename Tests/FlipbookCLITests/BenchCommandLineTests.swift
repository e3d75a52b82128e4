import Foundation
import TestSupport
import Testing

/// `flipbook-bench`'s command line (the benchmark `make bench` and `make bench-c` run): wrong
/// arguments are a usage error naming the argument and the value, and a scene it cannot measure
/// an error naming the scene — never a trap.
@Suite("flipbook-bench command line")
struct BenchCommandLineTests {
  /// The built benchmark (`swift build --build-tests` builds it with the tests).
  static let binary = CommandLineTests.packageRoot.appendingPathComponent(".build/debug/flipbook-bench")

  @Test(arguments: [
    (["raster", "scene.txt"], "the scene must be a .yaml file, got 'scene.txt'"),
    (["raster", "a.yaml", "--reps", "0"], "--reps needs a positive whole number, got 0"),
    (["raster", "a.yaml", "--scale", "9"], "--scale needs a number in (0, 8], got 9.0"),
    (["raster", "a.yaml", "--reps", "many"], "many"),
    (["raster", "a.yaml", "--reps=-3"], "--reps needs a positive whole number, got -3"),
    (["raster", "a.yaml", "--reps", "-3"], "Missing value for '--reps <reps>'"),
    (["raster", "a.yaml", "--scale", "nan"], "--scale needs a number in (0, 8], got nan"),
    (["raster", "a.yaml", "--scale=-1"], "--scale needs a number in (0, 8], got -1.0"),
    (["raster"], "Missing expected argument '<scene>'"),
    (["model", "everything"], "everything"),
    (["rasterise"], "rasterise"),
  ])
  func wrongArgumentsAreAUsageError(_ arguments: [String], _ said: String) throws {
    let run = try ChildProcess.run(Self.binary, arguments)
    #expect(run.exited && run.status == 64, "\(run.status) \(run.errors)")
    #expect(run.errors.contains(said), "\(run.errors)")
    #expect(!run.errors.contains("Fatal error"))
  }

  @Test func aSceneWithTooShortAPushIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TinySceneFile.write(in: folder)
    let run = try ChildProcess.run(Self.binary, ["raster", scene.path, "--picks"])
    #expect(run.exited && run.status == 1, "\(run.status) \(run.errors)")
    // The tiny scene's 0.4 s push is in motion on 4 of its frames at 10 fps.
    #expect(run.errors.contains("tiny: needs a push with at least 5 frames in motion, found 4"), "\(run.errors)")
    #expect(!run.errors.contains("Fatal error"))
  }

  @Test func aMissingSceneIsNamed() throws {
    let run = try ChildProcess.run(Self.binary, ["raster", "/nonexistent/scene.yaml"])
    #expect(run.exited && run.status == 1, "\(run.status) \(run.errors)")
    #expect(run.errors.contains("/nonexistent/scene.yaml: no such file"), "\(run.errors)")
  }

  @Test func helpListsTheRowGroups() throws {
    let run = try ChildProcess.run(Self.binary, ["--help"])
    #expect(run.exited && run.status == 0)
    for command in ["all", "model", "raster", "png"] { #expect(run.output.contains("  \(command) "), "\(run.output)") }
  }
}
