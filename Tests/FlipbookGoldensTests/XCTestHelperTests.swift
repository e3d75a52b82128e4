import FlipbookTesting
import Foundation
import XCTest

/// `XCTAssertGoldens` from an XCTest case: frames matching a recorded store pass (the failing
/// path shares `GoldenAssertion` with `expectGoldens`, whose failures the Swift Testing suite checks).
final class XCTestHelperTests: XCTestCase {
  func testMatchingFramesPass() throws {
    try MainActor.assumeIsolated {
      let (store, artefacts, root) = try TinyScene.folders()
      defer { try? FileManager.default.removeItem(at: root) }
      let recorded = try TinyScene.verify(store, artefacts, .missing)
      XCTAssertEqual(recorded.frames.count, 5)
      XCTAssertGoldens(named: "tiny", at: .transitionQuarters, goldens: store.directory, stage: TinyScene.makeStage)
      let file = root.appendingPathComponent("tiny.yaml")
      try Data(TinyScene.yaml.utf8).write(to: file)
      XCTAssertGoldens(ofScene: file.path, goldens: store.directory)
    }
  }
}
