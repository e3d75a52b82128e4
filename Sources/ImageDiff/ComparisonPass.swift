import Foundation
import Graphics

/// The state of one comparison: counts, bounding box, worst channel, the differing-pixel map the
/// density gate needs, and the diff image being drawn.
struct ComparisonPass {
  let width: Int
  let height: Int
  let comparison: ImageComparison
  let drawing: Bool
  let ignore: [Bool]?
  var output: [UInt8]
  var differingMap: [UInt8]
  var differing = 0
  var antiAliased = 0
  var ignored = 0
  var minX = Int.max
  var minY = Int.max
  var maxX = -1
  var maxY = -1
  var worstDelta = 0
  var worstChannel = 0
  var worstX = 0
  var worstY = 0

  init(width: Int, height: Int, comparison: ImageComparison, drawing: Bool) {
    self.width = width
    self.height = height
    self.comparison = comparison
    self.drawing = drawing
    self.ignore = Self.ignoreMap(width: width, height: height, comparison: comparison)
    self.output = drawing ? [UInt8](repeating: 0, count: width * height * 4) : []
    self.differingMap = comparison.densityGate != nil ? [UInt8](repeating: 0, count: width * height) : []
    if let ignore { ignored = ignore.reduce(0) { $0 + ($1 ? 1 : 0) } }
  }

  /// Pixels excluded by the ignored regions and the mask; nil when nothing is excluded.
  static func ignoreMap(width: Int, height: Int, comparison: ImageComparison) -> [Bool]? {
    guard !comparison.ignoredRegions.isEmpty || comparison.mask != nil else { return nil }
    var map = [Bool](repeating: false, count: width * height)
    for region in comparison.ignoredRegions {
      let x0 = max(region.x, 0)
      let x1 = min(region.maxX, width)
      let y0 = max(region.y, 0)
      let y1 = min(region.maxY, height)
      guard x0 < x1, y0 < y1 else { continue }
      for y in y0..<y1 { for x in x0..<x1 { map[y * width + x] = true } }
    }
    if let mask = comparison.mask {
      for i in 0..<(width * height) where mask.pixels[i * 4 + 3] == 0 { map[i] = true }
    }
    return map
  }

