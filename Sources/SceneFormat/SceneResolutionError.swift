import Foundation

/// A scene argument that names no single scene file. Descriptions list what is available.
public enum SceneResolutionError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `path` looks like a file path but no file is there.
  case fileNotFound(path: String, directory: String, available: [String])
  /// No `<name>.yaml|.yml|.json` in `directory`.
  case unknownName(String, directory: String, available: [String])
  /// More than one file has the name (e.g. `x.yaml` and `x.json`); pass a path instead.
  case ambiguousName(String, files: [String])
  /// The gallery's file for a name resolves (through a symbolic link) outside the gallery folder.
  case outsideGallery(file: String, resolved: String, directory: String)

  /// One line naming the argument, the folder searched and the available scene names.
  public var description: String {
    switch self {
    case .fileNotFound(let path, let directory, let available):
      return "no scene file at '\(path)'; " + Self.listing(directory, available)
    case .unknownName(let name, let directory, let available):
      return "no scene named '\(name)'; " + Self.listing(directory, available)
    case .ambiguousName(let name, let files):
      return "scene name '\(name)' matches several files (\(files.joined(separator: ", "))); pass a path instead"
    case .outsideGallery(let file, let resolved, let directory):
      return
        "'\(file)' links to '\(resolved)', outside the gallery folder '\(directory)'; a scene named from the gallery must be a file inside it (pass the path to use it anyway)"
    }
  }

  private static func listing(_ directory: String, _ available: [String]) -> String {
    available.isEmpty
      ? "there are no scene files (.yaml, .yml, .json) in '\(directory)'"
      : "scenes in '\(directory)': " + available.joined(separator: ", ")
  }
}
