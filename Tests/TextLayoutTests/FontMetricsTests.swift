import Foundation
import Graphics
import Testing

@testable import TextLayout

/// Metrics and advances against the values FreeType reports for the DejaVu Sans files (read
/// with a separate C program: `FT_Get_Advance` with `FT_LOAD_NO_SCALE`, hhea ascender 1901,
/// descender −483, line gap 0, 2048 units per em; "H" top 1493, "x" top 1120).
@Suite("Font metrics and advances")
struct FontMetricsTests {
  let regular = FontDescriptor(size: 17)

  @Test func metricsScaleFontUnitsToPoints() throws {
    let metrics = try FontFiles.standard.metrics(for: regular)
    #expect(metrics.ascender == CGFloat(1901) * 17 / 2048)
    #expect(metrics.descender == CGFloat(-483) * 17 / 2048)
    #expect(metrics.leading == 0)
    #expect(abs(metrics.lineHeight - CGFloat(2384) * 17 / 2048) < 1e-12)
    #expect(metrics.capHeight == CGFloat(1493) * 17 / 2048)
    #expect(metrics.xHeight == CGFloat(1120) * 17 / 2048)
  }

  @Test func advancesAndKerningAreFreeTypesUnscaledValues() throws {
    let face = try FontFiles.standard.typeface(for: .regular)
    #expect(face.unitsPerEm == 2048)
    let units = "Title".unicodeScalars.map { face.advance(of: face.glyph(for: $0)) }
    #expect(units == [1251, 569, 803, 569, 1260])
    #expect(face.kerning(between: face.glyph(for: "A"), and: face.glyph(for: "V")) == -131)
    #expect(face.kerning(between: face.glyph(for: "T"), and: face.glyph(for: "o")) == -348)
    let bold = try FontFiles.standard.typeface(for: .bold)
    #expect("Title".unicodeScalars.map { bold.advance(of: bold.glyph(for: $0)) } == [1397, 702, 979, 702, 1389])
  }

  @Test func missingFontFileIsNamed() {
    let files = FontFiles(directory: URL(fileURLWithPath: "/nonexistent"))
    #expect(throws: TextLayoutError.fontFileMissing(path: "/nonexistent/DejaVuSans.ttf")) {
      try files.typeface(for: .regular)
    }
    #expect(
      TextLayoutError.fontFileMissing(path: "/x.ttf").description
        == "font file '/x.ttf' is missing (install Debian's fonts-dejavu-core)")
  }
}
