import Foundation
import HeadlessUIKit

/// The shared core of ``expectGoldens(ofScene:scenesDirectory:at:scale:comparison:record:goldens:fileID:filePath:line:column:)``
/// and `XCTAssertGoldens`: resolves default paths from the calling test file and returns the
/// failure messages (empty when every frame matched).
@MainActor
enum GoldenAssertion {
  static func run(
    name: String, selection: FrameSelection, comparison: ImageComparison, record: RecordMode?, goldens: URL?,
    testFile: String, makeStage: () throws -> Stage
  ) -> [String] {
    do {
      let mode = try RecordMode.resolve(record)
      let root = try PackageRoot.containing(testFile)
      let testName = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
      let verifier = GoldenVerifier(
        store: goldens.map(GoldenStore.init(directory:)) ?? .beside(testFile: testFile), record: mode,
        comparison: comparison,
        artefacts: root.appendingPathComponent("output/golden-failures/\(testName)", isDirectory: true))
      return try verifier.verify(scene: name, selection: selection, stage: makeStage).failureMessages
    } catch {
      return ["\(name): \(error)"]
    }
  }

  static func scene(
    _ scene: String, scenesDirectory: URL?, scale: Double?, testFile: String
  ) throws -> SceneGoldens {
    let folder = try scenesDirectory ?? PackageRoot.containing(testFile).appendingPathComponent("Scenes")
    return try SceneGoldens(scene, scenesDirectory: folder, scale: scale)
  }
}
