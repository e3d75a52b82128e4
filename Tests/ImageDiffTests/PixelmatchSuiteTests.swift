import Foundation
import Graphics
import ImageDiff
import Testing

/// pixelmatch 7.2.0's own fixtures (Fixtures/pixelmatch, ISC licence beside them): the perceptual
/// mode must give the mismatch counts pixelmatch's test suite expects and draw the same diff
/// images byte for byte.
@Suite("pixelmatch 7.2.0 peer suite")
struct PixelmatchSuiteTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixelmatch")

  struct Case: Sendable, CustomTestStringConvertible {
    var a: String
    var b: String
    var diff: String
    var threshold: Double = 0.1
    var style = DiffImageStyle()
    var expected: Int
    var testDescription: String { "\(a) vs \(b) → \(diff) (\(expected))" }
  }

  static let cases: [Case] = [
    Case(a: "1a", b: "1b", diff: "1diff", threshold: 0.05, expected: 143),
    Case(a: "1a", b: "1b", diff: "1diffdefaultthreshold", expected: 106),
    Case(a: "1a", b: "1b", diff: "1diffmask", threshold: 0.05, style: DiffImageStyle(diffMask: true), expected: 143),
    Case(a: "1a", b: "1a", diff: "1emptydiffmask", threshold: 0, style: DiffImageStyle(diffMask: true), expected: 0),
    Case(
      a: "2a", b: "2b", diff: "2diff", threshold: 0.05,
      style: DiffImageStyle(alpha: 0.5, diffColor: RGB(255, 0, 255), aaColor: RGB(0, 192, 0)), expected: 12437),
    Case(a: "3a", b: "3b", diff: "3diff", threshold: 0.05, expected: 212),
    Case(a: "4a", b: "4b", diff: "4diff", threshold: 0.05, expected: 36049),
    Case(a: "5a", b: "5b", diff: "5diff", threshold: 0.05, expected: 6),
    Case(a: "6a", b: "6b", diff: "6diff", threshold: 0.05, expected: 51),
    Case(a: "6a", b: "6a", diff: "6empty", threshold: 0, expected: 0),
    Case(a: "7a", b: "7b", diff: "7diff", style: DiffImageStyle(diffColorAlt: RGB(0, 255, 0)), expected: 2448),
    Case(a: "8a", b: "5b", diff: "8diff", threshold: 0.05, expected: 32896),
  ]

  static func image(_ name: String) throws -> Bitmap {
    try ImageFile.read(fixtures.appendingPathComponent(name + ".png"))
  }

  @Test(arguments: cases)
  func countsAndDiffImagesMatchPixelmatch(_ test: Case) throws {
    let comparison = ImageComparison(
      mode: .perceptual(PerceptualOptions(threshold: test.threshold)), style: test.style)
    let result = try ImageComparator.compare(try Self.image(test.a), try Self.image(test.b), using: comparison)
    #expect(result.differingPixelCount == test.expected)
    let diff = try #require(result.diffImage)
    let expected = try Self.image(test.diff)
    #expect(diff.width == expected.width && diff.height == expected.height)
    let mismatches = zip(diff.pixels, expected.pixels).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(mismatches.isEmpty, "first differing byte: \(mismatches.first.map { "\($0.offset)" } ?? "-")")
  }

  @Test func includingAntiAliasingCountsTheExcusedPixels() throws {
    let comparison = ImageComparison.perceptual(threshold: 0.05)
    let a = try Self.image("1a")
    let b = try Self.image("1b")
    let excused = try ImageComparator.compare(a, b, using: comparison)
    let included = try ImageComparator.compare(a, b, using: .perceptual(threshold: 0.05, includeAA: true))
    #expect(excused.antiAliasedPixelCount > 0)
    #expect(included.antiAliasedPixelCount == 0)
    #expect(included.differingPixelCount == excused.differingPixelCount + excused.antiAliasedPixelCount)
  }
}
