import CairoRaster
import Foundation
import Graphics
import Testing

@Suite("Text")
struct TextTests {
  static func label(
    _ string: String, frame: CGRect, size: CGFloat = 17, weight: FontWeight = .regular,
    alignment: TextAlignment = .left, lines: Int = 1
  ) -> DisplayItem {
    .text(
      TextRun(
        string: string, font: FontDescriptor(size: size, weight: weight), color: .black, frame: frame,
        alignment: alignment, numberOfLines: lines), transform: .identity)
  }

  @Test func inkStaysInsideTheFrame() throws {
    let frame = CGRect(x: 10, y: 10, width: 100, height: 30)
    let bitmap = try Raster.render(130, 50, [Self.label("Hello, Flipbook", frame: frame)])
    let ink = try #require(Raster.inkBounds(bitmap))
    #expect(Raster.isInside(ink, frame))
    let darkest = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y].r } }.min()
    #expect(darkest == 0)
  }

  /// "HHH" has equal side bearings, so its ink is centred where its advance box is. The line box
  /// (ascent + descent) is centred vertically, so the baseline, where H's ink ends, sits at
  /// midY − (ascent + descent) / 2 + ascent; DejaVu Sans: ascent 0.928, descent 0.236 em.
  @Test func centredTextIsCentredInTheFrame() throws {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let bitmap = try Raster.render(200, 40, [Self.label("HHH", frame: frame, size: 20, alignment: .center)])
    let ink = try #require(Raster.inkBounds(bitmap))
    let inkCentre = Double(ink.minX + ink.maxX + 1) / 2
    #expect(abs(inkCentre - frame.midX) <= 1, "ink x \(ink.minX)…\(ink.maxX)")
    let baseline = frame.midY - 20 * (0.928 + 0.236) / 2 + 20 * 0.928
    #expect(abs(Double(ink.maxY + 1) - baseline) <= 1, "ink bottom \(ink.maxY + 1), baseline \(baseline)")
  }

  @Test func alignmentPlacesLinesLeftAndRight() throws {
    let frame = CGRect(x: 20, y: 0, width: 160, height: 30)
    let left = try #require(Raster.inkBounds(try Raster.render(200, 30, [Self.label("HH", frame: frame)])))
    let right = try #require(
      Raster.inkBounds(try Raster.render(200, 30, [Self.label("HH", frame: frame, alignment: .right)])))
    #expect(abs(left.minX - 20) <= 3)  // H's left side bearing is ~1.7 px at 17 pt
    #expect(abs(right.maxX + 1 - 180) <= 3)
    #expect(right.maxX - right.minX == left.maxX - left.minX)
  }

  @Test func longSingleLineIsTruncatedInsideTheFrame() throws {
    let frame = CGRect(x: 10, y: 10, width: 80, height: 24)
    let string = "A long label that cannot possibly fit in eighty points"
    let bitmap = try Raster.render(100, 44, [Self.label(string, frame: frame)])
    let ink = try #require(Raster.inkBounds(bitmap))
    #expect(Raster.isInside(ink, frame))
    #expect(ink.maxX > 10 + 60, "the truncated line should fill most of the width")
  }

  @Test func wrappingHonoursNumberOfLines() throws {
    let string = "The quick brown fox jumps over the lazy dog again and again"
    let frame = CGRect(x: 0, y: 0, width: 120, height: 200)
    let lineHeight = 17 * (0.928 + 0.236)
    let unlimited = try #require(
      Raster.inkBounds(try Raster.render(120, 200, [Self.label(string, frame: frame, lines: 0)])))
    let two = try #require(Raster.inkBounds(try Raster.render(120, 200, [Self.label(string, frame: frame, lines: 2)])))
    let one = try #require(Raster.inkBounds(try Raster.render(120, 200, [Self.label(string, frame: frame, lines: 1)])))
    #expect(Double(unlimited.maxY - unlimited.minY) > 3 * lineHeight)
    #expect(Double(two.maxY - two.minY) > lineHeight && Double(two.maxY - two.minY) < 2 * lineHeight)
    #expect(Double(one.maxY - one.minY) < lineHeight)
    #expect(unlimited.maxX < 120 && two.maxX < 120 && one.maxX < 120)
  }

  @Test func scaleTwoDoublesTheInk() throws {
    let frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    let item = Self.label("H", frame: frame)
    guard case .text(let run, _) = item else { return }
    let oneX = try #require(Raster.inkBounds(try Raster.render(60, 30, [item])))
    let twoX = try #require(
      Raster.inkBounds(try Raster.render(120, 60, [.text(run, transform: CGAffineTransform(scaleX: 2, y: 2))])))
    let heightOne = oneX.maxY - oneX.minY + 1
    let heightTwo = twoX.maxY - twoX.minY + 1
    #expect(abs(heightTwo - 2 * heightOne) <= 2, "cap heights \(heightOne) and \(heightTwo)")
  }

  @Test func boldDiffersFromRegular() throws {
    let frame = CGRect(x: 0, y: 0, width: 80, height: 30)
    let regular = try Raster.render(80, 30, [Self.label("Bold", frame: frame)])
    let bold = try Raster.render(80, 30, [Self.label("Bold", frame: frame, weight: .bold)])
    #expect(regular != bold)
  }

  /// Six labels mixing weights, alignments, line limits, non-ASCII text and small rotations.
  static let paragraph: DisplayList = {
    let alignments: [TextAlignment] = [.left, .center, .right]
    var items: [DisplayItem] = []
    for index in 0..<6 {
      let offset = CGFloat(index)
      let font = FontDescriptor(size: 13 + offset, weight: index.isMultiple(of: 2) ? .regular : .bold)
      let run = TextRun(
        string: "Row \(index): déjà vu — the same glyphs everywhere, wrapped and truncated if needed",
        font: font, color: RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9),
        frame: CGRect(x: 5, y: 5 + 32 * offset, width: 290, height: 32),
        alignment: alignments[index % 3], numberOfLines: index % 3)
      items.append(.text(run, transform: CGAffineTransform(rotationAngle: 0.02 * offset)))
    }
    return DisplayList(pixelWidth: 300, pixelHeight: 200, background: .white, items: items)
  }()

  @Test func renderingTwiceIsByteIdentical() throws {
    let first = try CairoRasterizer().render(Self.paragraph)
    let second = try CairoRasterizer().render(Self.paragraph)
    #expect(first.pixels == second.pixels)
  }

  @Test func concurrentRenderingIsByteIdentical() async throws {
    let reference = try CairoRasterizer().render(Self.paragraph)
    let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
      for _ in 0..<4 {
        group.addTask { try CairoRasterizer().render(Self.paragraph) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    for result in results { #expect(result.pixels == reference.pixels) }
  }

  @Test func missingFontThrowsNamingThePath() throws {
    let rasterizer = CairoRasterizer(fontDirectory: URL(fileURLWithPath: "/nonexistent/fonts"))
    let list = DisplayList(
      pixelWidth: 10, pixelHeight: 10, items: [Self.label("x", frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
    #expect(throws: CairoError.fontFileMissing(path: "/nonexistent/fonts/DejaVuSans.ttf")) {
      try rasterizer.render(list)
    }
    #expect(CairoError.fontFileMissing(path: "/p/f.ttf").description.contains("'/p/f.ttf'"))
  }
}
