import CairoRaster
import Codecs
import Foundation
import Graphics
import HeadlessUIKit

/// Renders a `Stage` frame by frame: ticks its timeline through every frame on the main
/// actor, turns each selected frame into a display list and lets worker threads rasterise and
/// encode it, so the model never waits for pixels and memory stays bounded.
///
/// The output is a pure function of the stage: the same stage gives byte-identical PNGs and
/// manifest with any number of workers.
@MainActor
public struct StageRenderer {
  /// Threads that rasterise and encode (default: the machine's active cores).
  public var workers: Int
  /// How frame files are written: `PNGWriter` reads each frame's cairo surface directly
  /// (`PNGWriter.Mode.default`, or `PNGWriter.Mode.fast` for speed over size).
  public var png: PNGWriter
  /// Draws each frame.
  public var rasterizer: CairoRasterizer
  /// Called on a worker thread after each frame file is written, with the number of frames
  /// written so far and the total (for progress displays; frames never depend on it).
  public var onFrameWritten: (@Sendable (_ written: Int, _ total: Int) -> Void)?
  /// The most memory frame buffers may take, in bytes (nil: no limit). Each worker needs
  /// ``bytesPerPixelPerWorker`` bytes per device pixel; when `workers` of them do not fit, fewer
  /// run, and when one does not fit the render fails with ``RenderError/overMemoryBudget(scene:reason:)``.
  /// A frame counts at its own size: when the window grows (a resize), fewer such frames render
  /// at once, and one that alone does not fit fails naming the frame.
  public var memoryLimit: Int?
  /// What one worker holds per device pixel of a frame: the Cairo surface, the RGBA bitmap, the
  /// PNG being encoded and an offscreen group or shadow surface (4 bytes each), plus the two
  /// queued frames' share.
  public nonisolated static let bytesPerPixelPerWorker = 20

  public init(
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, png: PNGWriter = PNGWriter(),
    rasterizer: CairoRasterizer = CairoRasterizer()
  ) {
    self.workers = max(1, workers)
    self.png = png
    self.rasterizer = rasterizer
  }

  /// The PNG file name of frame `index`: `frame-0000.png`.
  public nonisolated static func fileName(forFrame index: Int) -> String {
    "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
  }

  /// Renders the frames in `selection` (every frame when nil) to
  /// `directory/<stage.name>/frame-NNNN.png` plus `manifest.json`, replacing that folder as a
  /// whole only when all frames succeeded. The timeline still ticks through every frame before
  /// the last one chosen, so a chosen frame shows exactly what a full render shows.
  ///
  /// - Throws: `StageError.alreadyRun` when the stage was rendered (or probed) before: a stage
  ///   runs once. ``RenderError/frameOutOfRange(scene:index:frameCount:)`` for a chosen frame
  ///   past the end. Render and write errors.
  @discardableResult
  public func render(_ stage: Stage, into directory: URL, frames selection: Set<Int>? = nil) throws -> RenderManifest {
    let folder = try OutputFolder(destination: directory.appendingPathComponent(stage.name, isDirectory: true))
    do {
      let png = self.png
      let rasterizer = rasterizerForFrames(of: stage)
      let scene = stage.name
      let staging = folder.staging
      let report = onFrameWritten
      let written = FrameCounter()
      let total = selection?.count ?? stage.frameCount
      let manifest = try run(stage, frames: selection) { index, list in
        let url = staging.appendingPathComponent(StageRenderer.fileName(forFrame: index))
        // The frame's rows are filtered into its own surface and the file is written from the
        // worker's reused buffer: no frame-sized allocation per frame.
        try StageRenderer.naming(scene: scene, frame: index) {
          try rasterizer(list).renderWritable(list) { pixels in
            try png.encode(overwriting: pixels) { try AtomicFile.write($0, to: url) }
          }
        }
        if let report { report(written.increment(), total) }
      }
      try manifest.write(to: staging.appendingPathComponent("manifest.json"))
      try folder.commit()
      return manifest
    } catch {
      folder.discard()
      throw error
    }
  }

