import Foundation
import SceneFormat
import Testing

/// The package root: three levels up from `Tests/SceneFormatTests/<file>.swift`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The gallery folder.
let scenesDirectory = packageRoot.appendingPathComponent("Scenes")

/// Parses `yaml` as the file `Scenes/x.yaml`.
func parse(_ yaml: String, file: String = "Scenes/x.yaml") throws -> SceneDescription {
  try SceneLoader.parse(yaml, sourcePath: file, defaultName: "x")
}

/// The error parsing `yaml` throws; records an issue when it parses.
func parseError(
  _ yaml: String, file: String = "Scenes/x.yaml", sourceLocation: SourceLocation = #_sourceLocation
) -> SceneError? {
  #expect(throws: SceneError.self, sourceLocation: sourceLocation) { try parse(yaml, file: file) }
}

/// A valid scene: two screens, A on the navigation stack, B pushed at 0.5 s. Lines 1–14.
let validScene = """
  fps: 30
  duration: 2
  window:
    width: 390
    height: 844
  screens:
    A:
      views:
        - frame: [0, 0, 10, 10]
    B: {}
  root: { navigation: A }
  script:
    - at: 0.5
      push: B
  """

/// A fresh temporary folder, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("SceneFormatTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
