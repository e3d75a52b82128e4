import Foundation
import Graphics
import Testing

/// `DisplayItem.coverage(of:)`: what a drawing covers, the area Core Graphics' bounded blend
/// modes act on.
@Suite("Display item coverage")
struct DisplayItemCoverageTests {
  let rect = CGRect(x: 1, y: 2, width: 3, height: 4)

  /// Colours become opaque white (a clear fill still covers its rectangle); an image covers
  /// its whole rectangle; a gradient keeps its geometry and extension with white stops.
  @Test func contentBecomesOpaqueWhite() {
    let gradient = Gradient(
      kind: .axial, stops: [(0, .black), (1, .clear)], start: .zero, end: CGPoint(x: 4, y: 0), rect: rect,
      extends: false)
    let items: [DisplayItem] = [
      .fill(.rect(rect), color: .clear, transform: .identity),
      .image(Bitmap(width: 2, height: 2), rect: rect, transform: .identity),
      .gradient(gradient, transform: .identity),
    ]
    let coverage = DisplayItem.coverage(of: items)
    #expect(coverage.count == 3)
    #expect(coverage[0] == .fill(.rect(rect), color: .white, transform: .identity))
    #expect(coverage[1] == .fill(.rect(rect), color: .white, transform: .identity))
    guard case .gradient(let covered, _) = coverage[2] else {
      Issue.record("expected a gradient, got \(coverage[2])")
      return
    }
    #expect(covered.stops.map(\.color) == [.white, .white])
    #expect(covered.extends == false && covered.rect == rect)
  }

  /// Opacity and blend groups become plain groups at full opacity; a nested blend group's
  /// shape part is dropped (its content is its shape); clips stay.
  @Test func groupsFlattenToFullOpacity() {
    let fill = DisplayItem.fill(.rect(rect), color: .black, transform: .identity)
    let white = DisplayItem.fill(.rect(rect), color: .white, transform: .identity)
    let items: [DisplayItem] = [
      .pushClip(.rect(rect), transform: .identity), .beginGroup(opacity: 0.2), .beginBlendGroup(.copy), fill,
      .maskContent, .beginGroup(opacity: 1), fill, .endGroup, .endGroup, .endGroup, .popClip,
    ]
    #expect(
      DisplayItem.coverage(of: items) == [
        .pushClip(.rect(rect), transform: .identity), .beginGroup(opacity: 1), .beginGroup(opacity: 1), white,
        .endGroup, .endGroup, .popClip,
      ])
  }
}
