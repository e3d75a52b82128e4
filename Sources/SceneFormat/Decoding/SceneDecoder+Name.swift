import Foundation

extension SceneDecoder {
  /// The longest scene name, in bytes.
  static let maximumNameLength = 100

  /// What is wrong with `name` as a scene name, or nil when it is one plain file-name
  /// component: letters, digits, `.`, `_` and `-`, not starting with `.`, at most
  /// ``maximumNameLength`` bytes. The name becomes a folder and file names under the output
  /// folder, so `../x` or `a/b` must never reach the file system.
  static func sceneNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name.utf8.count > maximumNameLength { return "is longer than \(maximumNameLength) bytes" }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".unicodeScalars)
    if let bad = name.unicodeScalars.first(where: { !allowed.contains($0) }) {
      let shown = bad == "/" ? "'/'" : bad.properties.isWhitespace ? "a space" : "'\(bad)'"
      return "contains \(shown); a scene name is one file name of letters, digits, '.', '_' and '-'"
    }
    if name.hasPrefix(".") { return "starts with '.'" }
    return nil
  }

  /// The `name` field: a plain file-name component (see ``sceneNameProblem(_:)``).
  static func sceneName(_ reader: NodeReader) throws -> String {
    let name = try reader.string(nonEmpty: true)
    if let problem = sceneNameProblem(name) {
      throw reader.error("expected a plain file name (letters, digits, '.', '_', '-'), got '\(name)', which \(problem)")
    }
    return name
  }
}
