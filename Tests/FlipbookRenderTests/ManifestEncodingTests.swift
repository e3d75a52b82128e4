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

  /// A frame record keeps none or one transition inline and more in an array, but reads,
  /// compares and encodes as the plain list: `transitions` always present in the JSON (`[]`
  /// when idle), `pixelSize` only when set; manifests written before decode the same.
  @Test func frameRecordsEncodeTheirTransitionsAsAList() throws {
    let push = RenderManifest.Phase(operation: "push", progress: 0.25)
    let pop = RenderManifest.Phase(operation: "pop", progress: 0.75)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for phases in [[], [push], [push, pop], [pop, push, pop]] {
      for size in [nil, RenderManifest.PixelSize(width: 3, height: 4)] {
        var frame = RenderManifest.Frame(
          index: 7, time: 0.5, file: "frame-0007.png", transitions: phases, pixelSize: size)
        #expect(frame.transitions == phases)
        let json = try #require(String(data: try encoder.encode(frame), encoding: .utf8))
        let list = phases.map { #"{"operation":"\#($0.operation)","progress":\#($0.progress)}"# }.joined(separator: ",")
        let sizeJSON = size == nil ? "" : #","pixelSize":{"height":4,"width":3}"#
        #expect(json == #"{"file":"frame-0007.png","index":7\#(sizeJSON),"time":0.5,"transitions":[\#(list)]}"#)
        #expect(try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(json.utf8)) == frame)
        // Setting the list replaces it, whatever its length was.
        frame.transitions = [pop]
        #expect(frame.transitions == [pop])
        #expect(
          frame
            == RenderManifest.Frame(index: 7, time: 0.5, file: "frame-0007.png", transitions: [pop], pixelSize: size))
      }
    }
    // A frame without a `transitions` key is malformed, as before.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RenderManifest.Frame.self, from: Data(#"{"index":0,"time":0,"file":"f.png"}"#.utf8))
    }
  }
}
