import Foundation
import Yams

extension Node {
  /// The resolved tag's name (`.str`, `.int`, `.float`, `.bool`, `.null`, `.map`, `.seq`): an
  /// untagged plain scalar's from ``PlainScalarTag`` (YAML 1.1's rules, no regular
  /// expressions), a quoted or `!` one `.str`.
  var tagName: Tag.Name {
    if case .scalar(let scalar) = self {
      switch scalar.tag.description {
      case Tag.Name.implicit.rawValue: return PlainScalarTag.resolve(scalar.string)
      case Tag.Name.nonSpecific.rawValue: return .str
      case let name: return Tag.Name(rawValue: name)
      }
    }
    return Tag.Name(rawValue: tag.rawValue)
  }

  /// The node as a short, one-line text for "got …" in messages: numbers, booleans and null as
  /// written, strings in double quotes, lists and mappings in flow style (`[0, 0, 10]`,
  /// `{width: 2}`), cut to about 60 characters.
  var sceneSummary: String {
    let text = flowText
    guard text.count > 60 else { return text }
    return String(text.prefix(57)) + "…"
  }

  private var flowText: String {
    switch self {
    case .scalar(let scalar):
      if tagName == .str {
        let escaped = scalar.string.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
      }
      return scalar.string.isEmpty ? "null" : scalar.string
    case .sequence(let sequence):
      return "[" + sequence.map(\.flowText).joined(separator: ", ") + "]"
    case .mapping(let mapping):
      return "{" + mapping.map { "\($0.key.keyText): \($0.value.flowText)" }.joined(separator: ", ") + "}"
    case .alias:
      return "an alias"
    }
  }

  /// A mapping key: strings unquoted, as they are usually written.
  private var keyText: String {
    if case .scalar(let scalar) = self, tagName == .str { return scalar.string }
    return flowText
  }
}
