import ArgumentParser
import Codecs
import Foundation
import Testing

@testable import flipbook

@Suite("flipbook command line")
struct CommandLineTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Parses like the real tool and returns the exit code and message an invalid invocation gets.
  static func failure(_ arguments: [String]) -> (code: Int32, message: String) {
    do {
      _ = try Flipbook.parseAsRoot(arguments)
      return (0, "")
    } catch {
      return (Flipbook.exitCode(for: error).rawValue, Flipbook.message(for: error))
    }
  }

  @Test func renderParsesItsOptions() throws {
    let command = try #require(
      try Flipbook.parseAsRoot(["render", "a.yaml", "b", "--out", "x", "--fps", "60", "--scale", "3"])
        as? Flipbook.Render)
    #expect(command.scenes == ["a.yaml", "b"])
    #expect(command.outputDirectory == "x")
    #expect(command.fps == 60)
    #expect(command.scale == 3)
  }

  @Test func defaultsAreOutputAndTheScenesFile() throws {
    let command = try #require(try Flipbook.parseAsRoot(["render", "a"]) as? Flipbook.Render)
    #expect(command.outputDirectory == "output")
    #expect(command.fps == nil && command.scale == nil)
    #expect(command.png == .default)
  }

  @Test func pngModeIsChosenWithItsName() throws {
    let command = try #require(try Flipbook.parseAsRoot(["render", "a", "--png", "fast"]) as? Flipbook.Render)
    #expect(command.png == .fast)
    let result = Self.failure(["render", "a", "--png", "tiny"])
    #expect(result.code == 64)
    #expect(result.message.contains("tiny"))
  }

  @Test(arguments: [
    (["render", "a", "--fps", "0"], "--fps must be 1…240, got 0"),
    (["render", "a", "--scale", "1.5"], "--scale must be 1, 2 or 3, got 1.5"),
    (["render", "a", "--jobs", "0"], "--jobs must be 1…64, got 0"),
  ])
  func badArgumentsExitWith64AndSayWhy(_ arguments: [String], _ expected: String) {
    let result = Self.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected))
  }

  @Test func missingSceneIsAUsageError() {
    #expect(Self.failure(["render"]).code == 64)
  }

  @Test func unknownSceneNameListsTheGallery() throws {
    let command = try #require(
      try Flipbook.parseAsRoot([
        "render", "no-such-scene", "--scenes", Self.packageRoot.appendingPathComponent("Scenes").path,
      ]) as? Flipbook.Render)
    #expect {
      try command.run()
    } throws: { error in
      let text = "\(error)"
      return text.contains("no-such-scene") && text.contains("nav-push-system")
    }
  }

  @Test func badSceneFileNamesTheFileAndField() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).yaml")
    try Data(
      """
      duration: -2
      window: { width: 100, height: 100 }
      screens: { A: {} }
      root: { navigation: A }
      """.utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let command = try #require(try Flipbook.parseAsRoot(["render", file.path, "--out", "/tmp"]) as? Flipbook.Render)
    #expect {
      try command.run()
    } throws: { error in
      let text = "\(error)"
      return text.contains(file.lastPathComponent) && text.contains("duration") && text.contains("-2")
    }
  }
}
