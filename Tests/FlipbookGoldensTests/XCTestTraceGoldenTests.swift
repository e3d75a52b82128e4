import FlipbookGoldens
import FlipbookTesting
import Foundation
import XCTest

/// `XCTAssertTraceGoldens` from a synchronous XCTest method (main thread) and an `async` one:
/// the first run records the trace golden (and fails saying so), the next passes, and a golden
/// whose callback order differs fails at the caller's line with a unified diff.
final class XCTestTraceGoldenTests: FailureCapturingTestCase {
  var goldens: URL!

  override func setUp() {
    super.setUp()
    goldens = FileManager.default.temporaryDirectory.appendingPathComponent("trace-goldens-\(UUID().uuidString)")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: goldens)
    super.tearDown()
  }

  /// Records the tiny scene's trace golden through the library with an explicit mode (so this
  /// works on CI, where the helpers never record).
  static func recordGoldens(in goldens: URL) throws {
    let store = GoldenStore(directory: goldens)
    let artefacts = goldens.appendingPathComponent("artefacts")
    let checks = try MainActor.assumeIsolated {
      try TraceGoldens.verify(
        scene: "tiny", displayLists: nil,
        verifier: TextGoldenVerifier(store: store, record: .missing, artefacts: artefacts),
        stage: TinyScene.makeStage)
    }
    XCTAssertEqual(checks.map(\.outcome), [.recorded(reason: "missing")])
  }

  /// Swaps the trace golden's viewWillDisappear and viewWillAppear lines; returns the first line.
  func swapAppearanceCallbacks() throws -> String {
    let url = GoldenStore(directory: goldens).textURL(scene: "tiny", file: GoldenStore.traceFileName)
    var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    let disappear = try XCTUnwrap(lines.firstIndex { $0.contains("viewWillDisappear") })
    let appear = try XCTUnwrap(lines.firstIndex { $0.contains("viewWillAppear") })
    lines.swapAt(disappear, appear)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return lines[min(disappear, appear)]
  }

  func testSynchronousFormRecordsVerifiesAndShowsTheDiff() throws {
    let goldens = self.goldens!
    if RecordMode.isCI(ProcessInfo.processInfo.environment) {
      try Self.recordGoldens(in: goldens)  // CI never records through the helpers
    } else {
      let recording = capturingFailures {
        XCTAssertTraceGoldens(named: "tiny", record: .missing, goldens: goldens, stage: TinyScene.makeStage)
      }
      XCTAssertEqual(recording.count, 1)
      XCTAssertTrue(recording.first?.message.contains("tiny transition.trace.txt: golden recorded (missing)") == true)
    }
    XCTAssertTraceGoldens(named: "tiny", record: .never, goldens: goldens, stage: TinyScene.makeStage)

    let moved = try swapAppearanceCallbacks()
    var line = 0
    let failures = capturingFailures {
      line = #line + 1
      XCTAssertTraceGoldens(named: "tiny", record: .never, goldens: goldens, stage: TinyScene.makeStage)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    let message = failures.first?.message ?? ""
    XCTAssertTrue(message.contains("+++ actual\n@@ -"), message)
    XCTAssertTrue(message.contains("\n-\(moved)\n") && message.contains("\n+\(moved)\n"), message)
  }

  func testAsyncForm() async throws {
    let goldens = self.goldens!
    try await MainActor.run { try Self.recordGoldens(in: goldens) }
    await XCTAssertTraceGoldens(named: "tiny", record: .never, goldens: goldens) { try TinyScene.makeStage() }
    _ = try swapAppearanceCallbacks()
    let failures = await capturingFailures {
      await XCTAssertTraceGoldens(named: "tiny", record: .never, goldens: goldens) { try TinyScene.makeStage() }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.contains("differs from its golden") == true)
  }
}
