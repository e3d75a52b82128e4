import Foundation
import TestSupport
import Testing

@testable import flipbook

/// `--max-memory` past the frame buffers (issue 17): offscreen group surfaces and the copies an
/// animation is encoded from are checked before they are allocated, and the error names the
/// scene file, the frame, the view and what asked for how much.
@Suite("flipbook --max-memory beyond frame buffers")
@MainActor
struct MemoryLimitCommandTests {
  /// A 100 × 50 pt scene at 1× whose view `outer` (half transparent, full window) holds the
  /// half-transparent full-window view `inner`: two nested group surfaces of 20,000 bytes.
  static let nestedGroups = """
    fps: 10
    duration: 0.2
    window: { width: 100, height: 50, scale: 1 }
    screens:
      A:
        background: white
        views:
          - id: outer
            frame: [0, 0, 100, 50]
            alpha: 0.5
            background: red
            subviews:
              - { frame: [5, 5, 10, 10], background: blue }
              - id: inner
                frame: [0, 0, 100, 50]
                alpha: 0.5
                background: green
                subviews:
                  - { frame: [5, 5, 10, 10], background: blue }
    root: { screen: A }

    """

  static func write(_ yaml: String, in folder: URL, file: String) throws -> URL {
    let url = folder.appendingPathComponent(file)
    try Data(yaml.utf8).write(to: url)
    return url
  }

  /// 5,000 pixels × 20 bytes (one worker's frame buffers, one frame-sized group among them):
  /// the second, nested group does not fit.
  @Test func nestedGroupsPastTheLimitNameTheFileFrameViewAndSizes() throws {
    let root = try RobustnessCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try Self.write(Self.nestedGroups, in: root, file: "nested.yaml")
    let out = root.appendingPathComponent("out")
    let result = RobustnessCommandTests.run(["render", scene.path, "--out", out.path, "--max-memory", "100000"])
    #expect(result.code == 1, "\(result.message)")
    let message = result.message
    #expect(message.contains("nested.yaml: scene 'nested', frame 0: "), "\(message)")
    #expect(message.contains("view 'inner' (UIView at "), "\(message)")
    #expect(message.contains("opacity group (alpha 0.5)"), "\(message)")
    #expect(message.contains("a 100×50 group surface needs 20 KiB with 20 KiB already in use"), "\(message)")
    #expect(message.contains("(--max-memory)"), "\(message)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("nested").path))
    // Twice the limit holds both groups (with one worker: two would share it).
    let fits = RobustnessCommandTests.run([
      "render", scene.path, "--out", out.path, "--max-memory", "200000", "--jobs", "1",
    ])
    #expect(fits.code == 0, "\(fits.message)")
  }

  /// The tiny scene (11 frames of 2,400 pixels) renders in 220 KiB, but its GIF needs the
  /// frames (4 bytes a pixel) and the GIF's copy with its indices (5): 237,600 bytes.
  @Test func aGIFPastTheLimitIsRefusedNamingWhatItHolds() throws {
    let root = try RobustnessCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try TinySceneFile.write(in: root)
    let out = root.appendingPathComponent("out")
    let plain = RobustnessCommandTests.run(["render", scene.path, "--out", out.path, "--max-memory", "220K"])
    #expect(plain.code == 0, "\(plain.message)")
    let result = RobustnessCommandTests.run([
      "render", scene.path, "--out", out.path, "--gif", "--max-memory", "220K",
    ])
    #expect(result.code != 0)
    #expect(
      result.message.contains(
        "an animation of 11 frames of 2400 pixels (9 bytes a pixel for GIF) needs about 232 KiB, more than --max-memory 220 KiB"
      ), "\(result.message)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tiny.gif").path))
    let both = RobustnessCommandTests.run([
      "render", scene.path, "--out", out.path, "--gif", "--apng", "--max-memory", "1M",
    ])
    #expect(both.code == 0, "\(both.message)")
  }
}
