import Foundation

/// An 8-bit coverage image (0 = transparent, 255 = opaque), rows top to bottom without padding:
/// what shadows and blurs work on before cairo composites it (`CAIRO_FORMAT_A8`).
struct AlphaMask: Sendable, Hashable {
  let width: Int
  let height: Int
  var values: [UInt8]

  init(width: Int, height: Int, values: [UInt8]) {
    precondition(values.count == width * height, "AlphaMask \(width)x\(height) needs \(width * height) values")
    self.width = width
    self.height = height
    self.values = values
  }

  /// The smallest rectangle of non-zero values, or nil when all are zero.
  var inkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    values.withUnsafeBufferPointer { v in
      for y in 0..<height {
        let row = y * width
        var first = -1
        var last = -1
        for x in 0..<width where v[row + x] != 0 {
          if first < 0 { first = x }
          last = x
        }
        if first >= 0 {
          minX = min(minX, first)
          maxX = max(maxX, last)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
  }

  /// The part of the mask in `x ..< x + w`, `y ..< y + h`, padded with zeros where it leaves
  /// the mask.
  /// This mask made `factor` times smaller: each value the rounded mean of a `factor × factor`
  /// block (blocks past the edges count missing values as 0).
  func downsampled(by factor: Int) -> AlphaMask {
    guard factor > 1 else { return self }
    let w = (width + factor - 1) / factor
    let h = (height + factor - 1) / factor
    var sums = [Int](repeating: 0, count: w * h)
    values.withUnsafeBufferPointer { v in
      for y in 0..<height {
        let row = (y / factor) * w
        for x in 0..<width { sums[row + x / factor] += Int(v[y * width + x]) }
      }
    }
    let area = factor * factor
    return AlphaMask(width: w, height: h, values: sums.map { UInt8(($0 + area / 2) / area) })
  }

  func cropped(x: Int, y: Int, width w: Int, height h: Int) -> AlphaMask {
    var out = [UInt8](repeating: 0, count: w * h)
    for row in 0..<h {
      let sy = y + row
      guard sy >= 0, sy < height else { continue }
      for column in 0..<w {
        let sx = x + column
        if sx >= 0, sx < width { out[row * w + column] = values[sy * width + sx] }
      }
    }
    return AlphaMask(width: w, height: h, values: out)
  }

  /// The mask reduced by `k` in both directions: each value the rounded mean of its k×k block
  /// (blocks cut by the edge average what they hold).
  func reduced(by k: Int) -> AlphaMask {
    guard k > 1 else { return self }
    let w = (width + k - 1) / k
    let h = (height + k - 1) / k
    var out = [UInt8](repeating: 0, count: w * h)
    values.withUnsafeBufferPointer { v in
      for by in 0..<h {
        for bx in 0..<w {
          var sum = 0
          var count = 0
          for y in (by * k)..<min(by * k + k, height) {
            for x in (bx * k)..<min(bx * k + k, width) {
              sum += Int(v[y * width + x])
              count += 1
            }
          }
          out[by * w + bx] = UInt8((sum + count / 2) / count)
        }
      }
    }
    return AlphaMask(width: w, height: h, values: out)
  }

  /// The bilinear sample at (x, y) in value coordinates (centres at integers), edges repeated,
  /// rounded to 8 bits.
  func sample(_ x: Double, _ y: Double) -> UInt32 {
    let cx = min(max(x, 0), Double(width - 1))
    let cy = min(max(y, 0), Double(height - 1))
    let x0 = Int(cx)
    let y0 = Int(cy)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let fx = cx - Double(x0)
    let fy = cy - Double(y0)
    let top = Double(values[y0 * width + x0]) * (1 - fx) + Double(values[y0 * width + x1]) * fx
    let bottom = Double(values[y1 * width + x0]) * (1 - fx) + Double(values[y1 * width + x1]) * fx
    return UInt32((top * (1 - fy) + bottom * fy + 0.5).rounded(.down))
  }
}
