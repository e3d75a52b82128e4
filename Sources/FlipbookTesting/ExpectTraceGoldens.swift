import Foundation
import HeadlessUIKit
import Testing

/// Checks a scene's transition trace, and the display lists of chosen moments, against text
/// goldens — the Swift Testing form. The trace (every delegate question, animator and
/// interaction call, appearance callback and completion, in order, with its frame's time) is
/// `<goldens>/<scene>/transition.trace.txt`; each display list (what would be drawn, numbers
/// rounded) is `<goldens>/<scene>/<label>.displaylist.txt`, beside the PNG goldens. The record
/// modes are the image goldens'. A changed text records an issue with a unified diff from the
/// golden to the actual text and the paths of both.
///
/// ```swift
/// @MainActor @Test func pushCallsInOrder() {
///   expectTraceGoldens(ofScene: "nav-push-slide", displayListsAt: .progress([0.5]))
/// }
/// ```
///
/// - Parameters:
///   - scene: A scene file path, or a name in `scenesDirectory`.
///   - scenesDirectory: Where names are looked up (default: `<package>/Scenes`).
///   - selection: The moments whose display lists are goldens too (default: none, the trace
///     only).
///   - scale: Overrides the scene's scale.
///   - record: Overrides `FLIPBOOK_RECORD` (ignored on CI, where nothing is recorded).
///   - goldens: The store folder (default: `__Goldens__` beside the calling file).
///   - fileID: The caller's file ID (leave the default).
///   - filePath: The caller's file path (leave the default): the default goldens go beside it.
///   - line: The caller's line (leave the default): issues are recorded there.
///   - column: The caller's column (leave the default).
@MainActor
public func expectTraceGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, displayListsAt selection: FrameSelection? = nil,
  scale: Double? = nil, record: RecordMode? = nil, goldens: URL? = nil, fileID: String = #fileID,
  filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  recordTextIssues(
    GoldenAssertion.runText(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, displayLists: selection, record: record,
      goldens: goldens, testFile: filePath),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The `async` form of ``expectTraceGoldens(ofScene:scenesDirectory:displayListsAt:scale:record:goldens:fileID:filePath:line:column:)``
/// for nonisolated `async` tests: `await expectTraceGoldens(ofScene: …)`.
@MainActor
public func expectTraceGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, displayListsAt selection: FrameSelection? = nil,
  scale: Double? = nil, record: RecordMode? = nil, goldens: URL? = nil, fileID: String = #fileID,
  filePath: String = #filePath, line: Int = #line, column: Int = #column
) async {
  recordTextIssues(
    GoldenAssertion.runText(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, displayLists: selection, record: record,
      goldens: goldens, testFile: filePath),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks the trace and chosen display lists of a stage built in Swift against text goldens
/// under `name` — the Swift Testing form. `makeStage` must build a fresh stage on each call
/// (a stage runs once; with `displayListsAt`, one run resolves the moments).
@MainActor
public func expectTraceGoldens(
  named name: String, displayListsAt selection: FrameSelection? = nil, record: RecordMode? = nil,
  goldens: URL? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column, stage makeStage: @MainActor () throws -> Stage
) {
  recordTextIssues(
    GoldenAssertion.runText(
      name: name, displayLists: selection, record: record, goldens: goldens, testFile: filePath, makeStage: makeStage),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The `async` form of ``expectTraceGoldens(named:displayListsAt:record:goldens:fileID:filePath:line:column:stage:)``.
@MainActor
public func expectTraceGoldens(
  named name: String, displayListsAt selection: FrameSelection? = nil, record: RecordMode? = nil,
  goldens: URL? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column, stage makeStage: @MainActor () throws -> Stage
) async {
  recordTextIssues(
    GoldenAssertion.runText(
      name: name, displayLists: selection, record: record, goldens: goldens, testFile: filePath, makeStage: makeStage),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// One Swift Testing issue per failure message, at the caller's location.
private func recordTextIssues(_ messages: [String], at location: SourceLocation) {
  for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: location) }
}
