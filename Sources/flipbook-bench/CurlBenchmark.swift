// Page curl figures: a frame of the gallery scene `modal-partial-curl` at 2× with the map
// curled (the page rendered offscreen, then every pixel mapped through the cylinder model)
// against the same scene's first frame, the map flat, rasterised in the same run.
import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat

@MainActor
func runCurlBenchmark(root: URL) throws {
  let scene = try SceneLoader.load(contentsOf: root.appendingPathComponent("Scenes/modal-partial-curl.yaml"))
  let stage = SceneBuilder.build(scene)
  stage.timeline.advance(to: 0)
  let plain = stage.window.makeDisplayList()
  // 1.0 s: presented, the page resting at its partial curl.
  for frame in 1...30 { stage.timeline.advance(to: FrameIndex(frame)) }
  let curled = stage.window.makeDisplayList()
  let curls = curled.items.filter {
    if case .beginPageCurl = $0 { return true } else { return false }
  }.count
  precondition(curls == 1, "flipbook-bench: modal-partial-curl at 1.0 s should draw one page curl, got \(curls)")
  let rasterizer = CairoRasterizer()
  _ = try rasterizer.render(curled)
  let flat = try measure(10) { _ = try rasterizer.render(plain) }
  let curl = try measure(10) { _ = try rasterizer.render(curled) }
  print("page curl (modal-partial-curl at 2×, \(plain.pixelWidth)×\(plain.pixelHeight) px):")
  print(
    String(
      format: "  %8.2f ms/frame curled   %8.2f ms the flat first frame   (%.2f × the flat frame)",
      micros(curl) / 1000, micros(flat) / 1000, micros(curl) / micros(flat)))
}
