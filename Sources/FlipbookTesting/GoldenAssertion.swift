import Foundation
import HeadlessUIKit

/// The shared core of `expectGoldens` and `XCTAssertGoldens`: resolves default paths from the
/// calling test file, verifies, and returns the failure messages (empty when every frame
/// matched).
@MainActor
enum GoldenAssertion {
  /// Verifies a scene file (a path, or a name in `scenesDirectory`, default `<package>/Scenes`).
  static func run(
    scene: String, scenesDirectory: URL?, scale: Double?, selection: FrameSelection, comparison: ImageComparison,
    record: RecordMode?, goldens: URL?, testFile: String
  ) -> [String] {
    let subject: SceneGoldens
    do {
      let folder = try scenesDirectory ?? PackageRoot.containing(testFile).appendingPathComponent("Scenes")
      subject = try SceneGoldens(scene, scenesDirectory: folder, scale: scale)
    } catch {
      return ["scene '\(scene)': \(error)"]
    }
    return run(
      name: subject.name, selection: selection, comparison: comparison, record: record, goldens: goldens,
      testFile: testFile, makeStage: subject.makeStage)
  }

  /// Verifies the stages `makeStage` builds (it is called twice: a stage runs once).
  static func run(
    name: String, selection: FrameSelection, comparison: ImageComparison, record: RecordMode?, goldens: URL?,
    testFile: String, makeStage: @MainActor () throws -> Stage
  ) -> [String] {
    do {
      let mode = try RecordMode.resolve(record)
      let entry = try TestRunReport.shared.begin(scene: name, testFile: testFile)
      let verifier = GoldenVerifier(
        store: goldens.map(GoldenStore.init(directory:)) ?? .beside(testFile: testFile), record: mode,
        comparison: comparison, artefacts: entry.artefacts)
      let verification = try verifier.verify(scene: name, selection: selection, stage: makeStage)
      let report = try TestRunReport.shared.add(verification, as: entry)
      return verification.failureMessages.map { $0 + "\n  report: \(report.path)" }
    } catch {
      return ["\(name): \(error)"]
    }
  }

  /// Checks the text goldens (trace, display lists) of a scene file.
  static func runText(
    scene: String, scenesDirectory: URL?, scale: Double?, displayLists: FrameSelection?, record: RecordMode?,
    goldens: URL?, testFile: String
  ) -> [String] {
    let subject: SceneGoldens
    do {
      let folder = try scenesDirectory ?? PackageRoot.containing(testFile).appendingPathComponent("Scenes")
      subject = try SceneGoldens(scene, scenesDirectory: folder, scale: scale)
    } catch {
      return ["scene '\(scene)': \(error)"]
    }
    return runText(
      name: subject.name, displayLists: displayLists, record: record, goldens: goldens, testFile: testFile,
      makeStage: subject.makeStage)
  }

  /// Checks the text goldens (trace, display lists) of the stages `makeStage` builds (called
  /// twice when `displayLists` is given, once otherwise).
  static func runText(
    name: String, displayLists: FrameSelection?, record: RecordMode?, goldens: URL?, testFile: String,
    makeStage: @MainActor () throws -> Stage
  ) -> [String] {
    do {
      let mode = try RecordMode.resolve(record)
      let entry = try TestRunReport.shared.begin(scene: name, testFile: testFile)
      let verifier = TextGoldenVerifier(
        store: goldens.map(GoldenStore.init(directory:)) ?? .beside(testFile: testFile), record: mode,
        artefacts: entry.artefacts)
      let checks = try TraceGoldens.verify(
        scene: name, displayLists: displayLists, verifier: verifier, stage: makeStage)
      return checks.filter(\.outcome.isFailure).map(\.message)
    } catch {
      return ["\(name): \(error)"]
    }
  }

  /// Runs `body` on the main actor from synchronous code that is on it: code isolated to the
  /// main actor (`isolation`, the caller's `#isolation`: a `@MainActor` Swift Testing test,
  /// which on Linux need not run on the main thread) or code on the main thread (where Linux
  /// XCTest runs synchronous test methods, `setUp` and `tearDown`). Elsewhere it returns the
  /// message saying which form to use instead.
  nonisolated static func onMainThread(
    _ api: String, isolation: (any Actor)?, _ body: @MainActor () -> [String]
  ) -> [String] {
    let onMainActor = isolation.map { ($0 as AnyObject) === MainActor.shared } ?? false
    guard onMainActor || Thread.isMainThread else {
      return [
        "\(api) was called off the main thread (Flipbook's UIKit model lives on the main actor): in an async test "
          + "write `await \(api)(…)`, or call it from a synchronous test method or from `await MainActor.run { … }`"
      ]
    }
    return MainActor.assumeIsolated(body)
  }
}
