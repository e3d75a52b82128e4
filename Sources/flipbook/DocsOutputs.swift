import CairoRaster
import Codecs
import FlipbookRender
import Foundation

/// Writes the docs outputs of one rendered scene folder: GIF, APNG, WebP and contact sheet,
/// each atomically, and returns one line per file written with the frames the file holds
/// (identical neighbours merged).
struct DocsOutputs {
  var gif: URL?
  var apng: URL?
  var webp: URL?
  var contactSheet: URL?
  /// H.264 MP4 and VP9 WebM through ffmpeg (``VideoExport``).
  var mp4: URL? = nil
  var webm: URL? = nil
  var animation: AnimationOptions
  var sheet: ContactSheetOptions
  /// The memory the decoded frames may take (`--max-memory`).
  var memoryLimit: Int

  var isEmpty: Bool { gif == nil && apng == nil && webp == nil && contactSheet == nil && videos.isEmpty }

  /// The videos asked for, with their formats.
  var videos: [(format: VideoExport.Format, url: URL)] {
    [mp4.map { (VideoExport.Format.mp4, $0) }, webm.map { (VideoExport.Format.webm, $0) }].compactMap { $0 }
  }

  /// Writes the outputs from `frames`, calling `phase` with what runs next ("encoding GIF") so a
  /// progress display can show it, and returns one summary line per file.
  func write(from frames: RenderedFrames, phase: (String) -> Void = { _ in }) throws -> [String] {
    var lines: [String] = []
    func report(_ url: URL, _ bytes: Int, _ detail: String) {
      lines.append("  → \(url.relativePath) (\(String(format: "%.1f", Double(bytes) / 1024)) KiB, \(detail))")
    }
    // Frames of a resized window share the canvas of the largest.
    let canvas = frames.manifest.largestPixelSize
    let pixels = canvas.width * canvas.height
    if gif != nil || apng != nil || webp != nil || !videos.isEmpty {
      // Held at once: the frames read (RGBA, 4 bytes a pixel), the GIF's prepared copy with
      // its palette indices (4 + 1) and the lossless copy APNG, WebP and video encode (4).
      let lossless = apng != nil || webp != nil || !videos.isEmpty
      let bytesPerPixel = 4 + (gif != nil ? 5 : 0) + (lossless ? 4 : 0)
      try MemoryBudget.check(
        frames.manifest.frames.count * pixels * bytesPerPixel,
        for: "an animation of \(frames.manifest.frames.count) frames of \(pixels) pixels"
          + " (\(bytesPerPixel) bytes a pixel for \(Self.encodings(gif: gif != nil, apng: apng != nil, webp: webp != nil, videos: !videos.isEmpty)))",
        limit: memoryLimit)
      phase("reading \(frames.manifest.frames.count) frames")
      let source = try frames.animation()
      if let gif {
        phase("encoding GIF")
        let prepared = try animation.prepare(source, forGIF: true)
        let bytes = try animation.gifEncoder.encode(prepared)
        try AtomicFile.write(bytes, to: gif)
        report(
          gif, bytes.count,
          "\(EncodedFrameCount.gif(bytes) ?? prepared.frames.count) frames \(prepared.width)x\(prepared.height)")
      }
      let prepared = lossless ? try animation.prepare(source, forGIF: false) : nil
      if let apng, let lossless = prepared {
        phase("encoding APNG")
        let bytes = try APNGEncoder().encode(lossless)
        try AtomicFile.write(bytes, to: apng)
        report(
          apng, bytes.count,
          "\(EncodedFrameCount.apng(bytes) ?? lossless.frames.count) frames \(lossless.width)x\(lossless.height)")
      }
      if let webp, let lossless = prepared {
        phase("encoding WebP")
        let bytes = try WebPEncoder().encode(lossless)
        try AtomicFile.write(bytes, to: webp)
        report(
          webp, bytes.count,
          "\(EncodedFrameCount.webp(bytes) ?? lossless.frames.count) frames \(lossless.width)x\(lossless.height)")
      }
      if let lossless = prepared {
        // A constant frame rate: the render's, or --max-fps when lower.
        let fps = min(Double(frames.manifest.fps), animation.maximumFrameRate ?? .infinity)
        for (format, url) in videos {
          phase("encoding \(format == .mp4 ? "MP4 (H.264)" : "WebM (VP9)") with ffmpeg")
          let written = try VideoExport(format: format, fps: fps).write(lossless, to: url)
          report(
            url, written.bytes,
            "\(written.frames) frames \(lossless.width + lossless.width % 2)x\(lossless.height + lossless.height % 2) at "
              + String(format: "%g fps", fps))
        }
      }
    }
    if let contactSheet {
      phase("composing the contact sheet")
      let chosen = try ContactSheet.select(
        try sheet.sampling(frameCount: frames.manifest.frames.count), from: frames.manifest)
      try MemoryBudget.check(
        chosen.count * pixels * 4 * 2, for: "a contact sheet of \(chosen.count) frames of \(pixels) pixels",
        limit: memoryLimit)
      let cells = try chosen.map { (bitmap: try frames.bitmap(of: $0), frame: $0) }
      // The captions' drawing may use what the frames and the sheet leave of the limit.
      let picture = try ContactSheet(columns: sheet.columns, frameScale: sheet.scale).compose(
        cells, rasterizer: CairoRasterizer(scratchMemoryLimit: max(0, memoryLimit - chosen.count * pixels * 4 * 2)))
      let bytes = try PNGEncoder.small.encode(picture)
      try AtomicFile.write(bytes, to: contactSheet)
      report(contactSheet, bytes.count, "\(chosen.count) frames")
    }
    return lines
  }

  /// `GIF and APNG`: the encodings of an animation check, for its message.
  static func encodings(gif: Bool, apng: Bool, webp: Bool, videos: Bool) -> String {
    let names = [(gif, "GIF"), (apng, "APNG"), (webp, "WebP"), (videos, "video")].filter(\.0).map(\.1)
    return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }
}
