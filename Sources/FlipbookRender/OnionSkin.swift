import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit

/// Several moments of a transition composed into one picture: the latest moment as drawn, and
/// the earlier ones as fading outlines over it — the onion skin animators use to see a motion
/// at a glance.
///
/// Blending whole frames turns full-screen motion (a slide, a push) into mud: every pixel moves,
/// so every moment smears over every other. Instead, as animation tools' outline onion skins do:
///
/// - The **latest moment** is drawn unchanged, at full strength: the picture reads as the screen
///   the transition arrives at.
/// - Each **earlier moment** is drawn as the outlines of what it shows (the edges of its
///   luminance, a Sobel gradient), only where it differs from the latest moment — what stays
///   still leaves no ghost — and not on the latest moment's own edges, so its shapes and words
///   stay crisp. The earlier moments are drawn without their text (``ghostList(_:)``): ghosts of
///   cards, bars and images show where things were, ghosts of words would only blur the words.
/// - **Opacity ramp**: moment `k` of `n` (1 = earliest) is drawn at `k / n` of its edge
///   strength (for `n = 6`: 17 %, 33 %, 50 %, 67 %, 83 %, then the latest at 100 %), earliest
///   first, so the trail fades into the past.
/// - **Ink**: slate blue on light pixels of the latest moment, near-white on dark ones, so a
///   ghost shows over a white list and over a blue card alike.
///
/// The result depends on the pixels alone: the same frames give the same picture, byte for byte.
public struct OnionSkin: Sendable {
  /// The frame indices of `count` moments spread evenly over `frames` (both ends included),
  /// earliest first, without repeats.
  ///
  /// - Precondition: `count ≥ 1`.
  public static func moments(_ count: Int, over frames: ClosedRange<Int>) -> [Int] {
    precondition(count >= 1, "OnionSkin.moments: count must be ≥ 1, got \(count)")
    guard count > 1 else { return [frames.upperBound] }
    let span = Double(frames.upperBound - frames.lowerBound)
    var result: [Int] = []
    for k in 0..<count {
      let index = frames.lowerBound + Int((span * Double(k) / Double(count - 1)).rounded())
      if result.last != index { result.append(index) }
    }
    return result
  }

  /// The strength moment `k` of `n` (1-based, 1 = earliest) is drawn with: `k / n` (the latest
  /// moment, `k = n`, is the picture itself).
  ///
  /// - Precondition: `1 ≤ k ≤ n`.
  public static func strength(ofMoment k: Int, of n: Int) -> Double {
    precondition(1 <= k && k <= n, "OnionSkin.strength: moment \(k) of \(n) is out of range")
    return Double(k) / Double(n)
  }

  /// The ink of ghosts over light pixels (slate blue) and over dark ones (near-white).
  public static let darkInk = Bitmap.Pixel(r: 40, g: 60, b: 110)
  public static let lightInk = Bitmap.Pixel(r: 235, g: 240, b: 255)

  /// `list` without its text: what an earlier moment's ghost is drawn from. Its other items
  /// (fills, borders, images, shadows, clips and groups) are kept, in order.
  public static func ghostList(_ list: DisplayList) -> DisplayList {
    var ghost = list
    let keep = list.items.indices.filter { if case .text = list.items[$0] { false } else { true } }
    ghost.items = keep.map { list.items[$0] }
    ghost.sources = list.sources.count == list.items.count ? keep.map { list.sources[$0] } : []
    return ghost
  }

  /// `frames` (earliest first, all one size; the earlier ones preferably drawn from
  /// ``ghostList(_:)``) composed as the type describes, with `overlay` (motion paths) drawn on
  /// top by `rasterizer`.
  ///
  /// - Precondition: the frames are non-empty.
  /// - Throws: rasteriser errors.
  public static func compose(_ frames: [Bitmap], overlay: [DisplayItem] = [], rasterizer: CairoRasterizer) throws
    -> Bitmap
  {
    let picture = ghosts(frames)
    guard !overlay.isEmpty else { return picture }
    let rect = CGRect(x: 0, y: 0, width: Double(picture.width), height: Double(picture.height))
    let list = DisplayList(
      pixelWidth: picture.width, pixelHeight: picture.height, background: .clear,
      items: [.image(picture, rect: rect, transform: .identity)] + overlay)
    return try rasterizer.render(list)
  }

