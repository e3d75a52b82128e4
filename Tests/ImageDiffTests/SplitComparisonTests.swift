import Foundation
import Graphics
import ImageDiff
import Testing

/// Images of 256 rows or more are compared as two halves on two threads and merged: the result
/// must be what one pass in reading order gives.
@Suite("Comparison split into halves")
struct SplitComparisonTests {
  /// 40 × 300 grey, with `changes` (x, y, new pixel) applied to the copy.
  static func pair(_ changes: [(Int, Int, Bitmap.Pixel)]) -> (Bitmap, Bitmap) {
    var expected = ImageFixtures.plain(40, 300, Bitmap.Pixel(r: 100, g: 100, b: 100))
    for y in stride(from: 0, to: 300, by: 7) { expected[y % 40, y] = Bitmap.Pixel(r: 10, g: 200, b: 30) }
    var actual = expected
    for (x, y, pixel) in changes { actual[x, y] = pixel }
    return (expected, actual)
  }

  @Test func countsBoxAndWorstPixelMergeAcrossTheHalves() throws {
    // The same worst delta (60 in red) above and below the middle row 150: the top one, first in
    // reading order, is reported.
    let (expected, actual) = Self.pair([
      (3, 20, Bitmap.Pixel(r: 160, g: 100, b: 100)), (30, 149, Bitmap.Pixel(r: 100, g: 110, b: 100)),
      (1, 150, Bitmap.Pixel(r: 100, g: 100, b: 90)), (39, 290, Bitmap.Pixel(r: 160, g: 100, b: 100)),
    ])
    let result = try ImageComparator.compare(expected, actual)
    #expect(result.differingPixelCount == 4)
    #expect(result.boundingBox == PixelRect(x: 1, y: 20, width: 39, height: 271))
    #expect(result.worstChannelDelta == .init(channel: "red", delta: 60, x: 3, y: 20))
    let diff = try #require(result.diffImage)
    for (x, y) in [(3, 20), (30, 149), (1, 150), (39, 290)] {
      #expect(diff[x, y] == Bitmap.Pixel(r: 255, g: 0, b: 0), "differing pixel (\(x), \(y)) drawn red")
    }
    // Equal pixels in both halves are the faded grey of the expected image, whatever came before.
    let grey = diff[0, 1]
    #expect(grey.r == grey.g && grey.g == grey.b && grey.a == 255 && grey.r > 200)
    #expect(diff[5, 200] == grey && diff[39, 299] == grey)
    #expect(diff[7, 7] != grey, "a different colour fades to a different grey")
    #expect(diff[7, 7] == diff[27, 147] && diff[8, 168] == diff[7, 7])
  }

  @Test func theWorstPixelInTheBottomHalfWinsWhenItIsLarger() throws {
    let (expected, actual) = Self.pair([
      (3, 20, Bitmap.Pixel(r: 120, g: 100, b: 100)), (4, 280, Bitmap.Pixel(r: 100, g: 100, b: 250)),
    ])
    let result = try ImageComparator.compare(expected, actual, drawingDiff: false)
    #expect(result.differingPixelCount == 2)
    #expect(result.worstChannelDelta == .init(channel: "blue", delta: 150, x: 4, y: 280))
  }

  @Test func densityGateSeesDifferencesFromBothHalves() throws {
    // A 4 × 4 block on rows 148…151, two rows in each half: a window holds at most 8 of its
    // pixels (50 %, allowed) unless it sees the marks of both halves (up to 16, 100 %).
    let block = (0..<16).map { (10 + $0 % 4, 148 + $0 / 4, Bitmap.Pixel(r: 0, g: 0, b: 0)) }
    let (expected, actual) = Self.pair(block)
    let gate = ImageComparison(
      maximumDifferingPixels: 100, densityGate: DensityGate(window: 4, maximumPercent: 50))
    let result = try ImageComparator.compare(expected, actual, using: gate)
    #expect(result.differingPixelCount == 16)
    #expect(!result.passed, "the block is one dense window: \(result.failures)")
  }
}
