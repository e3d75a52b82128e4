import Foundation
import Graphics
import TestSupport
import Testing

@testable import CairoRaster

/// Opacity groups pushed under a clip to their content's device extent: which groups get a
/// rectangle, that it holds every pixel the content touches, and that pixels are unchanged.
@Suite("Opacity group bounds")
struct GroupBoundsTests {
  let red = RGBA(red: 1, green: 0, blue: 0)

  func list(_ items: [DisplayItem]) -> DisplayList {
    DisplayList(pixelWidth: 100, pixelHeight: 100, background: .white, items: items)
  }

  /// A group of two fills at 2×: the union of their device rectangles, widened to whole pixels
  /// plus one pixel of margin; a nested opacity group gets its own rectangle.
  @Test func boundsAreTheContentsDeviceRectangle() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let bounds = list([
      .beginGroup(opacity: 0.5),
      .fill(.rect(CGRect(x: 1.25, y: 2, width: 5, height: 5)), color: red, transform: scale),
      .beginGroup(opacity: 0.5),
      .fill(.rect(CGRect(x: 10, y: 10, width: 2, height: 3)), color: red, transform: scale),
      .endGroup,
      .endGroup,
    ]).opacityGroupBounds()
    #expect(bounds == [0: CGRect(x: 1, y: 3, width: 24, height: 24), 2: CGRect(x: 19, y: 19, width: 6, height: 8)])
  }

  /// Content of unknown extent (a shadow, a stroke, a backdrop blur, a shadow group inside)
  /// leaves the group and the groups around it unclipped.
  @Test func unknownExtentLeavesTheGroupUnclipped() {
    let square = Shape.rect(CGRect(x: 10, y: 10, width: 10, height: 10))
    let shadow = Shadow(color: .black, offset: .zero, radius: 4)
    for inner: DisplayItem in [
      .shadow(square, shadow, transform: .identity),
      .backdropBlur(square, BackdropBlur(radius: 3, tint: .clear), transform: .identity),
    ] {
      let bounds = list([
        .beginGroup(opacity: 0.5), .fill(square, color: red, transform: .identity), inner, .endGroup,
      ]).opacityGroupBounds()
      #expect(bounds.isEmpty, "\(inner)")
    }
    let bounds = list([
      .beginGroup(opacity: 0.5), .beginShadowGroup(shadow, transform: .identity),
      .fill(square, color: red, transform: .identity), .endGroup, .endGroup,
      .beginGroup(opacity: 0.5), .fill(square, color: red, transform: .identity), .endGroup,
    ]).opacityGroupBounds()
    #expect(bounds == [5: CGRect(x: 9, y: 9, width: 12, height: 12)])
  }

  /// A clipped group composites the same pixels as cairo's unclipped one: antialiased edges at
  /// a fractional position under a rotation, an image and text, at opacity 0.6.
  @Test func clippedGroupPixelsMatchTheUnclippedComposite() throws {
    let rotation = CGAffineTransform(rotationAngle: 0.3).concatenating(CGAffineTransform(translationX: 30.4, y: 10.7))
    let content: [DisplayItem] = [
      .fill(
        .roundedRect(CGRect(x: 0.3, y: 0.6, width: 40.2, height: 20.1), cornerRadius: 6), color: red,
        transform: rotation),
      .text(
        TextRun(
          string: "Group", font: FontDescriptor(size: 14, weight: .regular), color: .black,
          frame: CGRect(x: 5, y: 60, width: 60, height: 8), alignment: .left, numberOfLines: 1),
        transform: .identity),
    ]
    let grouped = list([.beginGroup(opacity: 0.6)] + content + [.endGroup])
    #expect(grouped.opacityGroupBounds().count == 1)
    // The same group made unclippable by a stroke of no width and no colour at its end.
    let unclipped = list(
      [.beginGroup(opacity: 0.6)] + content + [
        .stroke(PathData(), style: StrokeStyle(lineWidth: 1), color: .clear, transform: .identity), .endGroup,
      ])
    #expect(unclipped.opacityGroupBounds().isEmpty)
    let rasterizer = CairoRasterizer()
    #expect(try rasterizer.render(grouped) == rasterizer.render(unclipped))
  }
}