  /// Renders the frames in `selection` (all when nil) and returns their bitmaps by index —
  /// for tests and for comparisons that need no files. `adjust`, when given, edits each
  /// frame's display list (with its index) before it is drawn: the onion skin draws its
  /// earlier moments without text (``OnionSkin/ghostList(_:)``).
  ///
  /// - Throws: `StageError.alreadyRun` when the stage has run before; render errors.
  public func bitmaps(
    of stage: Stage, frames selection: Set<Int>? = nil,
    adjusting adjust: (@Sendable (_ index: Int, _ list: DisplayList) -> DisplayList)? = nil
  ) throws -> [Int: Bitmap] {
    let store = BitmapStore()
    let rasterizer = rasterizerForFrames(of: stage)
    let scene = stage.name
    _ = try run(stage, frames: selection) { index, list in
      let drawn = adjust?(index, list) ?? list
      store.put(index, try StageRenderer.naming(scene: scene, frame: index) { try rasterizer(drawn).render(drawn) })
    }
    return store.all
  }

  /// Ticks the timeline through every frame up to the last selected one and feeds the
  /// selected frames' display lists to `consume` on worker threads.
  func run(
    _ stage: Stage, frames selection: Set<Int>? = nil, consume: @escaping FramePipeline.Consumer
  ) throws -> RenderManifest {
    try stage.checkNotRun(by: "StageRenderer")
    let count = stage.frameCount
    if let bad = selection?.first(where: { $0 < 0 || $0 >= count }) {
      throw RenderError.frameOutOfRange(scene: stage.name, index: bad, frameCount: count)
    }
    let window = stage.window
    let first = try Self.pixelSize(of: window, scene: stage.name, frame: nil)
    let last = selection.map { $0.max() ?? -1 } ?? count - 1
    let pipeline = FramePipeline(
      workers: try workerCount(scene: stage.name, pixelCount: first.width * first.height),
      memoryLimit: memoryLimit, consume: consume)
    var frames: [RenderManifest.Frame] = []
    // Room for every record at once (no doubling copies), up to 131,072 frames of it.
    frames.reserveCapacity(min(selection?.count ?? count, 1 << 17))
    for index in 0..<(last + 1) {
      stage.timeline.advance(to: FrameIndex(index))
      do {
        try stage.timeline.checkTransitions()
      } catch {
        try? pipeline.finish()
        throw RenderError.transitionNeverCompleted(scene: stage.name, frame: index, reason: "\(error)")
      }
      let time = stage.timeline.time(of: FrameIndex(index))
      guard selection?.contains(index) ?? true else { continue }
      // Each frame has the window's size at its moment: a resize (a rotation) changes it from
      // the moment the window takes its new bounds.
      let size: RenderManifest.PixelSize
      let cost: Int
      do {
        size = try Self.pixelSize(of: window, scene: stage.name, frame: index)
        cost = try frameCost(scene: stage.name, frame: index, pixelCount: size.width * size.height)
      } catch {
        try? pipeline.finish()
        throw error
      }
      frames.append(
        RenderManifest.Frame(
          index: index, time: time, file: Self.fileName(forFrame: index),
          transitions: stage.timeline.activeTransitions.map {
            RenderManifest.Phase(operation: $0.operation, progress: $0.progress(at: time))
          }, pixelSize: size))
      if !pipeline.submit(index, window.makeDisplayList(), cost: cost) { break }
    }
    // Read (and hash) the font files while the workers finish the last frames, not after.
    let renderStack = rasterizer.renderStackFingerprint
    try pipeline.finish()
    // Frames record their size only when the sizes vary: a render at one size reads as before.
    if frames.allSatisfy({ $0.pixelSize == first }) {
      for n in frames.indices { frames[n].pixelSize = nil }
    }
    let points = RenderManifest.Size(
      width: Double(first.width) / window.screen.scale, height: Double(first.height) / window.screen.scale)
    return RenderManifest(
      scene: stage.name, size: points, scale: window.screen.scale, pixelSize: first, fps: stage.timeline.fps,
      duration: stage.duration, timeScale: stage.timeline.timeScale, frameCount: frames.count, frames: frames,
      renderStack: renderStack, warnings: [])
  }

  /// The window's size now, in device pixels.
  ///
  /// - Throws: ``RenderError/badWindow(scene:reason:)`` when a side is outside 1…16384 px,
  ///   naming `frame` (nil: the window as the render starts).
  static func pixelSize(of window: UIWindow, scene: String, frame: Int?) throws -> RenderManifest.PixelSize {
    let scale = window.screen.scale
    let bounds = window.bounds
    let width = bounds.width * scale
    let height = bounds.height * scale
    guard width.isFinite, height.isFinite, (0.5..<16384.5).contains(width), (0.5..<16384.5).contains(height) else {
      throw RenderError.badWindow(
        scene: scene,
        reason: (frame.map { "at frame \($0) the " } ?? "")
          + "window \(bounds.width)x\(bounds.height) pt at \(scale)x is \(width.rounded())x\(height.rounded()) px; each side must be 1…16384 px"
      )
    }
    return RenderManifest.PixelSize(width: Int(width.rounded()), height: Int(height.rounded()))
  }
}