  /// The latest of `frames` with the earlier ones' outlines over it (see the type). Frames of
  /// a resized window are first put on a canvas of the largest width and height, top-left,
  /// black beyond them (`Bitmap.onCommonCanvas(_:fill:)`).
  ///
  /// - Precondition: the frames are non-empty.
  public static func ghosts(_ frames: [Bitmap]) -> Bitmap {
    precondition(!frames.isEmpty, "OnionSkin: no frames to compose")
    let frames = Bitmap.onCommonCanvas(frames)
    let latest = frames[frames.count - 1]
    let width = latest.width
    let height = latest.height
    guard frames.count > 1, width > 0, height > 0 else { return latest }
    let n = frames.count
    let latestLuma = luma(latest)
    let latestEdges = edges(latestLuma, width, height)
    // Per pixel: the ink and how much of it the latest moment's own edges let through.
    var ink = [Bitmap.Pixel](repeating: darkInk, count: width * height)
    var room = [Double](repeating: 0, count: width * height)
    for i in 0..<width * height {
      if latestLuma[i] <= 140 { ink[i] = lightInk }
      room[i] = 1 - min(1, latestEdges[i] / 128)
    }
    var out = latest.pixels.map(Double.init)
    for (offset, frame) in frames.dropLast().enumerated() {
      let strength = Self.strength(ofMoment: offset + 1, of: n)
      let frameEdges = edges(luma(frame), width, height)
      let differs = differences(frame, latest)
      for i in 0..<width * height where room[i] > 0 && frameEdges[i] > 0 && differs[i] {
        let o = 4 * i
        let a = min(1, frameEdges[i] / 255) * strength * room[i]
        let c = ink[i]
        out[o] += (Double(c.r) - out[o]) * a
        out[o + 1] += (Double(c.g) - out[o + 1]) * a
        out[o + 2] += (Double(c.b) - out[o + 2]) * a
        out[o + 3] += (255 - out[o + 3]) * a
      }
    }
    return Bitmap(width: width, height: height, pixels: out.map { UInt8(max(0, min(255, $0.rounded()))) })
  }

  /// Where `frame` differs from `latest` (a channel by more than 8), grown by one pixel in
  /// every direction: an edge has two sides, and only one of them may have changed.
  static func differences(_ frame: Bitmap, _ latest: Bitmap) -> [Bool] {
    let width = frame.width
    let height = frame.height
    var changed = [Bool](repeating: false, count: width * height)
    frame.pixels.withUnsafeBufferPointer { p in
      latest.pixels.withUnsafeBufferPointer { q in
        for i in 0..<width * height {
          let o = 4 * i
          changed[i] =
            abs(Int(p[o]) - Int(q[o])) > 8 || abs(Int(p[o + 1]) - Int(q[o + 1])) > 8
            || abs(Int(p[o + 2]) - Int(q[o + 2])) > 8
        }
      }
    }
    var grown = changed
    for y in 0..<height {
      for x in 0..<width where changed[y * width + x] {
        for yy in max(0, y - 1)...min(height - 1, y + 1) {
          for xx in max(0, x - 1)...min(width - 1, x + 1) { grown[yy * width + xx] = true }
        }
      }
    }
    return grown
  }

  /// Rec. 601 luma of each pixel, 0…255.
  static func luma(_ bitmap: Bitmap) -> [Int] {
    bitmap.pixels.withUnsafeBufferPointer { p in
      (0..<bitmap.width * bitmap.height).map { i in
        (299 * Int(p[4 * i]) + 587 * Int(p[4 * i + 1]) + 114 * Int(p[4 * i + 2]) + 500) / 1000
      }
    }
  }

  /// The Sobel gradient's magnitude of `luma` at each pixel (edges replicated at the border):
  /// 0 on flat colour, about 1,000 across a black-to-white step.
  static func edges(_ luma: [Int], _ width: Int, _ height: Int) -> [Double] {
    var result = [Double](repeating: 0, count: width * height)
    luma.withUnsafeBufferPointer { l in
      for y in 0..<height {
        let up = max(0, y - 1) * width
        let row = y * width
        let down = min(height - 1, y + 1) * width
        for x in 0..<width {
          let left = max(0, x - 1)
          let right = min(width - 1, x + 1)
          let gx =
            (l[up + right] + 2 * l[row + right] + l[down + right]) - (l[up + left] + 2 * l[row + left] + l[down + left])
          let gy = (l[down + left] + 2 * l[down + x] + l[down + right]) - (l[up + left] + 2 * l[up + x] + l[up + right])
          if gx != 0 || gy != 0 { result[row + x] = Double(gx * gx + gy * gy).squareRoot() }
        }
      }
    }
    return result
  }
}
