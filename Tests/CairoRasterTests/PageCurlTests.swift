import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

/// The page curl against the cylinder model worked by hand. The page is 100 × 100 px, red in
/// rows 0..<60 and blue in rows 60..<100, curled from its bottom edge (angle π/2, n = (0, 1))
/// round a cylinder of radius 10 and placed 10 px to the right on a green 120 × 100 canvas.
/// At progress p the axis lies at `100 − p·(100 + 5π)`; a pixel at row centre y has
/// `d = y − axis`.
@Suite("Page curl rasterisation")
struct PageCurlTests {
  static let red = RGBA(red: 1, green: 0, blue: 0)
  static let blue = RGBA(red: 0, green: 0, blue: 1)
  static let green = RGBA(red: 0, green: 1, blue: 0)
  static let page: [DisplayItem] = [
    .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 60)), color: red, transform: .identity),
    .fill(.rect(CGRect(x: 0, y: 60, width: 100, height: 40)), color: blue, transform: .identity),
  ]

  static func render(progress: Double, showsBackSide: Bool = true) throws -> Bitmap {
    let curl = PageCurl(
      angle: .pi / 2, radius: 10, progress: progress, showsBackSide: showsBackSide,
      transform: CGAffineTransform(translationX: 10, y: 0))
    return try Raster.render(
      120, 100, background: green, [.beginPageCurl(curl, width: 100, height: 100)] + page + [.endGroup])
  }

  @Test func atProgressZeroThePageIsTheFlatPicture() throws {
    let curled = try Self.render(progress: 0)
    let flat = try Raster.render(
      120, 100, background: Self.green, Picture.transform(Self.page, by: CGAffineTransform(translationX: 10, y: 0)))
    #expect(curled == flat)
  }

  /// p = 0.45: axis = 47.93. Row 10 (d = −37.4) is flat front; row 40 (d = −7.43) is covered
  /// by the back of row 40.5 + π·10 − 2d = 86.78 (blue), mixed with 65 % white; row 62
  /// (d = 14.57, past the cylinder) shows the green below under the shadow,
  /// 0.4·(1 − 14.57/20)² = 0.0295 (8/255); row 80 (d = 32.6) is green.
  @Test func pixelsFollowTheCylinderModel() throws {
    let bitmap = try Self.render(progress: 0.45)
    #expect(bitmap[60, 10] == Bitmap.Pixel(r: 255, g: 0, b: 0), "the flat part keeps the source colour")
    #expect(bitmap[60, 40] == Bitmap.Pixel(r: 166, g: 166, b: 255), "the back: mirrored (blue) and lightened")
    #expect(bitmap[60, 80] == Bitmap.Pixel(r: 0, g: 255, b: 0), "past the curl: what is below")
    let shadowed = bitmap[60, 62]
    #expect(shadowed.r == 0 && shadowed.b == 0 && (246...248).contains(shadowed.g), "shadow: \(shadowed)")
    #expect(bitmap[5, 40] == Bitmap.Pixel(r: 0, g: 255, b: 0), "nothing outside the page rectangle")
    #expect(bitmap[60, 40] == bitmap[15, 40], "the curl is straight across the page")
  }

  @Test func aOneSidedPageShowsTheFrontUnderTheFold() throws {
    let bitmap = try Self.render(progress: 0.45, showsBackSide: false)
    #expect(bitmap[60, 40] == Bitmap.Pixel(r: 255, g: 0, b: 0))
  }

  /// p = 0.1: axis = 88.43. Row 90 (d = 2.07) is on the cylinder's front: θ = asin(0.2071),
  /// page row 90.5 + (10θ − d) = 90.515 (blue), darkened by 1 − 0.25·sin θ = 0.9482 → 242; its
  /// back (θ = π − asin 0.2071) would be page row 117.8, off the page, so nothing covers it.
  /// Row 99 (d = 11.07) is past the cylinder: the canvas in the shadow, 0.4·(1 − 11.07/20)²
  /// = 0.0799 (20/255).
  @Test func theCylinderFrontTurnsAwayDarkened() throws {
    let bitmap = try Self.render(progress: 0.1)
    #expect(bitmap[60, 90] == Bitmap.Pixel(r: 0, g: 0, b: 242))
    #expect(bitmap[60, 99] == Bitmap.Pixel(r: 0, g: 235, b: 0), "the lifted bottom edge uncovers the canvas")
  }

  @Test func atProgressOneThePageHasLeft() throws {
    let bitmap = try Self.render(progress: 1)
    #expect(Raster.inkBounds(bitmap, background: Bitmap.Pixel(r: 0, g: 255, b: 0)) == nil)
  }

  /// A double-sided page: the image holds the front (100 × 100) and, 2 px to its right (the
  /// page curls from its bottom edge, so its back is beside it), a yellow back page. Where the
  /// back covers the front (row 40 at p = 0.45) it shows the back page as it is, not the
  /// front's pale mirror; the flat front and the canvas are as before.
  @Test func aDoubleSidedPageShowsItsBackPage() throws {
    let yellow = RGBA(red: 1, green: 1, blue: 0)
    let curl = PageCurl(
      angle: .pi / 2, radius: 10, progress: 0.45, transform: CGAffineTransform(translationX: 10, y: 0),
      backPageOffsetX: 102)
    #expect(curl.hasBackPage)
    let front = curl.frontSize(imageWidth: 202, imageHeight: 100)
    #expect(front.width == 100 && front.height == 100)
    let back: [DisplayItem] = [
      .fill(.rect(CGRect(x: 102, y: 0, width: 100, height: 100)), color: yellow, transform: .identity)
    ]
    let bitmap = try Raster.render(
      120, 100, background: Self.green, [.beginPageCurl(curl, width: 202, height: 100)] + Self.page + back + [.endGroup]
    )
    #expect(bitmap[60, 10] == Bitmap.Pixel(r: 255, g: 0, b: 0), "the flat front")
    #expect(bitmap[60, 40] == Bitmap.Pixel(r: 255, g: 255, b: 0), "the back page, not whitened")
    #expect(bitmap[60, 80] == Bitmap.Pixel(r: 0, g: 255, b: 0), "past the curl: what is below")
    #expect(bitmap[115, 10] == Bitmap.Pixel(r: 0, g: 255, b: 0), "the back page is not drawn beside the front")
  }

  /// A leaf turning over its spine (`foldsBeyondPage`): the page sits in the lower half of a
  /// 120 × 200 canvas and curls from its bottom edge; at progress 1 (axis −5π) the folded page
  /// lies on the upper half, mirrored about the spine: canvas row 50 (page y −49.5, d = −33.8)
  /// shows the back of page row 49.5 (red, whitened). Without the flag nothing is drawn there.
  @Test func aLeafFoldsOverItsSpineOntoTheFacingPage() throws {
    func render(folds: Bool) throws -> Bitmap {
      let curl = PageCurl(
        angle: .pi / 2, radius: 10, progress: 1, transform: CGAffineTransform(translationX: 10, y: 100),
        foldsBeyondPage: folds)
      return try Raster.render(
        120, 200, background: Self.green, [.beginPageCurl(curl, width: 100, height: 100)] + Self.page + [.endGroup])
    }
    let folded = try render(folds: true)
    #expect(folded[60, 50] == Bitmap.Pixel(r: 255, g: 166, b: 166))
    #expect(folded[60, 150] == Bitmap.Pixel(r: 0, g: 255, b: 0), "the page itself has left")
    #expect(folded[5, 50] == Bitmap.Pixel(r: 0, g: 255, b: 0), "beside the facing page: nothing")
    let flat = try render(folds: false)
    #expect(flat[60, 50] == Bitmap.Pixel(r: 0, g: 255, b: 0))
  }

  @Test func theAxisTravelsFromTheFurthestCornerToBeyondTheNearest() {
    let curl = PageCurl(angle: .pi / 3, radius: 4, progress: 0)
    let n = (x: cos(Double.pi / 3), y: sin(Double.pi / 3))
    #expect(isApproximatelyEqual(curl.axisOffset(pageWidth: 30, pageHeight: 20), 30 * n.x + 20 * n.y))
    var done = curl
    done.progress = 1
    #expect(isApproximatelyEqual(done.axisOffset(pageWidth: 30, pageHeight: 20), -2 * .pi))
  }

  @Test func picturesKeepTheCurledItemsInThePageSpace() {
    let curl = PageCurl(angle: .pi / 2, radius: 10, progress: 0.5)
    let items: [DisplayItem] = [.beginPageCurl(curl, width: 100, height: 100)] + Self.page + [.endGroup]
    let moved = Picture.transform(items, by: CGAffineTransform(translationX: 3, y: 4))
    guard case .beginPageCurl(let placed, 100, 100) = moved[0] else {
      Issue.record("expected a page curl first, got \(moved[0])")
      return
    }
    #expect(placed.transform == CGAffineTransform(translationX: 3, y: 4))
    #expect(Array(moved[1...2]) == Self.page, "the page's own items stay in the page's pixels")
    #expect(moved[0].description == "page 100x100 curl angle=1.5708 radius=10 progress=0.5 [1 0 0 1 3 4]")
  }
}
