// TextLayout: measures and lays out text for both the model and the rasteriser.
//
// HeadlessUIKit asks it how big text is (`UILabel.sizeThatFits(_:)`, `intrinsicContentSize`,
// `NSString.size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`) and
// CairoRaster asks it where each glyph goes when it draws a `TextRun`. Both get their answer from
// the same code and the same font files (`FontFiles`, DejaVu Sans through FreeType with unhinted
// metrics), so the box the model measures is the box the pixels fill. It knows fonts
// (`Typeface`, `FontMetrics`), breaks lines (`Typesetter`: words or characters, `numberOfLines`,
// the height that fits, truncation with "…" at the head, middle or tail), kerns (the font's pair
// kerning and the `.kern` attribute), aligns lines and spaces them by a paragraph style. It
// imports FreeType and Graphics' value types, never cairo, so the model can depend on it without
// breaking the one-way data flow.

import Foundation
import Graphics

/// Lays out a ``Graphics/TextRun``'s text into lines of positioned glyphs, as TextKit lays out a
/// `UILabel` or an `NSAttributedString`.
///
/// The rules, in order:
/// 1. Paragraphs are split at newlines; each is broken into lines no wider than `width` when the
///    run wraps (``Graphics/TextRun/wrapsLines``): greedily between words (after spaces, which
///    hang past the line's end) with `.byWordWrapping` and the truncating/clipping modes, a word
///    wider than the line broken between characters; between any characters with
///    `.byCharWrapping`. A run that does not wrap puts each paragraph on one line.
/// 2. At most `numberOfLines` lines (0: any number) are kept, then only the lines whose bottom is
///    within `maximumHeight` (at least one), as `UILabel` shows the lines its bounds hold.
/// 3. When text was left out, the last kept line holds the rest of its paragraph and, in a
///    truncating mode, ends (`.byTruncatingTail`), starts (`.byTruncatingHead`) or is cut in the
///    middle (`.byTruncatingMiddle`) with "…" in the attributes of the character beside it. A line
///    of a non-wrapping run that is wider than `width` is truncated the same way.
/// 4. A line is as tall as its fonts' largest `lineHeight` (ascender − descender + leading),
///    adjusted by the paragraph style's `lineHeightMultiple`, `minimumLineHeight` and
///    `maximumLineHeight`; extra height goes above the text (the baseline stays `descender`
///    above the line's bottom), as TextKit places it. `lineSpacing` separates lines,
///    `paragraphSpacing` and `paragraphSpacingBefore` paragraphs; nothing is added after the
///    last line.
/// 5. Lines are aligned in `width` (or in the widest line when `width` is infinite): `.left`,
///    `.center` or `.right`.
public struct Typesetter: Sendable {
  /// The font files text is measured with.
  public var fonts: FontFiles

  /// A typesetter measuring with `fonts` (by default the standard DejaVu files).
  public init(fonts: FontFiles = .standard) {
    self.fonts = fonts
  }

  /// The lines of `run` laid out in a box `width` points wide (`.infinity`: no limit) holding
  /// lines down to `maximumHeight`. `run.frame` is not read.
  ///
  /// - Throws: ``TextLayoutError`` when a font file cannot be loaded.
  /// - Complexity: O(n × lines) for n characters; O(n) when the same text was laid out in the
  ///   same box recently (see `TypesetCache`).
  public func typeset(_ run: TextRun, width: CGFloat, maximumHeight: CGFloat = .infinity) throws -> TypesetText {
    guard !run.string.isEmpty else { return TypesetText(lines: [], size: .zero) }
    var keyRun = run
    keyRun.frame = .zero
    let key = TypesetCache.Key(run: keyRun, width: width, maximumHeight: maximumHeight, directory: fonts.directory)
    return try TypesetCache.shared.text(for: key) {
      try layOut(run, width: width, maximumHeight: maximumHeight)
    }
  }

