import Foundation
import HeadlessUIKit
import Testing

/// Renders a scene file at the chosen moments and checks every frame against its golden —
/// the Swift Testing form. Each failing frame records an issue naming the frame and the expected,
/// actual and diff image paths.
///
/// ```swift
/// @MainActor @Test func pushGoldens() {
///   expectGoldens(ofScene: "nav-push-slide", at: .transitionQuarters, scale: 1)
/// }
/// ```
///
/// - Parameters:
///   - scene: A scene file path, or a name in `scenesDirectory`.
///   - scenesDirectory: Where names are looked up (default: `<package>/Scenes`).
///   - selection: The moments (default: progress 0, ¼, ½, ¾, 1 of every transition).
///   - scale: Overrides the scene's scale (1 keeps goldens small).
///   - comparison: Strict by default.
///   - record: Overrides `FLIPBOOK_RECORD` (ignored on CI, where nothing is recorded).
///   - goldens: The store folder (default: `__Goldens__` beside the calling file).
@MainActor
public func expectGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let subject: SceneGoldens
  do {
    subject = try GoldenAssertion.scene(scene, scenesDirectory: scenesDirectory, scale: scale, testFile: filePath)
  } catch {
    Issue.record(Comment(rawValue: "scene '\(scene)': \(error)"), sourceLocation: location)
    return
  }
  for message in GoldenAssertion.run(
    name: subject.name, selection: selection, comparison: comparison, record: record, goldens: goldens,
    testFile: filePath, makeStage: subject.makeStage)
  {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// Renders a stage built in Swift at the chosen moments and checks every frame against its
/// golden — the Swift Testing form. `makeStage` is called twice (a stage runs once; the first run
/// finds transition progress points), so it must build a fresh stage each time.
@MainActor
public func expectGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column, stage makeStage: () throws -> Stage
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for message in GoldenAssertion.run(
    name: name, selection: selection, comparison: comparison, record: record, goldens: goldens, testFile: filePath,
    makeStage: makeStage)
  {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}
