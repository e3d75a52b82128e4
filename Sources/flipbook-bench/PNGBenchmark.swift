// PNG writing figures on the same 3× frames, in the same run: our default writer (Up or Paeth
// rows, run-length Huffman or libdeflate, straight from cairo's ARGB32) against the old writer (whole-frame ARGB → RGBA conversion, then
// libpng at zlib level 2 with the Up filter), and the fast mode against the default.
import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import HeadlessUIKit
import SceneFormat

@MainActor
func runPNGBenchmark(root: URL, scene path: String? = nil) throws {
  let file = path.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Scenes/nav-push-system.yaml")
  let scene = try SceneLoader.load(contentsOf: file)
  let stage = SceneBuilder.build(scene, scale: 3)
  // Eight frames spread over the push (start, middle, end): opaque full-screen frames.
  let picks = Set(stride(from: 0, to: stage.frameCount, by: max(1, stage.frameCount / 8)))
  var lists: [DisplayList] = []
  for index in 0..<stage.frameCount {
    stage.timeline.advance(to: FrameIndex(index))
    if picks.contains(index) { lists.append(stage.window.makeDisplayList()) }
  }
  let rasterizer = CairoRasterizer()
  let clock = ContinuousClock()
  var time = (old: Duration.zero, standard: Duration.zero, fast: Duration.zero)
  var size = (old: 0, standard: 0, fast: 0)
  var sizeTotals = (old: 0, standard: 0, fast: 0)
  var pixelCount = 0
  let repetitions = 3
  for list in lists {
    try rasterizer.render(list) { pixels in
      pixelCount += pixels.width * pixels.height
      for _ in 0..<repetitions {
        var start = clock.now
        let bitmap = PixelConversion.bitmap(
          fromPremultipliedARGB32: pixels.bytes.baseAddress!, width: pixels.width, height: pixels.height,
          bytesPerRow: pixels.bytesPerRow)
        size.old = try PNGEncoder(compressionLevel: 2, filter: .up).encode(bitmap).count
        time.old += clock.now - start
        start = clock.now
        size.standard = try PNGWriter().encode(pixels).count
        time.standard += clock.now - start
        start = clock.now
        size.fast = try PNGWriter(mode: .fast).encode(pixels).count
        time.fast += clock.now - start
      }
    }
    // Sizes of the last repetition of each frame, summed.
    sizeTotals.old += size.old
    sizeTotals.standard += size.standard
    sizeTotals.fast += size.fast
  }
  let frames = Double(lists.count * repetitions)
  func ms(_ d: Duration) -> Double { micros(d) / 1000 / frames }
  func mpps(_ d: Duration) -> Double { Double(pixelCount * repetitions) / micros(d) }
  print("PNG writing, \(lists.count) frames of \(scene.name) at 3× (1170×2532), same run:")
  print(
    String(
      format: "  old: ARGB→RGBA + libpng zlib 2 Up   %7.2f ms/frame %6.1f MP/s  %7.0f KB/frame",
      ms(time.old), mpps(time.old), Double(sizeTotals.old) / 1024 / Double(lists.count)))
  print(
    String(
      format:
        "  default (Up/Paeth, run-length or libdeflate) %7.2f ms/frame %6.1f MP/s  %7.0f KB/frame   time %.2f × old, size %.3f × old",
      ms(time.standard), mpps(time.standard),
      Double(sizeTotals.standard) / 1024 / Double(lists.count), micros(time.standard) / micros(time.old),
      Double(sizeTotals.standard) / Double(sizeTotals.old)))
  print(
    String(
      format:
        "  fast (Up, run-length Huffman)                %7.2f ms/frame %6.1f MP/s  %7.0f KB/frame   time %.2f × default, size %.3f × default (goal ≤ 1.4)",
      ms(time.fast), mpps(time.fast), Double(sizeTotals.fast) / 1024 / Double(lists.count),
      micros(time.fast) / micros(time.standard), Double(sizeTotals.fast) / Double(sizeTotals.standard)))
}
