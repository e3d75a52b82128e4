import Foundation
import Graphics

/// One GIF image ready to write: where it goes, its colours and its colour indices.
struct GIFFramePlan {
  var rect: PixelRect
  /// The colours (`0xRRGGBB`) of the table this image uses; the transparent index, when there is
  /// one, is `palette.count`.
  var palette: [UInt32]
  var transparentIndex: Int?
  /// `rect.area` indices, row-major.
  var indices: [UInt8]
}

/// Turns frames (as 32-bit colour keys) into GIF images: chooses the rectangle, the palette
/// (a global one, or the frame's own exact or median-cut colours), maps and optionally dithers
/// the pixels, and writes unchanged pixels as the transparent index. Keeps the canvas a viewer
/// shows, so a quantised colour that is already on screen is written as transparent too.
final class GIFFramePlanner {
  /// The key of a pixel that is (mostly) transparent: alpha < 128.
  static let transparentKey: UInt32 = 0x0100_0000

  struct Settings {
    var width: Int
    var height: Int
    /// Colours a palette may hold (one slot is kept for transparency when it is used).
    var capacity: Int
    var dithering: GIFEncoder.Dithering
    /// Write pixels equal to the previous frame as the transparent index (opaque animations).
    var skipsUnchanged: Bool
    /// Crop each image to the rectangle that changed (opaque animations).
    var crops: Bool
    /// The animation has transparent pixels: the transparent index is always reserved.
    var hasTransparency: Bool
    /// Give a frame its own palette when the quantised global palette maps its changed pixels
    /// below ``poorPSNR``.
    var localWhenGlobalIsPoor: Bool
  }

  /// Runs of unchanged pixels shorter than this are written with their colours, not as transparent.
  static let minimumTransparentRun = 16

  /// Below this PSNR (dB) over a frame's changed pixels, the global palette is poor for it.
  static let poorPSNR = 40.0

  private let settings: Settings
  private let counter = ColorCounter()
  private let lookup = PaletteLookup()
  private let lzw = LZWSizeEstimator()
  private var canvas: [UInt32]
  private var previous: [UInt32]?

  init(_ settings: Settings) {
    self.settings = settings
    canvas = [UInt32](repeating: 0, count: settings.width * settings.height)
  }

