import FlipbookRender
import Foundation

/// Turns a command-line scene argument into a file: either a path to a scene file, or a bare
/// scene name looked up in the gallery folder as `<name>.yaml`, `<name>.yml` or `<name>.json`.
public enum SceneResolver {
  /// The file extensions a scene file may have, in lookup order.
  public static let fileExtensions = ["yaml", "yml", "json"]

  /// Resolves `argument` to a scene file.
  ///
  /// An argument naming an existing file is that file. An argument that looks like a path (it
  /// contains `/` or ends in one of ``fileExtensions``) but names no file is an error. Anything
  /// else is a scene name, looked up in `scenesDirectory`; exactly one of its extensions must
  /// exist, and resolve (symbolic links followed) inside the folder: a gallery arrives in pull
  /// requests, and `Scenes/x.yaml` linking to a file elsewhere would have that file read — and
  /// quoted in the loader's errors — by every command that runs the gallery.
  ///
  /// - Parameters:
  ///   - argument: A path (`Scenes/nav-push.yaml`, `./my.yml`) or a name (`nav-push`).
  ///   - scenesDirectory: The gallery folder searched for names.
  /// - Returns: The file URL of the scene file.
  /// - Throws: ``SceneResolutionError``, whose description lists the available scene names.
  public static func resolve(_ argument: String, scenesDirectory: URL) throws -> URL {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
      return URL(fileURLWithPath: argument)
    }
    let looksLikePath =
      argument.contains("/") || fileExtensions.contains { argument.hasSuffix(".\($0)") }
    if looksLikePath || argument.isEmpty {
      throw SceneResolutionError.fileNotFound(
        path: argument, directory: scenesDirectory.relativePath, available: availableNames(in: scenesDirectory))
    }
    let candidates = fileExtensions.map { scenesDirectory.appendingPathComponent("\(argument).\($0)") }
      .filter { fileManager.fileExists(atPath: $0.path) }
    switch candidates.count {
    case 1:
      if let root = ReadScope.realPath(scenesDirectory.path), let resolved = ReadScope.realPath(candidates[0].path),
        !ReadScope.isInside(resolved, root)
      {
        throw SceneResolutionError.outsideGallery(
          file: candidates[0].relativePath, resolved: resolved, directory: scenesDirectory.relativePath)
      }
      return candidates[0]
    case 0:
      throw SceneResolutionError.unknownName(
        argument, directory: scenesDirectory.relativePath, available: availableNames(in: scenesDirectory))
    default:
      throw SceneResolutionError.ambiguousName(argument, files: candidates.map(\.relativePath))
    }
  }

  /// The scene names in `directory` (file names with a scene extension, without it), sorted and
  /// without duplicates; empty when the folder does not exist.
  public static func availableNames(in directory: URL) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let names = files.compactMap { file -> String? in
      let url = URL(fileURLWithPath: file)
      return fileExtensions.contains(url.pathExtension) ? url.deletingPathExtension().lastPathComponent : nil
    }
    return Array(Set(names)).sorted()
  }
}
