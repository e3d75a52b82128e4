import ArgumentParser
import FlipbookRender
import Foundation
import Testing

@testable import flipbook

@Suite("flipbook render --time-scale, --frames and --at")
struct SlowMotionCommandTests {
  static func render(_ arguments: [String], into out: URL) throws -> RenderManifest {
    let command = try #require(
      try Flipbook.parseAsRoot(
        ["render", "nav-push-slide", "--scenes", DocsOutputCommandTests.scenes, "--out", out.path, "--scale", "1"]
          + arguments) as? Flipbook.Render)
    try MainActor.assumeIsolated { try command.run() }
    return try RenderedFrames(folder: out.appendingPathComponent("nav-push-slide")).manifest
  }

  @MainActor @Test func halfSpeedAt30FPSGivesTheFramesOfNormalSpeedAt60FPS() throws {
    let slow = try DocsOutputCommandTests.temporaryDirectory()
    let normal = try DocsOutputCommandTests.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: slow)
      try? FileManager.default.removeItem(at: normal)
    }
    // Frames 20…40 at 60 fps are 0.33…0.67 s: the push (from 0.3 s) is under way.
    let slowManifest = try Self.render(["--fps", "30", "--time-scale", "0.5", "--frames", "20..40"], into: slow)
    let normalManifest = try Self.render(["--fps", "60", "--frames", "20..40"], into: normal)
    #expect(slowManifest.timeScale == 0.5 && normalManifest.timeScale == 1)
    #expect(slowManifest.frames.map(\.index) == Array(20...40))
    #expect(slowManifest.frames.map(\.time) == normalManifest.frames.map(\.time))
    #expect(slowManifest.frames[10].time == 30.0 / 60)
    #expect(slowManifest.frames.map(\.transitions) == normalManifest.frames.map(\.transitions))
    #expect(slowManifest.frames.contains { !$0.transitions.isEmpty })
    for frame in slowManifest.frames {
      let a = try Data(contentsOf: slow.appendingPathComponent("nav-push-slide").appendingPathComponent(frame.file))
      let b = try Data(contentsOf: normal.appendingPathComponent("nav-push-slide").appendingPathComponent(frame.file))
      #expect(a == b, "frame \(frame.index) differs")
    }
  }

  @MainActor @Test func atRendersTheNearestFramesOfTheSlowedClock() throws {
    let out = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    // At 10 fps slowed 4×, model time advances 0.025 s per frame: 0.35 s is frame 14.
    let manifest = try Self.render(
      ["--fps", "10", "--time-scale", "0.25", "--at", "0.35s,500ms,2.4", "--gif"], into: out)
    #expect(manifest.frames.map(\.index) == [14, 20, 96])
    #expect(manifest.frames.map(\.time) == [0.35, 0.5, 2.4])
    #expect(manifest.frameCount == 3 && manifest.duration == 2.4)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("nav-push-slide").path)
    #expect(files.sorted() == ["frame-0014.png", "frame-0020.png", "frame-0096.png", "manifest.json"])
  }

  @Test func framesAndAtAreParsed() throws {
    let command = try #require(
      try Flipbook.parseAsRoot(["render", "a", "--frames", "0,5..7, 7", "--time-scale", "0.25"]) as? Flipbook.Render)
    #expect(try command.timing.parsedFrames() == [0, 5, 6, 7])
    #expect(command.timing.timeScale == 0.25)
    let at = try #require(try Flipbook.parseAsRoot(["render", "a", "--at", "0.35s,350ms,1"]) as? Flipbook.Render)
    #expect(try at.timing.parsedMoments() == [0.35, 0.35, 1])
  }

  @Test(arguments: [
    (["render", "a", "--time-scale", "0"], "--time-scale must be in 0.01…100, got 0.0"),
    (["render", "a", "--time-scale", "nan"], "--time-scale must be in 0.01…100, got nan"),
    (["render", "a", "--frames", "20..10"], "--frames: the range '20..10' ends before it starts"),
    (["render", "a", "--frames", "1..x"], "--frames: '1..x' is not a frame index ≥ 0 or an inclusive range"),
    (["render", "a", "--frames=-1"], "--frames: '-1' is not a frame index ≥ 0"),
    (["render", "a", "--at", "0.3m"], "--at: '0.3m' is not a time ≥ 0 such as 0.35s or 350ms"),
    (["render", "a", "--at", "1s", "--frames", "1"], "give --frames or --at, not both"),
  ])
  func badTimingArgumentsExitWith64AndSayWhy(_ arguments: [String], _ expected: String) {
    let result = CommandLineTests.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected), "\(result.message)")
  }

  @Test(arguments: [
    (
      ["--fps", "60", "--frames", "0..145"],
      "--frames: frame 145 is after the end of 'nav-push-slide' (frames 0…144 at 60 fps, time scale 1.0)"
    ),
    (
      ["--time-scale", "0.5", "--frames", "145"],
      "--frames: frame 145 is after the end of 'nav-push-slide' (frames 0…144 at 30 fps, time scale 0.5)"
    ),
    (["--at", "2.5s"], "--at: 2.5 s is after the end of 'nav-push-slide' (2.4 s)"),
  ])
  @MainActor func chosenFramesPastTheEndExitWith64BeforeRendering(_ arguments: [String], _ expected: String) throws {
    let out = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let command = try #require(
      try Flipbook.parseAsRoot(
        ["render", "nav-push-slide", "--scenes", DocsOutputCommandTests.scenes, "--out", out.path] + arguments)
        as? Flipbook.Render)
    do {
      try MainActor.assumeIsolated { try command.run() }
      Issue.record("rendered frames past the end of the scene")
    } catch {
      #expect(Flipbook.exitCode(for: error).rawValue == 64)
      #expect(Flipbook.message(for: error).contains(expected), "\(Flipbook.message(for: error))")
    }
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("nav-push-slide").path))
  }
}
