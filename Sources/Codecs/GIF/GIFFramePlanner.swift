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
  /// The same picture with the transparent pixels written in their on-screen colours, when the
  /// table holds them all; ``GIFFramePlanner/imageData(of:minimumCodeSize:lzw:)`` keeps the smaller.
  var opaqueIndices: [UInt8]?
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
  private var canvas: [UInt32]
  private let exactIndex = ExactColorIndex()

  init(_ settings: Settings) {
    self.settings = settings
    canvas = [UInt32](repeating: 0, count: settings.width * settings.height)
  }

  /// Plans the next frame from its ``GIFFrameAnalysis`` and colour `keys`; `hasPrevious` says
  /// whether a frame was planned before (so pixels on screen may be written as transparent).
  ///
  /// The picture shown after this frame does not depend on the optimisation settings: a pixel
  /// whose source colour did not change keeps the colour on screen, and a changed pixel takes the
  /// palette colour chosen for it (exactly its own when the palette is exact). The settings only
  /// choose how that picture is written: the rectangle, and whether pixels already on screen are
  /// written as the transparent index or with their colour. Frames are planned in order (each
  /// reads the canvas the previous ones left); ``imageData(of:minimumCodeSize:lzw:)`` then
  /// compresses a plan on any thread.
  ///
  /// - Throws: ``GIFError/tooManyColorsWithoutTransparency(frame:colors:)`` when, with the
  ///   transparency optimisation off, the colours to write do not fit one table.
  func plan(_ analysis: GIFFrameAnalysis, keys: [UInt32], frame: Int, hasPrevious: Bool) throws -> GIFFramePlan {
    let width = settings.width
    let rect = analysis.rect
    let changed = analysis.changed
    let chosen = analysis.chosen
    var palette = analysis.palette
    // The canvas as a local in the loops (no exclusivity check per pixel), put back on return.
    var canvas = self.canvas
    self.canvas = []
    defer { self.canvas = canvas }

    // The picture after this frame, inside the rectangle.
    var target = [UInt32](repeating: Self.transparentKey, count: rect.area)
    for row in 0..<rect.height {
      for column in 0..<rect.width {
        let i = row * rect.width + column
        let p = (rect.y + row) * width + rect.x + column
        if changed[i] {
          target[i] = palette[Int(chosen[i])]
        } else if keys[p] != Self.transparentKey {
          target[i] = canvas[p]
        }
      }
    }

    let transparent = settings.skipsUnchanged || settings.hasTransparency ? palette.count : nil
    var indices = [UInt8](repeating: UInt8(transparent ?? 0), count: rect.area)
    let exactIndex = self.exactIndex
    exactIndex.use(palette)
    defer { exactIndex.reset() }
    let skips = settings.skipsUnchanged && hasPrevious && !settings.hasTransparency
    for row in 0..<rect.height {
      var column = 0
      while column < rect.width {
        let i = row * rect.width + column
        let p = (rect.y + row) * width + rect.x + column
        if target[i] == Self.transparentKey {
          column += 1
          continue
        }
        if changed[i] && target[i] != canvas[p] {
          indices[i] = chosen[i]
          canvas[p] = target[i]
          column += 1
          continue
        }
        // A run of pixels already on screen — unchanged, or changed to the colour they already
        // show once quantised (a fade's small steps): transparent when long (or when their
        // colours are not in this frame's table), written with their colours when short —
        // scattered transparent pixels would break the LZW strings of the content around them.
        var end = column
        while end < rect.width, target[row * rect.width + end] != Self.transparentKey,
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
            exactIndex.add(target[j], at: palette.count)
            indices[j] = UInt8(palette.count)
            palette.append(target[j])
          }
        }
        column = end
      }
    }
    let opaque = skips ? opaqueAlternative(indices, rect, target, exactIndex, transparent!) : nil
    return GIFFramePlan(
      rect: rect, palette: palette, transparentIndex: transparent, indices: indices, opaqueIndices: opaque)
  }

  /// `indices` with every transparent pixel written with its on-screen colour, when all those
  /// colours are in this frame's table; nil otherwise.
  private func opaqueAlternative(
    _ indices: [UInt8], _ rect: PixelRect, _ target: [UInt32], _ exactIndex: ExactColorIndex, _ transparent: Int
  ) -> [UInt8]? {
    var opaque = indices
    for i in 0..<rect.area where Int(indices[i]) == transparent && target[i] != Self.transparentKey {
      guard let index = exactIndex[target[i]] else { return nil }
      opaque[i] = index
    }
    return opaque
  }

  /// The image data of `plan` (see ``GIFLZWEncoder``): its indices as planned (unchanged runs
  /// transparent), or — when ``GIFFramePlan/opaqueIndices`` exists and compresses smaller — the
  /// same picture written opaque (scattered transparent pixels break LZW strings). Both are
  /// compressed and the shorter kept (the transparent one on a tie). Depends on the plan alone,
  /// so any worker may run it.
  static func imageData(of plan: GIFFramePlan, minimumCodeSize: Int, lzw: GIFLZWEncoder) -> [UInt8] {
    var data: [UInt8] = []
    plan.indices.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minimumCodeSize, into: &data) }
    guard let opaque = plan.opaqueIndices else { return data }
    var opaqueData: [UInt8] = []
    opaque.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minimumCodeSize, into: &opaqueData) }
    return opaqueData.count < data.count ? opaqueData : data
  }
}
