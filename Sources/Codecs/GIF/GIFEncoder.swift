import Foundation
import Graphics

/// Encodes an ``AnimatedImage`` as an animated GIF (GIF89a), all in Swift: the colour work, the
/// LZW compression (``GIFLZWEncoder``, giflib's exact codes) and the container.
///
/// - **Workers.** Frames are analysed (palette, mapping, dithering) and LZW-compressed on
///   ``workers`` threads; only what depends on the previous frame's output (the canvas a viewer
///   shows) runs in frame order. The file is byte-identical for any worker count.
///
/// - **Palette.** When all frames together use at most 255 colours (flat UI content) they share
///   one exact global palette, and the GIF decodes to the source pixels exactly. Otherwise
///   ``PaletteStrategy/automatic`` builds one global palette with median cut + k-means
///   (``MedianCut``) over every frame's pixels, and gives a frame its own local palette only when
///   the global one maps the frame's changed pixels below 40 dB PSNR (a scene change, a photo);
///   ``PaletteStrategy/global`` never does; ``PaletteStrategy/perFrame`` gives every frame its own
///   palette (exact when the pixels it writes have at most 255 colours) — the best PSNR, but each
///   local table costs up to 768 bytes.
/// - **Dithering** (``Dithering``) applies only to frames whose palette is not exact. With
///   ``PaletteStrategy/automatic`` and no dithering asked for, a frame whose smooth gradients the
///   palette cannot reproduce (``GradientBanding``) is ordered-dithered anyway, only in its pixels
///   whose colour is not in the palette, so that it does not band.
/// - **Frame optimisation** (opaque animations): each image is cropped to the rectangle that
///   changed since the previous frame and pixels that did not change are written as the
///   transparent index, over disposal method 1 (leave in place) — in runs of at least 16 pixels,
///   and only when that compresses smaller than writing their colours (both are compressed;
///   scattered transparent pixels break LZW strings). Neither changes the decoded picture. Frames
///   identical to the previous one are merged into it (their time added).
/// - **Timing**: delays are whole centiseconds with the rounding error carried forward
///   (``CentisecondDelays``), so the total duration is exact to 1 cs.
/// - **Loop count**: ``AnimatedImage/loopCount`` plays (0 = forever) become the NETSCAPE2.0
///   extension's repeat count (plays − 1; no extension for a single play).
///
/// - Note: GIF has 1-bit transparency. In an animation with any non-opaque pixel, alpha < 128 is
///   written as transparent and anything else as opaque; every frame is then written whole with
///   disposal method 2 (restore to background), without the cropping and transparency optimisations.
public struct GIFEncoder: Sendable, Hashable {
  /// How palettes are chosen.
  public enum PaletteStrategy: String, Sendable, Hashable, CaseIterable {
    /// One global palette; a frame it serves poorly (< 40 dB) gets its own.
    case automatic
    /// One palette for all frames (quantised when the colours do not fit).
    case global
    /// One exact global palette when it fits, else a palette per frame.
    case perFrame = "per-frame"
  }

  /// How colours missing from a quantised palette are approximated.
  public enum Dithering: String, Sendable, Hashable, CaseIterable {
    /// Nearest palette colour (flat areas stay flat; gradients may band).
    case none
    /// 8×8 Bayer ordered dithering (stable between frames, compresses well).
    case ordered
    /// Floyd–Steinberg error diffusion (smoothest gradients, largest files).
    case floydSteinberg = "floyd-steinberg"
  }

  public var palette: PaletteStrategy
  public var dithering: Dithering
  /// Table entries per palette, 2…256; one is always kept for the transparent index.
  public var maximumColors: Int
  /// Write pixels that did not change since the previous frame as the transparent index.
  public var writesUnchangedPixelsAsTransparent: Bool
  /// Crop each frame to the rectangle that changed.
  public var cropsToChangedRect: Bool
  /// Merge a frame that shows the same picture as the previous one into it (one image, the sum
  /// of the delays); frames differing only in the colours under transparent pixels count as the same.
  public var mergesIdenticalFrames: Bool
  /// Threads that analyse and compress frames (at least 1); the output does not depend on it.
  public var workers: Int

