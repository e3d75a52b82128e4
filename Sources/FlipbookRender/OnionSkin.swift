import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit

/// Several moments of a transition composed into one picture, earlier moments fading: the
/// onion skin animators use to see a motion at a glance.
///
/// **Opacity ramp.** Frames are opaque, so the moments are blended, not stacked: moment `k` of
/// `n` (1 = earliest) contributes `k / (1 + 2 + … + n) = 2k / (n(n + 1))` of every pixel.
/// What stays still is drawn at full strength (the shares add up to 1); what moves shows once
/// per moment, the latest strongest (for `n = 6`: 5 %, 10 %, 14 %, 19 %, 24 %, 29 %). The
/// moments are drawn earliest first, moment `k` at opacity `2 / (k + 1)` over the ones before
/// it, which gives exactly those shares.
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

  /// The share of every pixel moment `k` of `n` (1-based, 1 = earliest) contributes.
  public static func share(ofMoment k: Int, of n: Int) -> Double { 2 * Double(k) / Double(n * (n + 1)) }

  /// The opacity moment `k` (1-based) is drawn with over the moments before it.
  public static func opacity(ofMoment k: Int) -> Double { 2 / Double(k + 1) }

  /// The display items that blend `frames` (earliest first, all one size) into a
  /// `width × height` pixel picture.
  ///
  /// - Precondition: the frames are non-empty and of equal size.
  public static func items(_ frames: [Bitmap]) -> [DisplayItem] {
    precondition(!frames.isEmpty, "OnionSkin: no frames to compose")
    let width = frames[0].width
    let height = frames[0].height
    precondition(
      frames.allSatisfy { $0.width == width && $0.height == height }, "OnionSkin: the frames differ in size")
    let rect = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
    var items: [DisplayItem] = []
    for (offset, frame) in frames.enumerated() {
      let k = offset + 1
      if k == 1 {
        items.append(.image(frame, rect: rect, transform: .identity))
      } else {
        items += [
          .beginGroup(opacity: opacity(ofMoment: k)), .image(frame, rect: rect, transform: .identity), .endGroup,
        ]
      }
    }
    return items
  }

  /// `frames` blended (``items(_:)``), with `overlay` drawn on top.
  ///
  /// - Throws: rasteriser errors.
  public static func compose(_ frames: [Bitmap], overlay: [DisplayItem] = [], rasterizer: CairoRasterizer) throws
    -> Bitmap
  {
    let blended = items(frames)
    let list = DisplayList(
      pixelWidth: frames[0].width, pixelHeight: frames[0].height, background: .clear, items: blended + overlay)
    return try rasterizer.render(list)
  }
}
