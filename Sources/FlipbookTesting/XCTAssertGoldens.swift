import Foundation
import HeadlessUIKit
import XCTest

/// Renders a scene file at the chosen moments and checks every frame against its golden — the
/// XCTest form of `expectGoldens`. Calls `XCTFail` once per failing frame, at `file`/`line`,
/// with the diff summary and the expected, actual and diff paths.
///
/// Callable from a plain synchronous test method (Linux XCTest runs those, `setUp` and
/// `tearDown` on the main thread; the helper enters the main actor there) and from
/// main-actor code (checked through the caller's `#isolation`, not the thread). Elsewhere it
/// fails, saying to use the `async` form.
///
/// ```swift
/// final class PushTests: XCTestCase {
///   func testPush() {
///     XCTAssertGoldens(ofScene: "nav-push-slide", at: .transitionQuarters, scale: 1)
///   }
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
///   - isolation: The caller's actor (leave the default): from main-actor code, such as a
///     `@MainActor` Swift Testing test (which on Linux may run off the main thread), the helper
///     runs on the main actor; from nonisolated code it must be on the main thread.
///   - file: The caller's file (leave the default): failures are reported there, and the
///     default goldens go beside it.
///   - line: The caller's line (leave the default).
public func XCTAssertGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  isolation: isolated (any Actor)? = #isolation, file: StaticString = #filePath, line: UInt = #line
) {
  let messages = GoldenAssertion.onMainThread("XCTAssertGoldens", isolation: isolation) {
    GoldenAssertion.run(
      scene: scene, scenesDirectory: scenesDirectory, scale: scale, selection: selection, comparison: comparison,
      record: record, goldens: goldens, testFile: "\(file)")
  }
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The `async` form of ``XCTAssertGoldens(ofScene:scenesDirectory:at:scale:comparison:record:goldens:file:line:)``,
/// for `async` test methods (which Linux XCTest runs off the main thread): `await
/// XCTAssertGoldens(ofScene: …)`.
@MainActor
public func XCTAssertGoldens(
  ofScene scene: String, scenesDirectory: URL? = nil, at selection: FrameSelection = .transitionQuarters,
  scale: Double? = nil, comparison: ImageComparison = .strict, record: RecordMode? = nil, goldens: URL? = nil,
  file: StaticString = #filePath, line: UInt = #line
) async {
  let messages = GoldenAssertion.run(
    scene: scene, scenesDirectory: scenesDirectory, scale: scale, selection: selection, comparison: comparison,
    record: record, goldens: goldens, testFile: "\(file)")
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The XCTest form for a stage built in Swift: renders the stages `makeStage` builds at the
/// chosen moments and checks every frame against its golden. `makeStage` is called twice (a
/// stage runs once; the first run finds transition progress points), so it must build a fresh
/// stage each call. Callable from synchronous test methods and main-actor code, as the scene
/// form.
public func XCTAssertGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, isolation: isolated (any Actor)? = #isolation,
  file: StaticString = #filePath, line: UInt = #line,
  stage makeStage: @MainActor () throws -> Stage
) {
  let messages = GoldenAssertion.onMainThread("XCTAssertGoldens", isolation: isolation) {
    GoldenAssertion.run(
      name: name, selection: selection, comparison: comparison, record: record, goldens: goldens,
      testFile: "\(file)", makeStage: makeStage)
  }
  for message in messages { XCTFail(message, file: file, line: line) }
}

/// The `async` form of ``XCTAssertGoldens(named:at:comparison:record:goldens:file:line:stage:)``
/// for `async` test methods: `await XCTAssertGoldens(named: …) { makeStage() }`.
@MainActor
public func XCTAssertGoldens(
  named name: String, at selection: FrameSelection, comparison: ImageComparison = .strict,
  record: RecordMode? = nil, goldens: URL? = nil, file: StaticString = #filePath, line: UInt = #line,
  stage makeStage: @MainActor () throws -> Stage
) async {
  let messages = GoldenAssertion.run(
    name: name, selection: selection, comparison: comparison, record: record, goldens: goldens,
    testFile: "\(file)", makeStage: makeStage)
  for message in messages { XCTFail(message, file: file, line: line) }
}