extension StageRenderer {
  /// For each frame's display list, ``rasterizer`` with its
  /// ``CairoRaster/CairoRasterizer/scratchMemoryLimit`` taken from ``memoryLimit`` (when it sets
  /// none itself): the frame's share of the limit (``frameCost(scene:frame:pixelCount:)``)
  /// less its frame buffers, and at least one frame-sized offscreen surface (which
  /// ``bytesPerPixelPerWorker`` counts). Frames of different sizes (a resized window) get their
  /// own share.
  func rasterizerForFrames(of stage: Stage) -> @Sendable (DisplayList) -> CairoRasterizer {
    let base = rasterizer
    guard let memoryLimit, base.scratchMemoryLimit == nil else { return { _ in base } }
    let workers = self.workers
    return { list in
      var configured = base
      let pixelCount = max(0, list.pixelWidth) * max(0, list.pixelHeight)
      let share = Self.share(of: memoryLimit, workers: workers, pixelCount: pixelCount)
      configured.scratchMemoryLimit = max(pixelCount * 4, share - pixelCount * (Self.bytesPerPixelPerWorker - 4))
      return configured
    }
  }

  /// What one frame of `pixelCount` pixels may hold while it renders: `memoryLimit` split
  /// between the workers that fit frames of that size (at least its frame buffers).
  nonisolated static func share(of memoryLimit: Int, workers: Int, pixelCount: Int) -> Int {
    let perWorker = pixelCount * bytesPerPixelPerWorker
    let fitting = max(1, min(workers, memoryLimit / max(perWorker, 1)))
    return max(perWorker, memoryLimit / fitting)
  }

  /// The memory frame `frame` reserves from ``memoryLimit`` while a worker renders it
  /// (``share(of:workers:pixelCount:)``; 0 without a limit): the pipeline runs frames only
  /// while their reservations fit the limit, so a window resized larger runs fewer frames at
  /// once.
  ///
  /// - Throws: ``RenderError/overMemoryBudget(scene:reason:)`` when one frame alone does not
  ///   fit, naming the frame.
  func frameCost(scene: String, frame: Int, pixelCount: Int) throws -> Int {
    guard let memoryLimit else { return 0 }
    let perWorker = pixelCount * Self.bytesPerPixelPerWorker
    guard perWorker <= memoryLimit else {
      throw RenderError.overMemoryBudget(
        scene: scene,
        reason:
          "frame \(frame) (\(pixelCount) pixels, the window's size at that moment) needs about \(MemoryBudget.describe(perWorker)) to render, more than --max-memory \(MemoryBudget.describe(memoryLimit))"
      )
    }
    return Self.share(of: memoryLimit, workers: workers, pixelCount: pixelCount)
  }

  /// Runs `body` (drawing frame `frame`), turning a ``CairoRaster/CairoError`` into
  /// ``RenderError/drawingFailed(scene:file:frame:error:)``.
  nonisolated static func naming<Result>(scene: String, frame: Int, _ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as CairoError {
      throw RenderError.drawingFailed(scene: scene, file: nil, frame: frame, error: error)
    }
  }

  /// The workers that fit ``memoryLimit`` for frames of `pixelCount` device pixels: `workers`,
  /// or fewer when they would not fit.
  ///
  /// - Throws: ``RenderError/overMemoryBudget(scene:reason:)`` when not even one fits.
  func workerCount(scene: String, pixelCount: Int) throws -> Int {
    guard let memoryLimit else { return workers }
    let perWorker = pixelCount * Self.bytesPerPixelPerWorker
    let fitting = memoryLimit / max(perWorker, 1)
    guard fitting >= 1 else {
      throw RenderError.overMemoryBudget(
        scene: scene,
        reason:
          "a frame of \(pixelCount) pixels needs about \(MemoryBudget.describe(perWorker)) to render, more than --max-memory \(MemoryBudget.describe(memoryLimit))"
      )
    }
    return min(workers, fitting)
  }
}

/// Collects bitmaps from worker threads.
private final class BitmapStore: @unchecked Sendable {
  private let lock = NSLock()
  private var bitmaps: [Int: Bitmap] = [:]
  func put(_ index: Int, _ bitmap: Bitmap) {
    lock.lock()
    bitmaps[index] = bitmap
    lock.unlock()
  }
  var all: [Int: Bitmap] {
    lock.lock()
    defer { lock.unlock() }
    return bitmaps
  }
}
