import Foundation
import Yams

/// A mapping whose keys have been checked against the fields it accepts: an unknown key (a typo)
/// is an error that names it, suggests the closest accepted field and lists them all.
struct MappingReader {
  /// The mapping itself.
  let reader: NodeReader
  private let fields: [String: NodeReader]

  init(_ reader: NodeReader, accepting accepted: [String]) throws {
    guard case .mapping(let mapping) = reader.node else {
      throw reader.mismatch("a mapping with " + accepted.joined(separator: ", "))
    }
    var fields: [String: NodeReader] = [:]
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode, accepted.contains(scalar.string) else {
        throw Self.unknownField(keyNode, in: reader, accepted: accepted)
      }
      fields[scalar.string] = reader.child(scalar.string, keyNode: keyNode, value: value)
    }
    self.reader = reader
    self.fields = fields
  }

  /// The value of `key`, or nil when absent.
  func optional(_ key: String) -> NodeReader? { fields[key] }

  /// The value of `key`; throws `missing required field 'key'` at the mapping's key.
  func required(_ key: String) throws -> NodeReader {
    guard let field = fields[key] else {
      throw reader.errorAtKey("missing required field '\(key)'")
    }
    return field
  }

  /// Reads `key` with `read` when present, else returns `defaultValue`.
  func value<T>(_ key: String, default defaultValue: T, _ read: (NodeReader) throws -> T) rethrows -> T {
    guard let field = fields[key] else { return defaultValue }
    return try read(field)
  }

  private static func unknownField(_ keyNode: Node, in reader: NodeReader, accepted: [String]) -> SceneError {
    guard case .scalar(let scalar) = keyNode else {
      return reader.error("expected a field name as key, got \(keyNode.sceneSummary)", at: keyNode.mark)
    }
    var message = "unknown field '\(scalar.string)'"
    if let suggestion = closest(to: scalar.string, in: accepted) {
      message += " (did you mean '\(suggestion)'?)"
    }
    message += "; accepted fields: " + accepted.joined(separator: ", ")
    return reader.error(message, at: keyNode.mark)
  }

  /// The accepted field within a small edit distance of `key` (case-insensitive), if any.
  private static func closest(to key: String, in accepted: [String]) -> String? {
    let candidates = accepted.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    guard let best = candidates.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, min(key.count, best.0.count) / 3) ? best.0 : nil
  }

  /// Edit distance counting an insertion, a deletion, a substitution or a swap of two adjacent
  /// characters as one edit (optimal string alignment), so `heigth` is one edit from `height`.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
