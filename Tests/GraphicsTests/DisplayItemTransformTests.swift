import Foundation
import Graphics
import Testing

/// Re-placing captured display items: geometry goes through the new transform after the
/// item's own; structural items stay as they are.
@Suite struct DisplayItemTransformTests {
  @Test func geometryIsMappedAfterTheItemsOwnTransform() {
    let own = CGAffineTransform(translationX: 10, y: 5)
    let placed = CGAffineTransform(scaleX: 2, y: 2)
    let shape = Shape.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
    let run = TextRun(string: "A", font: FontDescriptor(size: 12), color: .black, frame: .zero)
    let items: [DisplayItem] = [
      .fill(shape, color: .black, transform: own), .border(shape, width: 1, color: .black, transform: own),
      .text(run, transform: own), .pushClip(shape, transform: own),
    ]
    let expected: [DisplayItem] = [
      .fill(shape, color: .black, transform: own.concatenating(placed)),
      .border(shape, width: 1, color: .black, transform: own.concatenating(placed)),
      .text(run, transform: own.concatenating(placed)), .pushClip(shape, transform: own.concatenating(placed)),
    ]
    #expect(items.map { $0.transformed(by: placed) } == expected)
    // (10, 5) then ×2: the shape's origin lands at (20, 10).
    #expect(CGPoint.zero.applying(own.concatenating(placed)) == CGPoint(x: 20, y: 10))
  }

  @Test func structuralItemsAreUnchanged() {
    let placed = CGAffineTransform(translationX: 3, y: 3)
    for item in [DisplayItem.popClip, .beginGroup(opacity: 0.5), .endGroup] {
      #expect(item.transformed(by: placed) == item)
    }
  }
}
