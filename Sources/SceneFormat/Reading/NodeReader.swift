import Foundation
import Yams

/// A YAML node together with where it sits: its field path, the file, and the mark of the key
/// that introduced it. Every typed accessor throws a ``SceneError`` that names the file, the
/// node's line and column, the path, what was expected and the value found.
///
/// Value errors point at the value; errors about the node as a whole (a missing field) point at
/// the key that introduced it, because that is the line a reader looks for.
struct NodeReader {
  /// The node being read.
  let node: Node
  /// `window.height`, `script[1]`; empty for the document root.
  let path: String
  /// The file, for messages.
  let file: String
  /// The mark of the mapping key whose value this node is; nil for list elements and the root.
  let keyMark: Mark?

  /// The reader of a document root.
  init(root node: Node, file: String) {
    self.init(node: node, path: "", file: file, keyMark: nil)
  }

  private init(node: Node, path: String, file: String, keyMark: Mark?) {
    self.node = node
    self.path = path
    self.file = file
    self.keyMark = keyMark
  }

  /// The reader of the value of `key` in this mapping.
  func child(_ key: String, keyNode: Node, value: Node) -> NodeReader {
    NodeReader(
      node: value, path: path.isEmpty ? key : "\(path).\(key)", file: file, keyMark: keyNode.mark)
  }

  /// The reader of the element at `index` in this sequence.
  func element(_ index: Int, _ value: Node) -> NodeReader {
    NodeReader(node: value, path: "\(path)[\(index)]", file: file, keyMark: nil)
  }

  /// An error at this node's value: `file:line:col: path: message`.
  func error(_ message: String) -> SceneError {
    error(message, at: node.mark)
  }

  /// An error about the node as a whole, placed at the key that introduced it when there is one.
  func errorAtKey(_ message: String) -> SceneError {
    error(message, at: keyMark ?? node.mark)
  }

  /// An error at an explicit mark, with this node's path.
  func error(_ message: String, at mark: Mark?) -> SceneError {
    SceneError(file: file, line: mark?.line, column: mark?.column, fieldPath: path, message: message)
  }

  /// `expected <expectation>, got <the value as written>`.
  func mismatch(_ expectation: String) -> SceneError {
    error("expected \(expectation), got \(node.sceneSummary)")
  }
}

extension NodeReader {
  /// This node as a mapping whose keys must all be in `accepted`.
  func mapping(accepting accepted: [String]) throws -> MappingReader {
    try MappingReader(self, accepting: accepted)
  }

  /// This node as a mapping with arbitrary keys (such as the screens), in file order.
  func entries() throws -> [(key: String, value: NodeReader)] {
    guard case .mapping(let mapping) = node else { throw mismatch("a mapping") }
    return try mapping.map { pair in
      guard case .scalar(let scalar) = pair.key else {
        throw error("expected a name as key, got \(pair.key.sceneSummary)", at: pair.key.mark)
      }
      return (scalar.string, child(scalar.string, keyNode: pair.key, value: pair.value))
    }
  }

  /// This node as a list of element readers.
  func sequence(_ expectation: String = "a list") throws -> [NodeReader] {
    guard case .sequence(let sequence) = node else { throw mismatch(expectation) }
    return sequence.enumerated().map { element($0.offset, $0.element) }
  }
}
