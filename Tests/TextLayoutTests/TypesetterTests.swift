import Foundation
import Graphics
import Testing

@testable import TextLayout

/// Line layout against widths worked out from FreeType's unscaled advances and `kern` pairs of
/// DejaVu Sans (2048 units per em), read with a separate C program:
/// "Title" 4452 units − 63 kerning = 4389; "The quick" 9939; "brown fox" 10205 − 108 = 10097;
/// "Hello" 5191; "abc" 3681; " " 651; "…" 2048. A 17 pt line is 2384/2048 × 17 points tall.
@Suite("Typesetter: widths, wrapping, truncation, paragraph styles")
struct TypesetterTests {
  static let size: CGFloat = 17
  static func points(_ units: Int) -> CGFloat { CGFloat(units) * size / 2048 }
  static let lineHeight = points(2384)

  func run(
    _ string: String, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail,
    style: TextParagraphStyle = TextParagraphStyle(), kern: CGFloat = 0, spans: [TextSpan] = [],
    alignment: TextAlignment = .left
  ) -> TextRun {
    TextRun(
      string: string, font: FontDescriptor(size: Self.size), color: .black, frame: .zero, alignment: alignment,
      numberOfLines: lines, lineBreakMode: mode, paragraphStyle: style, kern: kern, spans: spans)
  }

  func typeset(_ run: TextRun, width: CGFloat = .infinity, height: CGFloat = .infinity) throws -> TypesetText {
    try Typesetter().typeset(run, width: width, maximumHeight: height)
  }

  @Test func oneLineIsItsKernedAdvanceByOneLineHeight() throws {
    let text = try typeset(run("Title", lines: 1))
    #expect(text.lines.map(\.text) == ["Title"])
    #expect(abs(text.size.width - Self.points(4389)) < 1e-9)
    #expect(abs(text.size.height - Self.lineHeight) < 1e-9)
    #expect(abs(text.lines[0].baseline - Self.points(1901)) < 1e-9)
    // Pen positions: T at 0, i after T's advance plus the T–i kerning.
    let positions = text.lines[0].runs[0].positions
    #expect(positions.count == 5 && positions[0] == 0)
  }

