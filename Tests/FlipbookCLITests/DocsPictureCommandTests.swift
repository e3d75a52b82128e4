import ArgumentParser
import Codecs
import Foundation
import Graphics
import Testing

@testable import flipbook

/// `flipbook still`, `flipbook plot` and `--device-frame` from the command line: the files they
/// write are the library's pictures (the same goldens as FlipbookRenderTests' DocsPictureTests),
/// and bad arguments are named before anything renders.
@MainActor
@Suite("flipbook still, plot and --device-frame")
struct DocsPictureCommandTests {
  static let scenes = CommandLineTests.packageRoot.appendingPathComponent("Scenes").path
  static let goldens = CommandLineTests.packageRoot.appendingPathComponent("Tests/FlipbookRenderTests/Goldens/docs")

  static func run(_ arguments: [String]) throws {
    var command = try Flipbook.parseAsRoot(arguments + ["--scenes", scenes])
    try command.run()
  }

  static func golden(_ name: String) throws -> Bitmap {
    try PNGDecoder().decode(Data(contentsOf: goldens.appendingPathComponent(name + ".png")))
  }

  @Test func stillOnionWithPathsWritesTheGoldenPicture() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("onion.png")
    try Self.run(["still", "nav-push-slide", "--onion", "6", "--paths", "--scale", "1", "--out", out.path])
    #expect(try PNGDecoder().decode(Data(contentsOf: out)) == Self.golden("onion-paths-nav-push-slide"))
  }

  @Test func plotWritesTheGoldenChart() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("plot.png")
    try Self.run(["plot", "nav-push-slide", "--columns", "3", "--plot-scale", "1", "--out", out.path])
    #expect(try PNGDecoder().decode(Data(contentsOf: out)) == Self.golden("plot-nav-push-slide"))
  }

  @Test func plotSVGIsAnSVGOfTheSameSize() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("plot.svg")
    try Self.run(["plot", "card-drag-dismiss", "--svg", "--columns", "1", "--plot-scale", "1", "--out", out.path])
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(text.contains("<svg ") && text.contains("width=\"492pt\" height=\"322pt\""))
    #expect(text.hasSuffix("</svg>\n"))
  }

  @Test func stillWithDeviceFrameWritesTheGoldenPicture() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("framed.png")
    try Self.run(["still", "nav-push-slide", "--at", "0.4s", "--device-frame", "--scale", "1", "--out", out.path])
    #expect(try PNGDecoder().decode(Data(contentsOf: out)) == Self.golden("device-frame-nav-push-slide"))
  }

  /// `flipbook gallery` (what `make demo` runs after `render --gif`): a half-size still and a
  /// plot per scene, and an index linking them beside each GIF.
  @Test func galleryWritesStillsPlotsAndTheIndex() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("nav-push-slide.gif"))
    try Self.run(["gallery", "nav-push-slide", "catalogue", "--out", folder.path])
    let still = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent("nav-push-slide-still.png")))
    #expect(still.width == 195 && still.height == 422)
    let plot = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent("nav-push-slide-plot.png")))
    #expect(plot == (try Self.golden("plot-nav-push-slide")))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalogue-still.png").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalogue-plot.png").path))
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    for file in ["nav-push-slide.gif", "nav-push-slide-still.png", "nav-push-slide-plot.png", "catalogue-still.png"] {
      #expect(page.contains("<img src=\"\(file)\""), "\(file)")
    }
    #expect(!page.contains("catalogue.gif") && page.contains("push, pop · 2.40 s at 30 fps"))
    #expect(page.contains("<figcaption>last frame</figcaption>"))
  }

  /// A GIF with a device frame: every frame drawn in the frame, at the framed size.
  @Test func renderGifWithDeviceFrameHasTheFramedSize() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.run([
      "render", "nav-push-slide", "--scale", "1", "--fps", "10", "--gif", "--device-frame", "--frame-background",
      "#FFFFFF", "--out", folder.path,
    ])
    let gif = try Data(contentsOf: folder.appendingPathComponent("nav-push-slide.gif"))
    // The logical screen size, little-endian, after "GIF89a".
    #expect(Int(gif[6]) | Int(gif[7]) << 8 == 520)
    #expect(Int(gif[8]) | Int(gif[9]) << 8 == 974)
  }

  @Test(arguments: [
    (["still", "a", "--out", "x.png", "--onion", "1"], "--onion must be 2…24, got 1"),
    (["still", "a", "--out", "x.png", "--onion", "3", "--at", "0.4"], "--at and --onion exclude each other: give one"),
    (["still", "a", "--out", "x.png", "--at", "0.1,0.2"], "--at: give one time, got 2"),
    (["still", "a", "--out", "x.png", "--transition", "0"], "--transition must be ≥ 1, got 0"),
    (["plot", "a", "--out", "x.png", "--columns", "9"], "--columns must be 1…6, got 9"),
    (["plot", "a", "--out", "x.png", "--plot-scale", "4"], "--plot-scale must be 1, 2 or 3, got 4.0"),
    (["player", "a", "--out", "x.html", "--scale", "5"], "--scale must be 1, 2 or 3, got 5.0"),
    (
      ["still", "a", "--out", "x.png", "--frame-background", "red", "--device-frame"],
      "--frame-background must be a colour such as #EEEEF3, got 'red'"
    ),
    (["render", "a", "--frame-background", "#FFFFFF"], "--frame-background needs --device-frame"),
  ])
  func badArgumentsExitWith64AndSayWhy(arguments: [String], message: String) {
    let result = CommandLineTests.failure(arguments)
    #expect(result.code == 64)
    #expect(result.message.contains(message), "\(result.message)")
  }

  @Test func aTransitionTheSceneDoesNotHaveIsNamed() throws {
    #expect {
      try Self.run(["still", "nav-push-slide", "--transition", "3", "--scale", "1", "--out", "/tmp/never.png"])
    } throws: { error in
      "\(error)" == "--transition 3: 'nav-push-slide' has 2 transitions (1…2)"
    }
  }
}
