import ArgumentParser
import Foundation
import Graphics
import ImageDiff
import Testing

@testable import flipbook

// On the main actor: the main thread's stack is large enough for ArgumentParser's debug-build
// recursion under these tests' big frames (a cooperative-pool thread overflowed).
@MainActor
@Suite("flipbook diff")
struct DiffCommandTests {
  /// Runs `flipbook diff …` and returns its exit status (0 when `run` returns).
  static func exitStatus(_ arguments: [String]) -> Int32 {
    do {
      var command = try Flipbook.parseAsRoot(["diff"] + arguments)
      try command.run()
      return 0
    } catch {
      return Flipbook.exitCode(for: error).rawValue
    }
  }

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func sameImagesExitZeroDifferentOneAndTheDiffImageIsWritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var image = Bitmap(width: 8, height: 8, fill: Bitmap.Pixel(r: 255, g: 255, b: 255))
    let a = folder.appendingPathComponent("a.png")
    try ImageFile.write(image, to: a)
    image[3, 4] = Bitmap.Pixel(r: 255, g: 255, b: 254)
    let b = folder.appendingPathComponent("b.png")
    try ImageFile.write(image, to: b)
    let out = folder.appendingPathComponent("diff.png")
    #expect(Self.exitStatus([a.path, a.path]) == 0)
    #expect(Self.exitStatus([a.path, b.path, "--out", out.path]) == 1)
    #expect(try ImageFile.read(out)[3, 4] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(Self.exitStatus([a.path, b.path, "--max-diff-pixels", "1"]) == 0)
    #expect(Self.exitStatus([a.path, b.path, "--channel-tolerance", "1"]) == 0)
    #expect(Self.exitStatus([a.path, b.path, "--threshold", "0.1"]) == 0)  // below pixelmatch's threshold
  }

  @Test func unreadableFilesExitTwo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.png")
    try ImageFile.write(Bitmap(width: 2, height: 2), to: a)
    let bad = folder.appendingPathComponent("bad.png")
    try Data("not a png".utf8).write(to: bad)
    #expect(Self.exitStatus([a.path, bad.path]) == 2)
    #expect(Self.exitStatus([a.path, folder.appendingPathComponent("none.png").path]) == 2)
  }

  @Test(arguments: [
    (["a", "b", "--threshold", "2"], "--threshold must be 0…1, got 2.0"),
    (["a", "b", "--max-diff-pixels=-1"], "--max-diff-pixels must be ≥ 0, got -1"),
    (["a", "b", "--channel-tolerance", "300"], "--channel-tolerance must be 0…255, got 300"),
    (["a", "b", "--threshold", "0.1", "--channel-tolerance", "3"], "--channel-tolerance applies to the strict test"),
    (["a", "b", "--include-aa"], "--include-aa needs --threshold"),
  ])
  func badArgumentsExitWith64AndSayWhy(_ arguments: [String], _ expected: String) {
    let result = CommandLineTests.failure(["diff"] + arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected))
  }

  @Test func optionsBuildTheComparison() throws {
    let strict = try #require(try Flipbook.parseAsRoot(["diff", "a", "b"]) as? Flipbook.Diff)
    #expect(strict.comparison == .strict)
    let perceptual = try #require(
      try Flipbook.parseAsRoot(["diff", "a", "b", "--threshold", "0.2", "--max-diff-pixels", "7"]) as? Flipbook.Diff)
    #expect(perceptual.comparison.mode == .perceptual(PerceptualOptions(threshold: 0.2)))
    #expect(perceptual.comparison.maximumDifferingPixels == 7)
  }
}
