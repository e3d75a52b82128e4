import CGIF
import Graphics

/// Encodes an ``AnimatedImage`` as an animated GIF (GIF89a): giflib writes the container and the
/// LZW data; the colour work is Flipbook's own.
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
///   and only when an LZW size estimate says that beats writing their colours (scattered
///   transparent pixels break LZW strings). Neither changes the decoded picture. Frames identical
///   to the previous one are merged into it (their time added).
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
  /// Merge a frame identical to the previous one into it (one image, the sum of the delays).
  public var mergesIdenticalFrames: Bool

  /// Creates an encoder; the defaults give the smallest lossless-when-possible GIF.
  public init(
    palette: PaletteStrategy = .automatic, dithering: Dithering = .none, maximumColors: Int = 256,
    writesUnchangedPixelsAsTransparent: Bool = true, cropsToChangedRect: Bool = true, mergesIdenticalFrames: Bool = true
  ) {
    self.palette = palette
    self.dithering = dithering
    self.maximumColors = maximumColors
    self.writesUnchangedPixelsAsTransparent = writesUnchangedPixelsAsTransparent
    self.cropsToChangedRect = cropsToChangedRect
    self.mergesIdenticalFrames = mergesIdenticalFrames
  }

  /// Encodes `animation` as a complete GIF file.
  ///
  /// - Throws: ``GIFError/invalidSetting(name:value:expected:)`` for ``maximumColors`` outside 2…256,
  ///   ``GIFError/frameTooShort(frame:seconds:)`` when a frame's delay rounds to 0 cs (above 200 fps;
  ///   note that browsers also slow delays under 2 cs, so keep GIFs at ≤ 50 fps), or
  ///   ``GIFError/giflib(operation:code:reason:)``.
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
    // Merge identical frames, then spread the centisecond rounding.
    var frames: [(source: Int, bitmap: Bitmap, duration: Double)] = []
    for (index, frame) in animation.frames.enumerated() {
      if mergesIdenticalFrames, let last = frames.last, last.bitmap.pixels == frame.bitmap.pixels {
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
    let planner = GIFFramePlanner(
      .init(
        width: animation.width, height: animation.height, capacity: capacity, dithering: dithering,
        skipsUnchanged: skips, crops: opaque && cropsToChangedRect, hasTransparency: !opaque,
        localWhenGlobalIsPoor: palette == .automatic))
    let global = globalPalette(frames.map(\.bitmap), capacity: capacity)

    let writer = try GIFFileWriter()
    var screenPalette: [UInt32] = []
    for (n, frame) in frames.enumerated() {
      let plan = try planner.plan(GIFFramePlanner.keys(of: frame.bitmap.pixels), frame: frame.source, global: global)
      let entries = plan.palette.count + (plan.transparentIndex == nil ? 0 : 1)
      if n == 0 {
        screenPalette = plan.palette
        try writer.putScreen(
          width: animation.width, height: animation.height,
          globalColors: try GIFColorMap(screenPalette, minimumEntries: entries))
        if animation.loopCount != 1 { try writer.putLoopCount(animation.loopCount == 0 ? 0 : animation.loopCount - 1) }
      }
      try writer.putGraphicsControl(
        delay: delays[n], disposal: opaque ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND,
        transparentIndex: plan.transparentIndex)
      let local = plan.palette == screenPalette ? nil : try GIFColorMap(plan.palette, minimumEntries: entries)
      try writer.putImage(plan.rect, localColors: local, indices: plan.indices)
    }
    return try writer.finish()
  }

  /// The palette shared by every frame, if the strategy and the colours call for one.
  private func globalPalette(_ bitmaps: [Bitmap], capacity: Int) -> (colors: [UInt32], exact: Bool)? {
    let counter = ColorCounter()
    for bitmap in bitmaps {
      bitmap.pixels.withUnsafeBufferPointer { p in
        var o = 0
        while o < p.count {
          if p[o + 3] >= 128 { counter.add(UInt32(p[o]) << 16 | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2])) }
          o += 4
        }
      }
      if palette == .perFrame && counter.colors.count > capacity { return nil }
    }
    let histogram = counter.histogram()
    if histogram.count <= capacity { return (histogram.isEmpty ? [0] : histogram.map(\.color), true) }
    return (MedianCut.palette(for: histogram, maximumColors: capacity), false)
  }
}
