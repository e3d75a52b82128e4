import FlipbookTesting
import Foundation
import Graphics
import Testing

@MainActor
@Suite("Test helpers")
struct AssertionHelperTests {
  @Test func expectGoldensPassesOnMatchingFramesAndRecordsAnIssuePerFailingFrame() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    // The store is complete: passes in every mode the environment can choose (CI gives never).
    expectGoldens(named: "tiny", at: .transitionQuarters, goldens: store.directory, stage: TinyScene.makeStage)
    var golden = try #require(try store.golden(scene: "tiny", label: "transition1-push-p1.00"))
    golden[0, 0] = Bitmap.Pixel(r: 9, g: 9, b: 9)
    try store.record(golden, scene: "tiny", label: "transition1-push-p1.00")
    withKnownIssue {
      expectGoldens(
        named: "tiny", at: .transitionQuarters, record: .never, goldens: store.directory, stage: TinyScene.makeStage)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("transition1-push-p1.00") && text.contains("expected: ") && text.contains("actual: ")
        && text.contains("diff: ") && text.contains("output/golden-failures/AssertionHelperTests/tiny/")
    }
  }

  @Test func sceneFilesAreFoundByPath() throws {
    let (store, _, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("tiny.yaml")
    try Data(TinyScene.yaml.utf8).write(to: file)
    withKnownIssue {
      expectGoldens(ofScene: file.path, record: .never, goldens: store.directory)
    } matching: {
      "\($0)".contains("no golden (record mode never)")
    }
  }
}
