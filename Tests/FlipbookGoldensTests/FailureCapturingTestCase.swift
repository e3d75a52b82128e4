import Foundation
import XCTest

/// An XCTest case that can capture its own failures: inside ``capturingFailures(_:)`` every
/// `XCTFail` is collected (message, file, line) instead of failing the test, so a test can
/// assert that a helper fails, and with which message — swift-corelibs-xctest has no
/// `XCTExpectFailure`. It overrides `recordFailure(withDescription:inFile:atLine:expected:)`,
/// the one entry point every XCTest assertion reports through on Linux.
class FailureCapturingTestCase: XCTestCase {
  struct Failure {
    var message: String
    var file: String
    var line: Int
  }

  private var captured: [Failure]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if captured != nil {
      captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// The failures `body` reports; none reach the test.
  func capturingFailures(_ body: () -> Void) -> [Failure] {
    captured = []
    body()
    defer { captured = nil }
    return captured ?? []
  }

  /// The failures the `async` `body` reports; none reach the test. Runs on the caller's actor.
  nonisolated(nonsending) func capturingFailures(_ body: nonisolated(nonsending) () async -> Void) async -> [Failure] {
    captured = []
    await body()
    defer { captured = nil }
    return captured ?? []
  }
}
