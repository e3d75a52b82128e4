import Foundation
import Graphics

/// A run's characters resolved to glyphs and advances: the measuring half of ``Typesetter``.
///
/// Each `Character` (grapheme cluster) becomes one ``Cluster`` with the glyphs of its scalars,
/// their advances scaled to the cluster's font size, and the cluster's kern attribute. Pair
/// kerning applies between neighbouring clusters of the same font. Clusters past `count`
/// (appended by ``ellipsis(style:)``) are the "…" marks of truncated lines.
struct ClusterSequence {
  /// A character's drawing attributes.
  struct Style: Hashable {
    var font: FontDescriptor
    var color: RGBA
    var kern: CGFloat
  }

  struct Cluster {
    var character: Character
    var style: Int
    var glyphs: [UInt32]
    /// Each glyph's advance in points.
    var advances: [CGFloat]
    /// The sum of `advances` plus the kern attribute.
    var advance: CGFloat
    var isSpace: Bool
    var isNewline: Bool
  }

  private(set) var styles: [Style] = []
  private(set) var clusters: [Cluster] = []
  /// The characters of the run (clusters before any ellipsis).
  let count: Int
  /// `prefix[i]`: the width of clusters `0..<i` with the kerning after each.
  private var prefix: [CGFloat] = [0]
  /// `kernAfter[i]`: pair kerning between cluster `i` and `i + 1`.
  private var kernAfter: [CGFloat] = []
  /// The face of each style (looked up once per style, not per character).
  private var faces: [Typeface] = []

  /// The clusters of `run`, with `run.font`, `run.color` and `run.kern` overridden per span.
  init(_ run: TextRun, fonts: FontFiles) throws {
    let characters = Array(run.string)
    count = characters.count
    let base = Style(font: run.font, color: run.color, kern: run.kern)
    var styleOfCharacter = [Style](repeating: base, count: characters.count)
    for span in run.spans {
      let range = span.range.clamped(to: 0..<characters.count)
      for index in range {
        if let font = span.font { styleOfCharacter[index].font = font }
        if let color = span.color { styleOfCharacter[index].color = color }
        if let kern = span.kern { styleOfCharacter[index].kern = kern }
      }
    }
    var styleIndex: [Style: Int] = [:]
    styles = [base]
    styleIndex[base] = 0
    faces = [try fonts.typeface(for: base.font.weight)]
    for (character, style) in zip(characters, styleOfCharacter) {
      let index: Int
      if let known = styleIndex[style] {
        index = known
      } else {
        index = styles.count
        styles.append(style)
        faces.append(try fonts.typeface(for: style.font.weight))
        styleIndex[style] = index
      }
      clusters.append(try makeCluster(character, style: index))
    }
    for index in clusters.indices {
      let kerning = index + 1 < clusters.count ? try pairKerning(index, index + 1) : 0
      kernAfter.append(kerning)
      prefix.append(prefix[index] + clusters[index].advance + kerning)
    }
  }

  /// The width of the contiguous clusters `start..<end` (pair kerning inside, kern attributes of
  /// each included).
  func width(_ start: Int, _ end: Int) -> CGFloat {
    end > start ? prefix[end] - prefix[start] - kernAfter[end - 1] : 0
  }

  /// ``width(_:_:)`` without the spaces at the end of the range.
  func trimmedWidth(_ start: Int, _ end: Int) -> CGFloat {
    var end = end
    while end > start && clusters[end - 1].isSpace { end -= 1 }
    return width(start, end)
  }

  /// The width of any cluster sequence (used for truncated lines, which are not contiguous).
  func width(of indices: [Int]) throws -> CGFloat {
    var total: CGFloat = 0
    for (position, index) in indices.enumerated() {
      total += clusters[index].advance
      if position + 1 < indices.count { total += try pairKerning(index, indices[position + 1]) }
    }
    return total
  }

  /// The pair kerning between clusters `left` and `right` (0 across fonts or around a newline).
  func pairKerning(_ left: Int, _ right: Int) throws -> CGFloat {
    let a = clusters[left]
    let b = clusters[right]
    let font = styles[a.style].font
    guard font == styles[b.style].font, !a.isNewline, !b.isNewline, let last = a.glyphs.last,
      let first = b.glyphs.first
    else { return 0 }
    let face = faces[a.style]
    return CGFloat(face.kerning(between: last, and: first)) * font.size / CGFloat(face.unitsPerEm)
  }

  /// Appends a "…" cluster in `style` and returns its index.
  mutating func ellipsis(style: Int) throws -> Int {
    clusters.append(try makeCluster("\u{2026}", style: style))
    return clusters.count - 1
  }

  /// The metrics of cluster `index`'s font.
  func metrics(of index: Int) -> FontMetrics {
    let style = clusters[index].style
    return FontMetrics(typeface: faces[style], pointSize: styles[style].font.size)
  }

  /// The metrics of the base font (for empty text and empty lines without clusters).
  func baseMetrics() -> FontMetrics { FontMetrics(typeface: faces[0], pointSize: styles[0].font.size) }

  private func makeCluster(_ character: Character, style: Int) throws -> Cluster {
    let font = styles[style].font
    let face = faces[style]
    let scale = font.size / CGFloat(face.unitsPerEm)
    var glyphs: [UInt32] = []
    var advances: [CGFloat] = []
    if !character.isNewline {
      // A tab draws as a space (no tab stops).
      let scalars = character == "\t" ? " ".unicodeScalars : character.unicodeScalars
      for scalar in scalars {
        let glyph = face.glyph(for: scalar)
        glyphs.append(glyph)
        advances.append(CGFloat(face.advance(of: glyph)) * scale)
      }
    }
    let kern = character.isNewline ? 0 : styles[style].kern
    return Cluster(
      character: character, style: style, glyphs: glyphs, advances: advances,
      advance: advances.reduce(0, +) + kern, isSpace: character == " " || character == "\t",
      isNewline: character.isNewline)
  }
}
