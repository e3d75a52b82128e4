import Foundation
import Graphics
import ImageDiff
import Testing

@Suite("Strict comparison")
struct StrictComparisonTests {
  @Test func identicalImagesPassAndTheDiffIsTheFadedExpectedImage() throws {
    let image = ImageFixtures.plain(8, 4, Bitmap.Pixel(r: 0, g: 0, b: 0))
    let result = try ImageComparator.compare(image, image)
    #expect(result.passed)
    #expect(result.differingPixelCount == 0 && result.boundingBox == nil && result.worstChannelDelta == nil)
    #expect(result.comparedPixelCount == 32)
    // Black faded to 10 %: 255 + (0 − 255) × 0.1 = 229.5, truncated.
    #expect(result.diffImage?[3, 2] == Bitmap.Pixel(r: 229, g: 229, b: 229))
  }

  @Test func onePixelOffByOneFailsByDefaultAndPassesWithTolerance() throws {
    let expected = ImageFixtures.plain()
    let actual = ImageFixtures.with(expected, 5, 9, Bitmap.Pixel(r: 255, g: 254, b: 255))
    let result = try ImageComparator.compare(expected, actual)
    #expect(!result.passed)
    #expect(result.differingPixelCount == 1)
    #expect(result.boundingBox == PixelRect(x: 5, y: 9, width: 1, height: 1))
    #expect(result.worstChannelDelta == .init(channel: "green", delta: 1, x: 5, y: 9))
    #expect(result.failures == [.tooManyDifferingPixels(count: 1, allowed: 0, compared: 256)])
    #expect(result.diffImage?[5, 9] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(try ImageComparator.compare(expected, actual, using: .strict(channelTolerance: 1)).passed)
    #expect(try ImageComparator.compare(expected, actual, using: ImageComparison(maximumDifferingPixels: 1)).passed)
  }

  @Test func onePixelOffByFiftyFailsStrictTolerantAndPerceptual() throws {
    let expected = ImageFixtures.plain()
    let actual = ImageFixtures.with(expected, 0, 0, Bitmap.Pixel(r: 205, g: 255, b: 255))
    let strict = try ImageComparator.compare(expected, actual, using: .strict(channelTolerance: 49))
    #expect(strict.differingPixelCount == 1)
    #expect(strict.worstChannelDelta?.delta == 50)
    #expect(try ImageComparator.compare(expected, actual, using: .strict(channelTolerance: 50)).passed)
    // YIQ distance of Δr = 50 is ≈ 400 > 35215 × 0.1² ≈ 352, and a lone pixel is not anti-aliasing.
    let perceptual = try ImageComparator.compare(expected, actual, using: .perceptual())
    #expect(perceptual.differingPixelCount == 1 && perceptual.antiAliasedPixelCount == 0)
  }

  @Test func halfPixelShiftOfAnAntiAliasedEdgeFailsStrictButPassesPerceptual() throws {
    let expected = ImageFixtures.band(left: 10, right: 20.5)
    let actual = ImageFixtures.band(left: 10.5, right: 21)
    let strict = try ImageComparator.compare(expected, actual)
    #expect(!strict.passed)
    #expect(strict.differingPixelCount == 40)  // columns 10 and 20, 20 rows each
    let perceptual = try ImageComparator.compare(expected, actual, using: .perceptual())
    #expect(perceptual.passed)
    #expect(perceptual.antiAliasedPixelCount == 40)
    #expect(perceptual.diffImage?[10, 5] == Bitmap.Pixel(r: 255, g: 255, b: 0))
  }

  @Test func aCardShiftedByFourTenthsOfAPixelFailsInTheDefaultMode() throws {
    let expected = try ImageFixtures.card(x: 20)
    let actual = try ImageFixtures.card(x: 20.4)
    let result = try ImageComparator.compare(expected, actual)
    #expect(!result.passed)
    let box = try #require(result.boundingBox)
    // Only the left and right edges (and the corners' curves) change.
    #expect(box.x >= 19 && box.maxX <= 102 && box.y >= 10 && box.maxY <= 60)
    #expect((result.worstChannelDelta?.delta ?? 0) >= 50)
  }

