import CairoRaster
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("Dashed strokes in pixels")
struct DashPixelTests {
  let blue = RGBA(red: 0, green: 0, blue: 1)
  let ink = Bitmap.Pixel(r: 0, g: 0, b: 255)

  /// A horizontal line from x = 0 to 100 at y = 5, 4 px wide, with `dashes` and `phase`.
  func line(dashes: [CGFloat], phase: CGFloat = 0) throws -> Bitmap {
    var path = PathData()
    path.elements = [.moveToPoint(CGPoint(x: 0, y: 5)), .addLineToPoint(CGPoint(x: 100, y: 5))]
    let style = StrokeStyle(lineWidth: 4, dashes: dashes, dashPhase: phase)
    return try Raster.render(100, 10, [.stroke(path, style: style, color: blue, transform: .identity)])
  }

  /// Which of the line's pixel columns are painted (sampled at the line's centre row).
  func painted(_ bitmap: Bitmap) -> [Bool] { (0..<100).map { bitmap[$0, 5] == ink } }

  /// The columns a pattern paints: column x (centre x + ½) is painted when its position in
  /// the repeated pattern, shifted by `phase`, falls in a painted length.
  func expected(_ dashes: [CGFloat], phase: CGFloat = 0) -> [Bool] {
    let pattern = dashes.count % 2 == 1 ? dashes + dashes : dashes
    let period = pattern.reduce(0, +)
    return (0..<100).map { x in
      var t = (CGFloat(x) + 0.5 + phase).truncatingRemainder(dividingBy: period)
      for (index, length) in pattern.enumerated() {
        if t < length { return index % 2 == 0 }
        t -= length
      }
      return false
    }
  }

  /// `lineDashPattern` [10, 5]: 10 painted, 5 unpainted, repeated from the line's start.
  @Test func patternAlternatesPaintedAndUnpaintedLengths() throws {
    #expect(painted(try line(dashes: [10, 5])) == expected([10, 5]))
    #expect(painted(try line(dashes: [10, 5]))[0..<10].allSatisfy { $0 })
    #expect(!painted(try line(dashes: [10, 5]))[10..<15].contains(true))
  }

  /// `lineDashPhase` 3 starts the pattern 3 units in: the first dash is 7 long.
  @Test func phaseShiftsThePattern() throws {
    let columns = painted(try line(dashes: [10, 5], phase: 3))
    #expect(columns == expected([10, 5], phase: 3))
    #expect(columns[6] && !columns[7])
  }

  /// An odd count repeats so that the roles alternate: [10] is 10 on, 10 off; [6, 2, 4] is
  /// 6 on 2 off 4 on 6 off 2 on 4 off.
  @Test func oddCountsRepeat() throws {
    #expect(painted(try line(dashes: [10])) == expected([10]))
    #expect(painted(try line(dashes: [6, 2, 4])) == expected([6, 2, 4]))
    #expect(!painted(try line(dashes: [6, 2, 4]))[13])
  }

  /// An empty or all-zero pattern strokes solid, and a dashed stroke does not leak its pattern
  /// into the next stroke (cairo keeps the dash in its state).
  @Test func solidAfterDashed() throws {
    #expect(painted(try line(dashes: [0, 0])).allSatisfy { $0 })
    var path = PathData()
    path.elements = [.moveToPoint(CGPoint(x: 0, y: 5)), .addLineToPoint(CGPoint(x: 100, y: 5))]
    let bitmap = try Raster.render(
      100, 10,
      [
        .stroke(path, style: StrokeStyle(lineWidth: 4, dashes: [5, 5]), color: blue, transform: .identity),
        .stroke(path, style: StrokeStyle(lineWidth: 4), color: blue, transform: .identity),
      ])
    #expect(painted(bitmap).allSatisfy { $0 })
  }
}
