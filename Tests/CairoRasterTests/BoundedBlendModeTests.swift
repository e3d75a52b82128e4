import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

/// The blend modes that would change the target where the source is transparent (`copy`,
/// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `plusDarker`), bounded by the
/// drawn shape as Core Graphics bounds them. Expected pixels are worked out here from Apple's
/// premultiplied equations (`CGBlendMode`'s documentation), not taken from the rasteriser.
@Suite("Blend modes bounded by the shape")
struct BoundedBlendModeTests {
  /// D: translucent blue over x 0..<20; S: translucent red over x 10..<30 in `mode`; the
  /// canvas is transparent, so alpha shows.
  static let destination = Premultiplied(red: 0, green: 0, blue: 0.5, alpha: 0.5)
  static let source = Premultiplied(red: 0.8, green: 0, blue: 0, alpha: 0.8)

  /// Premultiplied components 0…1.
  struct Premultiplied {
    var red, green, blue, alpha: Double
    static let clear = Premultiplied(red: 0, green: 0, blue: 0, alpha: 0)
    var straight: RGBA {
      alpha > 0 ? RGBA(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha) : .clear
    }
    func map(_ other: Premultiplied, _ f: (Double, Double) -> Double) -> Premultiplied {
      Premultiplied(
        red: f(red, other.red), green: f(green, other.green), blue: f(blue, other.blue), alpha: f(alpha, other.alpha))
    }
  }

  /// Apple's equation for `mode` (R from S and D, premultiplied).
  static func expected(_ mode: CGBlendMode, s: Premultiplied, d: Premultiplied) -> Premultiplied {
    switch mode {
    case .copy: return s
    case .sourceIn: return s.map(s) { c, _ in c * d.alpha }
    case .sourceOut: return s.map(s) { c, _ in c * (1 - d.alpha) }
    case .destinationIn: return d.map(d) { c, _ in c * s.alpha }
    case .destinationAtop: return s.map(d) { sc, dc in sc * (1 - d.alpha) + dc * s.alpha }
    case .plusDarker: return s.map(d) { sc, dc in max(0, 1 - ((1 - dc) + (1 - sc))) }
    default: fatalError("not a bounded mode: \(mode)")
    }
  }

