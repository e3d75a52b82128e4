import FlipbookGoldens
import Foundation
import Graphics
import Testing

@testable import FlipbookTesting

/// Text goldens of the trace and display lists (`expectTraceGoldens`, `TextGoldenVerifier`):
/// recorded beside the PNG goldens, verified, re-recorded as the record modes say, and a
/// changed callback order fails with a unified diff.
@MainActor
@Suite("Trace and display-list goldens")
struct TraceGoldenTests {
  static let halfway = "transition1-push-p0.50.displaylist.txt"

  /// A scratch store with the tiny scene's trace and its display list at ½ recorded through the
  /// library with an explicit mode (so this works on CI, where the helpers never record).
  static func recorded() throws -> (store: GoldenStore, root: URL) {
    let (store, artefacts, root) = try TinyScene.folders()
    let checks = try TraceGoldens.verify(
      scene: "tiny", displayLists: .progress([0.5]),
      verifier: TextGoldenVerifier(store: store, record: .missing, artefacts: artefacts), stage: TinyScene.makeStage)
    #expect(checks.map(\.outcome) == [.recorded(reason: "missing"), .recorded(reason: "missing")])
    return (store, root)
  }

  @Test(.enabled(if: !RecordMode.isCI(ProcessInfo.processInfo.environment), "CI never records"))
  func theHelperRecordsMissingTextGoldensAndFailsSayingSo() throws {
    let (store, _, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    withKnownIssue {
      expectTraceGoldens(
        named: "tiny", displayListsAt: .progress([0.5]), record: .missing, goldens: store.directory,
        stage: TinyScene.makeStage)
    } matching: {
      "\($0)".contains("golden recorded (missing)")
    }
    #expect(store.files() == ["tiny/transition.trace.txt", "tiny/\(Self.halfway)"])
  }

  @Test func recordsTheTraceAndDisplayListsBesideThePNGGoldensThenVerifies() throws {
    let (store, root) = try Self.recorded()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(store.files() == ["tiny/transition.trace.txt", "tiny/\(Self.halfway)"])
    let trace = try String(contentsOf: store.textURL(scene: "tiny", file: "transition.trace.txt"), encoding: .utf8)
    let lines = trace.split(separator: "\n").map(String.init)
    #expect(lines.first == "# tiny: transition trace at 10 fps (time of the frame whose tick made each call)")
    // The push's calls in UIKit's order, from the frame at 0.2 s on.
    let order = [
      "animationController", "viewWillDisappear", "viewWillAppear", "animateTransition", "completeTransition",
    ]
    let positions = order.map { word in lines.firstIndex { $0.contains(word) } }
    #expect(positions.allSatisfy { $0 != nil }, "\(trace)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(trace)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  0.") || $0.hasPrefix("  1.") }, "\(trace)")
    let list = try String(contentsOf: store.textURL(scene: "tiny", file: Self.halfway), encoding: .utf8)
    #expect(list.hasPrefix("# tiny transition1-push-p0.50: frame 4, 0.400 s, push (transition 1) at 50 %\n"))
    #expect(list.contains("display-list 60x40 background"))
    // Rounded and stable: no dangling points, no negative zero.
    #expect(!list.contains(". ") && !list.contains(".]") && !list.contains("-0 ") && !list.contains("-0]"))

    // Verified: nothing recorded, nothing failed; a second trace gives the same bytes.
    expectTraceGoldens(
      named: "tiny", displayListsAt: .progress([0.5]), record: .never, goldens: store.directory,
      stage: TinyScene.makeStage)
    let again = try TraceGoldens.texts(displayLists: .progress([0.5]), stage: TinyScene.makeStage)
    #expect(again.map(\.file) == ["transition.trace.txt", Self.halfway])
    #expect(again.first?.text == trace && again.last?.text == list)
  }

  @Test func aChangedCallbackOrderFailsWithAUnifiedDiff() throws {
    let (store, root) = try Self.recorded()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = store.textURL(scene: "tiny", file: "transition.trace.txt")
    var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    // The golden says viewWillAppear came before viewWillDisappear.
    let disappear = try #require(lines.firstIndex { $0.contains("viewWillDisappear") })
    let appear = try #require(lines.firstIndex { $0.contains("viewWillAppear") })
    lines.swapAt(disappear, appear)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    let (first, second) = (lines[min(disappear, appear)], lines[max(disappear, appear)])

    let line = #line + 2
    withKnownIssue {
      expectTraceGoldens(
        named: "tiny", displayListsAt: .progress([0.5]), record: .never, goldens: store.directory,
        stage: TinyScene.makeStage)
    } matching: { issue in
      let text = "\(issue)"
      return issue.sourceLocation?.line == line && text.contains("tiny transition.trace.txt: differs from its golden")
        && text.contains("--- golden tiny/transition.trace.txt\n+++ actual\n@@ -")
        && text.contains("\n-\(first)\n") && text.contains("\n+\(first)\n") && text.contains("\n \(second)\n")
        && text.contains("actual: ") && text.contains("/images/TraceGoldenTests.tiny")
    }
    // The golden is left as it was (never), and the display list still matched.
    #expect(try String(contentsOf: url, encoding: .utf8) == lines.joined(separator: "\n") + "\n")
  }

  @Test func aTextGoldenThatIsAPipeIsReportedUnreadable() throws {
    let (store, _, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = store.textURL(scene: "s", file: "t.txt")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(url.path, 0o600) == 0)
    let verifier = TextGoldenVerifier(store: store, record: .never, artefacts: root.appendingPathComponent("artefacts"))
    #expect(
      try verifier.verify("a\n", scene: "s", file: "t.txt").outcome
        == .unreadableGolden(reason: "is a pipe, not a regular file"))
  }

