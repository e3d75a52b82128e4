// `flipbook-bench raster <scene.yaml>`: rasterisation only (display list → cairo ARGB32 surface;
// no PNG, no model), the scene's push frames at 1×, 2× and 3×, for Benchmarks/raster-vs-c.sh,
// which times the C reference's frame (../shared/perf-reference/c/bench_render.c) at the same
// push progress in the same run.
//
//   flipbook-bench raster SCENE --picks       prints the picked frames: "frame progress", a line each
//   flipbook-bench raster SCENE [--reps N]    times them; prints "raster <scale>x <ms a frame> …"
//   flipbook-bench raster SCENE --scale S …    only at scale S (e.g. to profile 3×)
//
// Picked frames: `pickCount` frames spread over the push's visual progress — for each of 0.1,
// 0.3, 0.5, 0.7, 0.9 the frame whose progress (the transition record's, as in the render
// manifest) is nearest. What is timed, per frame: `CairoRasterizer.render(_:_:)`
// with an empty body — the list's balance check and group bounds, the reused thread surface
// cleared to the background, every item drawn (text typeset and shown, shadows composited from
// the shadow-mask cache, the photo from the image conversion cache), `cairo_surface_flush`.
// Not timed: building the model, advancing the timeline, making the display lists. Each scale
// renders every picked frame twice untimed first (caches warm, as a render's later frames find
// them), then `reps` repetitions; the figure is the median over repetitions of the mean over
// the picked frames — what bench_render does on the C side.
import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat

/// How many frames of the push the raster row averages over.
let pickCount = 5

@MainActor
func runRasterBenchmark(scene path: String, picksOnly: Bool, reps: Int, scales: [Double]) throws {
  let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: path))
  let picks = try pushFrames(scene, scale: 1)
  if picksOnly {
    for pick in picks { print(pick.frame, String(format: "%.17g", pick.progress)) }
    return
  }
  let rasterizer = CairoRasterizer()
  let clock = ContinuousClock()
  let progress = picks.map { String(format: "%.3f", $0.progress) }.joined(separator: ", ")
  print("raster only: \(scene.name), frames \(picks.map(\.frame)) (push progress \(progress))")
  for scale in scales {
    let frames = try pushFrames(scene, scale: scale)
    guard frames.map(\.frame) == picks.map(\.frame) else {
      throw BenchError.unsuitableScene("\(scene.name): the push moves on other frames at \(scale)× than at 1×")
    }
    let lists = frames.map(\.list)
    for _ in 0..<2 {
      for list in lists { try rasterizer.render(list) { _ in } }
    }
    var perRep: [Double] = []
    for _ in 0..<reps {
      var total = Duration.zero
      for list in lists {
        let start = clock.now
        try rasterizer.render(list) { _ in }
        total += clock.now - start
      }
      perRep.append(micros(total) / 1000 / Double(lists.count))
    }
    perRep.sort()
    let median =
      perRep.count % 2 == 1 ? perRep[perRep.count / 2] : (perRep[perRep.count / 2 - 1] + perRep[perRep.count / 2]) / 2
    print(
      String(
        format: "raster %.0fx %.3f ms/frame (median of %d reps; min %.3f) %d×%d px", scale, median, reps,
        perRep[0], lists[0].pixelWidth, lists[0].pixelHeight))
  }
}

/// A frame of the push: its index, the push's progress, its display list.
typealias PushFrame = (frame: Int, progress: Double, list: DisplayList)

/// The picked frames of the scene's first push at `scale`: index, push progress, display list.
@MainActor
private func pushFrames(_ scene: SceneDescription, scale: Double) throws -> [PushFrame] {
  let stage = SceneBuilder.build(scene, scale: scale)
  var moving: [PushFrame] = []
  for index in 0..<stage.frameCount {
    stage.timeline.advance(to: FrameIndex(index))
    let time = stage.timeline.time(of: FrameIndex(index))
    guard let push = stage.timeline.activeTransitions.first, push.operation == "push" else { continue }
    let progress = push.progress(at: time)
    if progress > 0 && progress < 1 { moving.append((index, progress, stage.window.makeDisplayList())) }
  }
  guard moving.count >= pickCount else {
    throw BenchError.unsuitableScene(
      "\(scene.name): needs a push with at least \(pickCount) frames in motion, found \(moving.count)")
  }
  let picks = (0..<pickCount).map { pick in
    let target = (Double(pick) + 0.5) / Double(pickCount)
    return moving.min { ($0.progress - target).magnitude < ($1.progress - target).magnitude }!
  }
  guard Set(picks.map(\.frame)).count == pickCount else {
    throw BenchError.unsuitableScene(
      "\(scene.name): the push has too few frames to pick \(pickCount) distinct progress values")
  }
  return picks
}

enum BenchError: Error, CustomStringConvertible {
  /// The scene cannot be measured this way (the message says why).
  case unsuitableScene(String)
  var description: String {
    switch self {
    case .unsuitableScene(let text): text
    }
  }
}
