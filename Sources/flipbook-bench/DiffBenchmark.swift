// Image diff figures: two 1170×2532 frames (nav-push-system at 3×) compared by ImageDiff and by
// ImageMagick's `compare -metric AE` on the same PNG files in the same run, and the compare
// step's throughput against a plain memcmp of the same buffers (memory bandwidth).
import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import ImageDiff
import SceneFormat

@MainActor
func runDiffBenchmark(root: URL) throws {
  let scene = try SceneLoader.load(contentsOf: root.appendingPathComponent("Scenes/nav-push-system.yaml"))
  // Frames 16 and 17: mid-push, consecutive, so most of the screen moved by a few pixels.
  let frames = try StageRenderer().bitmaps(of: SceneBuilder.build(scene, scale: 3), frames: [16, 17])
  let a = frames[16]!
  let b = frames[17]!
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let fileA = folder.appendingPathComponent("a.png")
  let fileB = folder.appendingPathComponent("b.png")
  // Written as `flipbook render` writes frames (PNGWriter's default mode).
  try AtomicFile.write(try PNGWriter().encode(a), to: fileA)
  try AtomicFile.write(try PNGWriter().encode(b), to: fileB)
  let ours = folder.appendingPathComponent("diff-flipbook.png")
  let theirs = folder.appendingPathComponent("diff-imagemagick.png")

  // Whole job: decode both files, compare, draw the diff image, encode and write it.
  var differing = 0
  let flipbook = try measure(5) {
    let result = try ImageComparator.compareFiles(expected: fileA, actual: fileB)
    differing = result.differingPixelCount
    try AtomicFile.write(try PNGWriter().encode(result.diffImage!), to: ours)
  }
  print("")
  print("image diff: two \(a.width)×\(a.height) frames, \(differing) differing pixels (strict)")
  print(String(format: "  flipbook diff (decode + compare + diff PNG)  %10.0f µs", micros(flipbook)))
  if let magick = ["/usr/bin/compare", "/usr/local/bin/compare"].first(where: FileManager.default.isExecutableFile) {
    var count = ""
    let imageMagick = try measure(3) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: magick)
      process.arguments = ["-metric", "AE", fileA.path, fileB.path, theirs.path]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      count = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
    }
    print(
      String(format: "  ImageMagick compare -metric AE             %10.0f µs", micros(imageMagick))
        + "   (AE \(count.trimmingCharacters(in: .whitespacesAndNewlines)))")
    print(
      String(
        format: "  ratio ImageMagick / flipbook: %.1f× (higher: flipbook faster; goal ≥ 3)",
        micros(imageMagick) / micros(flipbook)))
  } else {
    print("  ImageMagick compare not found: `make bench` installs imagemagick")
  }

  // Compare step alone on decoded bitmaps, against memcmp over the same bytes.
  // A real copy (not a shared array buffer), so memcmp and compare read two memory regions.
  let copy = Bitmap(width: a.width, height: a.height, pixels: a.pixels.withUnsafeBufferPointer { Array($0) })
  let bytes = a.pixels.count
  var same = 0
  let memcmpTime = measure(20) {
    a.pixels.withUnsafeBytes { x in
      copy.pixels.withUnsafeBytes { y in same &+= Int(memcmp(x.baseAddress!, y.baseAddress!, bytes)) }
    }
  }
  let equalCompare = try measure(20) {
    same &+= try ImageComparator.compare(a, copy, drawingDiff: false).differingPixelCount
  }
  let changedCompare = try measure(5) {
    same &+= try ImageComparator.compare(a, b, drawingDiff: false).differingPixelCount
  }
  let changedDrawn = try measure(5) { same &+= try ImageComparator.compare(a, b).differingPixelCount }
  let perceptual = try measure(3) {
    same &+= try ImageComparator.compare(a, b, using: .perceptual(), drawingDiff: false).differingPixelCount
  }
  func gigabytes(_ d: Duration) -> Double { Double(2 * bytes) / micros(d) / 1e3 }
  func line(_ name: String, _ d: Duration) {
    print(
      name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(
          format: "%10.0f µs  %6.2f GB/s  %6.2f × memcmp", micros(d), gigabytes(d), micros(d) / micros(memcmpTime)))
  }
  print("compare step (two \(bytes / 1_000_000) MB bitmaps in memory; GB/s of input read):")
  line("  memcmp baseline", memcmpTime)
  line("  strict, equal frames", equalCompare)
  line("  strict, changed frames, no diff image", changedCompare)
  line("  strict, changed frames, with diff image", changedDrawn)
  line("  perceptual (pixelmatch), changed frames", perceptual)
  if same == Int.min { print(same) }  // keeps the measured work observable
}
