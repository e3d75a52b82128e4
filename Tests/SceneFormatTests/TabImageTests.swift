import Foundation
import SceneFormat
import Testing

/// `tabImage` on a screen: a built-in symbol name, anything else named in the error.
@Suite struct TabImageTests {
  @Test func knownSymbolIsKept() throws {
    let scene = try parse(validScene.replacingOccurrences(of: "  B: {}", with: "  B: { tabImage: house.fill }"))
    #expect(scene.screens.first { $0.name == "B" }?.tabImage == "house.fill")
    #expect(scene.screens.first { $0.name == "A" }?.tabImage == nil)
  }

  @Test func unknownSymbolNamesFieldAndValue() throws {
    let error = try #require(
      parseError(validScene.replacingOccurrences(of: "  B: {}", with: "  B: { tabImage: heart.fill }")))
    #expect(
      error.description
        == "Scenes/x.yaml:10:18: screens.B.tabImage: expected one of circle, circle.fill, square.fill, house.fill, person.fill, magnifyingglass, list.bullet, square.grid.2x2.fill, plus, star.fill, gearshape.fill, bell.fill, chevron.right, checkmark, info.circle, sidebar.left, chevron.backward, arrow.up.left.and.arrow.down.right, arrow.down.right.and.arrow.up.left, got \"heart.fill\""
    )
  }
}