  /// ``typeset(_:width:maximumHeight:)`` without the cache.
  func layOut(_ run: TextRun, width: CGFloat, maximumHeight: CGFloat) throws -> TypesetText {
    var sequence = try ClusterSequence(run, fonts: fonts)
    let width = width.isNaN ? .infinity : max(0, width)
    var planned = plan(sequence, wraps: run.wrapsLines, width: width, mode: run.lineBreakMode)
    var cut = false
    if run.numberOfLines > 0, planned.count > run.numberOfLines {
      planned.removeLast(planned.count - run.numberOfLines)
      cut = true
    }
    // Placed once to find the lines that fit the height, then again with the truncated last line.
    var lines = try place(planned.map(\.clusters), planned, in: sequence, style: run.paragraphStyle)
    if maximumHeight.isFinite {
      let fitting = max(1, lines.prefix { $0.top + $0.height <= maximumHeight + 1e-6 }.count)
      if fitting < planned.count {
        planned.removeLast(planned.count - fitting)
        cut = true
      }
    }
    var contents = planned.map(\.clusters)
    for (index, line) in planned.enumerated() where run.lineBreakMode.truncates {
      let isLast = index == planned.count - 1
      if cut && isLast {
        let rest = Array(line.range.lowerBound..<line.paragraphEnd)
        contents[index] = try truncate(rest, in: &sequence, mode: run.lineBreakMode, width: width, force: true)
      } else if !run.wrapsLines, sequence.width(line.range.lowerBound, line.range.upperBound) > width + 1e-9 {
        contents[index] = try truncate(
          line.clusters, in: &sequence, mode: run.lineBreakMode, width: width, force: false)
      }
    }
    lines = try place(contents, planned, in: sequence, style: run.paragraphStyle)
    let usedWidth = lines.map(\.width).max() ?? 0
    let boxWidth = width.isFinite ? width : usedWidth
    for index in lines.indices {
      switch run.alignment {
      case .left: lines[index].x = 0
      case .center: lines[index].x = (boxWidth - lines[index].width) / 2
      case .right: lines[index].x = boxWidth - lines[index].width
      }
    }
    let height = lines.last.map { $0.top + $0.height } ?? 0
    return TypesetText(lines: lines, size: CGSize(width: usedWidth, height: height))
  }

  /// A line chosen by the line breaker: its cluster range (trailing hanging spaces included),
  /// its paragraph and where that paragraph ends.
  struct PlannedLine {
    var range: Range<Int>
    var paragraph: Int
    var paragraphEnd: Int
    /// The clusters drawn: the range without the spaces hanging at a wrapped line's end.
    var clusters: [Int]
  }

  /// Rule 1: paragraphs broken into lines.
  func plan(_ sequence: ClusterSequence, wraps: Bool, width: CGFloat, mode: LineBreakMode) -> [PlannedLine] {
    var lines: [PlannedLine] = []
    var start = 0
    var paragraph = 0
    while true {
      var end = start
      while end < sequence.count && !sequence.clusters[end].isNewline { end += 1 }
      let ranges =
        wraps && width.isFinite
        ? breakParagraph(start..<end, in: sequence, width: width, byCharacters: mode == .byCharWrapping)
        : [start..<end]
      for (index, range) in ranges.enumerated() {
        var visibleEnd = range.upperBound
        if index < ranges.count - 1 {
          while visibleEnd > range.lowerBound && sequence.clusters[visibleEnd - 1].isSpace { visibleEnd -= 1 }
        }
        lines.append(
          PlannedLine(
            range: range, paragraph: paragraph, paragraphEnd: end, clusters: Array(range.lowerBound..<visibleEnd)))
      }
      guard end < sequence.count else { break }
      start = end + 1
      paragraph += 1
    }
    return lines
  }

  /// Greedy breaking of one paragraph at break opportunities that fit `width`.
  func breakParagraph(
    _ paragraph: Range<Int>, in sequence: ClusterSequence, width: CGFloat, byCharacters: Bool
  ) -> [Range<Int>] {
    guard !paragraph.isEmpty else { return [paragraph] }
    let clusters = sequence.clusters
    func isBreak(_ position: Int) -> Bool {
      if position == paragraph.upperBound { return true }
      if clusters[position].isSpace { return false }
      return byCharacters || clusters[position - 1].isSpace
    }
    var lines: [Range<Int>] = []
    var start = paragraph.lowerBound
    while start < paragraph.upperBound {
      var best: Int?
      for position in (start + 1)...paragraph.upperBound where isBreak(position) {
        guard sequence.trimmedWidth(start, position) <= width + 1e-9 else { break }
        best = position
      }
      var end: Int
      if let best {
        end = best
      } else {
        // Nothing fits: break the first word between characters (at least one per line).
        end = start + 1
        while end < paragraph.upperBound && !clusters[end].isSpace
          && sequence.width(start, end + 1) <= width + 1e-9
        {
          end += 1
        }
        while end < paragraph.upperBound && clusters[end].isSpace { end += 1 }
      }
      lines.append(start..<end)
      start = end
    }
    return lines
  }
}
