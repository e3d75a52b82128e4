import Foundation
import HeadlessUIKit
import XCTest

/// Checks a scene's transition trace, and the display lists of chosen moments, against text
/// goldens (`transition.trace.txt`, `<label>.displaylist.txt` beside the PNG goldens) — the
/// XCTest form of `expectTraceGoldens`. Calls `XCTFail` at `file`/`line` once per failing text,
/// with a unified diff from the golden to the actual text.
///
/// Callable from a plain synchronous test method (Linux XCTest runs it on the main thread; the
/// helper enters the main actor there) and from main-actor code; `async` tests use the `async`
/// form.
///
/// ```swift
/// func testPushCallsInOrder() {
///   XCTAssertTraceGoldens(ofScene: "nav-push-slide", displayListsAt: .progress([0.5]))
/// }
/// ```
public func XCTAssertTraceGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, displayListsAt selection: FrameSelection? = nil,
  scale: Double? = nil, record: RecordMode? = nil, goldens: URL? = nil, isolation: isolated (any Actor)? = #isolation,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let messages = GoldenAssertion.onMainThread("XCTAssertTraceGoldens", isolation: isolation) {
    GoldenAssertion.runText(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, displayLists: selection, record: record,
      goldens: goldens, testFile: "\(file)")
  }
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The `async` form of ``XCTAssertTraceGoldens(ofScene:scenesDirectory:displayListsAt:scale:record:goldens:file:line:)``.
@MainActor
public func XCTAssertTraceGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, displayListsAt selection: FrameSelection? = nil,
  scale: Double? = nil, record: RecordMode? = nil, goldens: URL? = nil, file: StaticString = #filePath,
  line: UInt = #line
) async {
  let messages = GoldenAssertion.runText(
    scene: scene, scenesDirectory: scenesDirectory, scale: scale, displayLists: selection, record: record,
    goldens: goldens, testFile: "\(file)")
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The XCTest form for a stage built in Swift: checks its trace and chosen display lists
/// against text goldens under `name`. `makeStage` must build a fresh stage on each call.
public func XCTAssertTraceGoldens(
  named name: String, displayListsAt selection: FrameSelection? = nil, record: RecordMode? = nil,
  goldens: URL? = nil, isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath,
  line: UInt = #line,
  stage makeStage: @MainActor () throws -> Stage
) {
  let messages = GoldenAssertion.onMainThread("XCTAssertTraceGoldens", isolation: isolation) {
    GoldenAssertion.runText(
      name: name, displayLists: selection, record: record, goldens: goldens, testFile: "\(file)",
      makeStage: makeStage)
  }
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The `async` form of ``XCTAssertTraceGoldens(named:displayListsAt:record:goldens:file:line:stage:)``.
@MainActor
public func XCTAssertTraceGoldens(
  named name: String, displayListsAt selection: FrameSelection? = nil, record: RecordMode? = nil,
  goldens: URL? = nil, file: StaticString = #filePath, line: UInt = #line,
  stage makeStage: @MainActor () throws -> Stage
) async {
  let messages = GoldenAssertion.runText(
    name: name, displayLists: selection, record: record, goldens: goldens, testFile: "\(file)",
    makeStage: makeStage)
  for message in messages { XCTFail(message, file: file, line: line) }
}
