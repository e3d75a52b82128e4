import Foundation
import ImageDiff
import TestSupport
import Testing

/// Images and goldens come from pull requests: a pipe, a directory, a huge file or a tiny file
/// declaring a huge image is an error naming the file — never a hang, an exhausted memory or a
/// crash.
@Suite("ImageFile: hostile files")
struct ImageFileLimitTests {
  static func read(_ url: URL) -> String? {
    do {
      _ = try ImageFile.read(url)
      return nil
    } catch ImageDiffError.unreadableImage(let path, let reason) {
      #expect(path == url.path)
      return reason
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test func pipesDirectoriesHugeFilesAndHugeHeadersAreRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imagefile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.png")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    #expect(Self.read(pipe) == "is a pipe, not a regular file")
    let directory = folder.appendingPathComponent("folder.png")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #expect(Self.read(directory) == "is a directory, not a regular file")
    // A sparse file: 65 MiB by its size, no disk used.
    let large = folder.appendingPathComponent("large.png")
    #expect(
      FileManager.default.createFile(atPath: large.path, contents: Data(PNGFixtures.declaring(width: 2, height: 2))))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 65 << 20)
    try handle.close()
    #expect(Self.read(large) == "has 68157440 bytes, more than the limit of 67108864 bytes")
    let bomb = folder.appendingPathComponent("bomb.png")
    try Data(PNGFixtures.declaring(width: 1_000_000, height: 1_000_000)).write(to: bomb)
    #expect(Self.read(bomb)?.contains("declares 1000000x1000000 pixels") == true)
  }
}