  static func render(_ mode: CGBlendMode, withShape: Bool = true, wrap: Bool = false) throws -> Bitmap {
    let s = source.straight
    let d = destination.straight
    let sourceRect = Shape.rect(CGRect(x: 10, y: 0, width: 20, height: 10))
    var items: [DisplayItem] = [
      .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color: d, transform: .identity),
      .beginBlendGroup(mode),
      .fill(sourceRect, color: s, transform: .identity),
    ]
    if withShape { items += [.maskContent, .fill(sourceRect, color: .white, transform: .identity)] }
    items.append(.endGroup)
    if wrap {
      // Inside a group under a clip that starts at x = 5: the group surfaces are offset.
      items =
        [.pushClip(.rect(CGRect(x: 5, y: 0, width: 40, height: 10)), transform: .identity), .beginGroup(opacity: 1)]
        + items + [.endGroup, .popClip]
    }
    return try Raster.render(40, 10, background: .clear, items)
  }

  static func check(_ bitmap: Bitmap, _ mode: CGBlendMode, _ comment: String = "") {
    let regions: [(x: Int, expected: Premultiplied, what: String)] = [
      (7, destination, "D only (outside the shape): unchanged"),
      (15, expected(mode, s: source, d: destination), "S and D"),
      (25, expected(mode, s: source, d: .clear), "S only"),
      (35, .clear, "neither"),
    ]
    for region in regions {
      let want = Bitmap.Pixel(region.expected.straight)
      let got = bitmap[region.x, 5]
      #expect(
        isApproximatelyEqual(got, want, tolerance: 2),
        "\(mode) \(comment) at x \(region.x) (\(region.what)): \(got), expected \(want)")
    }
  }

  @Test(arguments: [CGBlendMode.copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker])
  func modeChangesOnlyTheShapeAsTheEquationSays(_ mode: CGBlendMode) throws {
    Self.check(try Self.render(mode), mode)
  }

  /// The same values when the blend group sits in a nested group under a clip (group
  /// surfaces with device offsets): the copy of the target lines up.
  @Test(arguments: [CGBlendMode.copy, .destinationIn, .plusDarker])
  func modeLinesUpInsideOffsetGroups(_ mode: CGBlendMode) throws {
    Self.check(try Self.render(mode, wrap: true), mode, "(nested)")
  }

  /// Values the equations give, spelled out: `destinationIn` keeps D × Sa (blue 0.5 × 0.8 =
  /// 0.4 alpha); `sourceIn` where D is empty gives nothing; `plusDarker` of translucent
  /// colours is max(0, S + D − 1) per component: only alpha is left (0.8 + 0.5 − 1 = 0.3).
  @Test func spotValues() throws {
    let dIn = try Self.render(.destinationIn)
    #expect(isApproximatelyEqual(dIn[15, 5], Bitmap.Pixel(r: 0, g: 0, b: 255, a: 102), tolerance: 1))
    #expect(dIn[25, 5].a == 0, "D × Sa is 0 where D is empty")
    #expect(isApproximatelyEqual(dIn[7, 5], Bitmap.Pixel(r: 0, g: 0, b: 255, a: 128), tolerance: 1))
    let darker = try Self.render(.plusDarker)
    #expect(isApproximatelyEqual(darker[15, 5], Bitmap.Pixel(r: 0, g: 0, b: 0, a: 77), tolerance: 1), "alpha 0.3")
    #expect(darker[25, 5].a == 0, "0.8 + 0 − 1 < 0")
    let copy = try Self.render(.copy)
    #expect(isApproximatelyEqual(copy[15, 5], Bitmap.Pixel(r: 255, g: 0, b: 0, a: 204), tolerance: 1))
  }

  /// Opaque colours: `plusDarker` of 60 % grey on 70 % grey is 0.3 grey (0.6 + 0.7 − 1).
  @Test func plusDarkerOfOpaqueGreys() throws {
    let rect = Shape.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let bitmap = try Raster.render(
      10, 10, background: RGBA(white: 0.7),
      [
        .beginBlendGroup(.plusDarker), .fill(rect, color: RGBA(white: 0.6), transform: .identity), .maskContent,
        .fill(rect, color: .white, transform: .identity), .endGroup,
      ])
    #expect(isApproximatelyEqual(bitmap[5, 5], Bitmap.Pixel(r: 77, g: 77, b: 77), tolerance: 1))
  }

  /// Without a shape part, the content's alpha is the coverage: a `copy` of a fill at 0.8
  /// alpha gives 0.8·S + 0.2·D, and changes nothing where the content is transparent.
  @Test func withoutAShapeTheContentsAlphaBoundsTheMode() throws {
    let bitmap = try Self.render(.copy, withShape: false)
    let s = Self.source
    let d = Self.destination
    let lerp = s.map(d) { sc, dc in sc * s.alpha + dc * (1 - s.alpha) }
    let alone = s.map(s) { sc, _ in sc * s.alpha }
    #expect(isApproximatelyEqual(bitmap[15, 5], Bitmap.Pixel(lerp.straight), tolerance: 2), "\(bitmap[15, 5])")
    #expect(isApproximatelyEqual(bitmap[25, 5], Bitmap.Pixel(alone.straight), tolerance: 2), "\(bitmap[25, 5])")
    #expect(isApproximatelyEqual(bitmap[7, 5], Bitmap.Pixel(d.straight), tolerance: 1))
  }

  /// A `maskContent` inside a blend group is balanced; a second one is not.
  @Test func aBlendGroupTakesOneShapePart() throws {
    let rect = Shape.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(throws: CairoError.self) {
      try Raster.render(
        4, 4,
        [
          .beginBlendGroup(.copy), .fill(rect, color: .white, transform: .identity), .maskContent, .maskContent,
          .endGroup,
        ])
    }
  }
}
