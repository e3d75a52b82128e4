import Foundation
import Testing

/// What Swift 5-mode and Swift 6-mode code sees when it uses the `UIKit` module, compared with a
/// Clang-imported `@MainActor` function — the way Apple's UIKit reaches Swift (its classes and
/// protocols are `NS_SWIFT_UI_ACTOR`, which Swift treats as `@preconcurrency @MainActor`).
///
/// `Fixtures/IsolationCases.swift` marks each line that must be diagnosed, per language mode; a
/// `[uikit NAME]` line and a `[clang NAME]` line must get the same diagnostic.
@Suite("UIKit isolation diagnostics as with the SDK (Swift 5 and Swift 6 mode)")
struct IsolationDiagnosticsTests {
  enum Severity: String, Comparable {
    case none, warning, error
    static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    var rank: Int { self == .none ? 0 : self == .warning ? 1 : 2 }
  }

  struct Expectation {
    let line: Int
    let origin: String
    let name: String
    let swift5: Severity
    let swift6: Severity
    func severity(languageMode: Int) -> Severity { languageMode == 5 ? swift5 : swift6 }
  }

  struct Diagnostic {
    let line: Int
    let severity: Severity
    let message: String
  }

  static let fixture = Toolchain.fixtures.appendingPathComponent("IsolationCases.swift")

  static func expectations() throws -> [Expectation] {
    let text = try String(contentsOf: fixture, encoding: .utf8)
    let pattern = #/// \[(uikit|clang) ([a-z-]+)\] swift5: (none|warning|error) swift6: (none|warning|error)/#
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
      guard let match = line.firstMatch(of: pattern) else { return nil }
      return Expectation(
        line: index + 1, origin: String(match.1), name: String(match.2), swift5: Severity(rawValue: String(match.3))!,
        swift6: Severity(rawValue: String(match.4))!)
    }
  }

  static func diagnostics(in output: String) -> (inFixture: [Diagnostic], elsewhere: [String]) {
    let pattern = #/^(.+?):(\d+):\d+: (error|warning): (.*)$/#
    var inFixture: [Diagnostic] = []
    var elsewhere: [String] = []
    for line in output.split(separator: "\n") {
      if let match = line.firstMatch(of: pattern) {
        if URL(fileURLWithPath: String(match.1)).lastPathComponent == fixture.lastPathComponent {
          inFixture.append(
            Diagnostic(line: Int(match.2)!, severity: Severity(rawValue: String(match.3))!, message: String(match.4)))
        } else {
          elsewhere.append(String(line))
        }
      } else if line.hasPrefix("error:") || line.hasPrefix("<unknown>:0: error") {
        elsewhere.append(String(line))
      }
    }
    return (inFixture, elsewhere)
  }

  @Test func theFixtureCoversEveryCase() throws {
    let expectations = try Self.expectations()
    let uikit = Set(expectations.filter { $0.origin == "uikit" }.map(\.name))
    let clang = Set(expectations.filter { $0.origin == "clang" }.map(\.name))
    #expect(uikit.isSuperset(of: ["sync-call", "sync-init", "async-call", "sendable-closure", "conformance"]))
    #expect(clang == ["sync-call", "async-call", "sendable-closure"])
    #expect(clang.isSubset(of: uikit), "every Clang reference case has its UIKit twin")
    // The cases that make Swift 5-mode iOS code compile: no diagnostics at all in Swift 5 mode.
    for name in ["sync-call", "sync-init", "conformance"] {
      #expect(expectations.first { $0.origin == "uikit" && $0.name == name }?.swift5 == Severity.none)
    }
  }

  @Test(
    .enabled(if: Toolchain.swiftc != nil, "swiftc is not on PATH: the fixtures cannot be type-checked"),
    arguments: [5, 6])
  func diagnosticsMatchTheClangImportedReference(languageMode: Int) throws {
    let expectations = try Self.expectations()
    let result = try Toolchain.typecheck(Self.fixture, languageMode: languageMode)
    let (diagnostics, elsewhere) = Self.diagnostics(in: result.output)
    #expect(elsewhere.isEmpty, "diagnostics outside the fixture (Swift \(languageMode)):\n\(result.output)")
    let expectsError = expectations.contains { $0.severity(languageMode: languageMode) == .error }
    #expect((result.status != 0) == expectsError, "swiftc exit status \(result.status):\n\(result.output)")

    var seen: [String: Severity] = [:]
    for expectation in expectations {
      let here = diagnostics.filter { $0.line == expectation.line }
      let actual = here.map(\.severity).max() ?? .none
      let expected = expectation.severity(languageMode: languageMode)
      #expect(
        actual == expected,
        "line \(expectation.line) [\(expectation.origin) \(expectation.name)], Swift \(languageMode): expected \(expected), got \(here.map { "\($0.severity): \($0.message)" })"
      )
      for diagnostic in here {
        #expect(diagnostic.message.contains("main actor-isolated"), "line \(diagnostic.line): \(diagnostic.message)")
      }
      if let other = seen[expectation.name] {
        #expect(other == actual, "[\(expectation.name)]: UIKit and the Clang reference differ in Swift \(languageMode)")
      }
      seen[expectation.name] = actual
    }
    let marked = Set(expectations.map(\.line))
    let unexpected = diagnostics.filter { !marked.contains($0.line) }
    #expect(
      unexpected.isEmpty,
      "unmarked lines diagnosed in Swift \(languageMode): \(unexpected.map { "\($0.line): \($0.message)" })")
  }
}