  @Test func sizeMismatchFailsWithoutComparingPixels() throws {
    let result = try ImageComparator.compare(ImageFixtures.plain(10, 10), ImageFixtures.plain(10, 11))
    #expect(
      result.failures == [.sizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 11)])
    #expect(result.comparedPixelCount == 0 && result.diffImage == nil)
    #expect(result.summary.contains("expected 10x10, actual 10x11"))
  }

  @Test func alphaOnlyChangeFailsUnlessAlphaIsIgnored() throws {
    let expected = ImageFixtures.plain(4, 4, Bitmap.Pixel(r: 10, g: 20, b: 30, a: 200))
    let actual = ImageFixtures.with(expected, 1, 2, Bitmap.Pixel(r: 10, g: 20, b: 30, a: 199))
    let result = try ImageComparator.compare(expected, actual)
    #expect(result.differingPixelCount == 1)
    #expect(result.worstChannelDelta == .init(channel: "alpha", delta: 1, x: 1, y: 2))
    #expect(try ImageComparator.compare(expected, actual, using: ImageComparison(alpha: .ignored)).passed)
    #expect(try !ImageComparator.compare(expected, actual, using: ImageComparison(alpha: .premultiplied)).passed)
  }

  @Test func transparentPixelsOfAnyColourAreEqualPremultiplied() throws {
    let expected = ImageFixtures.plain(4, 4, Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0))
    let actual = ImageFixtures.with(expected, 0, 0, Bitmap.Pixel(r: 255, g: 0, b: 0, a: 0))
    #expect(try !ImageComparator.compare(expected, actual).passed)
    #expect(try ImageComparator.compare(expected, actual, using: ImageComparison(alpha: .premultiplied)).passed)
  }

  @Test func ratioAllowanceIsAShareOfTheComparedPixels() throws {
    var actual = ImageFixtures.plain(10, 10)
    for x in 0..<3 { actual[x, 0] = Bitmap.Pixel(r: 0, g: 0, b: 0) }
    let expected = ImageFixtures.plain(10, 10)
    #expect(try !ImageComparator.compare(expected, actual, using: ImageComparison(maximumDifferingRatio: 0.02)).passed)
    #expect(try ImageComparator.compare(expected, actual, using: ImageComparison(maximumDifferingRatio: 0.03)).passed)
  }

  @Test func badOptionsAreRejectedNamingTheOptionAndValue() {
    let image = ImageFixtures.plain(2, 2)
    #expect(throws: ImageDiffError.invalidOption(name: "channelTolerance", value: "256", expected: "0…255")) {
      try ImageComparator.compare(image, image, using: .strict(channelTolerance: 256))
    }
    #expect(throws: ImageDiffError.invalidOption(name: "threshold", value: "1.5", expected: "0…1")) {
      try ImageComparator.compare(image, image, using: .perceptual(threshold: 1.5))
    }
    #expect(throws: ImageDiffError.maskSizeMismatch(maskWidth: 1, maskHeight: 1, imageWidth: 2, imageHeight: 2)) {
      try ImageComparator.compare(image, image, using: ImageComparison(mask: ImageFixtures.plain(1, 1)))
    }
  }
}

@Suite("Comparison without a diff image")
struct NoDiffImageTests {
  @Test func countsAreTheSameAndNoImageIsDrawn() throws {
    let expected = ImageFixtures.band(left: 10, right: 20.5)
    let actual = ImageFixtures.band(left: 10.5, right: 21)
    for comparison in [ImageComparison.strict, .perceptual()] {
      let drawn = try ImageComparator.compare(expected, actual, using: comparison)
      let counted = try ImageComparator.compare(expected, actual, using: comparison, drawingDiff: false)
      #expect(counted.diffImage == nil)
      #expect(counted.differingPixelCount == drawn.differingPixelCount)
      #expect(counted.antiAliasedPixelCount == drawn.antiAliasedPixelCount)
      #expect(counted.boundingBox == drawn.boundingBox)
    }
  }
}