  @Test func wordsWrapGreedilyAtTheWidth() throws {
    let width = Self.points(10097) + 0.5
    let text = try typeset(run("The quick brown fox"), width: width)
    #expect(text.lines.map(\.text) == ["The quick", "brown fox"])
    #expect(abs(text.lines[0].width - Self.points(9939)) < 1e-9)  // the hanging space is not counted
    #expect(abs(text.lines[1].width - Self.points(10097)) < 1e-9)
    #expect(abs(text.lines[1].top - Self.lineHeight) < 1e-9)
    #expect(abs(text.size.height - 2 * Self.lineHeight) < 1e-9)
    #expect(abs(text.size.width - Self.points(10097)) < 1e-9)
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
    let text = try typeset(run("abcdefghijklmnop"), width: 40)
    #expect(text.lines.count > 1)
    #expect(text.lines.map(\.text).joined() == "abcdefghijklmnop")
    #expect(text.lines.allSatisfy { $0.width <= 40 })
    let chars = try typeset(run("ab cd ef", mode: .byCharWrapping), width: Self.points(3681 + 651) + 0.1)
    #expect(chars.lines.count >= 2)
    #expect(chars.lines.allSatisfy { $0.width <= Self.points(3681 + 651) + 0.1 })
    #expect(chars.lines.map(\.text).joined().filter { $0 != " " } == "abcdef")
    // Character wrapping fills "ab c" (a + b + space + c = 3681 + 651 units); words would stop at "ab".
    #expect(chars.lines[0].text == "ab c")
    #expect(
      try typeset(run("ab cd ef", mode: .byWordWrapping), width: Self.points(3681 + 651) + 0.1).lines[0].text == "ab")
  }

  @Test func newlinesSeparateParagraphsAndEmptyLinesCount() throws {
    let text = try typeset(run("a\n\nb"))
    #expect(text.lines.map(\.text) == ["a", "", "b"])
    #expect(abs(text.size.height - 3 * Self.lineHeight) < 1e-9)
    #expect(try typeset(run("")).size == .zero)
  }

  @Test func numberOfLinesTruncatesTheLastLineAtTheTail() throws {
    let width = Self.points(10097) + 0.5
    let text = try typeset(run("The quick brown fox jumps", lines: 2), width: width)
    #expect(text.lines.count == 2)
    #expect(text.lines[1].text.hasSuffix("…"))
    #expect(text.lines[1].text.hasPrefix("brown"))
    #expect(text.lines[1].width <= width)
    let one = try typeset(run("Hello world", lines: 1), width: Self.points(5191 + 2048) + 0.01)
    #expect(one.lines.map(\.text) == ["Hello…"])
    #expect(try typeset(run("Hello", lines: 1), width: 1).lines.map(\.text) == ["…"])
    #expect(try typeset(run("ab\ncd", lines: 1), width: 100).lines.map(\.text) == ["ab…"])
  }

  @Test func headAndMiddleTruncation() throws {
    let width = Self.points(2048 + 5191) + 0.01
    let head = try typeset(run("Hello world Hello", lines: 1, mode: .byTruncatingHead), width: width)
    #expect(head.lines.map(\.text) == ["…Hello"])
    let middle = try typeset(run("abcdefghijklmnopqrstuvwxyz", lines: 1, mode: .byTruncatingMiddle), width: 60)
    let line = try #require(middle.lines.first)
    #expect(line.text.hasPrefix("ab") && line.text.hasSuffix("yz") && line.text.contains("…"))
    #expect(line.width <= 60)
    let clipped = try typeset(run("Hello world", lines: 1, mode: .byClipping), width: 20)
    #expect(clipped.lines.map(\.text) == ["Hello world"])
  }

  @Test func theHeightLimitKeepsTheLinesThatFit() throws {
    let width = Self.points(10097) + 0.5
    let text = try typeset(run("The quick brown fox jumps over"), width: width, height: 2.5 * Self.lineHeight)
    #expect(text.lines.count == 2)
    #expect(text.lines[1].text.hasSuffix("…"))
    // At least one line, even when none fits.
    #expect(try typeset(run("The quick brown fox"), width: width, height: 3).lines.count == 1)
  }

  @Test func paragraphStyleSpacesAndSizesLines() throws {
    let width = Self.points(10097) + 0.5
    let lh = Self.lineHeight
    let descent = Self.points(483)
    let spaced = try typeset(run("The quick brown fox", style: TextParagraphStyle(lineSpacing: 5)), width: width)
    #expect(abs(spaced.lines[1].top - (lh + 5)) < 1e-9)
    #expect(abs(spaced.size.height - (2 * lh + 5)) < 1e-9)
    let multiple = try typeset(run("a\nb", style: TextParagraphStyle(lineHeightMultiple: 2)))
    #expect(abs(multiple.size.height - 4 * lh) < 1e-9)
    #expect(abs(multiple.lines[0].baseline - (2 * lh - descent)) < 1e-9)  // extra height above the text
    let minimum = try typeset(run("a", style: TextParagraphStyle(minimumLineHeight: 40)))
    #expect(minimum.size.height == 40)
    let maximum = try typeset(run("a", style: TextParagraphStyle(lineHeightMultiple: 3, maximumLineHeight: 30)))
    #expect(maximum.size.height == 30)
    let paragraphs = try typeset(run("a\nb", style: TextParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 3)))
    #expect(abs(paragraphs.lines[1].top - (lh + 10)) < 1e-9)
    #expect(abs(paragraphs.size.height - (2 * lh + 10)) < 1e-9)
  }

  @Test func kernAttributeAndSpans() throws {
    let kerned = try typeset(run("abc", kern: 2))
    #expect(abs(kerned.size.width - (Self.points(3681) + 6)) < 1e-9)
    // "AV" kerns by −131 units in one font; across fonts there is no pair kerning.
    let together = try typeset(run("AV"))
    #expect(abs(together.size.width - Self.points(2802 - 131)) < 1e-9)
    let bold = try FontFiles.standard.typeface(for: .bold)
    let boldV = CGFloat(bold.advance(of: bold.glyph(for: "V"))) * Self.size / 2048
    let mixed = try typeset(run("AV", spans: [TextSpan(range: 1..<2, font: FontDescriptor(size: 17, weight: .bold))]))
    #expect(abs(mixed.size.width - (Self.points(1401) + boldV)) < 1e-9)
    #expect(mixed.lines[0].runs.map(\.font.weight) == [.regular, .bold])
    let big = try typeset(run("aA", spans: [TextSpan(range: 1..<2, font: FontDescriptor(size: 34))]))
    #expect(abs(big.size.height - 2 * Self.lineHeight) < 1e-9)  // the line is as tall as its tallest font
  }

  /// The cache answers with what laying out again gives, whatever the frame's origin.
  @Test func cachedLayoutsEqualFreshOnes() throws {
    var moved = run("The quick brown fox jumps", lines: 2)
    let first = try typeset(moved, width: 90)
    moved.frame = CGRect(x: 40, y: 7, width: 90, height: 50)
    #expect(try typeset(moved, width: 90) == first)
    #expect(try Typesetter().layOut(moved, width: 90, maximumHeight: .infinity) == first)
    #expect(try typeset(moved, width: 200) != first)
  }

  @Test func alignmentOffsetsLinesInTheWidth() throws {
    let centred = try typeset(run("Hello", lines: 1, alignment: .center), width: 100)
    #expect(abs(centred.lines[0].x - (100 - Self.points(5191)) / 2) < 1e-9)
    let right = try typeset(run("Hello", lines: 1, alignment: .right), width: 100)
    #expect(abs(right.lines[0].x - (100 - Self.points(5191))) < 1e-9)
  }
}
