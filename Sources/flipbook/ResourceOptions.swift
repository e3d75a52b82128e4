import ArgumentParser
import FlipbookRender
import Foundation

/// Options that bound what a command reads and how much memory it uses (`render`, `strip`,
/// `gif`).
struct ResourceOptions: ParsableArguments {
  @Option(
    name: .customLong("allow-read"),
    help: "Also read images from this folder (repeatable); by default only the scene's own folder.")
  var allowedReadDirectories: [String] = []

  @Option(
    name: .customLong("max-memory"),
    help: "Memory for frame buffers, e.g. 2G or 512M (default: half of physical memory); --jobs drops to fit.")
  var maxMemory: String?

  func validate() throws {
    if let maxMemory, MemoryBudget.parse(maxMemory) == nil {
      throw ValidationError("--max-memory must be a size such as 512M, 2G or a number of bytes, got '\(maxMemory)'")
    }
    for folder in allowedReadDirectories {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("--allow-read: '\(folder)' is not a folder")
      }
    }
  }

  /// The limit in bytes.
  var memoryLimit: Int { maxMemory.flatMap(MemoryBudget.parse) ?? MemoryBudget.defaultLimit }

  /// The `--allow-read` folders as URLs.
  var readDirectories: [URL] { allowedReadDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) } }
}
