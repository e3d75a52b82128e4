import Foundation

/// Where a failed comparison's diff image is written, so the failure message can name it on
/// Linux, where swift-snapshot-testing's attachments are not shown.
enum DifferenceImageFile {
  /// Writes `png` to `$SNAPSHOT_ARTIFACTS/FlipbookSnapshotTesting/difference-<hash>.png` (the
  /// temporary folder when `SNAPSHOT_ARTIFACTS` is unset, as swift-snapshot-testing does for the
  /// failed snapshot) and returns its path; the name is the content's FNV-1a hash, so the same
  /// failure writes the same file. A write error is returned in place of the path.
  static func write(_ png: [UInt8]) -> String {
    let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("FlipbookSnapshotTesting")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in png { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let file = folder.appendingPathComponent("difference-" + String(hash, radix: 16) + ".png")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(png).write(to: file, options: .atomic)
      return file.path
    } catch {
      return "(not written to \(file.path): \(error))"
    }
  }
}
