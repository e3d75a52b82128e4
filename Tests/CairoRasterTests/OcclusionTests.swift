import Foundation
import Graphics
import TestSupport
import Testing

@testable import CairoRaster

/// Items drawn only outside the pixels a later opaque rectangle fill covers: which items get a
/// rectangle, and that pixels are the same as when everything is drawn.
@Suite("Occlusion by later opaque fills")
struct OcclusionTests {
  let dim = RGBA(red: 0, green: 0, blue: 0, alpha: 0.1)
  let shadow = Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.3), offset: .zero, radius: 10)
  let scale = CGAffineTransform(scaleX: 3, y: 3)

  /// One line of black left-aligned text in `frame`, drawn at the tests' scale.
  func label(_ string: String, size: CGFloat, in frame: CGRect) -> DisplayItem {
    .text(
      TextRun(
        string: string, font: FontDescriptor(size: size, weight: .regular), color: .black, frame: frame,
        alignment: .left, numberOfLines: 1),
      transform: scale)
  }

  func list(_ items: [DisplayItem], width: Int = 300, height: Int = 240) -> DisplayList {
    DisplayList(pixelWidth: width, pixelHeight: height, background: .black, items: items)
  }

  /// A screen-filling opaque fill covers the clear; fills and a shadow before an opaque
  /// rectangle fill get that fill's whole-pixel interior (its fractional edges left out), text
  /// between them not stopping the search; a clip between them, or a fill that is translucent,
  /// rounded or rotated, covers nothing.
  @Test func rectanglesAreTheLaterOpaqueFillsInterior() {
    let page = Shape.rect(CGRect(x: 0, y: 0, width: 100, height: 80))
    let card = Shape.rect(CGRect(x: 40.1, y: 10.5, width: 50, height: 60))
    let items: [DisplayItem] = [
      .fill(page, color: .white, transform: scale),
      .fill(page, color: dim, transform: scale),
      .shadow(card, shadow, transform: scale),
      label("Above", size: 12, in: CGRect(x: 0, y: 0, width: 60, height: 16)),
      .fill(card, color: .white, transform: scale),
      .fill(card, color: dim, transform: scale),
    ]
    let interior = CGRect(x: 121, y: 32, width: 149, height: 179)  // 120.3…270.3 × 31.5…211.5
    let occluded = list(items).occlusion()
    #expect(occluded.clear == CGRect(x: 0, y: 0, width: 300, height: 240))
    #expect(occluded.items == [0: interior, 1: interior, 2: interior])
    #expect(occluded.hidden.isEmpty)
    // Items whose every pixel lies in the interior are hidden; one reaching out is not, and is
    // drawn outside the interior only when its edges fall on whole pixels.
    let inside = Shape.rect(CGRect(x: 45, y: 20, width: 30, height: 30))
    let within = list([
      .border(inside, width: 1, color: .black, transform: scale),
      .fill(inside.insetBy(-6), color: dim, transform: scale),
      .fill(.rect(CGRect(x: 35.1, y: 14, width: 30, height: 40)), color: dim, transform: scale),
      .fill(card, color: .white, transform: scale),
    ]).occlusion()
    #expect(within.hidden == [0] && within.items == [1: interior])

    // A later fill reaching past the frame covers less of it than the screen-filling one.
    let pushed = Shape.rect(CGRect(x: 50, y: 0, width: 100, height: 80))
    let sliding = list([.fill(page, color: .white, transform: scale), .fill(pushed, color: .white, transform: scale)])
    #expect(sliding.occlusion().clear == CGRect(x: 0, y: 0, width: 300, height: 240))
    #expect(sliding.occlusion().items == [0: CGRect(x: 150, y: 0, width: 300, height: 240)])

    var clipped = items
    clipped.insert(.pushClip(page, transform: scale), at: 3)
    clipped.insert(.popClip, at: 5)
    #expect(list(clipped).occlusion().items.isEmpty)
    for cover: DisplayItem in [
      .fill(card, color: RGBA(white: 1, alpha: 0.99), transform: scale),
      .fill(
        .roundedRect(CGRect(x: 40, y: 10, width: 50, height: 60), cornerRadius: 4), color: .white, transform: scale),
      .fill(card, color: .white, transform: scale.rotated(by: 0.1)),
    ] {
      var other = items
      other[4] = cover
      #expect(list(other).occlusion().items.isEmpty, "\(cover)")
    }
  }

  /// Rendered with occlusion, the frame has the same bytes as with every item drawn whole (the
  /// covering fills wrapped in a clip to the whole surface, which stops the search): no clip, a
  /// whole-pixel clip, an antialiased clip crossing the covered items (occlusion skipped), and
  /// a fill covering the clear.
  @Test func pixelsMatchDrawingEverything() throws {
    let card = Shape.rect(CGRect(x: 30.37, y: 12.2, width: 55.5, height: 50.9))
    let whole = Shape.rect(CGRect(x: 0, y: 0, width: 300, height: 240))
    let scene: [DisplayItem] = [
      .fill(
        .roundedRect(CGRect(x: 5.2, y: 3.3, width: 60, height: 40), cornerRadius: 7), color: .white, transform: scale),
      .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 80)), color: dim, transform: scale),
      .shadow(card, shadow, transform: scale),
      // Under the card: hidden (drawn only under an antialiased clip, whose edge crosses the
      // red stroke, on black: the card blends into those edge pixels).
      label("Hidden", size: 3, in: CGRect(x: 45, y: 30, width: 20, height: 10)),
      .stroke(
        PathData(elements: [.moveToPoint(CGPoint(x: 50, y: 40)), .addLineToPoint(CGPoint(x: 80, y: 55))]),
        style: StrokeStyle(lineWidth: 1), color: RGBA(red: 1, green: 0, blue: 0), transform: scale),
      .fill(card, color: RGBA(red: 0.2, green: 0.5, blue: 0.9), transform: scale),
    ]
    let clips: [(push: DisplayItem, pop: DisplayItem)?] = [
      nil,
      (.pushClip(.rect(CGRect(x: 20, y: 15, width: 200, height: 150)), transform: .identity), .popClip),
      (
        .pushClip(
          .roundedRect(CGRect(x: 20.5, y: 15.25, width: 200, height: 150), cornerRadius: 30), transform: .identity),
        .popClip
      ),
    ]
    let rasterizer = CairoRasterizer()
    for clip in clips {
      let open = clip.map { [$0.push] } ?? []
      let close = clip.map { [$0.pop] } ?? []
      let occluding = list(open + scene + close)
      #expect(!occluding.occlusion().items.isEmpty)
      #expect(occluding.occlusion().hidden == Set([3, 4].map { $0 + open.count }))
      var blocked = scene
      blocked.insert(.pushClip(whole, transform: .identity), at: 5)
      blocked.append(.popClip)
      let drawn = list(open + blocked + close)
      #expect(drawn.occlusion().items.isEmpty && drawn.occlusion().hidden.isEmpty)
      #expect(try rasterizer.render(occluding) == rasterizer.render(drawn), "clip: \(String(describing: clip?.push))")
    }
    // The clear covered: every pixel comes from the fill, whatever the reused surface held.
    let covered = list([.fill(whole, color: .white, transform: .identity)] + scene)
    #expect(covered.occlusion().clear == CGRect(x: 0, y: 0, width: 300, height: 240))
    let cleared = list(
      [.pushClip(whole, transform: .identity), .fill(whole, color: .white, transform: .identity), .popClip] + scene)
    #expect(cleared.occlusion().clear == nil)
    _ = try rasterizer.render(list([.fill(whole, color: RGBA(red: 1, green: 0, blue: 0), transform: .identity)]))
    #expect(try rasterizer.render(covered) == rasterizer.render(cleared))
  }

  /// A rounded rectangle crossing the covered area's edge keeps its bytes: it is drawn whole
  /// (under a clip cairo rounds some antialiased corner pixels one level differently). The
  /// items of nav-push-system's frame 47 at 3×.
  @Test func antialiasedFillsCrossingTheCoverAreDrawnWhole() throws {
    let m = { (tx: Double, ty: Double) in CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: tx, ty: ty) }
    let items: [DisplayItem] = [
      .fill(.rect(CGRect(x: 0, y: 0, width: 390, height: 844)), color: .black, transform: m(0, 0)),
      .fill(.rect(CGRect(x: -0.1054, y: 0, width: 390, height: 844)), color: .white, transform: m(-67.6838, 0)),
      .fill(
        .roundedRect(CGRect(x: 0, y: 0, width: 350, height: 120), cornerRadius: 16),
        color: RGBA(red: 0, green: 0.478, blue: 1), transform: m(-7.6838, 528)),
      .fill(
        .rect(CGRect(x: -0.1292, y: 0, width: 390, height: 844)), color: RGBA(red: 0.949, green: 0.949, blue: 0.969),
        transform: m(944.3875, 0)),
    ]
    let occluding = list(items, width: 1170, height: 2532)
    #expect(occluding.occlusion().items[2] == nil)
    #expect(occluding.occlusion().items[1] != nil)
    var blocked = items
    blocked.insert(.pushClip(.rect(CGRect(x: 0, y: 0, width: 1170, height: 2532)), transform: .identity), at: 3)
    blocked.append(.popClip)
    let rasterizer = CairoRasterizer()
    #expect(try rasterizer.render(occluding) == rasterizer.render(list(blocked, width: 1170, height: 2532)))
  }
}
