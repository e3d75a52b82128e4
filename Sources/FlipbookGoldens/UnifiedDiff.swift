/// A line diff of two texts in the unified format `diff -u` and `git diff` print: a
/// `--- expected` / `+++ actual` header, then hunks `@@ -a,b +c,d @@` of changed lines (`-`
/// removed, `+` added) with `context` unchanged lines (` `) around them.
///
/// The alignment is a longest common subsequence of lines (after the common head and tail are
/// set aside), so a moved line shows as one `-` and one `+`.
public enum UnifiedDiff {
  /// The diff of `expected` to `actual`, or `""` when they are equal.
  ///
  /// - Complexity: O(n · m) in the numbers of lines that differ between the common head and tail.
  public static func render(
    expected: String, actual: String, expectedName: String = "expected", actualName: String = "actual",
    context: Int = 3
  ) -> String {
    guard expected != actual else { return "" }
    let old = lines(expected)
    let new = lines(actual)
    let edits = script(old, new)
    var text = "--- \(expectedName)\n+++ \(actualName)\n"
    // Hunks: runs of edits whose unchanged gaps are at most 2 × context lines.
    var index = 0
    while index < edits.count {
      guard let start = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = start
      var scan = start
      while scan < edits.count {
        if edits[scan].kind != .same {
          end = scan
        } else if scan - end > 2 * context {
          break
        }
        scan += 1
      }
      let from = max(start - context, index)
      let to = min(end + context, edits.count - 1)
      let hunk = edits[from...to]
      let oldStart = hunk.first!.old
      let newStart = hunk.first!.new
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for edit in hunk {
        switch edit.kind {
        case .same: text += " \(old[edit.old])\n"
        case .removed: text += "-\(old[edit.old])\n"
        case .added: text += "+\(new[edit.new])\n"
        }
      }
      index = to + 1
    }
    if !expected.isEmpty && !actual.isEmpty && expected.hasSuffix("\n") != actual.hasSuffix("\n") {
      text += "\\ the \(expected.hasSuffix("\n") ? "actual" : "expected") text has no newline at its end\n"
    }
    return text
  }

  /// `start,count` with 1-based `start` (`start − 1` when the range is empty, as `diff -u` writes).
  static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }

  static func lines(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
  }

  struct Edit {
    enum Kind { case same, removed, added }
    var kind: Kind
    /// The line's index in the old text (for `added`, where the next old line is).
    var old: Int
    /// The line's index in the new text (for `removed`, where the next new line is).
    var new: Int
  }

  /// The edit script from `old` to `new`.
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var head = 0
    while head < old.count && head < new.count && old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head && tail < new.count - head && old[old.count - 1 - tail] == new[new.count - 1 - tail] {
      tail += 1
    }
    let a = Array(old[head..<(old.count - tail)])
    let b = Array(new[head..<(new.count - tail)])
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits = (0..<head).map { Edit(kind: .same, old: $0, new: $0) }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        edits.append(Edit(kind: .same, old: head + i, new: head + j))
        i += 1
        j += 1
      } else if j < b.count && (i == a.count || lengths[i][j + 1] > lengths[i + 1][j]) {
        edits.append(Edit(kind: .added, old: head + i, new: head + j))
        j += 1
      } else {
        edits.append(Edit(kind: .removed, old: head + i, new: head + j))
        i += 1
      }
    }
    edits += (0..<tail).map { Edit(kind: .same, old: old.count - tail + $0, new: new.count - tail + $0) }
    return edits
  }
}
