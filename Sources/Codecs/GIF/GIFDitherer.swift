import Foundation

/// Maps colour keys to palette indices row by row, optionally dithering: an 8×8 Bayer matrix
/// (ordered) or Floyd–Steinberg error diffusion (left to right, errors 7/16, 3/16, 5/16, 1/16).
///
/// Pixels the planner does not write are never mapped, so they neither take nor spread error.
/// With `keepsPaletteColors`, a pixel whose colour is in the palette is mapped to it without
/// dithering (flat UI colours stay flat while the gradients around them are dithered).
struct GIFDitherer {
  private static let bayer: [Int32] = [
    0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
  ]

  private let method: GIFEncoder.Dithering
  private let keepsPaletteColors: Bool
  /// Ordered dithering's amplitude: about one palette cell, `255 / ∛colours`.
  private let spread: Int32
  /// Floyd–Steinberg errors (×16) for this row and the next, 3 channels, one guard pixel each side.
  private var current: [Int32]
  private var next: [Int32]

  init(method: GIFEncoder.Dithering, width: Int, paletteCount: Int, keepsPaletteColors: Bool = false) {
    self.method = method
    self.keepsPaletteColors = keepsPaletteColors
    spread = Int32((255 / cbrt(Double(max(paletteCount, 2)))).rounded())
    let size = method == .floydSteinberg ? (width + 2) * 3 : 0
    current = [Int32](repeating: 0, count: size)
    next = current
  }

  mutating func startRow() {
    guard method == .floydSteinberg else { return }
    swap(&current, &next)
    for i in next.indices { next[i] = 0 }
  }

  /// The palette index for `key` at canvas pixel (`x`, `y`), the `column`-th of the row being mapped.
  mutating func map(_ key: UInt32, column: Int, x: Int, y: Int, lookup: PaletteLookup) -> Int {
    if keepsPaletteColors {
      let nearest = lookup.index(of: key)
      if lookup.palette[nearest] == key { return nearest }
    }
    switch method {
    case .none:
      return lookup.index(of: key)
    case .ordered:
      let threshold = (Self.bayer[(y & 7) * 8 + (x & 7)] * 2 - 63) * spread / 128
      return lookup.index(
        of: Self.pack(r: channel(key, 16) + threshold, g: channel(key, 8) + threshold, b: channel(key, 0) + threshold))
    case .floydSteinberg:
      let base = (column + 1) * 3
      let r = clamp(channel(key, 16) + current[base] / 16)
      let g = clamp(channel(key, 8) + current[base + 1] / 16)
      let b = clamp(channel(key, 0) + current[base + 2] / 16)
      let index = lookup.index(of: Self.pack(r: r, g: g, b: b))
      let chosen = lookup.palette[index]
      diffuse(r - channel(chosen, 16), at: base)
      diffuse(g - channel(chosen, 8), at: base + 1)
      diffuse(b - channel(chosen, 0), at: base + 2)
      return index
    }
  }

  private mutating func diffuse(_ error: Int32, at i: Int) {
    current[i + 3] += error * 7
    next[i - 3] += error * 3
    next[i] += error * 5
    next[i + 3] += error
  }

  private func channel(_ key: UInt32, _ shift: UInt32) -> Int32 { Int32(key >> shift & 0xFF) }
  private func clamp(_ v: Int32) -> Int32 { min(255, max(0, v)) }

  private static func pack(r: Int32, g: Int32, b: Int32) -> UInt32 {
    UInt32(min(255, max(0, r))) << 16 | UInt32(min(255, max(0, g))) << 8 | UInt32(min(255, max(0, b)))
  }
}
