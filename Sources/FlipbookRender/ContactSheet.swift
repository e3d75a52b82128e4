import CairoRaster
import Codecs
import Foundation
import Graphics

/// One PNG-able grid of sampled frames, each with its time and transition phase under it — the
/// picture a reviewer wants in a pull request.
///
/// Frames are laid out left to right, top to bottom, `columns` per row, optionally shrunk with
/// an area filter (`Bitmap.scaledDown(by:)`). Under each frame two caption lines are
/// drawn with the rasteriser's text support (DejaVu Sans): the frame number and time
/// (`#12  0.400 s`), and the transitions running (`push 40 %`, or `idle`).
public struct ContactSheet: Sendable {
  /// Which frames of a render go on the sheet.
  public enum Sampling: Sendable, Hashable {
    /// Every `n`-th frame from the first, plus the last frame.
    case every(Int)
    /// For each progress point (0…1) and each transition run (consecutive frames running the same
    /// operation), the frame of the run whose transition progress is nearest.
    case progress([Double])
  }

  /// Frames per row (≥ 1).
  public var columns: Int
  /// Scale applied to each frame, in (0, 1].
  public var frameScale: Double
  /// Space around and between cells, in pixels.
  public var gap: Int
  /// Caption font size in pixels.
  public var captionSize: Double
  public var background: RGBA
  public var captionColor: RGBA

  public init(
    columns: Int = 6, frameScale: Double = 0.25, gap: Int = 12, captionSize: Double = 13,
    background: RGBA = RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255),
    captionColor: RGBA = RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255)
  ) {
    self.columns = columns
    self.frameScale = frameScale
    self.gap = gap
    self.captionSize = captionSize
    self.background = background
    self.captionColor = captionColor
  }

  /// The manifest frames chosen by `sampling`, in time order, without repeats.
  ///
  /// - Throws: ``ContactSheetError`` for a step < 1, a progress point outside 0…1, no progress
  ///   points, or progress points in a render without transitions.
  public static func select(_ sampling: Sampling, from manifest: RenderManifest) throws -> [RenderManifest.Frame] {
    guard !manifest.frames.isEmpty else { throw ContactSheetError.noFrames(scene: manifest.scene) }
    switch sampling {
    case .every(let step):
      guard step >= 1 else { throw ContactSheetError.invalidStep(step) }
      var chosen = stride(from: 0, to: manifest.frames.count, by: step).map { manifest.frames[$0] }
      if chosen.last != manifest.frames.last { chosen.append(manifest.frames.last!) }
      return chosen
    case .progress(let points):
      guard !points.isEmpty else { throw ContactSheetError.noProgressPoints }
      if let bad = points.first(where: { !(0...1).contains($0) }) { throw ContactSheetError.invalidProgress(bad) }
      // Each run of consecutive frames with a transition (push, then pop, …) gets every point.
      var runs: [[RenderManifest.Frame]] = []
      for frame in manifest.frames where !frame.transitions.isEmpty {
        if let last = runs.last?.last, last.index + 1 == frame.index,
          last.transitions[0].operation == frame.transitions[0].operation
        {
          runs[runs.count - 1].append(frame)
        } else {
          runs.append([frame])
        }
      }
      guard !runs.isEmpty else { throw ContactSheetError.noTransitions(scene: manifest.scene) }
      var indices: Set<Int> = []
      for run in runs {
        for point in points {
          indices.insert(
            run.min { abs($0.transitions[0].progress - point) < abs($1.transitions[0].progress - point) }!.index)
        }
      }
      return manifest.frames.filter { indices.contains($0.index) }
    }
  }

  /// The two caption lines for `frame`.
  public static func caption(for frame: RenderManifest.Frame) -> [String] {
    let time = String(format: "#%d  %.3f s", frame.index, frame.time)
    let phase =
      frame.transitions.isEmpty
      ? "idle"
      : frame.transitions.map { "\($0.operation) \(Int(($0.progress * 100).rounded())) %" }.joined(separator: ", ")
    return [time, phase]
  }

  /// Composes the sheet from `frames` and their manifest entries. Frames of different sizes
  /// (a resized window) each sit at the top-left of a cell of the largest width and height.
  ///
  /// - Throws: ``ContactSheetError`` for no frames or bad settings; rasteriser errors for the
  ///   captions.
  public func compose(_ frames: [(bitmap: Bitmap, frame: RenderManifest.Frame)], rasterizer: CairoRasterizer)
    throws -> Bitmap
  {
    guard !frames.isEmpty else { throw ContactSheetError.noFrames(scene: "contact sheet") }
    guard columns >= 1 else { throw ContactSheetError.invalidColumns(columns) }
    guard frameScale > 0, frameScale <= 1 else { throw ContactSheetError.invalidScale(frameScale) }
    guard gap >= 0 else { throw ContactSheetError.invalidGap(gap) }
    let cells = frames.map { $0.bitmap.scaledDown(by: frameScale) }
    let cellWidth = cells.map(\.width).max()!
    let cellHeight = cells.map(\.height).max()!
    let lineHeight = Int((captionSize * 1.4).rounded(.up))
    let captionHeight = 2 * lineHeight + gap / 2
    let columnCount = min(columns, cells.count)
    let rowCount = (cells.count + columnCount - 1) / columnCount
    let width = gap + columnCount * (cellWidth + gap)
    let height = gap + rowCount * (cellHeight + captionHeight + gap)

    var items: [DisplayItem] = []
    for (n, entry) in frames.enumerated() {
      let x = gap + (n % columnCount) * (cellWidth + gap)
      let y = gap + (n / columnCount) * (cellHeight + captionHeight + gap) + cellHeight + gap / 2
      for (line, text) in Self.caption(for: entry.frame).enumerated() {
        let run = TextRun(
          string: text, font: FontDescriptor(size: captionSize, weight: line == 0 ? .bold : .regular),
          color: captionColor,
          frame: CGRect(
            x: Double(x), y: Double(y + line * lineHeight), width: Double(cellWidth), height: Double(lineHeight)),
          alignment: .center)
        items.append(.text(run, transform: .identity))
      }
    }
    var sheet = try rasterizer.render(
      DisplayList(pixelWidth: width, pixelHeight: height, background: background, items: items))
    for (n, cell) in cells.enumerated() {
      let x = gap + (n % columnCount) * (cellWidth + gap)
      let y = gap + (n / columnCount) * (cellHeight + captionHeight + gap)
      sheet.copy(cell, toX: x, y: y)
    }
    return sheet
  }
}
