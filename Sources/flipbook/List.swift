import ArgumentParser
import Foundation

extension Flipbook {
  /// `flipbook list`: the scene files of the gallery.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the scene files in the gallery.")

    @Option(name: .customLong("scenes"), help: "The gallery folder.")
    var scenesDirectory = "Scenes"

    func run() throws {
      let fm = FileManager.default
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: scenesDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("--scenes: '\(scenesDirectory)' is not a folder")
      }
      let names = try fm.contentsOfDirectory(atPath: scenesDirectory)
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
        .sorted()
      for name in names {
        print((name as NSString).deletingPathExtension + "\t" + scenesDirectory + "/" + name)
      }
    }
  }
}