  mutating func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) {
    let count = width * height
    a.withMemoryRebound(to: UInt32.self, capacity: count) { a32 in
      b.withMemoryRebound(to: UInt32.self, capacity: count) { b32 in
        // The diff image is moved out of `self` while drawing, so the passes can mutate the counts.
        var image = output
        output = []
        image.withUnsafeMutableBufferPointer { buffer in
          // An empty array may still have a base address (shared empty storage): never draw into it.
          let out = drawing && !buffer.isEmpty ? buffer.baseAddress : nil
          switch comparison.mode {
          case .strict(let tolerance): strict(a, b, a32, b32, out, tolerance: tolerance)
          case .perceptual(let options): perceptual(a, b, a32, b32, out, options: options)
          }
        }
        output = image
      }
    }
  }

  /// Whether row `y` can be skipped: byte-identical and free of ignored pixels.
  @inline(__always)
  func rowIsIdentical(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ y: Int) -> Bool {
    memcmp(a + y * width * 4, b + y * width * 4, width * 4) == 0
  }

  @inline(__always)
  func drawGray(_ a: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?, _ pos: Int) {
    guard let out, !comparison.style.diffMask else { return }
    let value = Pixelmatch.gray(a, pos, alpha: comparison.style.alpha)
    out[pos] = value
    out[pos + 1] = value
    out[pos + 2] = value
    out[pos + 3] = 255
  }

  @inline(__always)
  func draw(_ out: UnsafeMutablePointer<UInt8>?, _ pos: Int, _ color: RGB) {
    guard let out else { return }
    out[pos] = color.r
    out[pos + 1] = color.g
    out[pos + 2] = color.b
    out[pos + 3] = 255
  }

  @inline(__always)
  mutating func countDifference(x: Int, y: Int) {
    differing += 1
    if x < minX { minX = x }
    if x > maxX { maxX = x }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
    if !differingMap.isEmpty { differingMap[y * width + x] = 1 }
  }

  /// Records the largest raw channel difference of pixel `pos` (straight bytes, alpha included
  /// unless alpha is ignored); the first pixel in reading order wins ties.
  @inline(__always)
  mutating func noteWorst(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ pos: Int, x: Int, y: Int) {
    let channels = comparison.alpha == .ignored ? 3 : 4
    for c in 0..<channels {
      let delta = abs(Int(a[pos + c]) - Int(b[pos + c]))
      if delta > worstDelta {
        worstDelta = delta
        worstChannel = c
        worstX = x
        worstY = y
      }
    }
  }

  /// The worst channel difference as a result value.
  var worst: ImageDiffResult.ChannelDelta? {
    worstDelta > 0
      ? .init(channel: ["red", "green", "blue", "alpha"][worstChannel], delta: worstDelta, x: worstX, y: worstY) : nil
  }

  mutating func strict(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ a32: UnsafePointer<UInt32>,
    _ b32: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>?, tolerance: Int
  ) {
    let diffColor = comparison.style.diffColor
    let altColor = comparison.style.diffColorAlt ?? diffColor
    let skipsEqualPixels = out == nil && ignore == nil
    for y in 0..<height {
      if ignore == nil, rowIsIdentical(a, b, y) {
        if out != nil { for x in 0..<width { drawGray(a, out, (y * width + x) * 4) } }
        continue
      }
      let row = y * width
      var x = -1
      while x + 1 < width {
        x += 1
        if skipsEqualPixels {
          // Nothing to draw or ignore: run over equal pixels without touching the counts.
          while x < width && a32[row + x] == b32[row + x] { x += 1 }
          if x == width { break }
        }
        let i = row + x
        let pos = i * 4
        if ignore?[i] == true || a32[i] == b32[i] {
          drawGray(a, out, pos)
          continue
        }
        noteWorst(a, b, pos, x: x, y: y)
        if channelDifference(a, b, pos) > tolerance {
          countDifference(x: x, y: y)
          if out != nil {
            let darker = Pixelmatch.colorDelta(a, b, pos, pos, yOnly: true) > 0
            draw(out, pos, darker ? altColor : diffColor)
          }
        } else {
          drawGray(a, out, pos)
        }
      }
    }
  }

  /// The largest channel difference under the comparison's alpha handling.
  @inline(__always)
  func channelDifference(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ pos: Int) -> Int {
    switch comparison.alpha {
    case .straight:
      return max(
        abs(Int(a[pos]) - Int(b[pos])), abs(Int(a[pos + 1]) - Int(b[pos + 1])),
        abs(Int(a[pos + 2]) - Int(b[pos + 2])), abs(Int(a[pos + 3]) - Int(b[pos + 3])))
    case .ignored:
      return max(
        abs(Int(a[pos]) - Int(b[pos])), abs(Int(a[pos + 1]) - Int(b[pos + 1])),
        abs(Int(a[pos + 2]) - Int(b[pos + 2])))
    case .premultiplied:
      let alphaA = Int(a[pos + 3])
      let alphaB = Int(b[pos + 3])
      var worst = abs(alphaA - alphaB)
      for c in 0..<3 {
        let pa = (Int(a[pos + c]) * alphaA + 127) / 255
        let pb = (Int(b[pos + c]) * alphaB + 127) / 255
        worst = max(worst, abs(pa - pb))
      }
      return worst
    }
  }

  mutating func perceptual(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ a32: UnsafePointer<UInt32>,
    _ b32: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>?, options: PerceptualOptions
  ) {
    let maxDelta = Pixelmatch.maximumDelta * options.threshold * options.threshold
    let style = comparison.style
    let altColor = style.diffColorAlt ?? style.diffColor
    for y in 0..<height {
      if ignore == nil, rowIsIdentical(a, b, y) {
        if out != nil { for x in 0..<width { drawGray(a, out, (y * width + x) * 4) } }
        continue
      }
      for x in 0..<width {
        let i = y * width + x
        let pos = i * 4
        if ignore?[i] == true {
          drawGray(a, out, pos)
          continue
        }
        let delta = a32[i] == b32[i] ? 0 : Pixelmatch.colorDelta(a, b, pos, pos, yOnly: false)
        if a32[i] != b32[i] { noteWorst(a, b, pos, x: x, y: y) }
        if abs(delta) > maxDelta {
          let excused =
            !options.includeAA
            && (Pixelmatch.antialiased(a, x, y, width, height, a32, b32)
              || Pixelmatch.antialiased(b, x, y, width, height, b32, a32))
          if excused {
            antiAliased += 1
            if !style.diffMask { draw(out, pos, style.aaColor) }
          } else {
            countDifference(x: x, y: y)
            draw(out, pos, delta < 0 ? altColor : style.diffColor)
          }
        } else {
          drawGray(a, out, pos)
        }
      }
    }
  }
}
