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
  /// The last pixel drawn grey and its grey (``drawGray(_:_:_:)``).
  private var grayPixel: UInt32 = 0
  private var grayValue: UInt8 = 0
  private var grayKnown = false

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

  /// Compares `a` with `b` (RGBA, `width × height`), drawing into ``output``. Images of 256 rows
  /// or more are split into a top and a bottom half compared on two threads, each half with its
  /// own counts, then merged (the top's worst pixel wins ties, as in reading order), so the
  /// result is the same as one pass.
  mutating func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) {
    // The diff image and the differing map are moved out of `self` while the halves write them.
    var image = output
    output = []
    var map = differingMap
    differingMap = []
    image.withUnsafeMutableBufferPointer { imageBuffer in
      map.withUnsafeMutableBufferPointer { mapBuffer in
        // An empty array may still have a base address (shared empty storage): never write it.
        let out = drawing && !imageBuffer.isEmpty ? imageBuffer.baseAddress : nil
        let marks = mapBuffer.isEmpty ? nil : mapBuffer.baseAddress
        guard height >= 256 else {
          pass(a, b, out, marks, rows: 0..<height)
          return
        }
        // Each thread reads the images and writes its own pass and its own rows of the outputs.
        nonisolated(unsafe) let halves = UnsafeMutablePointer<ComparisonPass>.allocate(capacity: 2)
        halves.initialize(repeating: self, count: 2)
        defer {
          halves.deinitialize(count: 2)
          halves.deallocate()
        }
        nonisolated(unsafe) let shared = (a: a, b: b, out: out, marks: marks)
        let middle = height / 2
        DispatchQueue.concurrentPerform(iterations: 2) { half in
          halves[half].pass(
            shared.a, shared.b, shared.out, shared.marks,
            rows: half == 0 ? 0..<middle : middle..<halves[half].height)
        }
        self = halves[0]
        merge(halves[1])
      }
    }
    output = image
    differingMap = map
  }

  private mutating func pass(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?,
    _ marks: UnsafeMutablePointer<UInt8>?, rows: Range<Int>
  ) {
    let count = width * height
    a.withMemoryRebound(to: UInt32.self, capacity: count) { a32 in
      b.withMemoryRebound(to: UInt32.self, capacity: count) { b32 in
        switch comparison.mode {
        case .strict(let tolerance): strict(a, b, a32, b32, out, marks, rows: rows, tolerance: tolerance)
        case .perceptual(let options): perceptual(a, b, a32, b32, out, marks, rows: rows, options: options)
        }
      }
    }
  }

  /// Adds the counts of `other`, a pass over rows below this one's.
  private mutating func merge(_ other: ComparisonPass) {
    differing += other.differing
    antiAliased += other.antiAliased
    minX = min(minX, other.minX)
    minY = min(minY, other.minY)
    maxX = max(maxX, other.maxX)
    maxY = max(maxY, other.maxY)
    if other.worstDelta > worstDelta {
      worstDelta = other.worstDelta
      worstChannel = other.worstChannel
      worstX = other.worstX
      worstY = other.worstY
    }
  }

  /// Whether row `y` can be skipped: byte-identical and free of ignored pixels.
  @inline(__always)
  func rowIsIdentical(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ y: Int) -> Bool {
    memcmp(a + y * width * 4, b + y * width * 4, width * 4) == 0
  }

  /// Draws pixel `pos` (a byte offset) of `a` as its faded grey. Consecutive equal pixels —
  /// most of a UI frame — reuse the last grey instead of recomputing it.
  @inline(__always)
  mutating func drawGray(_ a: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>?, _ pos: Int) {
    guard let out, !comparison.style.diffMask else { return }
    let pixel = UnsafeRawPointer(a + pos).loadUnaligned(as: UInt32.self)
    if pixel != grayPixel || !grayKnown {
      grayPixel = pixel
      grayKnown = true
      grayValue = Pixelmatch.gray(a, pos, alpha: comparison.style.alpha)
    }
    out[pos] = grayValue
    out[pos + 1] = grayValue
    out[pos + 2] = grayValue
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
  mutating func countDifference(x: Int, y: Int, _ marks: UnsafeMutablePointer<UInt8>?) {
    differing += 1
    if x < minX { minX = x }
    if x > maxX { maxX = x }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
    marks?[y * width + x] = 1
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
    _ b32: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>?, _ marks: UnsafeMutablePointer<UInt8>?,
    rows: Range<Int>, tolerance: Int
  ) {
    let diffColor = comparison.style.diffColor
    let altColor = comparison.style.diffColorAlt ?? diffColor
    let skipsEqualPixels = out == nil && ignore == nil
    for y in rows {
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
          countDifference(x: x, y: y, marks)
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
    _ b32: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>?, _ marks: UnsafeMutablePointer<UInt8>?,
    rows: Range<Int>, options: PerceptualOptions
  ) {
    let maxDelta = Pixelmatch.maximumDelta * options.threshold * options.threshold
    let style = comparison.style
    let altColor = style.diffColorAlt ?? style.diffColor
    for y in rows {
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
            countDifference(x: x, y: y, marks)
            draw(out, pos, delta < 0 ? altColor : style.diffColor)
          }
        } else {
          drawGray(a, out, pos)
        }
      }
    }
  }
}
