// flipbook-bench: performance figures printed as ratios against a baseline measured in the same
// run (CONVENTIONS.md 15). Run with `make bench` (release build).
//
// Baseline: one mid-push frame of the gallery scene `nav-push-system` at 2×, rasterised by
// Cairo and encoded as PNG — what every rendered frame costs.
import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Synchronization

@MainActor
func measure(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<repetitions { try body() }
  return (clock.now - start) / repetitions
}

func micros(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
}

/// The project's root (where `Scenes/` is), from this file's path.
let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The rows `rows` names.
@MainActor
func runAll(_ rows: BenchRows = .all) throws {
  let (modelOnly, only): (Bool, ModelRow?)
  switch rows {
  case .all: (modelOnly, only) = (false, nil)
  case .model(let row): (modelOnly, only) = (true, row)
  }
  let root = projectRoot
  let scene = try SceneLoader.load(contentsOf: root.appendingPathComponent("Scenes/nav-push-system.yaml"))

  // Baseline: a mid-push display list, rasterised and encoded.
  let stage = SceneBuilder.build(scene)
  for frame in 0...12 { stage.timeline.advance(to: FrameIndex(frame)) }
  let list = stage.window.makeDisplayList()
  let rasterizer = CairoRasterizer()
  var bitmap = try rasterizer.render(list)
  // Profiling the model rows (FLIPBOOK_BENCH_TICKS, see `modelRows`): the baseline once.
  let baselineRepetitions = profilingTicks == nil ? 20 : 1
  let raster = try measure(baselineRepetitions) { bitmap = try rasterizer.render(list) }
  let encode = try measure(baselineRepetitions) { _ = try PNGEncoder().encode(bitmap) }
  let frame = raster + encode

  func row(_ name: String, _ d: Duration, _ note: String = "") {
    let ratio = micros(d) / micros(frame)
    print(
      name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%10.0f µs   %6.3f × baseline", micros(d), ratio) + (note.isEmpty ? "" : "   " + note))
  }
  print("flipbook-bench (\(ProcessInfo.processInfo.activeProcessorCount) cores; release build expected)")
  print("baseline: nav-push-system mid-push frame, 780×1688 px, raster + PNG = \(Int(micros(frame))) µs")
  row("raster (Cairo)", raster)
  row("PNG encode, fast (level 2, Up filter)", encode)
  if !modelOnly {
    row("PNG encode, small (level 9, adaptive)", try measure(5) { _ = try PNGEncoder.small.encode(bitmap) })
  }
  try modelRows(
    raster: raster, rasterTime: { list, times in try measure(times) { _ = try rasterizer.render(list) } },
    only: only, row: row)
  if modelOnly { return }

  // A typical mid-transition frame (push half way: 2 × 20 cells with text, blurred bars, the
  // edge shadow, the dimming), rasterised at 1×, 2×, 3×, with and without shadows and blur.
  // Shadow masks are cached across frames, so these are steady-state costs.
  print("mid-transition frame (2 screens × 20 cells, blurred bars, edge shadow, dimming):")
  // The first 3× frame, its shadow masks not cached yet, rendered by two workers at once (as
  // the render pipeline's first two frames are): each mask should be blurred once, not twice.
  let first = TransitionFrame.displayList(scale: 3, effects: true)
  let cpuStart = clock()
  let cold = try measure(1) {
    let failures = Mutex<[any Error]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      do { _ = try rasterizer.render(first) } catch { failures.withLock { $0.append(error) } }
    }
    if let error = failures.withLock({ $0.first }) { throw error }
  }
  let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC) * 1000
  print(
    String(
      format: "  3×  %8.2f ms the first frame on 2 workers at once, %.0f ms CPU (shadow masks not cached yet)",
      micros(cold) / 1000, cpu))
  for scale in [1.0, 2.0, 3.0] {
    let full = TransitionFrame.displayList(scale: scale, effects: true)
    let plain = TransitionFrame.displayList(scale: scale, effects: false)
    _ = try rasterizer.render(full)
    let withEffects = try measure(5) { _ = try rasterizer.render(full) }
    let withoutEffects = try measure(5) { _ = try rasterizer.render(plain) }
    print(
      String(
        format: "  %.0f×  %8.2f ms/frame   %8.2f ms without shadows and blur   (%.1f × the effect-free frame)",
        scale, micros(withEffects) / 1000, micros(withoutEffects) / 1000, micros(withEffects) / micros(withoutEffects)))
  }

  // An opacity group (a fading title: a bar-sized fill and its text) on a 3× frame: pushed
  // under a clip to its bounds, against the same group made unclippable by an empty stroke.
  let scale3 = CGAffineTransform(scaleX: 3, y: 3)
  let title: [DisplayItem] = [
    .beginGroup(opacity: 0.5),
    .fill(.rect(CGRect(x: 0, y: 47, width: 390, height: 44)), color: RGBA(white: 0.9), transform: scale3),
    .text(
      TextRun(
        string: "Inbox", font: FontDescriptor(size: 17, weight: .bold), color: .black,
        frame: CGRect(x: 100, y: 58, width: 190, height: 22), alignment: .center),
      transform: scale3),
  ]
  let empty = DisplayItem.stroke(PathData(), style: StrokeStyle(lineWidth: 1), color: .clear, transform: .identity)
  let clippedGroup = DisplayList(pixelWidth: 1170, pixelHeight: 2532, background: .white, items: title + [.endGroup])
  let fullGroup = DisplayList(
    pixelWidth: 1170, pixelHeight: 2532, background: .white, items: title + [empty, .endGroup])
  _ = try rasterizer.render(clippedGroup)
  let groupClipped = try measure(20) { _ = try rasterizer.render(clippedGroup) }
  let groupFull = try measure(20) { _ = try rasterizer.render(fullGroup) }
  print(
    String(
      format: "opacity group (title bar) at 3×: %.2f ms clipped to its bounds, %.2f ms unclipped (whole frame)",
      micros(groupClipped) / 1000, micros(groupFull) / 1000))

  try runPNGBenchmark(root: root)
  try runCurlBenchmark(root: root)
  try runDiffBenchmark(root: root)
}

FlipbookBench.main()
