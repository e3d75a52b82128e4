import ArgumentParser
import Codecs
import Foundation
import Testing

@testable import flipbook

@Suite("flipbook render --gif/--apng/--webp/--contact-sheet and flipbook gif")
struct DocsOutputCommandTests {
  static let scenes = CommandLineTests.packageRoot.appendingPathComponent("Scenes").path

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func renderParsesTheDocsFlagsAndOptions() throws {
    let command = try #require(
      try Flipbook.parseAsRoot([
        "render", "a", "--gif", "--webp", "--contact-sheet", "--max-fps", "25", "--scale-down", "0.5", "--dither",
        "ordered", "--loop", "2", "--sheet-progress", "0,0.5,1", "--sheet-columns", "3",
      ]) as? Flipbook.Render)
    #expect(command.gif && command.webp && command.contactSheet && !command.apng)
    #expect(command.animation.maximumFrameRate == 25 && command.animation.scaleDown == 0.5)
    #expect(command.animation.gifEncoder.dithering == .ordered)
    #expect(command.animation.loopCount == 2)
    #expect(try command.sheet.parsedProgress() == [0, 0.5, 1])
    #expect(command.sheet.columns == 3)
  }

  @Test(arguments: [
    (["render", "a", "--scale-down", "0"], "--scale-down must be in (0, 1], got 0.0"),
    (["render", "a", "--dither", "noise"], "--dither must be one of none, ordered, floyd-steinberg, got 'noise'"),
    (["render", "a", "--palette", "x"], "--palette must be automatic, global or per-frame, got 'x'"),
    (["render", "a", "--loop=-1"], "--loop must be 0…65535, got -1"),
    (["render", "a", "--max-fps", "0"], "--max-fps must be in (0, 240], got 0.0"),
    (["render", "a", "--sheet-progress", "0,2"], "--sheet-progress: '2' is not a progress point in 0…1"),
    (
      ["render", "a", "--sheet-every", "2", "--sheet-progress", "1"], "give --sheet-every or --sheet-progress, not both"
    ),
    (["gif", "x", "--sheet-columns", "0"], "--sheet-columns must be 1…64, got 0"),
  ])
  func badDocsArgumentsExitWith64AndSayWhy(_ arguments: [String], _ expected: String) {
    let result = CommandLineTests.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(expected), "\(result.message)")
  }

  @MainActor @Test func renderWritesEveryDocsOutputAndGifRebuildsTheGIF() throws {
    let out = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try #require(
      try Flipbook.parseAsRoot([
        "render", "nav-push-slide", "--scenes", Self.scenes, "--out", out.path, "--fps", "5", "--scale", "1",
        "--gif", "--apng", "--webp", "--contact-sheet", "--scale-down", "0.5", "--loop", "3",
      ]) as? Flipbook.Render)
    try render.run()
    // 2.4 s at 5 fps: 13 frames of 0.2 s, 390x844 pt at 1x scaled by 0.5.
    let gifBytes = try [UInt8](Data(contentsOf: out.appendingPathComponent("nav-push-slide.gif")))
    let gif = try GIFDecoder().decode(gifBytes)
    #expect(gif.width == 195 && gif.height == 422)
    #expect(gif.frames.count <= 13 && abs(gif.totalDuration - 2.6) < 1e-9)
    #expect(gif.loopCount == 3)
    let apng = try APNGDecoder().decode([UInt8](Data(contentsOf: out.appendingPathComponent("nav-push-slide.png"))))
    let webp = try WebPDecoder().decode([UInt8](Data(contentsOf: out.appendingPathComponent("nav-push-slide.webp"))))
    #expect(apng.frames.map(\.bitmap) == webp.frames.map(\.bitmap))
    #expect(abs(apng.totalDuration - 2.6) < 1e-9)
    let sheet = try PNGDecoder().decode(Data(contentsOf: out.appendingPathComponent("nav-push-slide-sheet.png")))
    #expect(sheet.width > 390)

    // `flipbook gif` on the rendered folder gives the same GIF.
    let rebuilt = out.appendingPathComponent("again.gif")
    let gifCommand = try #require(
      try Flipbook.parseAsRoot([
        "gif", out.appendingPathComponent("nav-push-slide").path, "--out", rebuilt.path, "--scale-down", "0.5",
        "--loop", "3",
      ]) as? Flipbook.Gif)
    try gifCommand.run()
    #expect(try [UInt8](Data(contentsOf: rebuilt)) == gifBytes)
  }

  @Test func gifOfAFolderWithoutManifestNamesTheFile() throws {
    let folder = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = try #require(try Flipbook.parseAsRoot(["gif", folder.path]) as? Flipbook.Gif)
    #expect {
      try command.run()
    } throws: { error in
      "\(error)".contains("manifest.json") && "\(error)".contains("is this a rendered scene folder")
    }
  }

  @Test func progressLineShowsFramesRateAndETA() {
    #expect(
      ProgressBar.line("scene", 10, 40, elapsed: 2, width: 8)
        == "scene [##------] 10/40 frames  5.0 fps  ETA 6.0 s")
    #expect(ProgressBar.line("scene", 0, 40, elapsed: 0, width: 0) == "scene 0/40 frames  0.0 fps  ETA –")
  }
}
