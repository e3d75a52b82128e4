import Foundation

/// A program run to its end by a test: how it ended and what it wrote.
public struct ChildProcess: Sendable {
  /// The exit status, or the signal's number when ``exited`` is false.
  public var status: Int32
  /// Whether it exited (rather than being killed by a signal: a crash or a trap).
  public var exited: Bool
  /// What it wrote to standard output and to standard error.
  public var output: String
  public var errors: String

  /// Runs `executable` with `arguments` and waits for it. Standard output and error go to
  /// temporary files (read after it ends), so a program that writes much cannot block on a
  /// full pipe.
  public static func run(_ executable: URL, _ arguments: [String]) throws -> ChildProcess {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return ChildProcess(
      status: process.terminationStatus, exited: process.terminationReason == .exit,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      errors: try String(contentsOf: errorFile, encoding: .utf8))
  }
}