  /// Creates an encoder; the defaults give the smallest lossless-when-possible GIF.
  public init(
    palette: PaletteStrategy = .automatic, dithering: Dithering = .none, maximumColors: Int = 256,
    writesUnchangedPixelsAsTransparent: Bool = true, cropsToChangedRect: Bool = true,
    mergesIdenticalFrames: Bool = true,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.palette = palette
    self.dithering = dithering
    self.maximumColors = maximumColors
    self.writesUnchangedPixelsAsTransparent = writesUnchangedPixelsAsTransparent
    self.cropsToChangedRect = cropsToChangedRect
    self.mergesIdenticalFrames = mergesIdenticalFrames
    self.workers = workers
  }

  /// Whether two frames make the same GIF picture: each pixel transparent in both (alpha below
  /// 128, whatever colour it carries) or opaque in both with the same colour — so frames that
  /// differ only under transparent pixels merge too.
  static func showTheSame(_ a: Bitmap, _ b: Bitmap) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    if a.pixels == b.pixels { return true }
    return a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q in
        var i = 0
        while i < p.count {
          let transparent = p[i + 3] < 128
          guard transparent == (q[i + 3] < 128) else { return false }
          if !transparent && (p[i] != q[i] || p[i + 1] != q[i + 1] || p[i + 2] != q[i + 2]) { return false }
          i += 4
        }
        return true
      }
    }
  }

  /// Encodes `animation` as a complete GIF file.
  ///
  /// - Throws: ``GIFError/invalidSetting(name:value:expected:)`` for ``maximumColors`` outside 2…256,
  ///   ``GIFError/frameTooShort(frame:seconds:)`` when a frame's delay rounds to 0 cs (above 200 fps;
  ///   note that browsers also slow delays under 2 cs, so keep GIFs at ≤ 50 fps), or
  ///   ``GIFError/tooManyColorsWithoutTransparency(frame:colors:)`` (transparency optimisation off).
  /// - Complexity: O(total pixels) plus, for frames that need quantising, O(colours × 256).
  public func encode(_ animation: AnimatedImage) throws -> [UInt8] {
    try animation.validate()
    guard animation.width <= 65_535, animation.height <= 65_535 else {
      throw GIFError.invalidSetting(
        name: "canvas", value: "\(animation.width)x\(animation.height)", expected: "each side at most 65535 px")
    }
    guard (2...256).contains(maximumColors) else {
      throw GIFError.invalidSetting(name: "maximumColors", value: "\(maximumColors)", expected: "2…256")
    }
    guard workers >= 1 else {
      throw GIFError.invalidSetting(name: "workers", value: "\(workers)", expected: "at least 1")
    }
    // Merge identical frames, then spread the centisecond rounding.
    var frames: [(source: Int, bitmap: Bitmap, duration: Double)] = []
    for (index, frame) in animation.frames.enumerated() {
      if mergesIdenticalFrames, let last = frames.last, Self.showTheSame(last.bitmap, frame.bitmap) {
        frames[frames.count - 1].duration += frame.duration
      } else {
        frames.append((index, frame.bitmap, frame.duration))
      }
    }
    let delays = CentisecondDelays.delays(for: frames.map(\.duration))
    if let short = delays.firstIndex(of: 0) {
      throw GIFError.frameTooShort(frame: frames[short].source, seconds: frames[short].duration)
    }

    let opaque = animation.isOpaque
    let skips = opaque && writesUnchangedPixelsAsTransparent
    // One entry is always kept for the transparent index, so the palettes (and so the picture)
    // do not depend on whether the transparency optimisation is on.
    let capacity = maximumColors - 1
    let settings = GIFFramePlanner.Settings(
      width: animation.width, height: animation.height, capacity: capacity, dithering: dithering,
      skipsUnchanged: skips, crops: opaque && cropsToChangedRect, hasTransparency: !opaque,
      localWhenGlobalIsPoor: palette == .automatic)
    let workers = min(self.workers, max(1, frames.count))
    let global = globalPalette(frames.map(\.bitmap), capacity: capacity, workers: workers)
    let planner = GIFFramePlanner(settings)
    let analyzers = (0..<workers).map { _ in GIFFrameAnalyzer(settings) }
    let compressors = (0..<workers).map { _ in GIFLZWEncoder() }

    // Frames go in batches: keys and analyses in parallel, plans in order (each reads the canvas
    // the previous frames left), then the LZW choice and compression in parallel.
    var writer = GIFFileWriter()
    var screenPalette: [UInt32] = []
    var previousKeys: [UInt32]? = nil
    let batch = 4 * workers
    for first in stride(from: 0, to: frames.count, by: batch) {
      let range = first..<min(first + batch, frames.count)
      let keys = ParallelFrames.map(range.count, workers: workers) { _, i in
        GIFFrameAnalyzer.keys(of: frames[range.lowerBound + i].bitmap.pixels)
      }
      let analyses = ParallelFrames.map(range.count, workers: workers) { worker, i in
        let previous = opaque ? (i == 0 ? previousKeys : keys[i - 1]) : nil
        return analyzers[worker].analyse(keys[i], previous: previous, global: global)
      }
      var plans: [(plan: GIFFramePlan, local: GIFColorMap?, codeSize: Int)] = []
      for (i, n) in range.enumerated() {
        let plan = try planner.plan(analyses[i], keys: keys[i], frame: frames[n].source, hasPrevious: n > 0)
        let entries = plan.palette.count + (plan.transparentIndex == nil ? 0 : 1)
        if n == 0 {
          screenPalette = plan.palette
          writer.putScreen(
            width: animation.width, height: animation.height,
            globalColors: GIFColorMap(screenPalette, minimumEntries: entries))
          if animation.loopCount != 1 { writer.putLoopCount(animation.loopCount == 0 ? 0 : animation.loopCount - 1) }
        }
        let local = plan.palette == screenPalette ? nil : GIFColorMap(plan.palette, minimumEntries: entries)
        plans.append((plan, local, writer.minimumCodeSize(localColors: local)))
      }
      previousKeys = keys.last
      let images = ParallelFrames.map(plans.count, workers: workers) { worker, i in
        GIFFramePlanner.imageData(of: plans[i].plan, minimumCodeSize: plans[i].codeSize, lzw: compressors[worker])
      }
      for (i, n) in range.enumerated() {
        writer.putGraphicsControl(
          delay: delays[n], disposal: opaque ? 1 : 2, transparentIndex: plans[i].plan.transparentIndex)
        writer.putImage(plans[i].plan.rect, localColors: plans[i].local, imageData: images[i])
      }
    }
    return writer.finish()
  }

  /// The palette shared by every frame, if the strategy and the colours call for one. The
  /// colours are counted on `workers` threads (frame i on worker i mod workers) and the counts
  /// summed; the histogram is sorted by colour, so it does not depend on the worker count.
  private func globalPalette(_ bitmaps: [Bitmap], capacity: Int, workers: Int) -> (colors: [UInt32], exact: Bool)? {
    let workers = max(1, min(workers, bitmaps.count))
    let counters = (0..<workers).map { _ in ColorCounter() }
    _ = ParallelFrames.map(bitmaps.count, workers: workers) { worker, i in
      let counter = counters[worker]
      bitmaps[i].pixels.withUnsafeBufferPointer { p in
        var o = 0
        while o < p.count {
          if p[o + 3] >= 128 { counter.add(UInt32(p[o]) << 16 | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2])) }
          o += 4
        }
      }
    }
    let counter = counters[0]
    for other in counters.dropFirst() {
      for color in other.colors { counter.add(color, count: other.count(of: color)) }
    }
    if palette == .perFrame && counter.colors.count > capacity { return nil }
    let histogram = counter.histogram()
    if histogram.count <= capacity { return (histogram.isEmpty ? [0] : histogram.map(\.color), true) }
    return (MedianCut.palette(for: histogram, maximumColors: capacity), false)
  }
}
