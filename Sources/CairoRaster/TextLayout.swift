import Foundation

/// Breaks a label's text into lines the way `UILabel` with `lineBreakMode = .byTruncatingTail`
/// does: greedy word wrapping, words wider than the line broken between characters, and the
/// last visible line truncated at the tail with "…" when text remains.
///
/// Measuring is injected, so the breaking rules are pure and testable without cairo.
struct TextLayout {
  /// The truncation mark `UILabel` appends (U+2026 HORIZONTAL ELLIPSIS).
  static let ellipsis = "…"

  /// Available line width, in the units `measure` returns.
  var width: Double
  /// Lines allowed; 0 means unlimited (`UILabel.numberOfLines` semantics).
  var maximumLines: Int
  /// The advance width of a string on one line.
  var measure: (String) -> Double

  /// The lines to draw for `string`, top to bottom.
  ///
  /// - `maximumLines == 1`: the first paragraph on one line, truncated with "…" when it is too
  ///   wide or more paragraphs follow.
  /// - otherwise: each paragraph (split at "\n") wrapped greedily at spaces; when there are more
  ///   lines than allowed, the last allowed line is refilled with the rest of the text and
  ///   truncated at the tail.
  func lines(for string: String) -> [String] {
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if maximumLines == 1 {
      return [truncated(paragraphs[0], force: paragraphs.count > 1)]
    }
    let wrapped = paragraphs.flatMap(wrap)
    guard maximumLines > 0, wrapped.count > maximumLines else { return wrapped }
    var kept = Array(wrapped.prefix(maximumLines - 1))
    let rest = wrapped[(maximumLines - 1)...].joined(separator: " ")
    kept.append(truncated(rest, force: true))
    return kept
  }

  /// `line` if it fits and `force` is false; otherwise its longest prefix that fits together
  /// with "…" (trailing spaces dropped), or "…" alone.
  func truncated(_ line: String, force: Bool) -> String {
    if !force && fits(line) { return line }
    let characters = Array(line)
    func candidate(_ count: Int) -> String {
      var prefix = String(characters[0..<count])
      while prefix.last == " " { prefix.removeLast() }
      return prefix + Self.ellipsis
    }
    // Advances are non-negative, so the width grows with the prefix: binary search.
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(candidate(middle)) { low = middle } else { high = middle - 1 }
    }
    return candidate(low)
  }

  /// Greedy word wrap of one paragraph; an empty paragraph is one empty line.
  func wrap(_ paragraph: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ").map(String.init) {
      let joined = current.isEmpty ? word : current + " " + word
      if fits(joined) {
        current = joined
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      // A word wider than the line breaks between characters (at least one per line).
      while !fits(current) && current.count > 1 {
        let characters = Array(current)
        var low = 1
        var high = characters.count - 1
        while low < high {
          let middle = (low + high + 1) / 2
          if fits(String(characters[0..<middle])) { low = middle } else { high = middle - 1 }
        }
        lines.append(String(characters[0..<low]))
        current = String(characters[low...])
      }
    }
    lines.append(current)
    return lines
  }

  private func fits(_ text: String) -> Bool {
    measure(text) <= width + 1e-9
  }
}
