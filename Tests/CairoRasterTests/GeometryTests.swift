import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Fills, transforms, borders")
struct GeometryTests {
  let red = RGBA(red: 1, green: 0, blue: 0)
  let redPixel = Bitmap.Pixel(r: 255, g: 0, b: 0)

  @Test func backgroundClearsEveryPixel() throws {
    let opaque = try Raster.render(3, 2, background: RGBA(red: 0.2, green: 0.4, blue: 0.6), [])
    #expect(Set(opaque.pixels.indices.map { opaque[$0 / 4 % 3, $0 / 12] }) == [Bitmap.Pixel(r: 51, g: 102, b: 153)])
    // Cairo stores premultiplied 8-bit values: at alpha 128 a straight channel keeps ~7 bits.
    let translucent = try Raster.render(3, 2, background: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), [])
    #expect(isApproximatelyEqual(translucent[2, 1], Bitmap.Pixel(r: 51, g: 102, b: 153, a: 128), tolerance: 2))
  }

  /// Core Graphics maps `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`; the 10×10 rect scaled by
  /// (2, 3) then translated by (20, 30) must cover device pixels x 20…39, y 30…59 exactly.
  @Test func transformScalesThenTranslatesOntoExactPixels() throws {
    let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 20, y: 30))
    let bitmap = try Raster.render(
      64, 64, [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, transform: transform)])
    for y in 0..<64 {
      for x in 0..<64 {
        let inside = (20..<40).contains(x) && (30..<60).contains(y)
        #expect(bitmap[x, y] == (inside ? redPixel : Raster.white), "pixel (\(x), \(y))")
      }
    }
  }

  /// A shear tells b from c: with c = 1 (`x′ = x + y`) the point (15, 8.5) is inside the unit
  /// square's image and (8.5, 15) is not; swapping b and c would flip both.
  @Test func shearUsesCoreGraphicsRowVectorConvention() throws {
    let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
    let bitmap = try Raster.render(
      30, 30, [.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, transform: shear)])
    #expect(bitmap[15, 8] == redPixel)
    #expect(bitmap[8, 15] == Raster.white)
    #expect(bitmap[2, 1] == redPixel)  // x ∈ [y, y + 10] for row 1
    #expect(bitmap[0, 5] == Raster.white)
  }

  /// Coverage of pixel (px, py) by the corner disk of radius r centred (r, r), by midpoint
  /// integration over 4000 columns (error far below 1/255).
  static func cornerCoverage(_ px: Int, _ py: Int, radius r: Double) -> Double {
    let steps = 4000
    var area = 0.0
    for i in 0..<steps {
      let x = Double(px) + (Double(i) + 0.5) / Double(steps)
      let dx = x - r
      guard dx * dx < r * r else { continue }
      let top = r - (r * r - dx * dx).squareRoot()
      area += max(0, Double(py + 1) - max(Double(py), top)) / Double(steps)
    }
    return area
  }

  /// Tolerance 0.025 of coverage (~6/255): the rasteriser flattens arcs into chords at most
  /// `cairo_set_tolerance` = 0.02 px inside the circle, so a pixel crossed by ≤ 1.2 px of arc
  /// loses at most ~0.024 of coverage to flattening, plus 1/255 of 8-bit rounding. Measured
  /// worst: 0.0045, so the scan converter's own sampling error is small here.
  @Test func roundedCornerCoverageMatchesTheCircle() throws {
    let radius = 10.0
    let shape = Shape.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: radius)
    let bitmap = try Raster.render(40, 40, [.fill(shape, color: .black, transform: .identity)])
    #expect(bitmap[0, 0] == Raster.white)
    #expect(bitmap[20, 0] == Raster.black)
    #expect(bitmap[0, 20] == Raster.black)
    let inside = Int(radius - radius / 2.squareRoot() + 1)  // 3: (3, 3)…(4, 4) is inside the arc
    #expect(bitmap[inside, inside] == Raster.black)
    var worst = 0.0
    var dump = ""
    for y in 0..<10 {
      for x in 0..<10 {
        let measured = 1 - Double(bitmap[x, y].g) / 255
        let predicted = Self.cornerCoverage(x, y, radius: radius)
        worst = max(worst, abs(measured - predicted))
        dump += String(format: "%.3f/%.3f ", measured, predicted)
      }
      dump += "\n"
    }
    #expect(worst <= 0.025, "largest coverage error in the corner: \(worst)\n\(dump)")
    // Pixel (3, 2): the arc crosses it near its middle; the circle predicts 0.590.
    let crossing = 1 - Double(bitmap[3, 2].g) / 255
    #expect(abs(crossing - 0.590) <= 0.025)
  }

  @Test func cornerRadiusIsClampedToHalfTheShorterSide() throws {
    let pill = try Raster.render(
      40, 20,
      [
        .fill(
          .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100), color: .black,
          transform: .identity)
      ])
    let clamped = try Raster.render(
      40, 20,
      [
        .fill(
          .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10), color: .black, transform: .identity
        )
      ])
    #expect(pill == clamped)
    #expect(pill[20, 0] == Raster.black && pill[1, 1] == Raster.white)
  }

  /// A 1-pt border under a scale-2 transform is 2 device pixels wide, inside the bounds.
  @Test func borderIsTwoDevicePixelsAtTwoX() throws {
    let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 4, y: 4))
    let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
    let bitmap = try Raster.render(
      50, 30,
      [
        .border(
          .rect(CGRect(x: 0, y: 0, width: 20, height: 10)), width: 1, color: RGBA(red: 0, green: 0, blue: 1),
          transform: transform)
      ])
    // Device rect is x 4…43, y 4…23.
    for y in 0..<30 {
      for x in 0..<50 {
        let outer = (4..<44).contains(x) && (4..<24).contains(y)
        let inner = (6..<42).contains(x) && (6..<22).contains(y)
        #expect(bitmap[x, y] == (outer && !inner ? blue : Raster.white), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func borderAsWideAsHalfTheShapeFillsIt() throws {
    let shape = Shape.roundedRect(CGRect(x: 2, y: 2, width: 20, height: 10), cornerRadius: 4)
    let border = try Raster.render(24, 14, [.border(shape, width: 5, color: .black, transform: .identity)])
    let fill = try Raster.render(24, 14, [.fill(shape, color: .black, transform: .identity)])
    #expect(border == fill)
  }

  @Test func translucentFillUnpremultipliesExactly() throws {
    let bitmap = try Raster.render(
      4, 4, background: .clear,
      [
        .fill(
          .rect(CGRect(x: 0, y: 0, width: 4, height: 4)), color: RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5),
          transform: .identity)
      ])
    #expect(isApproximatelyEqual(bitmap[1, 1], Bitmap.Pixel(r: 255, g: 128, b: 0, a: 128), tolerance: 1))
  }

  @Test func singularOrNonFiniteTransformsDrawNothing() throws {
    let rect = Shape.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let bitmap = try Raster.render(
      10, 10,
      [
        .fill(rect, color: red, transform: CGAffineTransform(scaleX: 0, y: 1)),
        .fill(rect, color: red, transform: CGAffineTransform(translationX: .nan, y: 0)),
        .fill(.rect(CGRect(x: 0, y: 0, width: 2, height: 2)), color: .black, transform: .identity),
      ])
    #expect(bitmap[5, 5] == Raster.white)
    #expect(bitmap[1, 1] == Raster.black)
  }

  @Test func emptyCanvasAndOversizedCanvas() throws {
    #expect(try Raster.render(0, 5, []) == Bitmap(width: 0, height: 5))
    #expect(throws: CairoError.invalidSurfaceSize(width: 40000, height: 1)) { try Raster.render(40000, 1, []) }
  }
}