  @Test func aTextGoldenLinkingOutOfTheGoldensFolderIsNeitherShownNorWritten() throws {
    let (store, _, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let secret = root.appendingPathComponent("secret.txt")
    try Data("a private key\n".utf8).write(to: secret)
    let url = store.textURL(scene: "s", file: "t.txt")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: secret)
    let artefacts = root.appendingPathComponent("artefacts")
    let check = try TextGoldenVerifier(store: store, record: .never, artefacts: artefacts)
      .verify("a\n", scene: "s", file: "t.txt")
    guard case .unreadableGolden(let reason) = check.outcome else {
      Issue.record("expected an unreadable golden, got \(check.outcome)")
      return
    }
    #expect(reason.contains("outside the goldens folder") && check.diff == nil && !check.message.contains("private"))
    #expect(throws: GoldenError.self) {
      try TextGoldenVerifier(store: store, record: .all, artefacts: artefacts).verify("a\n", scene: "s", file: "t.txt")
    }
    #expect(try String(contentsOf: secret, encoding: .utf8) == "a private key\n")
  }

  @Test func recordModesRewriteTextGoldensAsTheyDoImages() throws {
    let (store, _, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let artefacts = root.appendingPathComponent("artefacts")
    func verify(_ text: String, _ mode: RecordMode) throws -> TextVerification {
      try TextGoldenVerifier(store: store, record: mode, artefacts: artefacts).verify(text, scene: "s", file: "t.txt")
    }
    #expect(try verify("a\n", .never).outcome == .missing)
    #expect(try verify("a\n", .missing).outcome == .recorded(reason: "missing"))
    #expect(try verify("a\n", .never).outcome == .matched)
    let changed = try verify("b\n", .missing)
    #expect(
      changed.outcome == .different && changed.diff == "--- golden s/t.txt\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+b\n")
    #expect(try String(contentsOf: try #require(changed.actualURL), encoding: .utf8) == "b\n")
    let rerecorded = try verify("b\n", .failed)
    #expect(rerecorded.outcome == .recorded(reason: "failed") && rerecorded.message.contains("it changed:\n--- golden"))
    #expect(try verify("b\n", .never).outcome == .matched)  // re-recorded by `failed`
    #expect(try verify("b\n", .all).outcome == .recorded(reason: "all"))
    #expect(try verify("b\n", .failed).outcome == .matched)
  }

  @Test func unifiedDiffHunksHaveContextAndLineNumbers() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var newLines = (1...12).map { "line \($0)" }
    newLines[1] = "line two"
    newLines.insert("inserted", at: 11)
    let new = newLines.joined(separator: "\n") + "\n"
    #expect(
      UnifiedDiff.render(expected: old, actual: new) == """
        --- expected
        +++ actual
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -9,4 +9,5 @@
         line 9
         line 10
         line 11
        +inserted
         line 12

        """)
    #expect(UnifiedDiff.render(expected: old, actual: old).isEmpty)
    #expect(UnifiedDiff.render(expected: "", actual: "x\n") == "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+x\n")
    #expect(UnifiedDiff.render(expected: "x", actual: "x\n").hasSuffix("the expected text has no newline at its end\n"))
  }

  @Test func displayListNumbersAreRoundedStably() {
    #expect(DisplayList.format(0.00001) == "0" && DisplayList.format(-0.00001) == "0")
    #expect(DisplayList.format(2.99999) == "3" && DisplayList.format(-0.25) == "-0.25")
    #expect(DisplayList.format(1.0 / 3) == "0.3333" && DisplayList.format(0.1 + 0.2) == "0.3")
    #expect(DisplayList.format(-0.0) == "0" && DisplayList.format(12) == "12")
  }
}

