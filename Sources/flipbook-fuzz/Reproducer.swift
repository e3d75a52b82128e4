#if !FLIPBOOK_FUZZER
  import Foundation

  /// Without libFuzzer (the normal build): runs the given files, or every file in the given
  /// folders, through the same execution as the fuzzer (`FLIPBOOK_FUZZ_TARGET=png`: the PNG
  /// decoder's) and prints each outcome — to replay a
  /// crash file (`.build/fuzz-crashes/crash-…`) under a debugger or in a debug build.
  @main
  @MainActor
  enum Reproducer {
    static func main() throws {
      let arguments = CommandLine.arguments.dropFirst()
      guard !arguments.isEmpty else {
        FileHandle.standardError.write(Data("usage: flipbook-fuzz FILE-OR-FOLDER...\n".utf8))
        exit(64)
      }
      for argument in arguments {
        for file in try files(at: argument) {
          let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
          if PNGFuzzing.isSelected {
            switch PNGFuzzing.run([UInt8](bytes)) {
            case .rejected(let error): print("\(file): rejected: \(error)")
            case .decoded(let width, let height): print("\(file): decoded \(width)×\(height)")
            }
            continue
          }
          switch SceneFuzzing.run(bytes) {
          case .rejected(let error): print("\(file): rejected: \(error)")
          case .rendered(let frame, let width, let height):
            print("\(file): rendered frame \(frame), \(width)×\(height)")
          case .renderFailed(let error): print("\(file): render failed: \(error)")
          }
        }
      }
    }

    /// `path` itself, or the regular files in the folder `path`, sorted.
    static func files(at path: String) throws -> [String] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
      }
      return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        .map { (path as NSString).appendingPathComponent($0) }
        .filter { !FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) || !isDirectory.boolValue }
    }
  }
#endif
