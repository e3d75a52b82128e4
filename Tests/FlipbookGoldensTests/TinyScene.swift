import FlipbookGoldens
import Foundation
import HeadlessUIKit
import SceneFormat

/// A 60×40 px scene at 10 fps: a slide push of 0.4 s starting at 0.2 s, so progress 0, ¼, ½, ¾, 1
/// fall on frames 2…6.
@MainActor
enum TinyScene {
  static let yaml = """
    fps: 10
    duration: 1
    window: { width: 60, height: 40, scale: 1 }
    screens:
      A:
        background: white
        views:
          - { frame: [6, 6, 30, 20], background: systemBlue, cornerRadius: 5 }
      B:
        background: systemGray6
        views:
          - { frame: [10, 10, 40, 20], background: systemOrange, cornerRadius: 4 }
    root: { navigation: A }
    script:
      - { at: 0.2, push: B, animator: { name: slide, duration: 0.4 } }
    """

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
