import Foundation
import Testing

/// QuartzCore as the SDK declares it: nonisolated classes and functions, so nonisolated Swift 5
/// and Swift 6-mode code that creates and configures layers, animations, timing functions and
/// transactions, and reads `CACurrentMediaTime()`, compiles without a diagnostic — as on iOS.
@Suite("QuartzCore is nonisolated as in the SDK (Swift 5 and Swift 6 mode)")
struct QuartzCoreIsolationTests {
  static let fixture = Toolchain.fixtures.appendingPathComponent("QuartzCoreCases.swift")

  @Test(
    .enabled(if: Toolchain.swiftc != nil, "swiftc is not on PATH: the fixtures cannot be type-checked"),
    arguments: [5, 6])
  func nonisolatedQuartzCoreCodeGetsNoDiagnostic(languageMode: Int) throws {
    let result = try Toolchain.typecheck(Self.fixture, languageMode: languageMode)
    let diagnostics = result.output.split(separator: "\n").filter {
      $0.contains(": error:") || $0.contains(": warning:")
    }
    #expect(result.status == 0, "swiftc exit status \(result.status) in Swift \(languageMode) mode:\n\(result.output)")
    #expect(diagnostics.isEmpty, "Swift \(languageMode) mode:\n\(diagnostics.joined(separator: "\n"))")
  }

  @Test func theFixtureUsesEachQuartzCoreEntryPointFromNonisolatedCode() throws {
    let text = try String(contentsOf: Self.fixture, encoding: .utf8)
    #expect(!text.contains("@MainActor"), "nothing in the fixture is main-actor isolated")
    for use in [
      "CAShapeLayer()", "CAGradientLayer()", "CALayer()", "CABasicAnimation(keyPath:", "CAKeyframeAnimation(keyPath:",
      "CASpringAnimation(keyPath:", "CAAnimationGroup()", "CAMediaTimingFunction(name:", "CACurrentMediaTime()",
      "CATransaction.begin()", "CATransaction.setCompletionBlock(", ".add(", ".presentation()", "CAAnimationDelegate",
      "CADisplayLink {", "async",
    ] {
      #expect(text.contains(use), "the fixture uses \(use)")
    }
  }
}
