import FlipbookGoldens
import Foundation
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