/// The main-actor check of the synchronous XCTest helpers (`GoldenAssertion.onMainThread`)
/// under Swift Testing. A `@MainActor` Swift Testing test on Linux is on the main actor but not
/// always on the main thread (`Thread.isMainThread` is false there), so the check takes the
/// caller's `#isolation` as well: from main-actor code the helpers run; from code neither on the
/// main actor nor on the main thread they return the message naming the form to use.
@Suite("Main-actor check under Swift Testing")
struct MainThreadCheckTests {
  @MainActor @Test func aMainActorTestRunsTheSynchronousHelpersWhateverItsThread() throws {
    #expect(
      GoldenAssertion.onMainThread("XCTAssertGoldens", isolation: #isolation) { ["ran on the main actor"] }
        == ["ran on the main actor"])
    let fixture = try GoldenFixture()
    defer { fixture.remove() }
    // What the synchronous XCTAssertGoldens does with the caller's isolation: it verifies.
    #expect(
      GoldenAssertion.onMainThread("XCTAssertGoldens", isolation: #isolation) {
        GoldenAssertion.run(
          scene: fixture.sceneFile.path, scenesDirectory: nil, scale: nil, selection: .transitionQuarters,
          comparison: .strict, record: .never, goldens: fixture.changed, testFile: #filePath)
      }.map(GoldenFixture.isChangedFrameFailure) == [true])
    // The public synchronous forms. On matching goldens nothing fails. Without a golden (never
    // mode) the trace is written to the run's report as the actual text, which proves the body
    // ran (its XCTFail has no XCTest case to go to here).
    XCTAssertGoldens(ofScene: fixture.sceneFile.path, record: .never, goldens: fixture.matching)
    let name = "main-actor-\(UUID().uuidString)"
    XCTAssertTraceGoldens(named: name, record: .never, goldens: fixture.root.appendingPathComponent("none")) {
      try TinyScene.makeStage()
    }
    let actual = try TestRunReport.folder(testFile: #filePath)
      .appendingPathComponent("images/TraceGoldenTests.\(name)/\(name)/transition.trace.txt")
    #expect(FileManager.default.fileExists(atPath: actual.path))
  }

  @Test func offTheMainActorAndThreadTheCheckNamesTheFormToUse() async {
    let (onMain, messages) = await Task.detached {
      (Thread.isMainThread, GoldenAssertion.onMainThread("XCTAssertTraceGoldens", isolation: nil) { ["ran"] })
    }.value
    #expect(!onMain)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("XCTAssertTraceGoldens was called off the main thread") == true)
    #expect(messages.first?.contains("write `await XCTAssertTraceGoldens(…)`") == true)
  }
}
