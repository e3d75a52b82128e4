/// Builds a palette of at most `k` colours from a colour histogram: median cut (Heckbert 1982)
/// followed by a few rounds of k-means (Lloyd) refinement.
///
/// Median cut repeatedly splits the box of colours with the largest weighted squared error
/// along its widest-spread channel at the weighted median; each box's colour is its weighted
/// mean. k-means then moves each entry to the mean of the colours nearest to it, which lowers the
/// mean squared error (raises PSNR) the quantised frames have. Every step sorts with a total order
/// (channel value, then the colour itself), so the palette is deterministic.
enum MedianCut {
  struct Entry {
    var r: Int32
    var g: Int32
    var b: Int32
    var count: Int64
    var color: UInt32
  }

  private struct Box {
    var range: Range<Int>
    var error: Double
    var channel: Int
  }

  /// The palette (`0xRRGGBB`, sorted) for `histogram`; the exact colours when there are at most `k`.
  static func palette(for histogram: [(color: UInt32, count: UInt32)], maximumColors k: Int, refinements: Int = 3)
    -> [UInt32]
  {
    precondition(k >= 1, "MedianCut: maximumColors \(k) must be ≥ 1")
    if histogram.count <= k { return histogram.map(\.color).sorted() }
    var entries = histogram.map {
      Entry(
        r: Int32($0.color >> 16 & 0xFF), g: Int32($0.color >> 8 & 0xFF), b: Int32($0.color & 0xFF),
        count: Int64($0.count), color: $0.color)
    }
    var boxes = [measure(&entries, 0..<entries.count)]
    while boxes.count < k {
      guard
        let worst = boxes.indices.filter({ boxes[$0].range.count > 1 }).max(by: { boxes[$0].error < boxes[$1].error })
      else { break }
      let box = boxes[worst]
      let channel = box.channel
      entries[box.range].sort { a, b in
        let x = value(a, channel)
        let y = value(b, channel)
        return x != y ? x < y : a.color < b.color
      }
      let total = entries[box.range].reduce(Int64(0)) { $0 + $1.count }
      var running: Int64 = 0
      var split = box.range.lowerBound + 1
      for i in box.range {
        running += entries[i].count
        if running * 2 >= total {
          split = min(max(i + 1, box.range.lowerBound + 1), box.range.upperBound - 1)
          break
        }
      }
      boxes[worst] = measure(&entries, box.range.lowerBound..<split)
      boxes.append(measure(&entries, split..<box.range.upperBound))
    }
    var centres = boxes.map { mean(entries[$0.range]) }
    // Lloyd steps cost colours × k each; keep one step for very colourful histograms.
    let rounds = entries.count * k <= 10_000_000 ? refinements : min(refinements, 1)
    for _ in 0..<rounds { centres = refine(centres, entries) }
    return Array(Set(centres.map { pack($0) })).sorted()
  }

  private static func value(_ e: Entry, _ channel: Int) -> Int32 {
    channel == 0 ? e.r : channel == 1 ? e.g : e.b
  }

  /// The box's weighted squared error and the channel with the largest weighted variance.
  private static func measure(_ entries: inout [Entry], _ range: Range<Int>) -> Box {
    var n = 0.0
    var sum = [0.0, 0.0, 0.0]
    var squares = [0.0, 0.0, 0.0]
    for e in entries[range] {
      let w = Double(e.count)
      n += w
      for c in 0..<3 {
        let v = Double(value(e, c))
        sum[c] += w * v
        squares[c] += w * v * v
      }
    }
    let variances = (0..<3).map { squares[$0] - sum[$0] * sum[$0] / max(n, 1) }
    let channel = variances.indices.max { variances[$0] < variances[$1] } ?? 0
    return Box(range: range, error: variances.reduce(0, +), channel: channel)
  }

  private static func mean(_ entries: ArraySlice<Entry>) -> (Double, Double, Double) {
    var n = 0.0
    var r = 0.0
    var g = 0.0
    var b = 0.0
    for e in entries {
      let w = Double(e.count)
      n += w
      r += w * Double(e.r)
      g += w * Double(e.g)
      b += w * Double(e.b)
    }
    return (r / n, g / n, b / n)
  }

  /// One Lloyd step: assign every colour to its nearest centre, move centres to their means
  /// (a centre that lost all its colours stays where it was).
  private static func refine(_ centres: [(Double, Double, Double)], _ entries: [Entry]) -> [(Double, Double, Double)] {
    let k = centres.count
    let cr = centres.map { Int32($0.0.rounded()) }
    let cg = centres.map { Int32($0.1.rounded()) }
    let cb = centres.map { Int32($0.2.rounded()) }
    var sums = [Double](repeating: 0, count: k * 4)
    cr.withUnsafeBufferPointer { cr in
      cg.withUnsafeBufferPointer { cg in
        cb.withUnsafeBufferPointer { cb in
          for e in entries {
            var best = 0
            var bestDistance = Int32.max
            for i in 0..<k {
              let dr = cr[i] - e.r
              let dg = cg[i] - e.g
              let db = cb[i] - e.b
              let d = dr * dr + dg * dg + db * db
              if d < bestDistance {
                bestDistance = d
                best = i
              }
            }
            let w = Double(e.count)
            sums[best * 4] += w * Double(e.r)
            sums[best * 4 + 1] += w * Double(e.g)
            sums[best * 4 + 2] += w * Double(e.b)
            sums[best * 4 + 3] += w
          }
        }
      }
    }
    return (0..<k).map { i in
      let n = sums[i * 4 + 3]
      return n > 0 ? (sums[i * 4] / n, sums[i * 4 + 1] / n, sums[i * 4 + 2] / n) : centres[i]
    }
  }

  private static func pack(_ c: (Double, Double, Double)) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }
    return byte(c.0) << 16 | byte(c.1) << 8 | byte(c.2)
  }
}
