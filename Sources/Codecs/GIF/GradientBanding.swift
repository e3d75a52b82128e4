import Graphics

/// Decides whether a quantised frame would show banding: whether its changed pixels hold smooth
/// gradients (neighbours a few levels apart, such as a page curl's shading or a soft shadow)
/// that the palette cannot reproduce exactly, so that nearest-colour mapping turns them into
/// visible steps.
///
/// Flat UI colours do not count: neighbours that are equal, or far apart (an edge), are not part
/// of a gradient. The encoder's automatic mode dithers only such frames, and only their pixels
/// whose colour is not in the palette.
struct GradientBanding {
  /// Neighbours whose largest channel difference lies in this range are a gradient step.
  static let smoothStep = 1...6
  /// A frame has gradients when at least this share of its changed pixels start a smooth step…
  static let minimumShare = 0.02
  /// …and at least this many do (a few anti-aliased edges are not a gradient).
  static let minimumPairs = 256
  /// Banding needs the palette to miss at least this share of the gradient's pixels.
  static let minimumInexactShare = 0.25

  /// Whether the frame's changed pixels in `rect` (keys of a canvas `width` wide) hold
  /// gradients that `lookup`'s palette maps inexactly.
  static func isVisible(
    keys: [UInt32], changed: [Bool], rect: PixelRect, width: Int, lookup: PaletteLookup
  ) -> Bool {
    var changedCount = 0
    var smooth = 0
    var inexact = 0
    for row in 0..<rect.height {
      let start = (rect.y + row) * width + rect.x
      for column in 0..<rect.width {
        let i = row * rect.width + column
        guard changed[i] else { continue }
        changedCount += 1
        guard column + 1 < rect.width, changed[i + 1] else { continue }
        let a = keys[start + column]
        let b = keys[start + column + 1]
        guard smoothStep.contains(Self.largestChannelDifference(a, b)) else { continue }
        smooth += 1
        if lookup.palette[lookup.index(of: a)] != a { inexact += 1 }
      }
    }
    guard smooth >= minimumPairs, Double(smooth) >= minimumShare * Double(changedCount) else { return false }
    return Double(inexact) >= minimumInexactShare * Double(smooth)
  }

  static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    max(
      abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)), abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)),
      abs(Int(a & 0xFF) - Int(b & 0xFF)))
  }
}
