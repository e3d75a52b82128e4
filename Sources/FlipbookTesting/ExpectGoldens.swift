import Foundation
import HeadlessUIKit
import Testing

/// Renders a scene file at the chosen moments and checks every frame against its golden —
/// the Swift Testing form. Each failing frame records an issue at the call site naming the
/// frame, the diff summary and the expected, actual and diff image paths.
///
/// Call it from a `@MainActor` test or suite; a nonisolated `async` test uses the `async` form
/// (`await expectGoldens(…)`).
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
///   - fileID: The caller's file ID (leave the default).
///   - filePath: The caller's file path (leave the default): the default goldens go beside it.
///   - line: The caller's line (leave the default): issues are recorded there.
///   - column: The caller's column (leave the default).
@MainActor
public func expectGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  recordIssues(
    GoldenAssertion.run(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, selection: selection, comparison: comparison,
      record: record, goldens: goldens, testFile: filePath),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The `async` form of ``expectGoldens(ofScene:scenesDirectory:at:scale:comparison:record:goldens:fileID:filePath:line:column:)``,
/// for nonisolated `async` tests (Swift Testing runs them off the main actor): `await
/// expectGoldens(ofScene: …)`.
@MainActor
public func expectGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) async {
  recordIssues(
    GoldenAssertion.run(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, selection: selection, comparison: comparison,
      record: record, goldens: goldens, testFile: filePath),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders a stage built in Swift at the chosen moments and checks every frame against its
/// golden — the Swift Testing form. `makeStage` is called twice (a stage runs once; the first run
/// finds transition progress points), so it must build a fresh stage each time.
@MainActor
public func expectGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column, stage makeStage: @MainActor () throws -> Stage
) {
  recordIssues(
    GoldenAssertion.run(
      name: name, selection: selection, comparison: comparison, record: record, goldens: goldens,
      testFile: filePath, makeStage: makeStage),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The `async` form of ``expectGoldens(named:at:comparison:record:goldens:fileID:filePath:line:column:stage:)``
/// for nonisolated `async` tests: `await expectGoldens(named: …) { makeStage() }`.
@MainActor
public func expectGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column, stage makeStage: @MainActor () throws -> Stage
) async {
  recordIssues(
    GoldenAssertion.run(
      name: name, selection: selection, comparison: comparison, record: record, goldens: goldens,
      testFile: filePath, makeStage: makeStage),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// One Swift Testing issue per failure message, at the caller's location.
private func recordIssues(_ messages: [String], at location: SourceLocation) {
  for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
}
