import Foundation

/// A scene file that cannot be loaded: where the problem is, which field, what was expected and
/// the value found.
///
/// ``description`` reads as a compiler diagnostic, so editors and terminals can jump to it:
///
/// ```
/// Scenes/nav-push.yaml:14:9: script[1].at: expected a number ≥ 0, got -0.5
/// Scenes/x.yaml:3:1: window: missing required field 'height'
/// ```
///
/// The field path joins mapping keys with `.` and list positions with `[i]`
/// (`screens.B.views[0].frame`); it is empty for problems with the document as a whole (a YAML
/// syntax error, an unreadable file), and the segment is then left out of the description.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file, as the caller named it (relative paths stay relative).
  public var file: String
  /// The 1-based line of the offending node, or nil when the problem has no position.
  public var line: Int?
  /// The 1-based column (in Unicode scalars) of the offending node, or nil with ``line``.
  public var column: Int?
  /// Where in the document: `window.height`, `script[1].at`; empty for the whole document.
  public var fieldPath: String
  /// What was expected and what was found, e.g. `expected a number ≥ 0, got -0.5`.
  public var message: String

  /// Creates an error; ``description`` formats it.
  public init(file: String, line: Int?, column: Int?, fieldPath: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.fieldPath = fieldPath
    self.message = message
  }

  /// `file:line:column: fieldPath: message`, leaving out the position and the field path when
  /// they are absent.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return fieldPath.isEmpty ? "\(location): \(message)" : "\(location): \(fieldPath): \(message)"
  }
}
