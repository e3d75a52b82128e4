import Foundation
import Testing

@testable import FlipbookRender

/// `RenderManifest.jsonData()` encodes the frames in batches and splices them in, and
/// `write(to:)` streams the same batches to the file: the bytes must be exactly one
/// `JSONEncoder` call's, for any frame count around the batch size.
@Suite("Manifest JSON in batches")
struct ManifestEncodingTests {
  static func manifest(frames count: Int) -> RenderManifest {
    let frames = (0..<count).map { (i: Int) -> RenderManifest.Frame in
      let operation = i % 2 == 0 ? "push" : "pop"
      let phase = RenderManifest.Phase(operation: operation, progress: Double(i % 37) / 36.5)
      let time = Double(i) / 60
      return RenderManifest.Frame(
        index: i, time: time, file: StageRenderer.fileName(forFrame: i), transitions: i % 3 == 0 ? [] : [phase])
    }
    return RenderManifest(
      scene: "batch \"test\"/frames", size: .init(width: 390, height: 844), scale: 2,
      pixelSize: .init(width: 780, height: 1688), fps: 60, duration: Double(count) / 60, timeScale: 1,
      frameCount: count, frames: frames, renderStack: ["cairo": "1.16.0", "arch": "x86_64"],
      warnings: count == 1 ? ["a warning with \"frames\" : [ in it"] : [])
  }

  @Test(arguments: [0, 1, 2, RenderManifest.framesPerBatch - 1, RenderManifest.framesPerBatch, 600])
  func batchedBytesEqualOneEncoderCall(frames: Int) throws {
    let manifest = Self.manifest(frames: frames)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var expected = try encoder.encode(manifest)
    expected.append(0x0A)
    let data = try manifest.jsonData()
    #expect(data == expected)
    #expect(try JSONDecoder().decode(RenderManifest.self, from: data) == manifest)
    // Written to a file batch by batch: the same bytes.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("manifest.json")
    try manifest.write(to: file)
    #expect(try Data(contentsOf: file) == expected)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["manifest.json"])
  }
}
