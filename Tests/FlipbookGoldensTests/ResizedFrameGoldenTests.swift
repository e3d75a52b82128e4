import FlipbookGoldens
import Foundation
import Graphics
import ImageDiff
import SceneFormat
import Testing

/// Goldens of a scene whose window is resized (`Scenes/rotate.yaml`): a frame whose size
/// differs from its golden's fails with a size mismatch naming both sizes — no pixel compared,
/// no crash — and the report is still written.
@MainActor
@Suite("Goldens of resized frames")
struct ResizedFrameGoldenTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenes")

  @Test func aFrameOfAnotherSizeThanItsGoldenFailsWithASizeMismatch() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-resized-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let scene = try SceneLoader.load(contentsOf: Self.scenes.appendingPathComponent("rotate.yaml"))
    let selection = FrameSelection([.time(0), .time(0.8)])
    let store = GoldenStore(directory: root.appendingPathComponent("goldens"))
    func verify(_ mode: RecordMode) throws -> SceneVerification {
      try GoldenVerifier(store: store, record: mode, artefacts: root.appendingPathComponent("artefacts")).verify(
        scene: "rotate", selection: selection, stage: { SceneBuilder.build(scene, fps: 10, scale: 1) })
    }
    let recorded = try verify(.missing)
    #expect(recorded.frames.count == 2)
    // The landscape frame's golden is replaced by a portrait-sized image.
    let landscape = recorded.frames[1].frame.label
    try store.record(Bitmap(width: 390, height: 844), scene: "rotate", label: landscape)
    let checked = try verify(.never)
    #expect(checked.frames[0].outcome == .matched)
    #expect(checked.frames[1].outcome == .different)
    #expect(
      checked.frames[1].result?.failures == [
        .sizeMismatch(expectedWidth: 390, expectedHeight: 844, actualWidth: 844, actualHeight: 390)
      ])
    let report = try ReportWriter(folder: root.appendingPathComponent("report")).write([checked], recordMode: .never)
    #expect(!report.passed)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("report/index.html").path))
  }
}
