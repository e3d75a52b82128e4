import Foundation
import Graphics

extension Typesetter {
  /// Rules 3 and 4: each line's clusters, truncated where needed, placed vertically with their
  /// glyph runs (x positions from the line's start; alignment is applied by the caller).
  func place(
    _ contents: [[Int]], _ planned: [PlannedLine], in sequence: ClusterSequence, style: TextParagraphStyle
  ) throws -> [TypesetLine] {
    var lines: [TypesetLine] = []
    var y: CGFloat = 0
    for (index, clusters) in contents.enumerated() {
      var ascender: CGFloat = 0
      var descender: CGFloat = 0
      var leading: CGFloat = 0
      var metricsOfLine: [FontMetrics] = []
      for cluster in clusters { metricsOfLine.append(sequence.metrics(of: cluster)) }
      if metricsOfLine.isEmpty {
        // An empty line takes the font of its newline, else the run's.
        let start = planned[index].range.lowerBound
        metricsOfLine.append(start < sequence.count ? sequence.metrics(of: start) : sequence.baseMetrics())
      }
      for metrics in metricsOfLine {
        ascender = max(ascender, metrics.ascender)
        descender = max(descender, -metrics.descender)
        leading = max(leading, metrics.leading)
      }
      if index > 0 {
        y += style.lineSpacing
        if planned[index].paragraph != planned[index - 1].paragraph {
          y += style.paragraphSpacing + style.paragraphSpacingBefore
        }
      }
      let height = style.lineHeight(natural: ascender + descender + leading)
      let (runs, width) = try glyphRuns(clusters, in: sequence)
      lines.append(
        TypesetLine(
          text: String(clusters.map { sequence.clusters[$0].character }), x: 0, top: y, height: height,
          baseline: y + height - descender, width: width, runs: runs))
      y += height
    }
    return lines
  }

  /// The glyphs of `clusters` grouped by font and colour, pen positions advancing by each
  /// glyph's advance, each cluster's kern attribute and the pair kerning to the next cluster.
  func glyphRuns(_ clusters: [Int], in sequence: ClusterSequence) throws -> ([GlyphRun], CGFloat) {
    var runs: [GlyphRun] = []
    var pen: CGFloat = 0
    for (position, index) in clusters.enumerated() {
      let cluster = sequence.clusters[index]
      let style = sequence.styles[cluster.style]
      if runs.last.map({ $0.font != style.font || $0.color != style.color }) ?? true {
        runs.append(GlyphRun(font: style.font, color: style.color, glyphs: [], positions: []))
      }
      for (glyph, advance) in zip(cluster.glyphs, cluster.advances) {
        runs[runs.count - 1].glyphs.append(glyph)
        runs[runs.count - 1].positions.append(pen)
        pen += advance
      }
      pen += style.kern
      if position + 1 < clusters.count { pen += try sequence.pairKerning(index, clusters[position + 1]) }
    }
    return (runs.filter { !$0.glyphs.isEmpty }, pen)
  }

  /// Rule 3: `clusters` cut to fit `width` with "…" where `mode` puts it, or unchanged when they
  /// fit and `force` is false. Spaces next to the ellipsis are dropped; when nothing fits the
  /// line is "…" alone.
  func truncate(
    _ clusters: [Int], in sequence: inout ClusterSequence, mode: LineBreakMode, width: CGFloat, force: Bool
  ) throws -> [Int] {
    if !force, try sequence.width(of: clusters) <= width + 1e-9 { return clusters }
    func trimmedEnd(_ part: ArraySlice<Int>) -> [Int] {
      var part = part
      while let last = part.last, sequence.clusters[last].isSpace { part.removeLast() }
      return Array(part)
    }
    func trimmedStart(_ part: ArraySlice<Int>) -> [Int] {
      var part = part
      while let first = part.first, sequence.clusters[first].isSpace { part.removeFirst() }
      return Array(part)
    }
    let styleSource = mode == .byTruncatingHead ? clusters.first : clusters.last
    let ellipsisStyle = styleSource.map { sequence.clusters[$0].style } ?? 0
    let mark = try sequence.ellipsis(style: ellipsisStyle)
    func candidate(_ kept: Int) -> [Int] {
      switch mode {
      case .byTruncatingHead:
        return [mark] + trimmedStart(clusters.suffix(kept))
      case .byTruncatingMiddle:
        let head = (kept + 1) / 2
        return trimmedEnd(clusters.prefix(head)) + [mark] + trimmedStart(clusters.suffix(kept - head))
      default:
        return trimmedEnd(clusters.prefix(kept)) + [mark]
      }
    }
    // Widths grow with the characters kept: binary search for the most that fit.
    var low = 0
    var high = clusters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if try sequence.width(of: candidate(middle)) <= width + 1e-9 { low = middle } else { high = middle - 1 }
    }
    return candidate(low)
  }
}
