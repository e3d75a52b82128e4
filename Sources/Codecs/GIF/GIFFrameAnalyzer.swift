import Foundation
import Graphics

/// What a GIF frame needs from the source frames alone: the rectangle to write, which of its
/// pixels changed, the palette, and the palette index (mapped, maybe dithered) of each changed
/// pixel. It depends only on this frame's and the previous frame's colour keys and on the global
/// palette, never on earlier output, so frames are analysed in parallel (one analyser per worker)
/// with the same result for any worker count.
struct GIFFrameAnalysis {
  var rect: PixelRect
  /// `rect.area` flags, row-major: the pixel is opaque and differs from the previous frame (every
  /// opaque pixel for the first frame, or when the animation has transparency).
  var changed: [Bool]
  /// The colours (`0xRRGGBB`) of the table the frame is mapped to.
  var palette: [UInt32]
  /// `rect.area` palette indices, row-major; meaningful where `changed`.
  var chosen: [UInt8]
}

/// Analyses frames for ``GIFFramePlanner``: chooses the rectangle and the palette (the global one,
/// or the frame's own exact or median-cut colours) and maps, optionally dithering, the changed
/// pixels. Holds the lookup tables one worker reuses from frame to frame.
final class GIFFrameAnalyzer {
  private let settings: GIFFramePlanner.Settings
  private let counter = ColorCounter()
  private let lookup = PaletteLookup()

  init(_ settings: GIFFramePlanner.Settings) {
    self.settings = settings
  }

  /// The colour keys of `pixels` (RGBA8): `0xRRGGBB`, or ``GIFFramePlanner/transparentKey`` for alpha < 128.
  static func keys(of pixels: [UInt8]) -> [UInt32] {
    let count = pixels.count / 4
    return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
      pixels.withUnsafeBufferPointer { p in
        for i in 0..<count {
          let o = i * 4
          out[i] =
            p[o + 3] < 128
            ? GIFFramePlanner.transparentKey : UInt32(p[o]) << 16 | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2])
        }
      }
      initialized = count
    }
  }

  /// Analyses the frame with colour `keys`; `previous` holds the previous frame's keys (nil for
  /// the first frame, and always nil when the animation has transparency). `global` is the palette
  /// every frame uses, if any, and whether it holds every colour exactly.
  func analyse(_ keys: [UInt32], previous: [UInt32]?, global: (colors: [UInt32], exact: Bool)?) -> GIFFrameAnalysis {
    let width = settings.width
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
          return k[p] != GIFFramePlanner.transparentKey && (q.isEmpty || k[p] != q[p])
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
    let amplitude =
      automatic
      ? GradientBanding.ditherAmplitude(keys: keys, changed: changed, rect: rect, width: width, lookup: lookup) : nil
    if amplitude != nil { method = .ordered }
    var ditherer = GIFDitherer(
      method: method, width: rect.width, paletteCount: palette.count, keepsPaletteColors: automatic,
      amplitude: amplitude)

    var chosen = [UInt8](repeating: 0, count: rect.area)
    for row in 0..<rect.height {
      ditherer.startRow()
      for column in 0..<rect.width where changed[row * rect.width + column] {
        let p = (rect.y + row) * width + rect.x + column
        chosen[row * rect.width + column] = UInt8(
          ditherer.map(keys[p], column: column, x: rect.x + column, y: rect.y + row, lookup: lookup))
      }
    }
    return GIFFrameAnalysis(rect: rect, changed: changed, palette: palette, chosen: chosen)
  }

  /// Whether `global` maps the changed pixels of this frame with a PSNR below
  /// ``GIFFramePlanner/poorPSNR`` (nearest colours, no dithering).
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
    return 10 * log10(255 * 255 * Double(count) / Double(error)) < GIFFramePlanner.poorPSNR
  }
}
