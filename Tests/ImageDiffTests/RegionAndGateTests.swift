import Foundation
import Graphics
import ImageDiff
import Testing

@Suite("Masks, ignored regions and the density gate")
struct RegionAndGateTests {
  static let black = Bitmap.Pixel(r: 0, g: 0, b: 0)

  @Test func differencesInsideIgnoredRegionsDoNotCount() throws {
    let expected = ImageFixtures.plain(10, 10)
    let actual = ImageFixtures.with(expected, 7, 7, Self.black)
    let comparison = ImageComparison(ignoredRegions: [PixelRect(x: 6, y: 6, width: 10, height: 2)])
    let result = try ImageComparator.compare(expected, actual, using: comparison)
    #expect(result.passed)
    #expect(result.ignoredPixelCount == 8)  // 4×2 after clipping to the image
    #expect(result.comparedPixelCount == 92)
    #expect(
      try !ImageComparator.compare(expected, ImageFixtures.with(expected, 5, 7, Self.black), using: comparison).passed)
  }

  @Test func transparentMaskPixelsAreNotCompared() throws {
    let expected = ImageFixtures.plain(4, 4)
    let actual = ImageFixtures.with(expected, 2, 1, Self.black)
    var mask = ImageFixtures.plain(4, 4)
    mask[2, 1] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
    #expect(try ImageComparator.compare(expected, actual, using: ImageComparison(mask: mask)).passed)
    #expect(try ImageComparator.compare(expected, actual, using: .perceptual()).differingPixelCount == 1)
    let masked = ImageComparison(mode: .perceptual(PerceptualOptions()), mask: mask)
    #expect(try ImageComparator.compare(expected, actual, using: masked).passed)
  }

  @Test func densityGateFailsClusteredButNotScatteredDifferences() throws {
    let expected = ImageFixtures.plain(40, 40)
    var scattered = expected
    var clustered = expected
    for k in 0..<16 {
      scattered[(k % 4) * 10, (k / 4) * 10] = Self.black
      clustered[10 + k % 4, 10 + k / 4] = Self.black
    }
    let comparison = ImageComparison(
      maximumDifferingPixels: 100, densityGate: DensityGate(window: 8, maximumPercent: 10))
    let spread = try ImageComparator.compare(expected, scattered, using: comparison)
    #expect(spread.passed)
    #expect(spread.densestWindow?.count == 1)  // points 10 px apart: an 8×8 window holds one
    let packed = try ImageComparator.compare(expected, clustered, using: comparison)
    #expect(!packed.passed)
    #expect(packed.densestWindow?.count == 16)
    #expect(packed.failures.contains { if case .tooDense = $0 { return true } else { return false } })
  }
}
