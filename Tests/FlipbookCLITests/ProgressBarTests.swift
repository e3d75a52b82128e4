import Codecs
import FlipbookRender
import Foundation
import Synchronization
import Testing

@testable import flipbook

@Suite("flipbook render progress bar and summary")
struct ProgressBarTests {
  /// Collects what a bar writes.
  final class Sink: Sendable {
    let text = Mutex("")
    var write: @Sendable (String) -> Void { { piece in self.text.withLock { $0 += piece } } }
  }

  @Test func aRedrawClearsWhatALongerLineLeft() {
    #expect(ProgressBar.redraw("abc") == "\rabc\u{1B}[K")
  }

  @Test func theBarSaysWhichSceneOfHowManyAndEndsItsLine() {
    let sink = Sink()
    let bar = ProgressBar(scene: 2, of: 3, name: "nav-push", interactive: true, write: sink.write)
    bar.update(4, of: 4)
    bar.phase("encoding GIF")
    bar.finish()
    bar.finish()
    let text = sink.text.withLock { $0 }
    let drawn = text.split(separator: "\r", omittingEmptySubsequences: true)
    #expect(drawn.count == 2)
    #expect(drawn[0].hasPrefix("scene 2 of 3 nav-push [") && drawn[0].hasSuffix("ETA 0.0 s\u{1B}[K"))
    #expect(drawn[1] == "scene 2 of 3 nav-push: encoding GIF…\u{1B}[K\u{1B}[K\n")
  }

  @Test func withoutATerminalItWritesWholeLines() {
    let sink = Sink()
    let bar = ProgressBar(scene: 1, of: 1, name: "s", interactive: false, write: sink.write)
    for done in 1...8 { bar.update(done, of: 8) }
    bar.phase("encoding WebP")
    bar.finish()
    let lines = sink.text.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6 && lines.last == "")
    #expect(lines[0].hasPrefix("s 2/8 frames") && lines[3].hasPrefix("s 8/8 frames"))
    #expect(lines[4] == "s: encoding WebP…")
  }

  @MainActor @Test func theSummariesCountTheFramesWritten() throws {
    let out = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    // Frames 3…9 at 10 fps (0.3…0.9 s) are the push, every frame different.
    let command = try #require(
      try Flipbook.parseAsRoot([
        "render", "nav-push-slide", "--scenes", DocsOutputCommandTests.scenes, "--out", out.path, "--scale", "1",
        "--fps", "10", "--frames", "3..9", "--max-fps", "5",
      ]) as? Flipbook.Render)
    try command.run()
    let folder = out.appendingPathComponent("nav-push-slide")
    let frames = try RenderedFrames(folder: folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }
    #expect(files.count == 7)
    let summary = Flipbook.Render.summary(of: frames.manifest, written: files.count, seconds: 1, in: out)
    #expect(summary.hasPrefix("nav-push-slide: 7 frames 390x844 → "))
    var outputs = command.docsOutputs(in: out, scene: "nav-push-slide")
    outputs.gif = out.appendingPathComponent("again.gif")
    outputs.apng = out.appendingPathComponent("again.png")
    outputs.webp = out.appendingPathComponent("again.webp")
    var phases: [String] = []
    let lines = try outputs.write(from: frames) { phases.append($0) }
    #expect(phases == ["reading 7 frames", "encoding GIF", "encoding APNG", "encoding WebP"])
    let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: out.appendingPathComponent("again.gif"))))
    let apng = try APNGDecoder().decode([UInt8](Data(contentsOf: out.appendingPathComponent("again.png"))))
    let webp = try WebPDecoder().decode([UInt8](Data(contentsOf: out.appendingPathComponent("again.webp"))))
    #expect(lines.count == 3)
    #expect(lines[0].contains(", \(gif.frames.count) frames 390x844"), "\(lines)")
    #expect(lines[1].contains(", \(apng.frames.count) frames 390x844"), "\(lines)")
    #expect(lines[2].contains(", \(webp.frames.count) frames 390x844"), "\(lines)")
    // --max-fps 5 keeps 4 of the 7 frames; the GIF merges the last two (the push is over).
    #expect(gif.frames.count == 3)
  }
}
