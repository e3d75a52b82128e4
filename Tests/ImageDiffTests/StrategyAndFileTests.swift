import Codecs
import Foundation
import Graphics
import ImageDiff
import Testing

@Suite("Strategies and image files")
struct StrategyAndFileTests {
  @Test func pullbackSnapshotsANewValueThroughTheImageStrategy() throws {
    // A "view" described by its grey level, snapshotted as a 3×3 bitmap.
    let strategy: Snapshotting<UInt8, Bitmap> = Snapshotting.image.pullback { level in
      Bitmap(width: 3, height: 3, fill: Bitmap.Pixel(r: level, g: level, b: level))
    }
    #expect(strategy.pathExtension == "png")
    let dark = try strategy.snapshot(10)
    #expect(dark[1, 1] == Bitmap.Pixel(r: 10, g: 10, b: 10))
    #expect(try strategy.diffing.diff(dark, try strategy.snapshot(10)) == nil)
    let difference = try #require(try strategy.diffing.diff(dark, try strategy.snapshot(11)))
    #expect(difference.result?.differingPixelCount == 9)
    #expect(difference.message.contains("9 of 9 pixels differ"))
    #expect(difference.diffImage != nil)
    // The stored form round-trips.
    #expect(try strategy.diffing.fromData(try strategy.diffing.toData(dark)) == dark)
  }

  @Test func perceptualStrategyToleratesSmallColourChanges() throws {
    let strategy = Snapshotting<Bitmap, Bitmap>.image(.perceptual())
    let a = ImageFixtures.plain(4, 4)
    let b = ImageFixtures.with(a, 1, 1, Bitmap.Pixel(r: 250, g: 255, b: 255))
    #expect(try strategy.diffing.diff(a, b) == nil)
    #expect(try Snapshotting<Bitmap, Bitmap>.image.diffing.diff(a, b) != nil)
  }

  @Test func corruptAndTruncatedFilesNameTheFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imagediff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.png")
    try ImageFile.write(ImageFixtures.plain(8, 8), to: good)
    let bytes = try [UInt8](Data(contentsOf: good))
    let truncated = folder.appendingPathComponent("truncated.png")
    try Data(bytes.prefix(bytes.count - 20)).write(to: truncated)
    var corruptBytes = bytes
    corruptBytes[40] ^= 0xFF
    let corrupt = folder.appendingPathComponent("corrupt.png")
    try Data(corruptBytes).write(to: corrupt)
    let missing = folder.appendingPathComponent("missing.png")
    for (file, words) in [(truncated, "truncated"), (corrupt, "corrupt"), (missing, "exist")] {
      #expect {
        try ImageComparator.compareFiles(expected: good, actual: file)
      } throws: { error in
        guard case ImageDiffError.unreadableImage(let path, let reason) = error else { return false }
        return path == file.path && reason.contains(words) && "\(error)".contains(file.lastPathComponent)
      }
    }
    #expect(try ImageComparator.compareFiles(expected: good, actual: good).passed)
  }
}
