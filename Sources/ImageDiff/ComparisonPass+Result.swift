import Graphics

extension ComparisonPass {
  /// The result: the budget and the density gate applied to the counts.
  func result() -> ImageDiffResult {
    let compared = width * height - ignored
    let allowed = max(
      comparison.maximumDifferingPixels, Int((comparison.maximumDifferingRatio * Double(compared)).rounded(.down)))
    var failures: [ImageDiffFailure] = []
    if differing > allowed {
      failures.append(.tooManyDifferingPixels(count: differing, allowed: allowed, compared: compared))
    }
    var densest: ImageDiffResult.DensestWindow?
    if let gate = comparison.densityGate, differing > 0 {
      let window = densestWindow(side: gate.window)
      densest = window
      if window.percent > gate.maximumPercent {
        failures.append(
          .tooDense(
            window: window.rect, count: window.count, percent: window.percent, maximumPercent: gate.maximumPercent))
      }
    }
    let box = maxX >= 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    return ImageDiffResult(
      width: width, height: height, comparedPixelCount: compared, ignoredPixelCount: ignored,
      differingPixelCount: differing, antiAliasedPixelCount: antiAliased, boundingBox: box,
      worstChannelDelta: worst, densestWindow: densest, failures: failures,
      diffImage: drawing ? Bitmap(width: width, height: height, pixels: output) : nil)
  }

  /// The `side`×`side` window (clipped to the image) with the most differing pixels, found with a
  /// summed-area table; ties go to the first in reading order.
  func densestWindow(side: Int) -> ImageDiffResult.DensestWindow {
    let w = min(side, width)
    let h = min(side, height)
    let stride = width + 1
    var table = [Int32](repeating: 0, count: (width + 1) * (height + 1))
    for y in 0..<height {
      var row: Int32 = 0
      for x in 0..<width {
        row += Int32(differingMap[y * width + x])
        table[(y + 1) * stride + x + 1] = table[y * stride + x + 1] + row
      }
    }
    var best = (count: -1, x: 0, y: 0)
    for y in 0...(height - h) {
      for x in 0...(width - w) {
        let count =
          table[(y + h) * stride + x + w] - table[y * stride + x + w] - table[(y + h) * stride + x]
          + table[y * stride + x]
        if Int(count) > best.count { best = (Int(count), x, y) }
      }
    }
    let rect = PixelRect(x: best.x, y: best.y, width: w, height: h)
    return .init(rect: rect, count: best.count, percent: Double(best.count) * 100 / Double(rect.area))
  }
}
