import Foundation
import Yams

extension SceneError {
  /// Wraps a Yams parse error: the file, the line and column libyaml reports, and its problem
  /// (with its context, e.g. "while scanning a simple key at 3:1").
  init(_ error: YamlError, file: String) {
    func located(_ problem: String, _ context: YamlError.Context?, _ position: (line: Int, column: Int)?)
      -> SceneError
    {
      var message = "YAML syntax error: \(problem)"
      if let context {
        message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
      }
      return SceneError(
        file: file, line: position?.line, column: position?.column, fieldPath: "", message: message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      self = located(problem, context, (mark.line, mark.column))
    case .reader(let problem, let offset, _, let yaml):
      self = located(problem, nil, offset.map { Self.position(ofCharacterOffset: $0, in: yaml) })
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: " and ")
      self = SceneError(
        file: file, line: context.mark.line, column: context.mark.column, fieldPath: "",
        message: "key \(keys) is used more than once in this mapping (first use here); each key may appear once")
    default:
      self = located(error.description, nil, nil)
    }
  }

  /// The 1-based line and column of the character at `offset` in `text`.
  private static func position(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
    let prefix = text.prefix(offset)
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, (lines.last?.count ?? 0) + 1)
  }
}