  /// The colour keys of `pixels` (RGBA8): `0xRRGGBB`, or ``transparentKey`` for alpha < 128.
  static func keys(of pixels: [UInt8]) -> [UInt32] {
    let count = pixels.count / 4
    return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
      pixels.withUnsafeBufferPointer { p in
        for i in 0..<count {
          let o = i * 4
          out[i] =
            p[o + 3] < 128
            ? transparentKey : UInt32(p[o]) << 16 | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2])
        }
      }
      initialized = count
    }
  }

  /// Plans the next frame. `global` is the palette every frame uses, if any, and whether it holds
  /// every colour exactly.
  ///
  /// The picture shown after this frame does not depend on the optimisation settings: a pixel
  /// whose source colour did not change keeps the colour on screen, and a changed pixel takes the
  /// palette colour chosen for it (exactly its own when the palette is exact). The settings only
  /// choose how that picture is written: the rectangle, and whether pixels already on screen are
  /// written as the transparent index or with their colour.
  ///
  /// - Throws: ``GIFError/tooManyColorsWithoutTransparency(frame:colors:)`` when, with the
  ///   transparency optimisation off, the colours to write do not fit one table.
  func plan(_ keys: [UInt32], frame: Int, global: (colors: [UInt32], exact: Bool)?) throws -> GIFFramePlan {
    let width = settings.width
    let previous = settings.hasTransparency ? nil : self.previous
    var rect = PixelRect(x: 0, y: 0, width: width, height: settings.height)
    if let previous, settings.crops {
      rect =
        PixelRect.changed(previous, keys, width: width, height: settings.height)
        ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
    }
    let changed = keys.withUnsafeBufferPointer { k in
      (previous ?? []).withUnsafeBufferPointer { q in
        (0..<rect.area).map { i in
          let p = (rect.y + i / rect.width) * width + rect.x + i % rect.width
          return k[p] != Self.transparentKey && (q.isEmpty || k[p] != q[p])
        }
      }
    }

    var palette: [UInt32]
    var exact: Bool
    if let global, global.exact || !settings.localWhenGlobalIsPoor || !globalIsPoor(global.colors, keys, rect, changed)
    {
      (palette, exact) = global
    } else {
      counter.reset()
      for i in 0..<rect.area where changed[i] {
        counter.add(keys[(rect.y + i / rect.width) * width + rect.x + i % rect.width])
      }
      let histogram = counter.histogram()
      exact = histogram.count <= settings.capacity
      palette = exact ? histogram.map(\.color) : MedianCut.palette(for: histogram, maximumColors: settings.capacity)
      if palette.isEmpty { palette = [0] }
    }
    lookup.use(palette)
    var method = exact ? .none : settings.dithering
    let automatic = settings.localWhenGlobalIsPoor && method == .none && !exact
    if automatic && GradientBanding.isVisible(keys: keys, changed: changed, rect: rect, width: width, lookup: lookup) {
      method = .ordered
    }
    var ditherer = GIFDitherer(
      method: method, width: rect.width, paletteCount: palette.count, keepsPaletteColors: automatic)

    // The picture after this frame, inside the rectangle.
    var target = [UInt32](repeating: Self.transparentKey, count: rect.area)
    var chosen = [UInt8](repeating: 0, count: rect.area)
    for row in 0..<rect.height {
      ditherer.startRow()
      for column in 0..<rect.width {
        let i = row * rect.width + column
        let p = (rect.y + row) * width + rect.x + column
        if changed[i] {
          let index = ditherer.map(keys[p], column: column, x: rect.x + column, y: rect.y + row, lookup: lookup)
          chosen[i] = UInt8(index)
          target[i] = palette[index]
        } else if keys[p] != Self.transparentKey {
          target[i] = canvas[p]
        }
      }
    }

    let transparent = settings.skipsUnchanged || settings.hasTransparency ? palette.count : nil
    var indices = [UInt8](repeating: UInt8(transparent ?? 0), count: rect.area)
    var exactIndex: [UInt32: UInt8] = [:]
    for (index, color) in palette.enumerated().reversed() { exactIndex[color] = UInt8(index) }
    let skips = settings.skipsUnchanged && previous != nil
    for row in 0..<rect.height {
      var column = 0
      while column < rect.width {
        let i = row * rect.width + column
        let p = (rect.y + row) * width + rect.x + column
        if target[i] == Self.transparentKey {
          column += 1
          continue
        }
        if changed[i] {
          indices[i] = chosen[i]
          canvas[p] = target[i]
          column += 1
          continue
        }
        // A run of pixels already on screen: transparent when long (or when their colours are
        // not in this frame's table), written with their colours when short — scattered
        // transparent pixels would break the LZW strings of the content around them.
        var end = column
        while end < rect.width, !changed[row * rect.width + end],
          target[row * rect.width + end] != Self.transparentKey,
          target[row * rect.width + end] == canvas[(rect.y + row) * width + rect.x + end]
        {
          end += 1
        }
        if end == column { end = column + 1 }  // on screen differs (transparency off): one pixel
        let short = end - column < Self.minimumTransparentRun
        for c in column..<end {
          let j = row * rect.width + c
          if skips && (!short || exactIndex[target[j]] == nil) { continue }
          if let index = exactIndex[target[j]] {
            indices[j] = index
          } else {
            // Transparency optimisation off: a colour already on screen joins this frame's table.
            guard palette.count < settings.capacity + (transparent == nil ? 0 : 1) else {
              throw GIFError.tooManyColorsWithoutTransparency(frame: frame, colors: palette.count + 1)
            }
            exactIndex[target[j]] = UInt8(palette.count)
            indices[j] = UInt8(palette.count)
            palette.append(target[j])
          }
        }
        column = end
      }
    }
    if skips { indices = smallerOfTransparentOrOpaque(indices, rect, target, exactIndex, transparent!, palette.count) }
    self.previous = keys
    return GIFFramePlan(rect: rect, palette: palette, transparentIndex: transparent, indices: indices)
  }

  /// Whether `global` maps the changed pixels of this frame with a PSNR below ``poorPSNR``
  /// (nearest colours, no dithering).
  private func globalIsPoor(_ global: [UInt32], _ keys: [UInt32], _ rect: PixelRect, _ changed: [Bool]) -> Bool {
    lookup.use(global)
    var error = 0
    var count = 0
    for i in 0..<rect.area where changed[i] {
      let key = keys[(rect.y + i / rect.width) * settings.width + rect.x + i % rect.width]
      let mapped = global[lookup.index(of: key)]
      for shift: UInt32 in [16, 8, 0] {
        let d = Int(key >> shift & 0xFF) - Int(mapped >> shift & 0xFF)
        error += d * d
      }
      count += 3
    }
    guard error > 0 else { return false }
    return 10 * log10(255 * 255 * Double(count) / Double(error)) < Self.poorPSNR
  }

  /// `indices` as planned (unchanged runs transparent), or the same picture with every
  /// transparent pixel written with its on-screen colour, whichever LZW makes smaller. The second
  /// is possible only when all those colours are in this frame's table.
  private func smallerOfTransparentOrOpaque(
    _ indices: [UInt8], _ rect: PixelRect, _ target: [UInt32], _ exactIndex: [UInt32: UInt8], _ transparent: Int,
    _ colorCount: Int
  ) -> [UInt8] {
    var opaque = indices
    for i in 0..<rect.area where Int(indices[i]) == transparent && target[i] != Self.transparentKey {
      guard let index = exactIndex[target[i]] else { return indices }
      opaque[i] = index
    }
    var codeSize = 2
    while 1 << codeSize < colorCount + 1 { codeSize += 1 }
    return lzw.bits(opaque, minimumCodeSize: codeSize) < lzw.bits(indices, minimumCodeSize: codeSize) ? opaque : indices
  }
}
