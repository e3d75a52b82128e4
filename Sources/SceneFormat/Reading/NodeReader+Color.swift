import Foundation
import Graphics
import Yams

extension NodeReader {
  /// The colour names a scene file accepts, with their values (UIKit's light-mode system colours).
  static let colorNames: [(name: String, hex: String)] = [
    ("black", "#000000"), ("white", "#FFFFFF"), ("clear", "#00000000"), ("red", "#FF0000"),
    ("green", "#00FF00"), ("blue", "#0000FF"), ("gray", "#808080"), ("systemBlue", "#007AFF"),
    ("systemRed", "#FF3B30"), ("systemGreen", "#34C759"), ("systemOrange", "#FF9500"),
    ("systemYellow", "#FFCC00"), ("systemPurple", "#AF52DE"), ("systemTeal", "#30B0C7"),
    ("systemGray", "#8E8E93"), ("systemGray6", "#F2F2F7"),
  ]

  /// A colour: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` (hex digits, the `#` required) or one of
  /// ``colorNames`` (exact spelling). An unquoted `#…` is a YAML comment, which leaves the field
  /// null; that case gets a hint to quote the colour.
  func color() throws -> RGBA {
    // An untagged scalar (tag still implicit) that is a colour name or `#hex` resolves to a
    // string, so its tag need not be resolved (the resolver's regular expressions are slow).
    if case .scalar(let scalar) = node, scalar.tag.description.isEmpty || node.tagName != .null {
      let text = scalar.string
      if let name = Self.colorNames.first(where: { $0.name == text }) {
        return RGBA(hex: name.hex)!
      }
      let digits = text.dropFirst()
      if text.hasPrefix("#"), [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
        let rgba = RGBA(hex: text)
      {
        return rgba
      }
    }
    var message =
      "expected a colour (\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or one of "
      + Self.colorNames.map(\.name).joined(separator: ", ") + "), got \(node.sceneSummary)"
    if node.tagName == .null {
      message += " (quote hex colours: an unquoted # starts a YAML comment)"
    }
    throw error(message)
  }
}
