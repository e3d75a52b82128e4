import CairoRaster
import Codecs
import Foundation
import Graphics
import Testing

/// Exact image goldens of the docs pictures (onion skins, motion paths, timing plots, device
/// frames) in `Goldens/docs/`, recorded with `FLIPBOOK_RECORD_GOLDENS=1` like the catalogue's
/// (never under CI=true) and reviewed as PNGs in the diff.
enum DocsPictureGoldens {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/docs")

  /// Records `bitmap` as `name.png` in record mode; otherwise fails naming the first differing
  /// pixel (or the sizes) when it differs from the golden.
  static func expectMatch(_ bitmap: Bitmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = folder.appendingPathComponent(name + ".png")
    let environment = ProcessInfo.processInfo.environment
    if environment["FLIPBOOK_RECORD_GOLDENS"] == "1" && environment["CI"] != "true" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(try PNGEncoder.small.encode(bitmap), to: url)
      Issue.record(
        "recorded \(url.lastPathComponent); unset FLIPBOOK_RECORD_GOLDENS and run again", sourceLocation: sourceLocation
      )
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record(
        "no golden \(url.path); record it with FLIPBOOK_RECORD_GOLDENS=1 swift test --filter DocsPicture",
        sourceLocation: sourceLocation)
      return
    }
    let golden = try PNGDecoder().decode(Data(contentsOf: url))
    guard golden != bitmap else { return }
    guard golden.width == bitmap.width, golden.height == bitmap.height else {
      Issue.record(
        "\(name): size \(bitmap.width)x\(bitmap.height), golden \(golden.width)x\(golden.height)",
        sourceLocation: sourceLocation)
      return
    }
    var differing = 0
    var first: (Int, Int)?
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where golden[x, y] != bitmap[x, y] {
        differing += 1
        if first == nil { first = (x, y) }
      }
    }
    let (x, y) = first!
    Issue.record(
      """
      \(name) differs from \(url.lastPathComponent): \(differing) pixel(s), first at (\(x), \(y)): got \
      \(bitmap[x, y]), golden \(golden[x, y]). If intended: FLIPBOOK_RECORD_GOLDENS=1 swift test --filter DocsPicture
      """, sourceLocation: sourceLocation)
  }
}
