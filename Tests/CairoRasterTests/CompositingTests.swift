import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Clips, groups and list balance")
struct CompositingTests {
  let red = RGBA(red: 1, green: 0, blue: 0)
  let blue = RGBA(red: 0, green: 0, blue: 1)

  /// Core Animation's group opacity: the group is flattened first, so the overlap of two opaque
  /// squares is no darker than either alone (255, 128, 128 over white at 0.5).
  @Test func groupOpacityCompositesTheGroupOnce() throws {
    let first = Shape.rect(CGRect(x: 0, y: 0, width: 20, height: 20))
    let second = Shape.rect(CGRect(x: 10, y: 10, width: 20, height: 20))
    let grouped = try Raster.render(
      30, 30,
      [
        .beginGroup(opacity: 0.5),
        .fill(first, color: red, transform: .identity),
        .fill(second, color: red, transform: .identity),
        .endGroup,
      ])
    let expected = Bitmap.Pixel(r: 255, g: 128, b: 128)
    #expect(isApproximatelyEqual(grouped[15, 15], expected, tolerance: 1))
    #expect(isApproximatelyEqual(grouped[5, 5], expected, tolerance: 1))
    #expect(grouped[15, 15] == grouped[5, 5])
    #expect(grouped[25, 5] == Raster.white)

    let separate = try Raster.render(
      30, 30,
      [
        .fill(first, color: red.multiplyingAlpha(0.5), transform: .identity),
        .fill(second, color: red.multiplyingAlpha(0.5), transform: .identity),
      ])
    #expect(isApproximatelyEqual(separate[5, 5], expected, tolerance: 1))
    #expect(isApproximatelyEqual(separate[15, 15], Bitmap.Pixel(r: 255, g: 64, b: 64), tolerance: 1))
  }

  @Test func clipLimitsDrawingAndPopRestores() throws {
    let everything = Shape.rect(CGRect(x: 0, y: 0, width: 40, height: 40))
    let bitmap = try Raster.render(
      40, 40,
      [
        .pushClip(.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), transform: .identity),
        .fill(everything, color: blue, transform: .identity),
        .popClip,
        .fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), color: red, transform: .identity),
      ])
    #expect(bitmap[15, 15] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(bitmap[29, 29] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(bitmap[30, 30] == Raster.white)
    #expect(bitmap[9, 20] == Raster.white)
    #expect(bitmap[2, 2] == Bitmap.Pixel(r: 255, g: 0, b: 0))
  }

  @Test func clipsNestInsideGroupsAndIntersect() throws {
    let everything = Shape.rect(CGRect(x: 0, y: 0, width: 40, height: 40))
    let bitmap = try Raster.render(
      40, 40,
      [
        .pushClip(.rect(CGRect(x: 0, y: 0, width: 20, height: 40)), transform: .identity),
        .beginGroup(opacity: 1),
        .pushClip(.rect(CGRect(x: 10, y: 0, width: 5, height: 10)), transform: CGAffineTransform(scaleX: 2, y: 2)),
        .fill(everything, color: blue, transform: .identity),
        .popClip,
        .endGroup,
        .popClip,
      ])
    // Inner clip is x 20…29, y 0…19 in device space; the outer clip stops at x 20: nothing shows.
    #expect(Raster.inkBounds(bitmap) == nil)

    let rounded = try Raster.render(
      20, 20,
      [
        .pushClip(.roundedRect(CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10), transform: .identity),
        .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), color: .black, transform: .identity),
        .popClip,
      ])
    #expect(rounded[0, 0] == Raster.white && rounded[10, 10] == Raster.black)
  }

  @Test func singularClipHidesEverythingUntilPopped() throws {
    let bitmap = try Raster.render(
      10, 10,
      [
        .pushClip(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(scaleX: 0, y: 0)),
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, transform: .identity),
        .popClip,
        .fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .black, transform: .identity),
      ])
    #expect(bitmap[5, 5] == Raster.white && bitmap[0, 0] == Raster.black)
  }

  @Test func unbalancedListsThrowNamingTheItem() throws {
    let popWithoutPush = #expect(throws: CairoError.self) { try Raster.render(4, 4, [.popClip]) }
    #expect(
      popWithoutPush
        == .unbalancedDisplayList(itemIndex: 0, item: "end-clip", problem: "has no matching 'clip' before it"))
    #expect(
      popWithoutPush?.description == "unbalanced display list: item 0 'end-clip' has no matching 'clip' before it")

    let crossed = #expect(throws: CairoError.self) {
      try Raster.render(
        4, 4, [.beginGroup(opacity: 0.5), .pushClip(.rect(.zero), transform: .identity), .endGroup, .popClip])
    }
    #expect(crossed?.description.contains("item 2 'end-group' closes 'clip rect(0,0 0x0)") == true)
    #expect(crossed?.description.contains("opened at item 1") == true)

    let unclosed = #expect(throws: CairoError.self) {
      try Raster.render(4, 4, [.fill(.rect(.zero), color: .black, transform: .identity), .beginGroup(opacity: 0.25)])
    }
    #expect(
      unclosed?.description
        == "unbalanced display list: item 1 'group opacity=0.25' is never closed (1 item(s) left open at the end of the list)"
    )
  }
}
