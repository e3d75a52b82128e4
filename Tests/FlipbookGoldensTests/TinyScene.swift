import FlipbookGoldens
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import TestSupport

/// The shared tiny scene (TestSupport's `TinySceneFile`) as stages and a scratch golden store.
@MainActor
enum TinyScene {
  static let yaml = TinySceneFile.yaml

  static func description() throws -> SceneDescription {
    try SceneLoader.parse(yaml, sourcePath: "tiny.yaml", defaultName: "tiny")
  }

  static func makeStage() throws -> Stage { SceneBuilder.build(try description()) }

  /// A fresh store and artefacts folder in a temporary directory.
  static func folders() throws -> (store: GoldenStore, artefacts: URL, root: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return (
      GoldenStore(directory: root.appendingPathComponent("__Goldens__")), root.appendingPathComponent("failures"), root
    )
  }

  static func verify(_ store: GoldenStore, _ artefacts: URL, _ mode: RecordMode) throws -> SceneVerification {
    try GoldenVerifier(store: store, record: mode, artefacts: artefacts).verify(
      scene: "tiny", selection: .transitionQuarters, stage: makeStage)
  }
}

/// Two golden stores of the tiny scene in a temporary folder: `matching` (recorded from the
/// scene) and `changed` (the same with one pixel of the `transition1-push-p1.00` golden
/// altered), plus the scene file. Build it in `setUp`, remove it in `tearDown`.
@MainActor
struct GoldenFixture {
  nonisolated static let changedLabel = "transition1-push-p1.00"
  let root: URL
  let matching: URL
  let changed: URL
  let sceneFile: URL

  init() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    self.root = root
    _ = try TinyScene.verify(store, artefacts, .missing)
    let changedStore = GoldenStore(directory: root.appendingPathComponent("changed"))
    for scene in ["tiny"] {
      for file in store.files() where file.hasPrefix(scene + "/") {
        let target = changedStore.directory.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: store.directory.appendingPathComponent(file), to: target)
      }
    }
    guard var golden = try changedStore.golden(scene: "tiny", label: Self.changedLabel) else {
      throw GoldenError.invalidFramePoint(scene: "tiny", point: Self.changedLabel, reason: "not recorded")
    }
    golden[0, 0] = Bitmap.Pixel(r: 9, g: 9, b: 9)
    try changedStore.record(golden, scene: "tiny", label: Self.changedLabel)
    matching = store.directory
    changed = changedStore.directory
    sceneFile = try TinySceneFile.write(in: root)
  }

  nonisolated func remove() { try? FileManager.default.removeItem(at: root) }

  /// Whether `message` is the failure of the changed frame: its label, the diff summary and
  /// the expected, actual and diff paths.
  nonisolated static func isChangedFrameFailure(_ message: String) -> Bool {
    message.contains("tiny \(changedLabel) (frame 7") && message.contains("1 of 2400 pixels differ")
      && message.contains("expected: ") && message.contains("/changed/tiny/\(changedLabel).png")
      && message.contains("actual: ") && message.contains("diff: ") && message.contains("report: ")
      && message.hasSuffix("/index.html")
  }
}
