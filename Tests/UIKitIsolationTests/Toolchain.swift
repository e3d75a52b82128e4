import Foundation

/// The compiler and built modules the isolation fixtures are type-checked with.
enum Toolchain {
  /// `swiftc` on `PATH` (the one `swift build` used, in every normal setup), or nil.
  static let swiftc: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The directory holding the built `UIKit.swiftmodule`: `Modules` beside the test bundle
  /// (`.build/<triple>/debug/`), else `.build/debug/Modules` of this package.
  static func modulesDirectory() throws -> URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      executable.deletingLastPathComponent().appendingPathComponent("Modules"),
      packageRoot.appendingPathComponent(".build/debug/Modules"),
    ]
    for directory in candidates
    where FileManager.default.fileExists(atPath: directory.appendingPathComponent("UIKit.swiftmodule").path) {
      return directory
    }
    throw ToolchainError.modulesNotFound(searched: candidates.map(\.path))
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Runs `swiftc -typecheck` on `file` in `languageMode` against the built modules and the
  /// Clang reference module; returns the exit status and the diagnostics text.
  static func typecheck(_ file: URL, languageMode: Int) throws -> (status: Int32, output: String) {
    guard let swiftc else { throw ToolchainError.noCompiler }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-isolation-module-cache")
    let process = Process()
    process.executableURL = swiftc
    process.arguments =
      [
        "-typecheck", "-swift-version", String(languageMode), "-diagnostic-style=llvm", "-no-color-diagnostics",
        "-module-cache-path", cache.path,
        "-I", try modulesDirectory().path, "-I", fixtures.appendingPathComponent("ClangReference").path, file.path,
      ] + systemLibraryArguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

extension Toolchain {
  /// What SwiftPM passes for the system-library modules the built modules import (HeadlessUIKit
  /// measures text through TextLayout, which imports `CFreeType`): the module map, and the
  /// header search paths `pkg-config --cflags freetype2` gives (Debian:
  /// `-I/usr/include/freetype2`).
  static var systemLibraryArguments: [String] {
    let moduleMap = packageRoot.appendingPathComponent("Sources/CFreeType/module.modulemap").path
    var arguments = ["-Xcc", "-fmodule-map-file=\(moduleMap)"]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags", "freetype2"]
    let pipe = Pipe()
    process.standardOutput = pipe
    if (try? process.run()) != nil {
      let flags = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      for flag in flags.split(whereSeparator: \.isWhitespace) { arguments += ["-Xcc", String(flag)] }
    }
    return arguments
  }
}

enum ToolchainError: Error, CustomStringConvertible {
  case noCompiler
  case modulesNotFound(searched: [String])

  var description: String {
    switch self {
    case .noCompiler: return "swiftc is not on PATH"
    case .modulesNotFound(let searched):
      return "UIKit.swiftmodule not found in \(searched.joined(separator: " or ")); build the package first"
    }
  }
}
