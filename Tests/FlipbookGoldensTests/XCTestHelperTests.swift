import FlipbookTesting
import Foundation
import XCTest

/// `XCTAssertGoldens` in every form Linux XCTest can run: a synchronous test method (on the
/// main thread), an `async` test method (`await`), `await MainActor.run { … }`, with the
/// goldens built in `setUp` and removed in `tearDown`. Each form passes on matching goldens and
/// fails on a changed frame with the diff summary and the paths, at the caller's line.
final class XCTestHelperTests: FailureCapturingTestCase {
  var fixture: GoldenFixture!

  override func setUp() {
    super.setUp()
    // Linux XCTest runs setUp on the main thread.
    fixture = MainActor.assumeIsolated { try! GoldenFixture() }
  }

  override func tearDown() {
    fixture.remove()
    fixture = nil
    super.tearDown()
  }

  func assertChangedFrameFailure(_ failures: [Failure], line: Int, file: StaticString = #filePath, at: UInt = #line) {
    XCTAssertEqual(failures.count, 1, "\(failures.map(\.message))", file: file, line: at)
    guard let failure = failures.first else { return }
    XCTAssertTrue(GoldenFixture.isChangedFrameFailure(failure.message), failure.message, file: file, line: at)
    XCTAssertEqual(failure.file, #filePath, file: file, line: at)
    XCTAssertEqual(failure.line, line, file: file, line: at)
  }

  func testSynchronousStageForm() {
    let matching = fixture.matching
    let changed = fixture.changed
    XCTAssertGoldens(
      named: "tiny", at: .transitionQuarters, record: .never, goldens: matching, stage: TinyScene.makeStage)
    var line = 0
    let failures = capturingFailures {
      line = #line + 1
      XCTAssertGoldens(
        named: "tiny", at: .transitionQuarters, record: .never, goldens: changed, stage: TinyScene.makeStage)
    }
    assertChangedFrameFailure(failures, line: line)
  }

  func testSynchronousSceneFileForm() {
    let file = fixture.sceneFile.path
    let matching = fixture.matching
    let changed = fixture.changed
    XCTAssertGoldens(ofScene: file, record: .never, goldens: matching)
    var line = 0
    let failures = capturingFailures {
      line = #line + 1
      XCTAssertGoldens(ofScene: file, record: .never, goldens: changed)
    }
    assertChangedFrameFailure(failures, line: line)
  }

  func testAsyncForm() async {
    let matching = fixture.matching
    let changed = fixture.changed
    await XCTAssertGoldens(
      named: "tiny", at: .transitionQuarters, record: .never, goldens: matching, stage: TinyScene.makeStage)
    var line = 0
    let failures = await capturingFailures {
      line = #line + 1
      await XCTAssertGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: changed)
    }
    assertChangedFrameFailure(failures, line: line)
  }

  func testMainActorRunForm() async {
    let file = fixture.sceneFile.path
    let matching = fixture.matching
    let changed = fixture.changed
    await MainActor.run { XCTAssertGoldens(ofScene: file, record: .never, goldens: matching) }
    var line = 0
    let failures = await capturingFailures {
      line = #line + 1
      await MainActor.run { XCTAssertGoldens(ofScene: file, record: .never, goldens: changed) }
    }
    assertChangedFrameFailure(failures, line: line)
  }

  func testOffTheMainThreadFailsSayingWhichFormToUse() async {
    let file = fixture.sceneFile.path
    let matching = fixture.matching
    /// A synchronous call made where no main thread is: a detached task.
    @Sendable func synchronousCall() { XCTAssertGoldens(ofScene: file, record: .never, goldens: matching) }
    let failures = await capturingFailures { await Task.detached { synchronousCall() }.value }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.message.contains("XCTAssertGoldens was called off the main thread") == true
        && failures.first?.message.contains("await XCTAssertGoldens(…)") == true,
      "\(failures.map(\.message))")
  }
}

/// A main-actor test case: Linux XCTest runs its `async` test methods (not synchronous ones:
/// discovery cannot call a main-actor synchronous method and the test process crashes), and the
/// helpers are awaited there.
@MainActor
final class MainActorXCTestHelperTests: FailureCapturingTestCase {
  var fixture: GoldenFixture!

  override func setUp() async throws {
    fixture = try GoldenFixture()
  }

  override func tearDown() async throws {
    fixture.remove()
  }

  func testMainActorAsyncForms() async {
    // In an `async` context the `async` form is chosen: `await` it.
    await XCTAssertGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.matching)
    var line = 0
    let failures = await capturingFailures {
      line = #line + 1
      await XCTAssertGoldens(named: "tiny", at: .transitionQuarters, record: .never, goldens: fixture.changed) {
        try TinyScene.makeStage()
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first.map { GoldenFixture.isChangedFrameFailure($0.message) } == true)
    XCTAssertEqual(failures.first?.line, line)
  }
}
