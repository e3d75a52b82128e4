import FlipbookTesting
import Foundation
import Graphics
import Testing

/// `expectGoldens` from a `@MainActor` suite: passes on matching goldens, and on a changed frame
/// records one issue at the caller's line with the diff summary and the paths.
@MainActor
@Suite("Test helpers")
struct AssertionHelperTests {
  /// Whether `issue` is the changed frame's failure, recorded at `line` of this file.
  nonisolated static func isChangedFrameFailure(_ issue: Issue, line: Int) -> Bool {
    GoldenFixture.isChangedFrameFailure("\(issue)") && issue.sourceLocation?.line == line
      && issue.sourceLocation?.fileName == "AssertionHelperTests.swift"
  }

  @Test func stageFormPassesOnMatchingGoldensAndFailsOnAChangedFrame() throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    expectGoldens(
      named: "tiny", at: .transitionQuarters, record: .never, goldens: fixture.matching, stage: TinyScene.makeStage)
    let line = #line + 2
    withKnownIssue {
      expectGoldens(
        named: "tiny", at: .transitionQuarters, record: .never, goldens: fixture.changed, stage: TinyScene.makeStage)
    } matching: { issue in
      Self.isChangedFrameFailure(issue, line: line)
        && "\(issue)".contains("flipbook-report/images/AssertionHelperTests.tiny")
    }
  }

  @Test func sceneFormPassesOnMatchingGoldensAndFailsOnAChangedFrame() throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.matching)
    let line = #line + 2
    withKnownIssue {
      expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.changed)
    } matching: {
      Self.isChangedFrameFailure($0, line: line)
    }
  }

  @Test func missingGoldensAreNamed() throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    withKnownIssue {
      expectGoldens(
        ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.root.appendingPathComponent("empty"))
    } matching: {
      "\($0)".contains("no golden (record mode never)")
    }
  }

  @Test func mainActorAsyncTestAwaitsTheHelper() async throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    await expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.matching)
    let line = #line + 2
    await withKnownIssue {
      await expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.changed)
    } matching: {
      Self.isChangedFrameFailure($0, line: line)
    }
  }
}

/// `expectGoldens` from nonisolated `async` tests (run off the main actor: the helper is
/// awaited) and from a `@MainActor` test in a nonisolated suite.
@Suite("Test helpers off the main actor")
struct NonisolatedAssertionHelperTests {
  @Test func nonisolatedAsyncTest() async throws {
    let fixture = try await GoldenFixture()
    defer { fixture.remove() }
    let (file, matching, changed) = (fixture.sceneFile.path, fixture.matching, fixture.changed)
    await expectGoldens(ofScene: file, record: .never, goldens: matching)
    await expectGoldens(named: "tiny", at: .transitionQuarters, record: .never, goldens: matching) {
      try TinyScene.makeStage()
    }
    let line = #line + 2
    await withKnownIssue {
      await expectGoldens(ofScene: file, record: .never, goldens: changed)
    } matching: {
      GoldenFixture.isChangedFrameFailure("\($0)") && $0.sourceLocation?.line == line
    }
  }

  @MainActor @Test func mainActorTest() throws {
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.matching)
    withKnownIssue {
      expectGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.changed)
    } matching: {
      GoldenFixture.isChangedFrameFailure("\($0)")
    }
  }
}
