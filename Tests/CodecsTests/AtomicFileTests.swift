import Codecs
import Foundation
import Testing

@Suite("AtomicFile")
struct AtomicFileTests {
  static func makeDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAndReplacesContentLeavingNoTemporaryFiles() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("frame-0000.png")

    try AtomicFile.write([1, 2, 3], to: file)
    #expect(try Data(contentsOf: file) == Data([1, 2, 3]))
    try AtomicFile.write(Data("replaced".utf8), to: file, sync: true)
    #expect(try Data(contentsOf: file) == Data("replaced".utf8))
    try AtomicFile.write([UInt8](), to: file)
    #expect(try Data(contentsOf: file).isEmpty)

    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame-0000.png"])
  }

  /// Content written piece by piece lands whole; a producer that fails part-way leaves the old
  /// file as it was and no temporary file behind.
  @Test func streamedContentIsAllOrNothing() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("manifest.json")
    try AtomicFile.write(Data("old".utf8), to: file)
    let pieces = (0..<50).map { Data(repeating: UInt8($0), count: 1000 + $0) }
    try AtomicFile.write(to: file, sync: true) { append in
      for piece in pieces { try piece.withUnsafeBytes { try append($0) } }
    }
    #expect(try Data(contentsOf: file) == pieces.reduce(Data(), +))
    struct Interrupted: Error {}
    #expect(throws: Interrupted.self) {
      try AtomicFile.write(to: file) { append in
        try pieces[0].withUnsafeBytes { try append($0) }
        throw Interrupted()
      }
    }
    #expect(try Data(contentsOf: file) == pieces.reduce(Data(), +))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["manifest.json"])
  }

  @Test func concurrentWritersNeverCollide() async throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<16 {
        group.addTask {
          try AtomicFile.write(
            [UInt8](repeating: UInt8(index), count: 4096), to: directory.appendingPathComponent("f\(index % 4)"))
        }
      }
      try await group.waitForAll()
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["f0", "f1", "f2", "f3"])
  }

  @Test func missingDirectoryThrowsNamingThePath() throws {
    let directory = try Self.makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("missing/frame.png")
    let error = #expect(throws: CodecError.self) { try AtomicFile.write([1], to: file) }
    let text = error?.description ?? ""
    #expect(text.contains(file.path))
    #expect(text.contains("No such file or directory"))
    #expect(text.contains("open(2)"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing").path))
  }
}