@Suite("Path fills")
struct PathFillTests {
  let blue = RGBA(red: 0, green: 0, blue: 1)

  /// A filled circle of radius 10 centred on a pixel grid point: pixels whose square lies fully
  /// inside are pure blue, fully outside untouched, and the ink stays in the 20×20 box.
  @Test func circlePathFillsTheDisk() throws {
    let circle = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).cgPath.data
    let bitmap = try Raster.render(30, 30, [.fill(.path(circle), color: blue, transform: .identity)])
    #expect(bitmap[15, 15] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(bitmap[6, 6] == Raster.white)
    #expect(bitmap[15, 6] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    let ink = try #require(Raster.inkBounds(bitmap))
    #expect(ink == (5, 5, 24, 24))
  }

  @Test func evenOddPathLeavesTheHoleUnpainted() throws {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    let items: [DisplayItem] = [.fill(.path(path.data, fillRule: .evenOdd), color: blue, transform: .identity)]
    let bitmap = try Raster.render(10, 10, items)
    #expect(bitmap[5, 5] == Raster.white)
    #expect(bitmap[1, 5] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    let winding = try Raster.render(10, 10, [.fill(.path(path.data), color: blue, transform: .identity)])
    #expect(winding[5, 5] == Bitmap.Pixel(r: 0, g: 0, b: 255))
  }

  /// `maskedCorners` without the top-left corner: that corner pixel is fully covered, the
  /// rounded top-right corner pixel is not.
  @Test func roundedRectRoundsOnlyMaskedCorners() throws {
    let shape = Shape.roundedRect(CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8, corners: [.topRight])
    let bitmap = try Raster.render(20, 20, [.fill(shape, color: blue, transform: .identity)])
    #expect(bitmap[0, 0] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(bitmap[19, 0] == Raster.white)
    #expect(bitmap[0, 19] == Bitmap.Pixel(r: 0, g: 0, b: 255))
  }
}
