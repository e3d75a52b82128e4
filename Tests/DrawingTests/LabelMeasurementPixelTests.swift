import FlipbookRender
import Foundation
import HeadlessUIKit
import Testing

/// What the model measures is what the rasteriser draws: labels sized by `sizeToFit()` hold
/// their ink, and paragraph styles move lines by the points they say.
@MainActor
@Suite("Label measurement in pixels")
struct LabelMeasurementPixelTests {
  /// The bounding box of the pixels darker than 200 in red, on a white window at scale 1.
  static func inkBounds(_ build: (UIWindow) -> Void) throws -> CGRect {
    let stage = DrawingPixelTests.stage("label-measurement", width: 240, height: 200, scale: 1, build)
    let bitmap = try DrawingPixelTests.render(stage)
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y].r < 200 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    try #require(maxX >= 0, "no ink")
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  @Test func aLabelSizedToFitHoldsItsInkEdgeToEdge() throws {
    let label = UILabel()
    label.text = "Hello, Flipbook"
    label.sizeToFit()
    label.frame.origin = CGPoint(x: 10, y: 10)
    let ink = try Self.inkBounds { $0.addSubview(label) }
    // Antialiased edge pixels may straddle the frame's fractional edge: one pixel of slack.
    #expect(label.frame.insetBy(dx: -1, dy: -1).contains(ink), "ink \(ink) outside \(label.frame)")
    // Side bearings are under 2 points at 17 pt: the ink spans the measured width.
    #expect(ink.minX - label.frame.minX < 3 && label.frame.maxX - ink.maxX < 3, "ink \(ink) in \(label.frame)")
    // "p" descends to the bottom of the line box, "H" and "k" rise to cap height and above.
    #expect(label.frame.maxY - ink.maxY < 3)
  }

  @Test func aWrappedLabelHoldsEveryLineItMeasured() throws {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox leaps over the lazy dog"
    let size = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
    let lines = Int((size.height / UIFont.systemFont(ofSize: 17).lineHeight).rounded(.down))
    #expect(lines == 4)
    label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
    let ink = try Self.inkBounds { $0.addSubview(label) }
    // Antialiased edge pixels may straddle the frame's fractional edge: one pixel of slack.
    #expect(label.frame.insetBy(dx: -1, dy: -1).contains(ink), "ink \(ink) outside \(label.frame)")
    #expect(label.frame.maxY - ink.maxY < UIFont.systemFont(ofSize: 17).lineHeight / 2, "the last line is drawn")
  }

  /// Two lines "H" / "H": the second H moves down by exactly `lineSpacing`, and by one more line
  /// height when `lineHeightMultiple` is 2 (the extra height goes above the text).
  @Test func paragraphStylesMoveLinesByTheirPoints() throws {
    func secondLineInkTop(_ configure: (NSMutableParagraphStyle) -> Void) throws -> CGFloat {
      let style = NSMutableParagraphStyle()
      configure(style)
      let label = UILabel(frame: CGRect(x: 10, y: 0, width: 100, height: 200))
      label.numberOfLines = 0
      label.attributedText = NSAttributedString(
        string: "\nH", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)])
      label.sizeToFit()
      label.frame.origin.y = 10
      return try Self.inkBounds { $0.addSubview(label) }.minY - label.frame.minY
    }
    let plain = try secondLineInkTop { _ in }
    let spaced = try secondLineInkTop { $0.lineSpacing = 10 }
    let doubled = try secondLineInkTop { $0.lineHeightMultiple = 2 }
    let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
    #expect(abs(spaced - plain - 10) <= 1, "plain \(plain), spaced \(spaced)")
    #expect(abs(doubled - plain - 2 * lineHeight) <= 1, "plain \(plain), doubled \(doubled)")
  }
}
